import { useState } from 'react';
import type { Comment, FamilyMember } from '@/data/types';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { MemberAvatar } from '@/ui/member-avatar';
import { formatRelativeTime } from '@/lib/relative-time';
import { CommentForm } from '@/features/feed/components/comment-form';
import { MemberPicker } from '@/features/feed/components/member-picker';
import { responderOf, visibleComments } from '@/features/feed/model/responses';

export type CommentThreadProps = {
  comments: readonly Comment[];
  members: readonly FamilyMember[];
  /** Who is commenting now; null asks "Who is commenting?" before the box. */
  actingMemberId: string | null;
  onPickMember: (memberId: string) => void;
  now: Date;
  onAdd: (text: string) => Promise<void>;
  onEdit: (id: string, text: string) => Promise<void>;
  onDelete: (id: string) => Promise<void>;
  /** Initial states for stories: a comment in edit, one asked about deleting, the whole thread shown. */
  initialEditingId?: string | null;
  initialDeletingId?: string | null;
  initialExpanded?: boolean;
  initialError?: string;
};

/**
 * A moment's comments, oldest first, each with its author's avatar and relative time; long
 * threads show the newest two with "Show all". Authors edit or delete their own (with a confirm).
 */
export function CommentThread(props: CommentThreadProps) {
  const { comments, members, actingMemberId, onPickMember, now, onAdd, onEdit, onDelete } = props;
  const [expanded, setExpanded] = useState(props.initialExpanded ?? false);
  const [editingId, setEditingId] = useState<string | null>(props.initialEditingId ?? null);
  const [deletingId, setDeletingId] = useState<string | null>(props.initialDeletingId ?? null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const shown = visibleComments(comments, expanded);
  const hidden = comments.length - shown.length;

  const confirmDelete = async () => {
    if (!deletingId) return;
    setDeleteBusy(true);
    try {
      await onDelete(deletingId);
      setDeletingId(null);
      setDeleteError(null);
    } catch (failure) {
      setDeleteError(failure instanceof Error ? failure.message : 'The comment could not be deleted. Please try again.');
    } finally {
      setDeleteBusy(false);
    }
  };

  return (
    <section data-slot="comment-thread" aria-label="Comments" className="flex flex-col gap-3">
      {hidden > 0 ? (
        <Button variant="link" size="sm" className="self-start" onClick={() => setExpanded(true)}>
          {`Show all ${comments.length} comments`}
        </Button>
      ) : null}
      {comments.length === 0 ? <p className="text-sm text-muted-foreground">No comments yet. Be the first to say something kind.</p> : null}
      <ol className="flex flex-col gap-3">
        {shown.map((comment) => {
          const who = responderOf(comment.memberId, members);
          const mine = actingMemberId !== null && comment.memberId === actingMemberId;
          return (
            <li key={comment.id} data-slot="comment" className="flex gap-2">
              <MemberAvatar size="sm" name={who.name} initials={who.initials} color={who.color ?? '#d6d3d1'} decorative />
              <div className="min-w-0 flex-1">
                <p className="text-sm">
                  <span className="font-extrabold">{who.name}</span>{' '}
                  <time dateTime={comment.timestamp} className="text-muted-foreground">
                    {formatRelativeTime(comment.timestamp, now)}
                  </time>
                  {comment.editedAt ? <span className="text-muted-foreground"> · edited</span> : null}
                </p>
                {editingId === comment.id ? (
                  <CommentForm
                    label="Edit your comment"
                    initialText={comment.text}
                    submitLabel="Save"
                    initialError={props.initialError}
                    onCancel={() => setEditingId(null)}
                    onSubmit={async (text) => {
                      await onEdit(comment.id, text);
                      setEditingId(null);
                    }}
                  />
                ) : (
                  <p className="whitespace-pre-line break-words">{comment.text}</p>
                )}
                {mine && editingId !== comment.id ? (
                  <div className="flex gap-1">
                    <Button variant="link" size="sm" aria-label="Edit your comment" onClick={() => setEditingId(comment.id)}>
                      Edit
                    </Button>
                    <Button variant="link" size="sm" aria-label="Delete your comment" onClick={() => setDeletingId(comment.id)}>
                      Delete
                    </Button>
                  </div>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
      {actingMemberId === null ? (
        <MemberPicker question="Who is commenting?" members={members} value={null} onPick={onPickMember} />
      ) : editingId === null ? (
        <CommentForm
          label={`Comment as ${responderOf(actingMemberId, members).name}`}
          submitLabel="Post comment"
          initialError={props.initialError}
          onSubmit={onAdd}
        />
      ) : null}
      <ConfirmDialog
        open={deletingId !== null}
        onOpenChange={(open) => {
          if (!open) {
            setDeletingId(null);
            setDeleteError(null);
          }
        }}
        title="Delete this comment?"
        description={deleteError ?? 'Your comment will be removed from this moment for everyone.'}
        confirmLabel="Delete comment"
        tone="danger"
        busy={deleteBusy}
        onConfirm={() => void confirmDelete()}
      />
    </section>
  );
}
