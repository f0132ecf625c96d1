import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listReactionsForPosts, toggleReaction } from '@/data/reactions';
import { queryKeys } from '@/data/query-keys';
import type { Reaction, ReactionEmoji } from '@/data/types';

type ToggleInput = { postId: string; memberId: string; emoji: ReactionEmoji };

/** The cards' reactions as they will be once the toggle is stored: the card answers the tap at once. */
export function toggledLocally(reactions: readonly Reaction[], { postId, memberId, emoji }: ToggleInput, now: Date): Reaction[] {
  const mine = (r: Reaction) => r.postId === postId && r.memberId === memberId && r.emoji === emoji;
  if (reactions.some(mine)) return reactions.filter((r) => !mine(r));
  return [...reactions, { id: `pending_${postId}_${memberId}_${emoji}`, postId, memberId, emoji, timestamp: now.toISOString() }];
}

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
    mutationFn: (input: ToggleInput) => toggleReaction(input),
    networkMode: 'always',
    // Shown before the write commits (the card answers a tap within 50 ms); a failure
    // reloads the stored reactions, so the card never keeps a reaction that was not saved.
    onMutate: (input) => {
      const key = queryKeys.reactions.all;
      queryClient.setQueriesData<Reaction[]>({ queryKey: key }, (old) => (old ? toggledLocally(old, input, new Date()) : old));
    },
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.reactions.all }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.reactions.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.posts.all }),
      ]),
  });
}
