// Limits count what a person sees as one character: 'é' typed as e + accent, a Devanagari
// syllable with its vowel sign, or a flag emoji each count once, so a name in any script gets the
// same room as a name in English.
const segmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;

/** The user-perceived characters (grapheme clusters) of `text`, in order. */
export function graphemes(text: string): string[] {
  if (!segmenter) return [...text];
  return Array.from(segmenter.segment(text), (s) => s.segment);
}

/** The length used by every text limit (docs/product.md#character-count) and by the character counters. */
export function countCharacters(text: string): number {
  return graphemes(text).length;
}
