import { queryOptions, useQuery } from '@tanstack/react-query';
import { readAllocationWithoutDexie, UNREAD } from '@/data/first-paint-reads';
import { queryKeys } from '@/data/query-keys';

// The factory's key under the name the moments' components already use.
export const allocationKey = queryKeys.preferences.momentAllocation;

/** core spec §4 "Daily sharing allocation": who shared which type today (null before the first share). */
export const allocationQueryOptions = (familyId: string, date: string) =>
  queryOptions({
    queryKey: allocationKey(familyId, date),
    // Plain IndexedDB first: the home renders this with today's challenge, before Dexie has loaded.
    queryFn: async () => {
      const read = await readAllocationWithoutDexie(familyId, date);
      return read !== UNREAD ? read : (await import('@/data/moments')).getAllocation(familyId, date);
    },
  });

export function useTodayAllocation(familyId: string, date: string) {
  return useQuery(allocationQueryOptions(familyId, date));
}
