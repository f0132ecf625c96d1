// @vitest-environment node
import { computeStreak, hasPostOnDay, localDayKey } from '@/features/dashboard/model/streak';
import { withTimeZone } from '../with-time-zone';

/** A local wall-clock instant (in the zone active when called) as an ISO string. */
const local = (y: number, m: number, d: number, h = 12, min = 0) => new Date(y, m - 1, d, h, min).toISOString();
const at = (y: number, m: number, d: number, h = 12, min = 0) => new Date(y, m - 1, d, h, min);

describe('computeStreak', () => {
  const now = at(2025, 6, 15, 9);

  it.each([
    ['no posts', 0, []],
    ['a post today only', 1, [local(2025, 6, 15, 8)]],
    ['a post yesterday only (still alive)', 1, [local(2025, 6, 14)]],
    ['the last post two days ago (lapsed)', 0, [local(2025, 6, 13), local(2025, 6, 12)]],
    ['today and the two days before', 3, [local(2025, 6, 15, 7), local(2025, 6, 14), local(2025, 6, 13)]],
    ['yesterday back to 4 days ago, none today', 4, [local(2025, 6, 14), local(2025, 6, 13), local(2025, 6, 12), local(2025, 6, 11)]],
    ['a gap ends the run', 2, [local(2025, 6, 15, 7), local(2025, 6, 14), local(2025, 6, 12), local(2025, 6, 11)]],
    ['many posts on one day count once', 2, [local(2025, 6, 15, 7), local(2025, 6, 15, 8), local(2025, 6, 14, 1), local(2025, 6, 14, 23)]],
    ['posts in any order', 3, [local(2025, 6, 13), local(2025, 6, 15, 1), local(2025, 6, 14)]],
    ['a future post (another clock) does not extend it', 1, [local(2025, 6, 16), local(2025, 6, 15, 8)]],
    ['unreadable timestamps are ignored', 1, ['not a date', local(2025, 6, 15, 8)]],
    ['first minute and last minute of local days', 3, [local(2025, 6, 15, 0, 0), local(2025, 6, 14, 23, 59), local(2025, 6, 13, 0, 1)]],
  ])('%s → %i', (_label, expected, timestamps) => {
    expect(computeStreak(timestamps, now)).toBe(expected);
  });

  it.each([
    ['January into February', at(2025, 2, 1, 10), [local(2025, 1, 30), local(2025, 1, 31), local(2025, 2, 1, 8)], 3],
    ['a leap day', at(2024, 3, 1, 10), [local(2024, 2, 28), local(2024, 2, 29), local(2024, 3, 1, 8)], 3],
    ['February without a leap day', at(2025, 3, 1, 10), [local(2025, 2, 27), local(2025, 2, 28), local(2025, 3, 1, 8)], 3],
    ['a 30-day month end, none today', at(2025, 5, 1, 10), [local(2025, 4, 29), local(2025, 4, 30)], 2],
    ['the new year', at(2026, 1, 1, 10), [local(2025, 12, 30), local(2025, 12, 31), local(2026, 1, 1, 0, 5)], 3],
  ])('across %s', (_label, clock, timestamps, expected) => {
    expect(computeStreak(timestamps, clock)).toBe(expected);
  });

  describe.each(['America/New_York', 'Europe/London', 'Australia/Sydney', 'Pacific/Auckland', 'Asia/Kolkata', 'UTC'])(
    'in %s',
    (zone) => {
      it('counts local days, not UTC days', () => {
        withTimeZone(zone, () => {
          // Late evening and just after midnight are on different local days wherever the family is.
          const clock = at(2025, 6, 15, 0, 30);
          expect(computeStreak([local(2025, 6, 15, 0, 10), local(2025, 6, 14, 23, 50), local(2025, 6, 13, 0, 5)], clock)).toBe(3);
          expect(computeStreak([local(2025, 6, 14, 23, 50)], clock)).toBe(1);
          expect(computeStreak([local(2025, 6, 13, 23, 59)], clock)).toBe(0);
        });
      });
    },
  );

  // Spring forward: a 23-hour local day; fall back: a 25-hour one. 24-hour steps would skip or
  // double-count a day around these dates.
  it.each([
    ['America/New_York', 'spring forward (9 Mar 2025)', [2025, 3, 8], [2025, 3, 9], [2025, 3, 10]],
    ['America/New_York', 'fall back (2 Nov 2025)', [2025, 11, 1], [2025, 11, 2], [2025, 11, 3]],
    ['Europe/London', 'spring forward (30 Mar 2025)', [2025, 3, 29], [2025, 3, 30], [2025, 3, 31]],
    ['Europe/London', 'fall back (26 Oct 2025)', [2025, 10, 25], [2025, 10, 26], [2025, 10, 27]],
    ['Australia/Sydney', 'fall back (6 Apr 2025)', [2025, 4, 5], [2025, 4, 6], [2025, 4, 7]],
    ['Australia/Sydney', 'spring forward (5 Oct 2025)', [2025, 10, 4], [2025, 10, 5], [2025, 10, 6]],
  ] as const)('in %s across %s', (zone, _label, before, dstDay, after) => {
    withTimeZone(zone, () => {
      const [by, bm, bd] = before;
      const [dy, dm, dd] = dstDay;
      const [ay, am, ad] = after;
      // Posts at the edges of each local day, where an hour's shift would move them to another day.
      const posts = [local(by, bm, bd, 23, 30), local(dy, dm, dd, 0, 30), local(dy, dm, dd, 23, 30), local(ay, am, ad, 0, 30)];
      // Clocks just after midnight and just before the next one: where 24-hour steps go wrong.
      for (const [h, min] of [[0, 45], [12, 0], [23, 45]] as const) {
        const clock = at(ay, am, ad, h, min);
        expect(computeStreak(posts, clock)).toBe(3);
        expect(computeStreak(posts.slice(0, 3), clock)).toBe(2);
        expect(computeStreak([local(by, bm, bd, 23, 30), local(ay, am, ad, 0, 30)], clock)).toBe(1);
      }
      // A 30-day run ending just after the change.
      const run = Array.from({ length: 30 }, (_, i) => new Date(ay, am - 1, ad - i, 0, 15).toISOString());
      expect(computeStreak(run, at(ay, am, ad, 23))).toBe(30);
    });
  });
});

describe('localDayKey', () => {
  it('formats the local calendar date', () => {
    expect(localDayKey(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
    expect(localDayKey(new Date(2025, 11, 31, 0, 0))).toBe('2025-12-31');
  });
});

describe('hasPostOnDay', () => {
  it('finds a post on the same local day only', () => {
    const now = at(2025, 6, 15, 9);
    expect(hasPostOnDay([local(2025, 6, 15, 0, 1)], now)).toBe(true);
    expect(hasPostOnDay([local(2025, 6, 14, 23, 59), 'nope'], now)).toBe(false);
    expect(hasPostOnDay([], now)).toBe(false);
  });
});
