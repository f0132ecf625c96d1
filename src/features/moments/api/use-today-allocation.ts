import { queryOptions, useQuery } from '@tanstack/react-query';
import { preferenceKeys } from '@/data/types';

export const allocationKey = (familyId: string, date: string) =>
  ['preferences', preferenceKeys.momentAllocation(familyId, date)] as const;

/** core spec §4 "Daily sharing allocation": who shared which type today (null before the first share). */
export const allocationQueryOptions = (familyId: string, date: string) =>
  queryOptions({
    queryKey: allocationKey(familyId, date),
    queryFn: async () => (await import('@/data/moments')).getAllocation(familyId, date),
  });

export function useTodayAllocation(familyId: string, date: string) {
  return useQuery(allocationQueryOptions(familyId, date));
}
