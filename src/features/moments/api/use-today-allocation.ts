import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/data/query-keys';
import { allocationWithMoments } from '@/data/moment-records';
import type { AllocationRecord } from '@/data/types';

// The factory's key under the name the moments' components already use.
export const allocationKey = queryKeys.preferences.momentAllocation;

/** The stored record of who shared which type today (docs/product.md#daily-allocation). */
export const allocationQueryOptions = (familyId: string, date: string) =>
  queryOptions({
    queryKey: allocationKey(familyId, date),
    queryFn: async () => (await import('@/data/moments')).getAllocation(familyId, date),
  });

/** The day's moments from every device; a posts key, so a synced moment refreshes it. */
export const daySharesQueryOptions = (date: string) =>
  queryOptions({
    queryKey: queryKeys.posts.dayShares(date),
    queryFn: async () => (await import('@/data/moments')).getDayShares(date),
  });

export interface TodayAllocation {
  /** Today's allocation (null before the first share); undefined while loading. */
  data: AllocationRecord | null | undefined;
  isPending: boolean;
  isError: boolean;
}

/**
 * Who shared which type today: the stored record joined with the day's synced moments, so a moment
 * shared on another device counts here as soon as it arrives.
 */
export function useTodayAllocation(familyId: string, date: string): TodayAllocation {
  const stored = useQuery(allocationQueryOptions(familyId, date));
  const shares = useQuery(daySharesQueryOptions(date));
  const isPending = stored.isPending || shares.isPending;
  return {
    data: isPending ? undefined : allocationWithMoments(stored.data ?? null, shares.data ?? [], familyId, date),
    isPending,
    isError: stored.isError || shares.isError,
  };
}
