// Comments on moments. As reactions.ts, every write recounts the post in its transaction.
import { db as defaultDb, type HearthDatabase } from '@/data/db';
import { CommentNotFoundError, CommentTextError } from '@/data/errors';
import { newCommentId } from '@/data/ids';
import { queueResponseNotice } from '@/data/notifications/outbox';
import { assertPostAndMember, recountPost } from '@/data/reactions';
import type { Comment } from '@/data/types';
import { validateField } from '@/lib/validation/validate-field';

/** The same rules as the form (length, family-friendly); the text as it is stored, trimmed. */
function checkedText(text: string): string {
  const result = validateField('comment', text);
  if (!result.valid) throw new CommentTextError(result.error);
  return result.value;
}

function writeTables(database: HearthDatabase) {
  return [database.posts, database.reactions, database.comments, database.preferences];
}

export async function addComment(
  input: { postId: string; memberId: string; text: string },
  now: Date = new Date(),
  database: HearthDatabase = defaultDb,
): Promise<Comment> {
  const text = checkedText(input.text);
  const added = await database.transaction('rw', writeTables(database), async () => {
    await assertPostAndMember(input.postId, input.memberId, database);
    const comment: Comment = {
      id: newCommentId(now.getTime()),
      postId: input.postId,
      memberId: input.memberId,
      text,
      timestamp: now.toISOString(),
    };
    await database.comments.add(comment);
    await recountPost(input.postId, database);
    return comment;
  });
  await queueResponseNotice(database, { kind: 'comment', postId: added.postId, memberId: added.memberId, text: added.text, at: added.timestamp });
  return added;
}

/** Only the author changes their comment; `editedAt` tells the family it was changed. */
export async function editComment(
  input: { id: string; memberId: string; text: string },
  now: Date = new Date(),
  database: HearthDatabase = defaultDb,
): Promise<Comment> {
  const text = checkedText(input.text);
  return database.transaction('rw', database.comments, async () => {
    const current = await database.comments.get(input.id);
    if (!current || current.memberId !== input.memberId) throw new CommentNotFoundError(input.id);
    const next: Comment = { ...current, text, editedAt: now.toISOString() };
    await database.comments.put(next);
    return next;
  });
}

export async function deleteComment(
  input: { id: string; memberId: string },
  database: HearthDatabase = defaultDb,
): Promise<void> {
  await database.transaction('rw', writeTables(database), async () => {
    const current = await database.comments.get(input.id);
    if (!current || current.memberId !== input.memberId) throw new CommentNotFoundError(input.id);
    await database.comments.delete(input.id);
    await recountPost(current.postId, database);
  });
}

/** A moment's thread, oldest first. */
export async function listComments(postId: string, database: HearthDatabase = defaultDb): Promise<Comment[]> {
  return database.comments.where('[postId+timestamp]').between([postId, ''], [postId, '\uffff']).toArray();
}
