import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storageErrorMessage } from '@/data/errors';
import { MomentSaveError, shareMoment } from '@/data/moments';
import { queryKeys } from '@/data/query-keys';
import type { CompletedTask, ExperienceRecord, MediaBlob, Post, ShareType } from '@/data/types';
import { allocationMessages, recordShare, shareBlockReason } from '../model/allocation';
import { allocationKey } from './use-today-allocation';

/** The message of a failed share. */
export const SHARE_SAVE_ERROR = 'Error sharing your moment. Please try again.';

/** The allocation rules refused the share (their message), checked again inside the transaction. */
export class ShareBlockedError extends Error {
  override readonly name = 'ShareBlockedError';
}

export interface ShareMomentVariables {
  familyId: string;
  date: string;
  memberCount: number;
  memberId: string;
  type: ShareType;
  post: Post;
  /** The recording of a voice or video moment. */
  media?: MediaBlob;
  completeTask?: { task: CompletedTask; experience: ExperienceRecord };
}

/** The family's words for a failed share: the rule that blocked it, or the share save error. */
export function shareErrorMessage(error: unknown): string {
  if (error instanceof ShareBlockedError) return error.message;
  // A full disk, a member deleted in another tab, a browser that cannot store.
  const storage = storageErrorMessage(error, 'share-moment');
  if (storage) return storage;
  if (error instanceof MomentSaveError && error.step === 'allocation') return allocationMessages.saveError;
  return SHARE_SAVE_ERROR;
}

/**
 * Shares a moment in one transaction (src/data/moments.ts). The limits are checked against the
 * allocation as stored at that instant, so two devices or tabs cannot together pass the family cap.
 */
export function useShareMoment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ familyId, date, memberCount, memberId, type, post, media, completeTask }: ShareMomentVariables) =>
      shareMoment({
        familyId,
        date,
        post,
        ...(media ? { media } : {}),
        ...(completeTask ? { completeTask } : {}),
        allocation: (current) => {
          const reason = shareBlockReason({ allocation: current, memberId, memberCount, date, type });
          if (reason) throw new ShareBlockedError(reason);
          return recordShare(current, { date, familyId, memberId, type });
        },
      }),
    onSuccess: async (_result, { familyId, date, completeTask }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.posts.all }),
        queryClient.invalidateQueries({ queryKey: allocationKey(familyId, date) }),
        completeTask ? queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all }) : null,
        completeTask ? queryClient.invalidateQueries({ queryKey: queryKeys.preferences.momentDay(familyId, date) }) : null,
      ]);
    },
  });
}
