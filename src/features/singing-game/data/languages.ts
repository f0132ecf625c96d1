// The language picker's four film industries plus the 'any' choice.

export const INDUSTRY_KEYS = ['bollywood', 'kollywood', 'mollywood', 'tollywood'] as const;

export type IndustryKey = (typeof INDUSTRY_KEYS)[number];
export type LanguageKey = IndustryKey | 'any';

export interface LanguageEntry {
  key: LanguageKey;
  /** The industry's name as the cards show it, e.g. 'Bollywood'. */
  name: string;
  /** The language its songs are sung in, e.g. 'Hindi'. */
  language: string;
}

/** The four cards of the language picker, in this order. */
export const industryLanguages: readonly LanguageEntry[] = [
  { key: 'bollywood', name: 'Bollywood', language: 'Hindi' },
  { key: 'kollywood', name: 'Kollywood', language: 'Tamil' },
  { key: 'mollywood', name: 'Mollywood', language: 'Malayalam' },
  { key: 'tollywood', name: 'Tollywood', language: 'Telugu' },
];

/** The family may sing in any language; pills do not switch it and no hint is offered. */
export const anyLanguage: LanguageEntry = { key: 'any', name: 'Any Language', language: 'Any language' };

/** Every choice of the picker: the four industries, then 'any'. */
export const languageOptions: readonly LanguageEntry[] = [...industryLanguages, anyLanguage];

export function isLanguageKey(value: unknown): value is LanguageKey {
  return typeof value === 'string' && languageOptions.some((entry) => entry.key === value);
}

export function languageByKey(key: LanguageKey): LanguageEntry {
  // Every LanguageKey has an entry, so the fallback is only reached by a cast from bad data.
  return languageOptions.find((entry) => entry.key === key) ?? anyLanguage;
}
