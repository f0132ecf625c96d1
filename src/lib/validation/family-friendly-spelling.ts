// How family-friendly.ts reads text: folding (case, diacritics, look-alike letters), splitting
// into pieces, leetspeak readings, and letter runs ("fuuuck" is "fuck" with a held u).

import { FOLD_EXTRA, FOLD_EXTRA_RE, INVISIBLE, LEET, LEET_RE, LOOKALIKE, LOOKALIKE_RE, MARKS } from '@/lib/validation/family-friendly-words';

export type Sig = readonly number[];

/** NFKD, combining marks and invisible characters removed, lower case. */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(MARKS, '')
    .replace(INVISIBLE, '')
    .toLowerCase()
    .replace(FOLD_EXTRA_RE, (c) => FOLD_EXTRA[c] ?? c);
}

// Letters, digits and the leetspeak symbols make up a piece of a word; anything else separates.
export const PIECE = /[\p{L}\p{N}@$!*]+/gu;
export const HAS_LETTER = /\p{L}/u;
export const LATIN = /[a-z]/;



export function runs(s: string): { key: string; sig: number[] } {
  let key = '';
  const sig: number[] = [];
  let prev = '';
  for (const ch of s) {
    if (ch === prev) {
      sig[sig.length - 1]! += 1;
    } else {
      key += ch;
      sig.push(1);
      prev = ch;
    }
  }
  return { key, sig };
}

export function collapseLongRuns(s: string): string {
  return s.replace(/(.)\1{2,}/gu, '$1$1');
}

/** The forms of a list entry: itself, plus regular inflections when it ends with '+'. */
export function inflect(entry: string): string[] {
  if (!entry.endsWith('+')) return [entry];
  const base = entry.slice(0, -1);
  const forms = [base];
  if (base.endsWith('e')) {
    const stem = base.slice(0, -1);
    // no "-r" agent form: "Raper" is an English surname
    forms.push(`${base}s`, `${base}d`, `${stem}ing`);
    return forms;
  }
  forms.push(/(s|x|z|ch|sh)$/.test(base) ? `${base}es` : `${base}s`);
  const stems = [base];
  // consonant-vowel-consonant endings double the last letter: shit -> shitting, shitter
  if (/[^aeiou][aeiou][bcdfghjklmnpqrstvz]$/.test(base)) stems.push(base + base.slice(-1));
  for (const stem of stems) forms.push(`${stem}ed`, `${stem}ing`, `${stem}er`, `${stem}ers`);
  return forms;
}

export function piecesOf(folded: string): string[] {
  const out: string[] = [];
  for (const match of folded.matchAll(PIECE)) {
    let piece = match[0];
    // '!' ends sentences far more often than it stands for an 'i'; '*' around a word is emphasis.
    piece = piece.replace(/^!+|!+$/g, '');
    if (piece.startsWith('*')) piece = piece.replace(/^\*+|\*+$/g, '');
    if (piece) out.push(piece);
  }
  return out;
}

export function expand({ key, sig }: { key: string; sig: Sig }): string {
  let out = '';
  let i = 0;
  for (const ch of key) out += ch.repeat(sig[i++] ?? 1);
  return out;
}

/**
 * True when `candidate` is `form`, or `form` with some letters held for three or more ("fuuuck",
 * "asss"). A letter merely doubled does not count: real words and names double letters all the time
 * (Bonner, rapper, Shiite, assess), people stretching a word do not stop at two.
 */
export function stretches(candidate: Sig, form: Sig): boolean {
  if (candidate.length !== form.length) return false;
  for (let i = 0; i < form.length; i += 1) {
    const have = candidate[i] ?? 0;
    const want = form[i] ?? 0;
    if (have !== want && !(have >= 3 && have > want)) return false;
  }
  return true;
}

/** The spellings a piece of text may stand for: leetspeak decoded ('1' read as i and as l). */
export function readings(piece: string): string[] {
  let text = piece;
  if (LATIN.test(text)) text = text.replace(LOOKALIKE_RE, (c) => LOOKALIKE[c] ?? c);
  // A plain number ("2024", "420") is not a word in disguise.
  if (/^\p{N}+$/u.test(text)) return [];
  if (!/[0-9@$!]/.test(text)) return [text];
  const decoded = text.replace(LEET_RE, (c) => LEET[c] ?? c);
  if (!decoded.includes('1')) return [decoded];
  return [decoded.replaceAll('1', 'i'), decoded.replaceAll('1', 'l')];
}
