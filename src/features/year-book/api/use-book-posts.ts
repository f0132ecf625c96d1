import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/data/query-keys';
import type { Post } from '@/data/types';
import type { InstantRange } from '@/lib/local-days';

const loadBookPosts = async ({ from, to }: InstantRange): Promise<Post[]> => (await import('@/data/posts-by-time')).postsBetween(from, to);

const loadFirstYear = async (): Promise<number | null> => {
  const first = await (await import('@/data/posts-by-time')).firstPostTimestamp();
  return first ? new Date(first).getFullYear() : null;
};

/** The book's moments: one index range, read when the family asks for the book (never stored). */
export function useBookPosts(range: InstantRange | null) {
  return useQuery({
    queryKey: queryKeys.posts.range(range?.from ?? '', range?.to ?? ''),
    queryFn: () => (range ? loadBookPosts(range) : Promise.resolve([])),
    enabled: range !== null,
    // Photos are large: do not keep a previous book in memory once it is closed.
    gcTime: 0,
  });
}

export function useFirstYear() {
  return useQuery({ queryKey: [...queryKeys.posts.all, 'first-year'] as const, queryFn: loadFirstYear });
}
