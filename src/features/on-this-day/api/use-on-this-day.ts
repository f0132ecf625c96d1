import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/data/query-keys';
import { calendarDayOf, dayKey } from '@/lib/local-days';
import { loadOnThisDay, type OnThisDay } from './load-on-this-day';

/** How the card's data is read; stories pass a fixed one. */
export type LoadOnThisDay = (today: Date) => Promise<OnThisDay | null>;

export const onThisDayQueryOptions = (today: Date, load: LoadOnThisDay = loadOnThisDay) =>
  queryOptions({
    // Keyed by the local day: a write to posts (a deletion too) invalidates it like every posts query.
    queryKey: queryKeys.posts.onThisDay(dayKey(calendarDayOf(today))),
    queryFn: () => load(today),
  });

export function useOnThisDay(today: Date, load?: LoadOnThisDay) {
  return useQuery(onThisDayQueryOptions(today, load));
}
