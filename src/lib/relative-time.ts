import { formatDate } from '@/lib/date-format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// A fixed format so an older post's date reads the same on every device of a given locale.
const dateFormat: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };

/**
 * 'Just now' under a minute, then 'Nm ago', 'Nh ago', 'Nd ago' under 7 days, and the
 * date itself after that. A timestamp slightly in the future (another device's clock) reads
 * 'Just now'; an unreadable timestamp gives an empty string rather than 'Invalid Date'.
 */
export function formatRelativeTime(timestamp: string, now: Date, locale?: string | string[]): string {
  const time = Date.parse(timestamp);
  if (Number.isNaN(time)) return '';
  const elapsed = now.getTime() - time;
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)}d ago`;
  return formatDate(time, dateFormat, locale);
}
