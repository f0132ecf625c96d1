import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listReactionsForPosts, toggleReaction } from '@/data/reactions';
import { queryKeys } from '@/data/query-keys';
import type { ReactionEmoji } from '@/data/types';

export const reactionsQueryOptions = (postIds: readonly string[]) =>
  queryOptions({
    queryKey: queryKeys.reactions.byPosts(postIds),
    queryFn: () => listReactionsForPosts(postIds),
    networkMode: 'always',
  });

/** The reactions of the cards on screen, read in one index query. */
export function useReactions(postIds: readonly string[]) {
  return useQuery({ ...reactionsQueryOptions(postIds), enabled: postIds.length > 0 });
}

export function useToggleReaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { postId: string; memberId: string; emoji: ReactionEmoji }) => toggleReaction(input),
    networkMode: 'always',
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.reactions.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.posts.all }),
      ]),
  });
}
