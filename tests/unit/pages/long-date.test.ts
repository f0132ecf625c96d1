// @vitest-environment node
import { formatLongDate } from '@/features/pages/model/long-date';

describe('formatLongDate', () => {
  it.each([
    ['2025-11-22T12:00:00Z', 'UTC', 'November 22, 2025'],
    ['2024-02-29T23:30:00Z', 'UTC', 'February 29, 2024'],
    // Late evening in UTC is already the next day in Tokyo: the banner shows the family's own date.
    ['2024-02-29T23:30:00Z', 'Asia/Tokyo', 'March 1, 2024'],
    ['2026-01-01T03:00:00Z', 'America/Los_Angeles', 'December 31, 2025'],
  ])('%s in %s reads %s', (iso, zone, expected) => {
    expect(formatLongDate(new Date(iso), 'en-US', zone)).toBe(expected);
  });
});
