import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/data/query-keys';
import { mayHaveLocalDatabase } from '@/data/has-local-database';

const NO_MOMENTS = { posts: 0, completedTasks: 0 } as const;

/** The two counts; a device without Hearth's database holds none, and Dexie is not even loaded. */
async function countMoments(): Promise<{ posts: number; completedTasks: number }> {
  if (!(await mayHaveLocalDatabase())) return { ...NO_MOMENTS };
  const { countLocalMoments } = await import('@/data/landing');
  return countLocalMoments();
}

// Keyed under 'posts' so any write to the posts table refreshes it (src/app/query-client.ts); the
// completed-tasks count is read in the same query because the landing redirect needs both at once.
export const localMomentCountsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.posts.landingCounts(),
    // Loaded on demand: the database code is not needed to paint the landing page.
    queryFn: countMoments,
    // The landing page asks once per visit; the answer decides whether to redirect at all.
    staleTime: 0,
  });

/** How many posts and completed family moments this device holds. */
export function useLocalMomentCounts() {
  return useQuery(localMomentCountsQueryOptions());
}
