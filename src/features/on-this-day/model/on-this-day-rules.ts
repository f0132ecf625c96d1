import {
  calendarDayOf,
  daysInMonth,
  isLeapYear,
  localDayRange,
  localDaysRange,
  type CalendarDay,
  type InstantRange,
} from '@/lib/local-days';

/** Where the card looks: a calendar day of an earlier year, or a month fallback for young families. */
export interface LookbackDay {
  kind: 'years' | 'months';
  /** Years (kind 'years') or months (kind 'months') before today. */
  ago: number;
  /** The earlier day (for 28 February in a common year after a leap one: the 28th). */
  day: CalendarDay;
  range: InstantRange;
}

/** How far back the card looks at most; bounds the number of index reads per day. */
export const MAX_YEARS_BACK = 30;
/** The month fallbacks, in the order they are tried. */
export const FALLBACK_MONTHS = [6, 1] as const;

/**
 * The same calendar day in each earlier year since the family's first moment, newest first.
 * 29 February: on 28 February of a common year the card also looks at 29 February of earlier
 * leap years (otherwise those moments would come back only every four years); on 29 February
 * itself, common years have no such day and are skipped (their 28th was shown the day before).
 */
export function earlierYearDays(today: Date, firstMoment: Date): LookbackDay[] {
  const { year, month, day } = calendarDayOf(today);
  const firstYear = Math.max(firstMoment.getFullYear(), year - MAX_YEARS_BACK);
  const result: LookbackDay[] = [];
  for (let earlier = year - 1; earlier >= firstYear; earlier -= 1) {
    const target = { year: earlier, month, day };
    if (month === 2 && day === 29 && !isLeapYear(earlier)) continue;
    const addsLeapDay = month === 2 && day === 28 && !isLeapYear(year) && isLeapYear(earlier);
    const range = addsLeapDay ? localDaysRange(target, 2) : localDayRange(target);
    if (range.to <= firstMoment.toISOString()) continue;
    result.push({ kind: 'years', ago: year - earlier, day: target, range });
  }
  return result;
}

/**
 * "6 months ago" and "1 month ago" for a family whose first moment is less than a year old (no
 * earlier year can have this day). A day the earlier month lacks (31 March → February) has no
 * fallback, so the same February day is not shown three days running.
 */
export function monthFallbackDays(today: Date, firstMoment: Date): LookbackDay[] {
  const { year, month, day } = calendarDayOf(today);
  const aYearAgo = new Date(year - 1, month - 1, day);
  if (firstMoment < aYearAgo) return [];
  const result: LookbackDay[] = [];
  for (const ago of FALLBACK_MONTHS) {
    const shifted = new Date(year, month - 1 - ago, 1);
    const target = { year: shifted.getFullYear(), month: shifted.getMonth() + 1, day };
    if (day > daysInMonth(target.year, target.month)) continue;
    const range = localDayRange(target);
    if (range.to <= firstMoment.toISOString()) continue;
    result.push({ kind: 'months', ago, day: target, range });
  }
  return result;
}

/** "1 year ago", "3 years ago", "6 months ago". */
export function agoLabel({ kind, ago }: Pick<LookbackDay, 'kind' | 'ago'>): string {
  const unit = kind === 'years' ? 'year' : 'month';
  return `${ago} ${unit}${ago === 1 ? '' : 's'} ago`;
}
