/**
 * A date written out for people ("November 22, 2025"), in the device's time zone unless one is given.
 * The terms banner shows the current date.
 */
export function formatLongDate(date: Date, locale: string = 'en-US', timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone }).format(date);
}
