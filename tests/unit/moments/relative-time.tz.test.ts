// @vitest-environment node
import { formatRelativeTime } from '@/lib/relative-time';
import { withTimeZone } from '../with-time-zone';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// A fixed clock, built in local time so the older-date texts below hold in any zone.
const now = new Date(2025, 5, 15, 14, 30, 0);
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('formatRelativeTime', () => {
  it.each([
    ['the same instant', ago(0), 'Just now'],
    ['59 seconds', ago(59 * SECOND), 'Just now'],
    ['a few seconds in the future (another clock)', ago(-5 * SECOND), 'Just now'],
    ['exactly 1 minute', ago(MINUTE), '1m ago'],
    ['59 minutes 59 seconds', ago(HOUR - SECOND), '59m ago'],
    ['exactly 1 hour', ago(HOUR), '1h ago'],
    ['23 hours 59 minutes', ago(DAY - MINUTE), '23h ago'],
    ['exactly 1 day', ago(DAY), '1d ago'],
    ['6 days 23 hours', ago(7 * DAY - HOUR), '6d ago'],
  ])('%s ago', (_label, timestamp, expected) => {
    expect(formatRelativeTime(timestamp, now)).toBe(expected);
  });

  it.each([
    ['exactly 7 days', new Date(2025, 5, 8, 14, 30, 0), 'Jun 8, 2025'],
    ['a month', new Date(2025, 4, 15, 9, 0, 0), 'May 15, 2025'],
    ['last year', new Date(2024, 0, 5, 23, 59, 0), 'Jan 5, 2024'],
  ])('shows the date after a week: %s', (_label, then, expected) => {
    expect(formatRelativeTime(then.toISOString(), now, 'en-US')).toBe(expected);
  });

  it('formats older dates for the given locale', () => {
    const then = new Date(2024, 0, 5, 12, 0, 0).toISOString();
    expect(formatRelativeTime(then, now, 'en-GB')).toBe('5 Jan 2024');
    expect(formatRelativeTime(then, now, 'de-DE')).toBe('5. Jan. 2024');
  });

  it('reads the date in the local zone, not UTC', () => {
    withTimeZone('Pacific/Auckland', () => {
      const localNow = new Date(2025, 5, 15, 12, 0, 0);
      // 00:30 on 1 June in Auckland is still 31 May in UTC.
      const then = new Date(2025, 5, 1, 0, 30, 0);
      expect(then.getUTCDate()).toBe(31);
      expect(formatRelativeTime(then.toISOString(), localNow, 'en-US')).toBe('Jun 1, 2025');
    });
  });

  it('gives an empty string for an unreadable timestamp', () => {
    expect(formatRelativeTime('not a date', now)).toBe('');
    expect(formatRelativeTime('', now)).toBe('');
  });
});
