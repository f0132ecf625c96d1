import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteMemberWithPosts } from '@/data/family';
import { queryKeys } from '@/data/query-keys';
import { afterFamilySaved } from '@/features/family/api/use-after-family-saved';

/** Removes the member and all their posts in one transaction. */
export function useDeleteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) => deleteMemberWithPosts(memberId),
    onSuccess: ({ family }) => {
      afterFamilySaved(queryClient, family);
      void queryClient.invalidateQueries({ queryKey: queryKeys.posts.all });
    },
  });
}
