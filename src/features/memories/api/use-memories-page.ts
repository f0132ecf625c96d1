import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PageRequest, PostFilter, PostPage } from '@/data/posts';
import { queryKeys } from '@/data/query-keys';
import { MEMORIES_PAGE_SIZE, pageOffset } from '@/features/memories/model/memories-filters';

export interface MemoriesPageData extends PostPage {
  /** The 1-based page these posts are. */
  page: number;
}

const loadFromDatabase = async (filter: PostFilter, page: PageRequest): Promise<PostPage> => (await import('@/data/posts')).queryPosts(filter, page);

/**
 * One page of filtered posts and the total, each answered from an
 * IndexedDB index (src/data/posts.ts), so 10,000 posts page as fast as 50.
 */
export const memoriesPageQueryOptions = (filter: PostFilter, page: number) =>
  queryOptions({
    queryKey: queryKeys.posts.query(filter, page),
    // The page travels with its posts: while the next page loads, the previous one stays on screen
    // and the 'Showing …' line must still describe what is shown.
    queryFn: async (): Promise<MemoriesPageData> => ({
      ...(await loadFromDatabase(filter, { offset: pageOffset(page), limit: MEMORIES_PAGE_SIZE })),
      page,
    }),
    // Keep the previous page on screen while the next one is read, instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });

export function useMemoriesPage(filter: PostFilter, page: number) {
  return useQuery(memoriesPageQueryOptions(filter, page));
}
