import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/data/query-keys';
import { useDashboardServices } from '@/features/dashboard/api/dashboard-calls-context';

/** How many posts are older than 90 days, counted when the family asks. */
export function useCountOldPosts() {
  const services = useDashboardServices();
  return useMutation({ mutationFn: (now: Date) => services.countOldPosts(now) });
}

/** Removes posts older than 90 days; only ever after the family confirmed the count. */
export function useCleanupOldPosts() {
  const services = useDashboardServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (now: Date) => services.cleanupOldPosts(now),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.posts.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.storage.status() }),
      ]);
    },
  });
}
