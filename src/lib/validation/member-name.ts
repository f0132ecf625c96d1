import { findBlockedTerm } from './family-friendly';
import { graphemes, countCharacters } from './text-length';

export type MemberNameValidation =
  | { valid: true; name: string; initials: string }
  | { valid: false; error: string };

// Member name: the exact messages.
export const memberNameMessages = {
  empty: 'Please enter a name',
  tooShort: 'Name must be at least 2 characters long',
  tooLong: 'Name must be less than 50 characters',
  notFamilyFriendly: 'Please choose a family-friendly name',
  duplicate: 'This name is already taken by another family member',
  characters: 'Names can only contain letters, spaces, hyphens, and apostrophes',
} as const;

export const MEMBER_NAME_MIN = 2;
export const MEMBER_NAME_MAX = 50;

// Names in every script: letters are Unicode letters with their combining marks
// (देव, Nguyễn), plus spaces, hyphens and apostrophes (' and ’). Zero-width joiners are part of
// spelling names in Persian and several Indian scripts. A name starts with a letter.
const ALLOWED_NAME = /^\p{L}(?:[\p{L}\p{M} '’‐-]|\u200C|\u200D)*$/u;

/**
 * Word starts for capitalising: the start of the name, after a space, after a hyphen; a leading
 * modifier letter such as the Hawaiian ʻokina is stepped over ('ʻiolani' -> 'ʻIolani').
 */
const WORD_START = /(^|[ \-‐])(\p{Lm}*)(\p{Ll})/gu;

/**
 * Whitespace collapsed, each word capitalised. Only the first letter of each
 * space- or hyphen-separated word is raised; the rest stays as typed ('mcDonald' -> 'McDonald',
 * 'josé' -> 'José'); scripts without case are unchanged. Stored in NFC so the same name typed on
 * two keyboards compares equal.
 */
export function normalizeName(name: string): string {
  return name
    .normalize('NFC')
    .trim()
    .replace(/\s+/gu, ' ')
    .replace(WORD_START, (_match, before: string, mark: string, letter: string) => before + mark + letter.toUpperCase());
}

/** Add Member sanitises the name before saving: normalised as above. */
export function sanitizeName(name: string): string {
  return normalizeName(name);
}

function firstLetter(word: string): string {
  // Skip a leading apostrophe-like mark so "ʻIolani" gives "I".
  const clusters = graphemes(word);
  const letter = clusters.find((c) => /\p{L}/u.test(c) && !/^\p{Lm}$/u.test(c)) ?? clusters[0] ?? '';
  return letter.toUpperCase();
}

/**
 * Upper-case first letters of up to two words; a single word of 2 or more
 * characters uses its first two letters. A hyphenated single word ('Mary-Kate') counts its parts
 * as words. Letters are grapheme clusters, so 'देव' gives 'दे' + 'व', never half a syllable.
 */
export function computeInitials(name: string): string {
  const words = normalizeName(name).split(' ').filter(Boolean);
  const parts = words.length === 1 ? (words[0] ?? '').split(/[-‐]/).filter(Boolean) : words;
  if (parts.length >= 2) return parts.slice(0, 2).map(firstLetter).join('');
  const only = parts[0] ?? '';
  const letters = graphemes(only).filter((c) => /\p{L}/u.test(c) && !/^\p{Lm}$/u.test(c));
  return letters
    .slice(0, 2)
    .map((c) => c.toUpperCase())
    .join('');
}

/** How two names compare for "already taken": normalised, then case-insensitive. */
export function nameKey(name: string): string {
  return normalizeName(name).toLowerCase();
}

/**
 * The member-name rule, checked in this order (docs/product.md#member-name). `existingNames` are the OTHER
 * members' names (a caller editing a member leaves that member out). On success returns the
 * normalised name and its initials.
 */
export function validateMemberName(name: string, existingNames: readonly string[] = []): MemberNameValidation {
  const normalized = normalizeName(name);
  if (normalized === '') return { valid: false, error: memberNameMessages.empty };
  const length = countCharacters(normalized);
  if (length < MEMBER_NAME_MIN) return { valid: false, error: memberNameMessages.tooShort };
  if (length > MEMBER_NAME_MAX) return { valid: false, error: memberNameMessages.tooLong };
  if (findBlockedTerm(normalized) !== null) return { valid: false, error: memberNameMessages.notFamilyFriendly };
  const key = nameKey(normalized);
  if (existingNames.some((existing) => nameKey(existing) === key)) {
    return { valid: false, error: memberNameMessages.duplicate };
  }
  if (!ALLOWED_NAME.test(normalized)) return { valid: false, error: memberNameMessages.characters };
  return { valid: true, name: normalized, initials: computeInitials(normalized) };
}
