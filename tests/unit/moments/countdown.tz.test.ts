// @vitest-environment node
import { formatCountdown, timeUntilLocalMidnight } from '@/features/moments/model/countdown';
import { withTimeZone } from '../with-time-zone';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

describe('formatCountdown', () => {
  it.each([
    [24 * HOUR, '24h 0m'],
    [23 * HOUR + 59 * MINUTE + 59 * SECOND, '23h 59m'],
    [5 * HOUR + 7 * MINUTE + 30 * SECOND, '5h 7m'],
    [HOUR, '1h 0m'],
    [HOUR - 1, '59m 59s'],
    [59 * MINUTE + 59 * SECOND, '59m 59s'],
    [12 * MINUTE + 5 * SECOND + 999, '12m 5s'],
    [MINUTE, '1m 0s'],
    [MINUTE - 1, '59s'],
    [59 * SECOND, '59s'],
    [9 * SECOND + 500, '9s'],
    [SECOND, '1s'],
    [999, '0s'],
    [0, '0s'],
    [-5 * SECOND, '0s'],
    [Number.NaN, '0s'],
  ])('%d ms -> %s', (ms, expected) => {
    expect(formatCountdown(ms)).toBe(expected);
  });
});

describe('timeUntilLocalMidnight', () => {
  it.each([
    // Built with local constructors, so these hold in any time zone on days without a clock change.
    [new Date(2025, 0, 15, 0, 0, 0, 0), 24 * HOUR],
    [new Date(2025, 0, 15, 12, 0, 0, 0), 12 * HOUR],
    [new Date(2025, 0, 15, 23, 59, 59, 0), SECOND],
    [new Date(2025, 0, 15, 23, 59, 59, 999), 1],
    [new Date(2025, 0, 15, 22, 30, 15, 0), HOUR + 29 * MINUTE + 45 * SECOND],
    [new Date(2024, 11, 31, 18, 0, 0, 0), 6 * HOUR], // across a year boundary
    [new Date(2024, 1, 28, 20, 0, 0, 0), 4 * HOUR], // into a leap day
  ])('from %s', (now, expected) => {
    expect(timeUntilLocalMidnight(now)).toBe(expected);
  });

  function expectEveryDayEndsAtNextMidnight(): void {
    for (let day = 0; day < 366; day += 1) {
      for (const hour of [0, 1, 2, 3, 12, 22, 23]) {
        const now = new Date(2024, 0, 1 + day, hour, 17, 42, 250);
        const ms = timeUntilLocalMidnight(now);
        const end = new Date(now.getTime() + ms);
        expect(ms).toBeGreaterThan(0);
        expect(ms).toBeLessThanOrEqual(25 * HOUR);
        // The countdown ends on the next calendar day, at its first instant.
        expect(end.getDate()).toBe(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getDate());
        expect(new Date(end.getTime() - 1).getDate()).toBe(now.getDate());
      }
    }
  }

  it('lands exactly on the next local midnight, several times a day for a whole year, in the zone the tests run in', () => {
    expectEveryDayEndsAtNextMidnight();
  });

  it.each(['America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'America/Santiago', 'Asia/Kolkata'])(
    'lands exactly on the next local midnight for a whole year in %s',
    (zone) => {
      withTimeZone(zone, expectEveryDayEndsAtNextMidnight);
    },
  );

  describe('in zones with clock changes', () => {
    it('counts a 23-hour spring-forward day and a 25-hour fall-back day (New York)', () => {
      withTimeZone('America/New_York', () => {
        // Guard: the zone really applies, otherwise this test would prove nothing.
        expect(new Date(2025, 2, 8).getTimezoneOffset()).toBe(300);
        expect(new Date(2025, 2, 10).getTimezoneOffset()).toBe(240);

        expect(timeUntilLocalMidnight(new Date(2025, 2, 9, 0, 0, 0))).toBe(23 * HOUR);
        expect(timeUntilLocalMidnight(new Date(2025, 2, 9, 1, 30, 0))).toBe(21 * HOUR + 30 * MINUTE);
        expect(timeUntilLocalMidnight(new Date(2025, 2, 9, 12, 0, 0))).toBe(12 * HOUR);
        expect(timeUntilLocalMidnight(new Date(2025, 10, 2, 0, 0, 0))).toBe(25 * HOUR);
        expect(timeUntilLocalMidnight(new Date(2025, 10, 2, 0, 30, 0))).toBe(24 * HOUR + 30 * MINUTE);
        expect(timeUntilLocalMidnight(new Date(2025, 10, 2, 12, 0, 0))).toBe(12 * HOUR);
        expect(formatCountdown(timeUntilLocalMidnight(new Date(2025, 10, 2, 0, 0, 0)))).toBe('25h 0m');
      });
    });

    it('handles a half-hour clock change (Lord Howe Island)', () => {
      withTimeZone('Australia/Lord_Howe', () => {
        expect(new Date(2025, 3, 5).getTimezoneOffset()).toBe(-660);
        expect(new Date(2025, 3, 7).getTimezoneOffset()).toBe(-630);
        // 6 April 2025: clocks go back from 02:00 to 01:30, a day of 24.5 hours.
        expect(timeUntilLocalMidnight(new Date(2025, 3, 6, 0, 0, 0))).toBe(24 * HOUR + 30 * MINUTE);
      });
    });

    it('ends the day at the first valid instant where midnight itself is skipped (Santiago)', () => {
      withTimeZone('America/Santiago', () => {
        // 7 September 2025: 00:00 does not exist, clocks jump to 01:00.
        expect(new Date(2025, 8, 6, 12).getTimezoneOffset()).toBe(240);
        expect(new Date(2025, 8, 7, 12).getTimezoneOffset()).toBe(180);
        const now = new Date(2025, 8, 6, 12, 0, 0);
        const end = new Date(now.getTime() + timeUntilLocalMidnight(now));
        expect(timeUntilLocalMidnight(now)).toBe(12 * HOUR);
        expect([end.getDate(), end.getHours(), end.getMinutes()]).toEqual([7, 1, 0]);
      });
    });
  });
});
