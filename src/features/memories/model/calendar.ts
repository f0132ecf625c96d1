import { calendarDayOf, dayKey, daysInMonth, localDayKeyOf, monthKey, parseDayKey, parseMonthKey, type CalendarDay } from '@/lib/local-days';

export interface CalendarMonth {
  year: number;
  month: number;
}

/** A month grid, Monday first; null cells pad the first and last weeks. */
export function monthGrid({ year, month }: CalendarMonth): (CalendarDay | null)[][] {
  const lead = (new Date(year, month - 1, 1).getDay() + 6) % 7;
  const cells: (CalendarDay | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= daysInMonth(year, month); day += 1) cells.push({ year, month, day });
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (CalendarDay | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** Moments per local day ('YYYY-MM-DD'), from index timestamps. */
export function countByDay(timestamps: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const timestamp of timestamps) {
    const key = localDayKeyOf(timestamp);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/** The local month a stored instant falls in. */
export function monthOfInstant(iso: string): CalendarMonth {
  const { year, month } = calendarDayOf(new Date(iso));
  return { year, month };
}

export function calendarMonthKey({ year, month }: CalendarMonth): string {
  return monthKey(year, month);
}

export interface CalendarSearch {
  month: CalendarMonth;
  day: CalendarDay | null;
}

/** `?view=calendar&month=YYYY-MM&day=YYYY-MM-DD`: a day opens its month; a bad value falls back to now. */
export function parseCalendarSearch(params: URLSearchParams, now: Date): CalendarSearch {
  const dayParam = parseDayKey(params.get('day'));
  const { year, month: current } = calendarDayOf(now);
  const month = parseMonthKey(params.get('month')) ?? (dayParam ? { year: dayParam.year, month: dayParam.month } : { year, month: current });
  const day = dayParam && dayParam.year === month.year && dayParam.month === month.month ? dayParam : null;
  return { month, day };
}

/** The query of a calendar position; the list view's filters are not carried over. */
export function calendarSearch(month: CalendarMonth, day: CalendarDay | null): URLSearchParams {
  const params = new URLSearchParams({ view: 'calendar', month: calendarMonthKey(month) });
  if (day) params.set('day', dayKey(day));
  return params;
}

export function isCalendarView(params: URLSearchParams): boolean {
  return params.get('view') === 'calendar';
}

/** "March 2025" in the family's language. */
export function monthTitle({ year, month }: CalendarMonth, locale?: string): string {
  return new Date(year, month - 1, 1).toLocaleDateString(locale, { month: 'long', year: 'numeric' });
}
