// @vitest-environment node
import { calendarSearch, countByDay, monthGrid, parseCalendarSearch } from '@/features/memories/model/calendar';
import { withTimeZone } from '../with-time-zone';

describe('month grid, Monday first', () => {
  it.each<[number, number, number, number]>([
    [2025, 9, 0, 5], // 1 September 2025 is a Monday
    [2025, 6, 6, 6], // 1 June 2025 is a Sunday
    [2026, 2, 6, 5], // 1 February 2026 is a Sunday; 28 days
    [2024, 2, 3, 5], // leap February starts on a Thursday
  ])('%i-%i: %i blank cells, %i weeks', (year, month, lead, weeks) => {
    const grid = monthGrid({ year, month });
    expect(grid).toHaveLength(weeks);
    expect(grid[0]?.findIndex((cell) => cell !== null)).toBe(lead);
    expect(grid.flat().filter(Boolean)).toHaveLength(new Date(year, month, 0).getDate());
  });
});

describe('moments per local day', () => {
  it.each<[string, string]>([
    ['Asia/Tokyo', '2025-06-16'],
    ['America/New_York', '2025-06-15'],
  ])('an evening in UTC counts in %s on %s', (zone, key) => {
    withTimeZone(zone, () => expect(countByDay(['2025-06-15T20:00:00.000Z', '2025-06-15T21:00:00.000Z'])).toEqual({ [key]: 2 }));
  });
});

describe('calendar URL', () => {
  const now = new Date(2026, 10, 26, 12);
  it.each<[string, string, string | null]>([
    ['view=calendar', '2026-11', null],
    ['view=calendar&day=2025-06-15', '2025-06', '2025-06-15'],
    ['view=calendar&month=2025-05&day=2025-06-15', '2025-05', null],
    ['view=calendar&month=bad&day=2025-02-30', '2026-11', null],
  ])('%s shows %s, day %s', (query, month, day) => {
    const { month: m, day: d } = parseCalendarSearch(new URLSearchParams(query), now);
    const back = calendarSearch(m, d);
    expect(back.get('month')).toBe(month);
    expect(back.get('day')).toBe(day);
  });
});
