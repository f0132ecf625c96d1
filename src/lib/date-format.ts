type Locale = string | string[] | undefined;

// Making a formatter is the costly part of writing a date (the browser looks up the locale's
// patterns, about 0.1 ms each time on the development machine); using one is cheap.
// `toLocaleString(locale, options)` makes a new one on every call, which a feed page of 15 cards,
// a month of calendar days or a year book of a thousand moments repeats for each item. A formatter
// also keeps the time zone the device had when it was made, and a family's phone may change zone
// while Hearth is open, so the formatters are kept only until the task that made them is over: the
// items of one render or of one slice of the year book share them, and the next task makes its own
// in the zone of its day.
const kept = new Map<string, Intl.DateTimeFormat>();

/**
 * The formatter for `locale` and `options`, made once per task and reused within it. It formats
 * exactly as `date.toLocaleString(locale, options)` and `date.toLocaleDateString(locale, options)`
 * do when the options name the fields to show, which every caller does: with no fields named those
 * two methods choose different defaults, so `options` must name at least one.
 */
export function dateTimeFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify([locale ?? null, options]);
  const known = kept.get(key);
  if (known) return known;
  if (kept.size === 0) queueMicrotask(() => kept.clear());
  const made = new Intl.DateTimeFormat(locale, options);
  kept.set(key, made);
  return made;
}

/** `date` (a Date or a time in milliseconds) written with the task's formatter for `locale` and `options`. */
export function formatDate(date: Date | number, options: Intl.DateTimeFormatOptions, locale?: Locale): string {
  return dateTimeFormat(locale, options).format(date);
}
