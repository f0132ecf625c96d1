import type { PostFilter } from '@/data/posts';
import { SHARE_TYPES, type ShareType } from '@/data/types';

/** Memories shows 15 posts a page. */
export const MEMORIES_PAGE_SIZE = 15;

// The type names families see elsewhere (the share dialog calls the text type 'Reflection').
export const TYPE_LABELS: Readonly<Record<ShareType, string>> = {
  text: 'Reflection',
  photo: 'Photo',
  mood: 'Mood',
  gratitude: 'Gratitude',
  voice: 'Voice note',
  video: 'Video',
};

/** The period filter. Each value is also its URL form. */
export type Period = 'today' | 'last-7-days' | 'last-30-days' | 'last-year';

export const PERIODS: readonly { value: Period; label: string }[] = [
  { value: 'today', label: 'Today' },
  { value: 'last-7-days', label: 'Last 7 days' },
  { value: 'last-30-days', label: 'Last 30 days' },
  { value: 'last-year', label: 'Last year' },
];

export interface MemoriesFilters {
  /** A member id (`Post.userId`), or null for everyone. */
  member: string | null;
  type: ShareType | null;
  period: Period | null;
  /** Only moments with comments (`?comments=1`); absent means all. */
  withComments?: boolean;
  /** 1-based. */
  page: number;
}

export const NO_FILTERS: MemoriesFilters = { member: null, type: null, period: null, page: 1 };

function isPeriod(value: string | null): value is Period {
  return PERIODS.some((p) => p.value === value);
}

function isShareType(value: string | null): value is ShareType {
  return (SHARE_TYPES as readonly (string | null)[]).includes(value);
}

/**
 * The filters and page from the URL query (`?member=…&type=…&period=…&page=…`), so back, forward
 * and reload keep them. Anything unreadable (a hand-edited link, an old bookmark) is ignored rather
 * than shown as an error: the family sees all memories instead.
 */
export function parseMemoriesSearch(params: URLSearchParams): MemoriesFilters {
  const member = params.get('member')?.trim() || null;
  const type = params.get('type');
  const period = params.get('period');
  const pageText = params.get('page') ?? '';
  const page = /^\d{1,7}$/.test(pageText) ? Number(pageText) : 1;
  return {
    member,
    type: isShareType(type) ? type : null,
    period: isPeriod(period) ? period : null,
    ...(params.get('comments') === '1' ? { withComments: true } : {}),
    page: page >= 1 ? page : 1,
  };
}

/** The URL query for `filters`, leaving out defaults so a plain /family/feeds stays plain. */
export function memoriesSearch(filters: MemoriesFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.member) params.set('member', filters.member);
  if (filters.type) params.set('type', filters.type);
  if (filters.period) params.set('period', filters.period);
  if (filters.withComments) params.set('comments', '1');
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export function hasActiveFilters(filters: MemoriesFilters): boolean {
  return filters.member !== null || filters.type !== null || filters.period !== null || filters.withComments === true;
}

/**
 * Where a period starts, in the family's LOCAL calendar: 'Today' from local midnight, 'Last 7 days'
 * and 'Last 30 days' from the midnight that makes 7 (or 30) calendar days including today, 'Last
 * year' from the same date a year ago. Built with calendar arithmetic (not 24-hour steps) so a
 * daylight-saving change inside the period moves nothing by an hour.
 */
export function periodStart(period: Period, now: Date): Date {
  const y = now.getFullYear();
  const m = now.getMonth();
  const d = now.getDate();
  switch (period) {
    case 'today':
      return new Date(y, m, d);
    case 'last-7-days':
      return new Date(y, m, d - 6);
    case 'last-30-days':
      return new Date(y, m, d - 29);
    case 'last-year':
      return new Date(y - 1, m, d);
  }
}

/** The data layer's filter (src/data/posts.ts `queryPosts`) for the chosen filters. */
export function toPostFilter(filters: MemoriesFilters, now: Date): PostFilter {
  return {
    ...(filters.member ? { memberId: filters.member } : {}),
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.period ? { since: periodStart(filters.period, now).toISOString() } : {}),
    ...(filters.withComments ? { withComments: true } : {}),
  };
}

/** How many pages `total` posts fill; an empty list still has one (empty) page. */
export function pageCount(total: number, pageSize: number = MEMORIES_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function pageOffset(page: number, pageSize: number = MEMORIES_PAGE_SIZE): number {
  return (Math.max(1, page) - 1) * pageSize;
}

/** 'Showing 16–30 of 42' — the range of the current page, 1-based and inclusive. */
export function pageRange(page: number, total: number, pageSize: number = MEMORIES_PAGE_SIZE): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  const from = Math.min(pageOffset(page, pageSize) + 1, total);
  return { from, to: Math.min(from + pageSize - 1, total) };
}
