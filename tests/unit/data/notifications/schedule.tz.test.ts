// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { inLocalQuietHours, nextLocalMidnight, nextLocalTime, scheduleSegments } from '@/data/notifications/schedule';
import { withTimeZone } from '../../with-time-zone';

const times = { reminder: '19:30', quiet: { start: '21:00', end: '07:00' } };

describe('scheduleSegments', () => {
  it('gives one segment where the clocks never change (India: 19:30 is 14:00 UTC)', () => {
    withTimeZone('Asia/Kolkata', () => {
      expect(scheduleSegments(times, new Date('2026-11-27T06:00:00Z'))).toEqual([{ from: 0, reminder: 14 * 60, quiet: [15 * 60 + 30, 90] }]);
    });
  });

  it('follows summer time a year ahead (New York: 19:30 is 00:30 UTC in winter, 23:30 in summer)', () => {
    withTimeZone('America/New_York', () => {
      const segments = scheduleSegments(times, new Date('2026-11-27T15:00:00Z'));
      expect(segments).toEqual([
        { from: 0, reminder: 30, quiet: [2 * 60, 12 * 60] },
        { from: new Date(2027, 2, 14).getTime(), reminder: 23 * 60 + 30, quiet: [60, 11 * 60] },
        { from: new Date(2027, 10, 7).getTime(), reminder: 30, quiet: [2 * 60, 12 * 60] },
      ]);
      // Summer time begins on 14 March 2027 at 02:00: that day's evening already has the new minutes,
      // so the segment starts at its local midnight.
      expect(new Date(2027, 2, 14).toISOString()).toBe('2027-03-14T05:00:00.000Z');
    });
  });

  it('sends nothing when there is neither reminder nor quiet hours', () => {
    expect(scheduleSegments({ reminder: null, quiet: null }, new Date())).toEqual([]);
  });

  it('finds the next local time and midnight in the device zone', () => {
    withTimeZone('Europe/Berlin', () => {
      const now = new Date('2026-11-27T19:00:00Z'); // 20:00 in Berlin
      expect(nextLocalTime('19:30', now)?.toISOString()).toBe('2026-11-28T18:30:00.000Z');
      expect(nextLocalTime('21:15', now)?.toISOString()).toBe('2026-11-27T20:15:00.000Z');
      expect(new Date(nextLocalMidnight(now)).toISOString()).toBe('2026-11-27T23:00:00.000Z');
      expect(inLocalQuietHours(times.quiet, now)).toBe(false);
      expect(inLocalQuietHours(times.quiet, new Date('2026-11-27T22:00:00Z'))).toBe(true);
      expect(inLocalQuietHours(times.quiet, new Date('2026-11-28T05:59:00Z'))).toBe(true);
      expect(inLocalQuietHours(times.quiet, new Date('2026-11-28T06:00:00Z'))).toBe(false);
    });
  });
});
