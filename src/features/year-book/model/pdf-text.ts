// Family text in the PDF: drawn as text (never interpreted), wrapped to the page, and split into runs
// by which embedded font can draw each character. What no font can draw (most emoji, scripts the
// app's font lacks) becomes a run without a font, which the writer draws as a small picture or a
// replacement mark: a name with an emoji must never stop the book.

/** A font the writer embedded: which code points it has and how wide a text is at a size. */
export interface TextFace {
  has: (codePoint: number) => boolean;
  width: (text: string, size: number) => number;
}

/** `face` is an index into the faces; null when none can draw the text. */
export interface TextRun {
  face: number | null;
  text: string;
}

// Joiners and variation selectors shape a neighbour; they need no glyph of their own.
const SHAPING = new Set([0x200d, 0xfe0e, 0xfe0f]);
// Control characters (other than the tab and newline, handled by wrapping) are dropped.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/g;

const segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;

/** User-perceived characters: an emoji with its skin tone or a letter with its accent stays whole. */
export function graphemes(text: string): string[] {
  return segmenter ? Array.from(segmenter.segment(text), (s) => s.segment) : Array.from(text);
}

export function cleanText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ').replace(CONTROL, '').normalize('NFC');
}

function faceFor(cluster: string, faces: readonly TextFace[]): number | null {
  const points = Array.from(cluster, (c) => c.codePointAt(0) ?? 0).filter((cp) => !SHAPING.has(cp));
  const index = faces.findIndex((face) => points.every((cp) => face.has(cp)));
  return index === -1 ? null : index;
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const asciiFaces = new WeakMap<TextFace, boolean>();

function hasAscii(face: TextFace): boolean {
  let has = asciiFaces.get(face);
  if (has === undefined) {
    has = Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i).every((cp) => face.has(cp));
    asciiFaces.set(face, has);
  }
  return has;
}

/** Consecutive characters drawn by the same font become one run. */
export function splitRuns(text: string, faces: readonly TextFace[]): TextRun[] {
  // Most family text is plain ASCII: one run of the first font, without splitting characters.
  const first = faces[0];
  if (first && PRINTABLE_ASCII.test(text) && hasAscii(first)) return text ? [{ face: 0, text }] : [];
  const runs: TextRun[] = [];
  for (const cluster of graphemes(text)) {
    const face = faceFor(cluster, faces);
    const last = runs[runs.length - 1];
    // Each character without a font is its own run: it is drawn as one picture.
    if (last && face !== null && last.face === face) last.text += cluster;
    else runs.push({ face, text: cluster });
  }
  return runs;
}

/** A character without a font is drawn one em wide (an emoji picture or a replacement mark). */
export function runsWidth(runs: readonly TextRun[], faces: readonly TextFace[], size: number): number {
  return runs.reduce((sum, run) => sum + (run.face === null ? size : (faces[run.face] as TextFace).width(run.text, size)), 0);
}

export function textWidth(text: string, faces: readonly TextFace[], size: number): number {
  return runsWidth(splitRuns(text, faces), faces, size);
}

/**
 * Lines no wider than `maxWidth`: newlines kept, spaces collapsed (as `white-space: pre-line`),
 * a word longer than a line broken between characters.
 */
export function wrapText(text: string, maxWidth: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of cleanText(text).split('\n')) {
    const words = paragraph.split(/\s+/).filter(Boolean);
    if (words.length === 0) {
      lines.push('');
      continue;
    }
    // Widths add up word by word, so a long moment is measured once, not once per word per line.
    const space = measure(' ');
    let line = '';
    let width = 0;
    for (const word of words) {
      const wordWidth = measure(word);
      if (line && width + space + wordWidth <= maxWidth) {
        line += ` ${word}`;
        width += space + wordWidth;
        continue;
      }
      if (line) lines.push(line);
      if (wordWidth <= maxWidth) {
        [line, width] = [word, wordWidth];
        continue;
      }
      [line, width] = ['', 0];
      for (const cluster of graphemes(word)) {
        const clusterWidth = measure(cluster);
        if (line && width + clusterWidth > maxWidth) {
          lines.push(line);
          [line, width] = ['', 0];
        }
        line += cluster;
        width += clusterWidth;
      }
    }
    lines.push(line);
  }
  // Blank lines at either end add nothing to a moment.
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  while (lines.length > 0 && lines[0] === '') lines.shift();
  return lines;
}
