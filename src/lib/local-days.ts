// Calendar days as the family lives them: in the device's time zone. Posts store UTC instants, so
// every local day or month becomes a half-open UTC range [from, to) that an index can scan.

/** A local calendar day; `month` is 1–12. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** A half-open range of ISO instants, [from, to). */
export interface InstantRange {
  from: string;
  to: string;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(year, month, 0).getDate();
}

export function calendarDayOf(date: Date): CalendarDay {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/** 'YYYY-MM-DD' of a calendar day. */
export function dayKey({ year, month, day }: CalendarDay): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** 'YYYY-MM' of a month. */
export function monthKey(year: number, month: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** A valid 'YYYY-MM-DD' as a calendar day; null for anything else (URLs are typed by people). */
export function parseDayKey(text: string | null | undefined): CalendarDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1970 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** A valid 'YYYY-MM' as { year, month }; null otherwise. */
export function parseMonthKey(text: string | null | undefined): { year: number; month: number } | null {
  const match = /^(\d{4})-(\d{2})$/.exec(text ?? '');
  if (!match) return null;
  const [year, month] = [Number(match[1]), Number(match[2])];
  if (year < 1970 || month < 1 || month > 12) return null;
  return { year, month };
}

// `new Date(y, m, d)` is local midnight; on days where a daylight-saving change skips midnight the
// engine moves it forward to the first existing instant, which is still the day's start.
function localMidnight(year: number, month: number, day: number): Date {
  return new Date(year, month - 1, day);
}

/** The UTC instants of one local day. */
export function localDayRange({ year, month, day }: CalendarDay): InstantRange {
  return { from: localMidnight(year, month, day).toISOString(), to: localMidnight(year, month, day + 1).toISOString() };
}

/** The UTC instants of several consecutive local days starting at `first`. */
export function localDaysRange(first: CalendarDay, days: number): InstantRange {
  return {
    from: localMidnight(first.year, first.month, first.day).toISOString(),
    to: localMidnight(first.year, first.month, first.day + days).toISOString(),
  };
}

/** The UTC instants of local months `fromMonth`..`toMonth` (inclusive) of `year`. */
export function localMonthsRange(year: number, fromMonth: number, toMonth: number = fromMonth): InstantRange {
  return { from: localMidnight(year, fromMonth, 1).toISOString(), to: localMidnight(year, toMonth + 1, 1).toISOString() };
}

/** The local day key of a stored ISO instant. */
export function localDayKeyOf(iso: string): string {
  return dayKey(calendarDayOf(new Date(iso)));
}
