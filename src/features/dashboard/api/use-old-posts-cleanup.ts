import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/data/query-keys';
import { cleanupOldPosts, countOldPosts } from '@/data/posts';

/** How many posts are older than 90 days, counted when the family asks. */
export function useCountOldPosts() {
  return useMutation({ mutationFn: (now: Date) => countOldPosts(undefined, now) });
}

/** Removes posts older than 90 days; only ever after the family confirmed the count. */
export function useCleanupOldPosts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (now: Date) => cleanupOldPosts(undefined, now),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.posts.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.storage.status() }),
      ]);
    },
  });
}
