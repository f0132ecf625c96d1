// A word list (profanity, violence, sex, drugs, slurs) plus a few patterns
// (docs/product.md#family-friendly). Matched as substrings, as the original product did, the list
// rejects real names (Cassandra, Dickens, Hancock, Sussex, Assam, Shitaye,
// Dikshit). Hearth matches WHOLE words and whole multi-word phrases instead, and catches the common
// ways people dodge a word list: letter repeats, leetspeak, separators inside a word, spaced single
// letters, masking with '*', mixed case, diacritics, look-alike letters from other scripts.
//
// Everything is compiled once, by the first check (opening the app checks nothing, and compiling
// the lists is tens of milliseconds on a slow phone); a check is a handful of Map lookups per word.
// The lists live in family-friendly-words.ts, the reading of text in family-friendly-spelling.ts.

import { DRUGS, INNOCENT_PHRASES, OTHER_LANGUAGES, PHRASES, PROFANITY, ROOTS, SEXUAL, SLURS, VIOLENCE } from '@/lib/validation/family-friendly-words';
import { collapseLongRuns, expand, fold, HAS_LETTER, inflect, piecesOf, readings, runs, stretches, type Sig } from '@/lib/validation/family-friendly-spelling';

interface Compiled {
  /** collapsed key (every run of one letter reduced to one) -> the list forms with that key */
  readonly byKey: ReadonlyMap<string, readonly { term: string; sig: Sig }[]>;
  /** length -> list forms of that length, for words masked with '*' */
  readonly byLength: ReadonlyMap<number, readonly { term: string; form: string }[]>;
  readonly phrases: readonly { term: string; words: readonly { key: string; sig: Sig }[] }[];
  readonly phrasesByFirstKey: ReadonlyMap<string, readonly number[]>;
  readonly roots: readonly { term: string; collapsed: string | null }[];
  readonly innocent: readonly (readonly string[])[];
}

function compile(): Compiled {
  const byKey = new Map<string, { term: string; sig: Sig }[]>();
  const byLength = new Map<number, { term: string; form: string }[]>();
  const addForm = (term: string, form: string) => {
    const { key, sig } = runs(form);
    const list = byKey.get(key) ?? [];
    list.push({ term, sig });
    byKey.set(key, list);
    const sameLength = byLength.get(form.length) ?? [];
    sameLength.push({ term, form });
    byLength.set(form.length, sameLength);
  };
  for (const entry of [...PROFANITY, ...SEXUAL, ...VIOLENCE, ...DRUGS, ...SLURS, ...OTHER_LANGUAGES]) {
    for (const rawForm of inflect(entry)) {
      const form = fold(rawForm);
      addForm(fold(entry.replace(/\+$/, '')), form);
    }
  }

  const phrases: { term: string; words: { key: string; sig: Sig }[] }[] = [];
  const phrasesByFirstKey = new Map<string, number[]>();
  for (const phrase of PHRASES) {
    const words = piecesOf(fold(phrase)).map((w) => runs(w));
    const first = words[0];
    if (!first) continue;
    const index = phrases.push({ term: phrase, words }) - 1;
    const list = phrasesByFirstKey.get(first.key) ?? [];
    list.push(index);
    phrasesByFirstKey.set(first.key, list);
    // Written as one word ("killyourself", "smokeweed"); short joins are skipped because they
    // can be innocent words ("godie").
    const joined = words.map((w) => expand(w)).join('');
    if (joined.length >= 8) addForm(phrase, joined);
  }

  const roots = ROOTS.map((root) => {
    const { key } = runs(root);
    // A root without doubled letters also matches its stretched spellings ("fuuuck"); one with
    // doubled letters only matches with its doubles (a collapsed form may be a real word).
    return { term: root, collapsed: key === root ? key : null };
  });

  const innocent = INNOCENT_PHRASES.map((phrase) => piecesOf(fold(phrase)));

  return { byKey, byLength, phrases, phrasesByFirstKey, roots, innocent };
}

let compiledLists: Compiled | undefined;
const lists = (): Compiled => (compiledLists ??= compile());

function matchSpelling(spelling: string): string | null {
  const { key, sig } = runs(spelling);
  const forms = lists().byKey.get(key);
  if (forms) {
    for (const form of forms) if (stretches(sig, form.sig)) return form.term;
  }
  if (spelling.includes('*')) {
    const masked = matchMasked(spelling);
    if (masked) return masked;
  }
  const longRunsCollapsed = collapseLongRuns(spelling);
  for (const root of lists().roots) {
    if (longRunsCollapsed.includes(root.term)) return root.term;
    if (root.collapsed && key.includes(root.collapsed)) return root.term;
  }
  return null;
}

/** "f**k", "sh*t": the visible letters must sit where a listed word has them. */
function matchMasked(spelling: string): string | null {
  if (spelling.startsWith('*') || spelling.length < 3) return null;
  const visible = spelling.replaceAll('*', '');
  if (visible.length < 2) return null;
  for (const { term, form } of lists().byLength.get(spelling.length) ?? []) {
    let fits = true;
    for (let i = 0; i < form.length && fits; i += 1) {
      const ch = spelling[i];
      if (ch !== '*' && ch !== form[i]) fits = false;
    }
    if (fits) return term;
  }
  return null;
}

function matchWord(text: string): string | null {
  for (const spelling of readings(text)) {
    const term = matchSpelling(spelling);
    if (term) return term;
  }
  return null;
}

interface Piece {
  readonly text: string;
  /** readings as run signatures, for phrase matching */
  readonly runs: readonly { key: string; sig: Sig }[];
}

function phraseAt(pieces: readonly Piece[], start: number): string | null {
  const first = pieces[start];
  if (!first) return null;
  for (const reading of first.runs) {
    for (const index of lists().phrasesByFirstKey.get(reading.key) ?? []) {
      const phrase = lists().phrases[index];
      if (!phrase) continue;
      const fits = phrase.words.every((word, offset) => {
        const piece = pieces[start + offset];
        return piece?.runs.some((r) => r.key === word.key && stretches(r.sig, word.sig)) ?? false;
      });
      if (fits) return phrase.term;
    }
  }
  return null;
}

/** Indexes of pieces that belong to an innocent phrase ("summa cum laude"). */
function innocentPieces(pieces: readonly Piece[]): Set<number> {
  const covered = new Set<number>();
  for (let start = 0; start < pieces.length; start += 1) {
    for (const words of lists().innocent) {
      if (words.every((word, offset) => pieces[start + offset]?.text === word)) {
        for (let offset = 0; offset < words.length; offset += 1) covered.add(start + offset);
      }
    }
  }
  return covered;
}

/**
 * The listed word or phrase `text` contains, as written in the list (base form: "fuck" for
 * "F.u.u.u.c.k.i.n.g"), or null when the text is family-friendly.
 */
export function findBlockedTerm(text: string): string | null {
  const folded = fold(text);
  const pieces: Piece[] = [];
  const joinedTokens: string[] = [];

  for (const token of folded.split(/\s+/u)) {
    const tokenPieces = piecesOf(token);
    for (const piece of tokenPieces) pieces.push({ text: piece, runs: readings(piece).map(runs) });
    // "sh.it", "f_u_c_k": separators inside one word. Hyphens and apostrophes join real words
    // and names ("Anna-Lise", "O'Brien"), so those tokens are only checked piece by piece.
    if (tokenPieces.length > 1 && !/[-'’‐‑]/.test(token)) joinedTokens.push(tokenPieces.join(''));
  }

  const innocent = innocentPieces(pieces);
  for (let i = 0; i < pieces.length; i += 1) {
    const piece = pieces[i];
    if (!piece || innocent.has(i)) continue;
    const term = matchWord(piece.text);
    if (term) return term;
  }
  for (const joined of joinedTokens) {
    const term = matchWord(joined);
    if (term) return term;
  }

  // "f u c k", "f-u-c-k", "a s s": runs of single letters read as one word.
  let runStart = 0;
  for (let i = 0; i <= pieces.length; i += 1) {
    const piece = pieces[i];
    if (piece && [...piece.text].length === 1) continue;
    const run = pieces.slice(runStart, i);
    if (run.length >= 2 && run.filter((p) => HAS_LETTER.test(p.text)).length >= 2) {
      const term = matchWord(run.map((p) => p.text).join(''));
      if (term) return term;
    }
    runStart = i + 1;
  }

  for (let i = 0; i < pieces.length; i += 1) {
    const term = phraseAt(pieces, i);
    if (term) return term;
  }
  return null;
}

/** True when the text holds no listed word or pattern. */
export function isFamilyFriendly(text: string): boolean {
  return findBlockedTerm(text) === null;
}
