import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/data/query-keys';
import { dayKey, localDayRange, localMonthsRange, type CalendarDay } from '@/lib/local-days';
import type { Post } from '@/data/types';
import { calendarMonthKey, countByDay, monthOfInstant, type CalendarMonth } from '../model/calendar';

export interface CalendarMonthData {
  counts: Record<string, number>;
  /** The nearest earlier / later month with moments (empty months are skipped). */
  previous: CalendarMonth | null;
  next: CalendarMonth | null;
}

/** Which days of a month have moments: index keys only, plus one key each way for the arrows. */
export async function loadCalendarMonth(month: CalendarMonth): Promise<CalendarMonthData> {
  const { timestampsBetween, lastTimestampBefore, firstTimestampFrom } = await import('@/data/posts-by-time');
  const range = localMonthsRange(month.year, month.month);
  const [timestamps, before, after] = await Promise.all([
    timestampsBetween(range.from, range.to),
    lastTimestampBefore(range.from),
    firstTimestampFrom(range.to),
  ]);
  return {
    counts: countByDay(timestamps),
    previous: before ? monthOfInstant(before) : null,
    next: after ? monthOfInstant(after) : null,
  };
}

/** A day holds few moments; this bounds an unusual one. */
const DAY_LIMIT = 200;

export async function loadDayMoments(day: CalendarDay): Promise<Post[]> {
  const { postsBetween } = await import('@/data/posts-by-time');
  const range = localDayRange(day);
  return postsBetween(range.from, range.to, DAY_LIMIT);
}

export function useCalendarMonth(month: CalendarMonth) {
  return useQuery({
    queryKey: queryKeys.posts.calendarMonth(calendarMonthKey(month)),
    queryFn: () => loadCalendarMonth(month),
    placeholderData: keepPreviousData,
  });
}

export function useDayMoments(day: CalendarDay | null) {
  return useQuery({
    queryKey: queryKeys.posts.day(day ? dayKey(day) : ''),
    queryFn: () => (day ? loadDayMoments(day) : Promise.resolve([])),
    enabled: day !== null,
  });
}
