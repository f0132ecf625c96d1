import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/data/query-keys';

// The factory's key under the name the moments' components already use.
export const allocationKey = queryKeys.preferences.momentAllocation;

/** core spec §4 "Daily sharing allocation": who shared which type today (null before the first share). */
export const allocationQueryOptions = (familyId: string, date: string) =>
  queryOptions({
    queryKey: allocationKey(familyId, date),
    queryFn: async () => (await import('@/data/moments')).getAllocation(familyId, date),
  });

export function useTodayAllocation(familyId: string, date: string) {
  return useQuery(allocationQueryOptions(familyId, date));
}
