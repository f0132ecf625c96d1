import { SHARE_TYPES, type Post, type ShareType } from '@/data/types';
import { localMonthsRange, type InstantRange } from '@/lib/local-days';

export type PaperSize = 'a4' | 'letter';

export interface YearBookOptions {
  year: number;
  /** 1–12, inclusive range of months. */
  fromMonth: number;
  toMonth: number;
  /** Member ids to include; empty means everyone. */
  memberIds: string[];
  types: ShareType[];
  paper: PaperSize;
  /** The moment whose photo is on the cover; the first photo of the book when unset or gone. */
  coverPostId?: string;
}

export function defaultOptions(year: number): YearBookOptions {
  return { year, fromMonth: 1, toMonth: 12, memberIds: [], types: [...SHARE_TYPES], paper: 'a4' };
}

/** Months out of order are swapped; out-of-range values are clamped (the form cannot send them, a URL could). */
export function normaliseOptions(options: YearBookOptions): YearBookOptions {
  const clamp = (month: number) => Math.min(12, Math.max(1, Math.round(month) || 1));
  const [fromMonth, toMonth] = [clamp(options.fromMonth), clamp(options.toMonth)].sort((a, b) => a - b) as [number, number];
  const types = options.types.filter((type) => SHARE_TYPES.includes(type));
  return { ...options, fromMonth, toMonth, types };
}

export function bookRange(options: YearBookOptions): InstantRange {
  return localMonthsRange(options.year, options.fromMonth, options.toMonth);
}

export function includes(options: YearBookOptions, post: Post): boolean {
  if (!options.types.includes(post.type)) return false;
  return options.memberIds.length === 0 || options.memberIds.includes(post.userId);
}

/** "2025", or "March – June 2025" for a range of months. */
export function bookTitle(options: YearBookOptions, locale?: string): string {
  if (options.fromMonth === 1 && options.toMonth === 12) return String(options.year);
  const name = (month: number) => new Date(options.year, month - 1, 1).toLocaleDateString(locale, { month: 'long' });
  if (options.fromMonth === options.toMonth) return `${name(options.fromMonth)} ${options.year}`;
  return `${name(options.fromMonth)} – ${name(options.toMonth)} ${options.year}`;
}

/** "The Kumars year book 2025.pdf": letters, numbers, spaces and dashes only; "Hearth" without a usable name. */
export function pdfFileName(familyName: string, options: YearBookOptions, locale?: string): string {
  const clean = (text: string) => text.normalize('NFC').replace(/[^\p{L}\p{M}\p{N}' -]+/gu, ' ').replace(/\s+/g, ' ').trim();
  const name = clean(familyName).slice(0, 60).trim() || 'Hearth';
  return `${name} year book ${clean(bookTitle(options, locale).replace('–', '-'))}.pdf`;
}
