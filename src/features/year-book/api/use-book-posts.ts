import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/data/query-keys';
import type { Post } from '@/data/types';
import type { InstantRange } from '@/lib/local-days';

export type LoadBookPosts = (range: InstantRange) => Promise<Post[]>;
export type LoadFirstYear = () => Promise<number | null>;

export const loadBookPosts: LoadBookPosts = async ({ from, to }) => (await import('@/data/posts-by-time')).postsBetween(from, to);

export const loadFirstYear: LoadFirstYear = async () => {
  const first = await (await import('@/data/posts-by-time')).firstPostTimestamp();
  return first ? new Date(first).getFullYear() : null;
};

/** The book's moments: one index range, read when the family asks for the book (never stored). */
export function useBookPosts(range: InstantRange | null, load: LoadBookPosts = loadBookPosts) {
  return useQuery({
    queryKey: queryKeys.posts.range(range?.from ?? '', range?.to ?? ''),
    queryFn: () => (range ? load(range) : Promise.resolve([])),
    enabled: range !== null,
    // Photos are large: do not keep a previous book in memory once it is closed.
    gcTime: 0,
  });
}

export function useFirstYear(load: LoadFirstYear = loadFirstYear) {
  return useQuery({ queryKey: [...queryKeys.posts.all, 'first-year'] as const, queryFn: load });
}
