// @vitest-environment node
import { agoLabel, earlierYearDays, monthFallbackDays } from '@/features/on-this-day/model/on-this-day-rules';
import { dayKey, localDayRange, localMonthsRange, parseDayKey, parseMonthKey } from '@/lib/local-days';
import { withTimeZone } from '../with-time-zone';

const days = (list: { day: { year: number; month: number; day: number } }[]) => list.map((d) => dayKey(d.day));
const local = (y: number, m: number, d: number) => new Date(y, m - 1, d, 9, 30);

describe('earlier years of the same calendar day', () => {
  it.each<[string, Date, Date, string[]]>([
    ['every year since the first moment, newest first', local(2026, 6, 15), local(2023, 1, 2), ['2025-06-15', '2024-06-15', '2023-06-15']],
    ['not a year before the first moment', local(2026, 6, 15), local(2023, 7, 1), ['2025-06-15', '2024-06-15']],
    ['a family that started this year has none', local(2026, 6, 15), local(2026, 1, 3), []],
    ['29 February skips common years', local(2028, 2, 29), local(2023, 1, 1), ['2024-02-29']],
    ['a first moment later on the same day still counts', local(2026, 3, 10), new Date(2025, 2, 10, 22), ['2025-03-10']],
  ])('%s', (_, today, first, expected) => {
    expect(days(earlierYearDays(today, first))).toEqual(expected);
  });

  it('on 28 February of a common year also looks at 29 February of leap years', () => {
    const result = earlierYearDays(local(2027, 2, 28), local(2023, 1, 1));
    expect(days(result)).toEqual(['2026-02-28', '2025-02-28', '2024-02-28', '2023-02-28']);
    const leap = result.find((d) => d.day.year === 2024);
    expect(leap?.range).toEqual({ from: localDayRange({ year: 2024, month: 2, day: 28 }).from, to: localDayRange({ year: 2024, month: 3, day: 1 }).from });
    expect(result.find((d) => d.day.year === 2025)?.range).toEqual(localDayRange({ year: 2025, month: 2, day: 28 }));
  });

  it('on 28 February of a leap year looks at the 28th only', () => {
    const result = earlierYearDays(local(2028, 2, 28), local(2024, 1, 1));
    expect(result.find((d) => d.day.year === 2024)?.range).toEqual(localDayRange({ year: 2024, month: 2, day: 28 }));
  });

  it('looks back at most 30 years', () => {
    expect(earlierYearDays(local(2026, 6, 15), local(1980, 1, 1))).toHaveLength(30);
  });
});

describe('month fallbacks for a young family', () => {
  it.each<[string, Date, Date, string[]]>([
    ['6 months then 1 month ago', local(2026, 8, 20), local(2026, 1, 5), ['2026-02-20', '2026-07-20']],
    ['only what is after the first moment', local(2026, 8, 20), local(2026, 5, 1), ['2026-07-20']],
    ['across the new year', local(2026, 3, 10), local(2025, 6, 1), ['2025-09-10', '2026-02-10']],
    ['a day the earlier month lacks is skipped', local(2026, 3, 31), local(2025, 9, 1), []],
    ['no fallback once the family is a year old', local(2026, 8, 20), local(2025, 8, 1), []],
  ])('%s', (_, today, first, expected) => {
    expect(days(monthFallbackDays(today, first))).toEqual(expected);
  });

  it('29 February six months later is 29 August', () => {
    expect(days(monthFallbackDays(local(2028, 8, 29), local(2028, 1, 1)))).toEqual(['2028-02-29', '2028-07-29']);
  });
});

describe('local days are the family time zone', () => {
  it.each<[string, string, string]>([
    ['Pacific/Auckland', '2025-06-14T12:00:00.000Z', '2025-06-15T12:00:00.000Z'],
    ['America/Los_Angeles', '2025-06-15T07:00:00.000Z', '2025-06-16T07:00:00.000Z'],
    ['UTC', '2025-06-15T00:00:00.000Z', '2025-06-16T00:00:00.000Z'],
  ])('15 June 2025 in %s', (zone, from, to) => {
    withTimeZone(zone, () => expect(localDayRange({ year: 2025, month: 6, day: 15 })).toEqual({ from, to }));
  });

  it('a daylight-saving day is 23 hours long in Berlin', () => {
    withTimeZone('Europe/Berlin', () => {
      const { from, to } = localDayRange({ year: 2025, month: 3, day: 30 });
      expect((Date.parse(to) - Date.parse(from)) / 3_600_000).toBe(23);
    });
  });

  it('a month covers its local days', () => {
    withTimeZone('Asia/Kolkata', () =>
      expect(localMonthsRange(2025, 2)).toEqual({ from: '2025-01-31T18:30:00.000Z', to: '2025-02-28T18:30:00.000Z' }),
    );
  });

  it('the same evening is a different day in Tokyo and London', () => {
    const evening = '2025-06-15T20:00:00.000Z';
    withTimeZone('Asia/Tokyo', () => expect(days(earlierYearDays(new Date(evening), new Date('2020-01-01')))[0]).toBe('2024-06-16'));
    withTimeZone('Europe/London', () => expect(days(earlierYearDays(new Date(evening), new Date('2020-01-01')))[0]).toBe('2024-06-15'));
  });
});

describe('labels and keys', () => {
  it.each([
    [{ kind: 'years', ago: 1 } as const, '1 year ago'],
    [{ kind: 'years', ago: 4 } as const, '4 years ago'],
    [{ kind: 'months', ago: 1 } as const, '1 month ago'],
    [{ kind: 'months', ago: 6 } as const, '6 months ago'],
  ])('%o reads %s', (lookback, label) => expect(agoLabel(lookback)).toBe(label));

  it.each([
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-13-01', false],
    ['2025-1-01', false],
    ['<script>', false],
  ])('day key %s valid: %s', (text, valid) => expect(parseDayKey(text) !== null).toBe(valid));

  it.each([
    ['2025-12', true],
    ['2025-00', false],
    ['1900-01', false],
  ])('month key %s valid: %s', (text, valid) => expect(parseMonthKey(text) !== null).toBe(valid));
});
