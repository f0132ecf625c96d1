import { dayKey, type CalendarDay } from '@/lib/local-days';

/** Memories opens in its calendar view on that day, with the day's moments listed. */
export function memoriesDayLink(day: CalendarDay): string {
  return `/family/feeds?view=calendar&day=${dayKey(day)}`;
}
