// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/date-format';
import { withTimeZone } from '../with-time-zone';

const dayAndTime: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit', hourCycle: 'h23' };

describe('formatDate follows the device into another time zone', () => {
  it('writes the same instant in the zone the device is in when it is asked', async () => {
    const instant = Date.UTC(2025, 5, 1, 11, 30);
    expect(withTimeZone('Europe/London', () => formatDate(instant, dayAndTime, 'en-GB'))).toBe('1 June at 12:30');
    // The family lands in Auckland with the app open: the next render is a new task.
    await Promise.resolve();
    expect(withTimeZone('Pacific/Auckland', () => formatDate(instant, dayAndTime, 'en-GB'))).toBe('1 June at 23:30');
    await Promise.resolve();
    expect(withTimeZone('America/Los_Angeles', () => formatDate(instant, dayAndTime, 'en-GB'))).toBe('1 June at 4:30');
  });
});
