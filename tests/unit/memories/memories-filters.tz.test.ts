// @vitest-environment node
import {
  MEMORIES_PAGE_SIZE,
  NO_FILTERS,
  hasActiveFilters,
  memoriesSearch,
  pageCount,
  pageOffset,
  pageRange,
  parseMemoriesSearch,
  periodStart,
  toPostFilter,
  type Period,
} from '@/features/memories/model/memories-filters';
import { withTimeZone } from '../with-time-zone';

const params = (query: string) => new URLSearchParams(query);

describe('period filters in local calendar days', () => {
  const now = new Date(2025, 5, 15, 14, 30);

  it.each<[Period, Date]>([
    ['today', new Date(2025, 5, 15)],
    ['last-7-days', new Date(2025, 5, 9)],
    ['last-30-days', new Date(2025, 4, 17)],
    ['last-year', new Date(2024, 5, 15)],
  ])('%s starts at %s', (period, start) => {
    expect(periodStart(period, now)).toEqual(start);
  });

  it('crosses month and year ends', () => {
    const jan3 = new Date(2026, 0, 3, 8);
    expect(periodStart('last-7-days', jan3)).toEqual(new Date(2025, 11, 28));
    expect(periodStart('last-30-days', new Date(2025, 2, 1, 8))).toEqual(new Date(2025, 0, 31));
    expect(periodStart('last-year', new Date(2024, 1, 29, 8))).toEqual(new Date(2023, 2, 1));
  });

  it.each([
    ['America/New_York', [2025, 2, 10]],
    ['Europe/London', [2025, 9, 28]],
  ] as const)('starts at local midnight across a daylight-saving change in %s', (zone, [y, m, d]) => {
    withTimeZone(zone, () => {
      // Built inside the zone so the wall clock is that zone's; the change is 1-2 days before.
      const clock = new Date(y, m, d, 9);
      const start = periodStart('last-7-days', clock);
      expect([start.getDate(), start.getHours(), start.getMinutes()]).toEqual([d - 6, 0, 0]);
      const today = periodStart('today', clock);
      expect([today.getDate(), today.getHours()]).toEqual([d, 0]);
    });
  });

  it('maps filters onto the data layer filter', () => {
    expect(toPostFilter(NO_FILTERS, now)).toEqual({});
    expect(toPostFilter({ member: 'm1', type: 'photo', period: 'today', page: 3 }, now)).toEqual({
      memberId: 'm1',
      type: 'photo',
      since: new Date(2025, 5, 15).toISOString(),
    });
  });
});

describe('URL state', () => {
  it.each([
    ['', NO_FILTERS],
    ['member=m1&type=mood&period=last-7-days&page=2', { member: 'm1', type: 'mood', period: 'last-7-days', page: 2 }],
    ['type=hologram&period=forever&page=abc', NO_FILTERS],
    ['page=0', NO_FILTERS],
    ['page=-2', NO_FILTERS],
    ['page=1.5', NO_FILTERS],
    ['member=%20%20', NO_FILTERS],
  ])('parses "%s"', (query, expected) => {
    expect(parseMemoriesSearch(params(query))).toEqual(expected);
  });

  it('writes only what differs from the defaults and round-trips', () => {
    expect(memoriesSearch(NO_FILTERS).toString()).toBe('');
    const filters = { member: 'member_1', type: 'gratitude' as const, period: 'last-year' as const, page: 4 };
    expect(memoriesSearch(filters).toString()).toBe('member=member_1&type=gratitude&period=last-year&page=4');
    expect(parseMemoriesSearch(memoriesSearch(filters))).toEqual(filters);
  });

  it('knows when a filter is set', () => {
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, page: 3 })).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, period: 'today' })).toBe(true);
  });
});

describe('paging (15 a page)', () => {
  it('has pages of 15', () => {
    expect(MEMORIES_PAGE_SIZE).toBe(15);
  });

  it.each([
    [0, 1],
    [1, 1],
    [15, 1],
    [16, 2],
    [40, 3],
    [10_000, 667],
  ])('%i posts fill %i pages', (total, pages) => {
    expect(pageCount(total)).toBe(pages);
  });

  it('computes offsets and ranges', () => {
    expect(pageOffset(1)).toBe(0);
    expect(pageOffset(3)).toBe(30);
    expect(pageOffset(0)).toBe(0);
    expect(pageRange(1, 40)).toEqual({ from: 1, to: 15 });
    expect(pageRange(3, 40)).toEqual({ from: 31, to: 40 });
    expect(pageRange(1, 0)).toEqual({ from: 0, to: 0 });
  });
});
