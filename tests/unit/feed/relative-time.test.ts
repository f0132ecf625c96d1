// @vitest-environment node
import { formatRelativeTime } from '@/lib/relative-time';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// A fixed clock built in local time, so the older-date texts hold in any zone.
const now = new Date(2025, 5, 15, 14, 30, 0);
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('formatRelativeTime (core spec §9)', () => {
  it.each([
    ['the same instant', ago(0), 'Just now'],
    ['59 seconds', ago(59 * SECOND), 'Just now'],
    ['5 seconds in the future (another device clock)', ago(-5 * SECOND), 'Just now'],
    ['exactly 1 minute', ago(MINUTE), '1m ago'],
    ['59 minutes 59 seconds', ago(HOUR - SECOND), '59m ago'],
    ['exactly 1 hour', ago(HOUR), '1h ago'],
    ['23 hours 59 minutes', ago(DAY - MINUTE), '23h ago'],
    ['exactly 1 day', ago(DAY), '1d ago'],
    ['6 days 23 hours', ago(7 * DAY - HOUR), '6d ago'],
  ])('%s ago reads as the spec says', (_label, timestamp, expected) => {
    expect(formatRelativeTime(timestamp, now)).toBe(expected);
  });

  it.each([
    ['exactly 7 days', new Date(2025, 5, 8, 14, 30, 0), 'Jun 8, 2025'],
    ['last year', new Date(2024, 11, 31, 9, 0, 0), 'Dec 31, 2024'],
  ])('%s ago shows the date', (_label, date, expected) => {
    expect(formatRelativeTime(date.toISOString(), now, 'en-US')).toBe(expected);
  });

  it('gives an empty string for an unreadable timestamp', () => {
    expect(formatRelativeTime('not a date', now)).toBe('');
  });
});
