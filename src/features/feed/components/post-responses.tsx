import { useState } from 'react';
import { toast } from '@/ui/toast';
import { CommentTextError, storageErrorMessage, type StorageAction } from '@/data/errors';
import type { FamilyMember, Post, Reaction, ReactionEmoji } from '@/data/types';
import { Button } from '@/ui/button';
import { cn } from '@/lib/cn';
import { chooseActingMember, useActingMember } from '@/features/feed/api/use-acting-member';
import { useAddComment, useComments, useDeleteComment, useEditComment } from '@/features/feed/api/use-comments';
import { useToggleReaction } from '@/features/feed/api/use-reactions';
import { CommentThread } from '@/features/feed/components/comment-thread';
import { MemberPicker } from '@/features/feed/components/member-picker';
import { ReactionBar } from '@/features/feed/components/reaction-bar';
import { commentCountLabel, responderOf, summarizeReactions } from '@/features/feed/model/responses';

export type PostResponsesProps = {
  post: Post;
  reactions: readonly Reaction[];
  members: readonly FamilyMember[];
  now: Date;
  /** Under the card (after a rule) or on the full-screen photo's panel (its own labelled region). */
  placement?: 'card' | 'viewer';
};

/** The words a failed write shows: storage trouble in the shared wording, the comment rules' own. */
export function responseFailure(error: unknown, action: StorageAction): string {
  if (error instanceof CommentTextError) return error.message;
  return storageErrorMessage(error, action) ?? `Sorry, ${action === 'save-reaction' ? 'your reaction' : 'your comment'} could not be saved. Please try again.`;
}

/** Reactions and the comment thread under one moment, wired to the data layer. */
export function PostResponses({ post, reactions, members, now, placement = 'card' }: PostResponsesProps) {
  const actingMemberId = useActingMember(members, now.getTime());
  const [pendingEmoji, setPendingEmoji] = useState<ReactionEmoji | null>(null);
  const [threadOpen, setThreadOpen] = useState(false);
  const toggle = useToggleReaction();
  const comments = useComments(post.id, threadOpen);
  const addComment = useAddComment();
  const editComment = useEditComment();
  const deleteComment = useDeleteComment();

  const react = (memberId: string, emoji: ReactionEmoji) => {
    chooseActingMember(memberId);
    toggle.mutate(
      { postId: post.id, memberId, emoji },
      { onError: (error) => toast.error(responseFailure(error, 'save-reaction')) },
    );
  };
  const write = async (action: () => Promise<unknown>) => {
    try {
      await action();
    } catch (error) {
      throw new Error(responseFailure(error, 'save-comment'));
    }
  };

  return (
    <div
      data-slot="post-responses"
      role={placement === 'viewer' ? 'region' : undefined}
      aria-label={placement === 'viewer' ? 'Reactions and comments' : undefined}
      className={cn('flex flex-col gap-3', placement === 'card' && 'border-t border-border pt-3')}
    >
      <ReactionBar
        summaries={summarizeReactions(reactions, members, actingMemberId)}
        onToggle={(emoji) => (actingMemberId ? react(actingMemberId, emoji) : setPendingEmoji(emoji))}
      />
      {pendingEmoji && !actingMemberId ? (
        <MemberPicker
          question="Who is reacting?"
          members={members}
          value={null}
          onPick={(memberId) => {
            setPendingEmoji(null);
            react(memberId, pendingEmoji);
          }}
        />
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Button variant="ghost" size="sm" aria-expanded={threadOpen} onClick={() => setThreadOpen((open) => !open)}>
          <span aria-hidden="true">💬</span> {commentCountLabel(post.comments)}
        </Button>
        {actingMemberId && members.length > 1 ? (
          <p className="text-muted-foreground">
            {`As ${responderOf(actingMemberId, members).name} · `}
            <button type="button" className="font-bold text-primary underline underline-offset-4" onClick={() => chooseActingMember(null)}>
              Change
            </button>
          </p>
        ) : null}
      </div>
      {threadOpen ? (
        <CommentThread
          comments={comments.data ?? []}
          members={members}
          actingMemberId={actingMemberId}
          onPickMember={(memberId) => chooseActingMember(memberId)}
          now={now}
          onAdd={(text) => write(() => addComment.mutateAsync({ postId: post.id, memberId: actingMemberId!, text }))}
          onEdit={(id, text) => write(() => editComment.mutateAsync({ id, memberId: actingMemberId!, text }))}
          onDelete={(id) => write(() => deleteComment.mutateAsync({ id, memberId: actingMemberId! }))}
        />
      ) : null}
    </div>
  );
}
