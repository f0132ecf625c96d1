import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addComment, deleteComment, editComment, listComments } from '@/data/comments';
import { queryKeys } from '@/data/query-keys';

export const commentsQueryOptions = (postId: string) =>
  queryOptions({
    queryKey: queryKeys.comments.byPost(postId),
    queryFn: () => listComments(postId),
    networkMode: 'always',
  });

/** A moment's thread, read only once the family opens it (or the card shows its comments). */
export function useComments(postId: string, enabled: boolean) {
  return useQuery({ ...commentsQueryOptions(postId), enabled });
}

function useCommentMutation<T>(write: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    networkMode: 'always',
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.comments.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.posts.all }),
      ]),
  });
}

export const useAddComment = () =>
  useCommentMutation((input: { postId: string; memberId: string; text: string }) => addComment(input));
export const useEditComment = () =>
  useCommentMutation((input: { id: string; memberId: string; text: string }) => editComment(input));
export const useDeleteComment = () => useCommentMutation((input: { id: string; memberId: string }) => deleteComment(input));
