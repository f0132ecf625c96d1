import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/data/query-keys';

/** The home shows the latest 5 posts. */
export const FEED_PREVIEW_SIZE = 5;

export const feedPreviewQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.posts.list(FEED_PREVIEW_SIZE),
    // Newest first through the timestamp index: reads 5 records however many are stored.
    queryFn: async () => (await import('@/data/posts')).listPosts(FEED_PREVIEW_SIZE),
  });

export function useFeedPreview() {
  return useQuery(feedPreviewQueryOptions());
}
