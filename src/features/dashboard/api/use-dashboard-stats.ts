import { queryOptions, useQuery } from '@tanstack/react-query';
import { countCookingSessions, taskSummary } from '@/data/dashboard';
import { postStats } from '@/data/posts';
import { reactionAndCommentCounts } from '@/data/reactions';
import { queryKeys } from '@/data/query-keys';

/** The dashboard's counts and the streak's days: index counts and keys only (src/data/posts.ts). */
export const postStatsQueryOptions = (now: Date) =>
  queryOptions({ queryKey: queryKeys.posts.stats(), queryFn: () => postStats(now) });

export function usePostStats(now: Date) {
  return useQuery(postStatsQueryOptions(now));
}

/** Completed daily moments (journey progress) and when the first one was made. */
export const taskSummaryQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.tasks.summary(), queryFn: () => taskSummary() });

export function useTaskSummary() {
  return useQuery(taskSummaryQueryOptions());
}

/** Recipes cooked: the number of saved cooking sessions. */
export const cookingCountQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.cookingSessions.count(), queryFn: () => countCookingSessions() });

export function useCookingCount() {
  return useQuery(cookingCountQueryOptions());
}

/**
 * Reactions and comments left on moments. Two keys (one per table) so a write to either
 * refreshes the line; both read the same small index counts.
 */
export function useResponseCounts() {
  const reactions = useQuery({
    queryKey: queryKeys.reactions.count(),
    queryFn: async () => (await reactionAndCommentCounts()).reactions,
  });
  const comments = useQuery({
    queryKey: queryKeys.comments.count(),
    queryFn: async () => (await reactionAndCommentCounts()).comments,
  });
  return { reactions: reactions.data ?? 0, comments: comments.data ?? 0 };
}
