import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/data/query-keys';
import { calendarDayOf, dayKey } from '@/lib/local-days';
import { loadOnThisDay } from './load-on-this-day';

export const onThisDayQueryOptions = (today: Date) =>
  queryOptions({
    // Keyed by the local day: a write to posts (a deletion too) invalidates it like every posts query.
    queryKey: queryKeys.posts.onThisDay(dayKey(calendarDayOf(today))),
    queryFn: () => loadOnThisDay(today),
  });

export function useOnThisDay(today: Date) {
  return useQuery(onThisDayQueryOptions(today));
}
