// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dateTimeFormat, formatDate } from '@/lib/date-format';

const when = new Date(2026, 10, 29, 7, 5);

describe('formatDate writes a date as toLocaleString and toLocaleDateString do', () => {
  const cases: Array<{ options: Intl.DateTimeFormatOptions; locale?: string | string[] }> = [
    { options: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' } },
    { options: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' }, locale: 'de-DE' },
    { options: { weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' }, locale: 'en-GB' },
    { options: { year: 'numeric', month: 'short', day: 'numeric' }, locale: ['fr-FR', 'en-US'] },
    { options: { month: 'long' }, locale: 'hi-IN' },
    { options: { month: 'long', year: 'numeric' }, locale: 'ja-JP' },
  ];
  it.each(cases)('$locale $options', ({ options, locale }) => {
    expect(formatDate(when, options, locale)).toBe(when.toLocaleString(locale, options));
    expect(formatDate(when, options, locale)).toBe(when.toLocaleDateString(locale, options.hour ? { ...options } : options));
    expect(formatDate(when.getTime(), options, locale)).toBe(when.toLocaleString(locale, options));
  });
});

describe('dateTimeFormat', () => {
  it('makes one formatter for the same locale and options within a task', () => {
    const first = dateTimeFormat('en-GB', { month: 'long', day: 'numeric' });
    expect(dateTimeFormat('en-GB', { month: 'long', day: 'numeric' })).toBe(first);
    expect(dateTimeFormat('en-US', { month: 'long', day: 'numeric' })).not.toBe(first);
    expect(dateTimeFormat('en-GB', { month: 'short', day: 'numeric' })).not.toBe(first);
    expect(dateTimeFormat(undefined, { month: 'long' })).toBe(dateTimeFormat(undefined, { month: 'long' }));
  });

  it('forgets them once the task is over (the next one may be in another time zone)', async () => {
    const first = dateTimeFormat('en-GB', { year: 'numeric' });
    await Promise.resolve();
    const next = dateTimeFormat('en-GB', { year: 'numeric' });
    expect(next).not.toBe(first);
    expect(next.format(when)).toBe(first.format(when));
  });
});
