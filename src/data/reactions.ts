// Reactions and comments on moments. Every write happens here, in one Dexie transaction
// that also sets the post's `likes`/`comments` to the number of stored records, so the counts can
// never drift from the records (and a sync module observing these tables sees one write per change).
import { db as defaultDb, type HearthDatabase } from '@/data/db';
import { MemberNotFoundError, PostNotFoundError } from '@/data/errors';
import { parseStoredFamily } from '@/data/family-record';
import { newReactionId } from '@/data/ids';
import { queueResponseNotice } from '@/data/notifications/outbox';
import { REACTION_EMOJIS, preferenceKeys, type Reaction, type ReactionEmoji } from '@/data/types';

/** Throws when the post is gone or the member is not (or no longer) in the family. */
export async function assertPostAndMember(postId: string, memberId: string, database: HearthDatabase): Promise<void> {
  const family = parseStoredFamily((await database.preferences.get(preferenceKeys.familyData))?.value);
  if (!family?.members.some((m) => m.id === memberId)) throw new MemberNotFoundError(memberId);
  if ((await database.posts.where('id').equals(postId).count()) === 0) throw new PostNotFoundError(postId);
}

/** Sets a post's counts from its stored reactions and comments (inside the caller's transaction). */
export async function recountPost(postId: string, database: HearthDatabase): Promise<void> {
  const [likes, comments] = await Promise.all([
    database.reactions.where('postId').equals(postId).count(),
    database.comments.where('postId').equals(postId).count(),
  ]);
  await database.posts.update(postId, { likes, comments });
}

/**
 * One tap: adds the member's `emoji` reaction to the post, or takes it back when it is already there.
 * Returns whether the member now has that reaction.
 */
export async function toggleReaction(
  input: { postId: string; memberId: string; emoji: ReactionEmoji },
  now: Date = new Date(),
  database: HearthDatabase = defaultDb,
): Promise<boolean> {
  const { postId, memberId, emoji } = input;
  if (!REACTION_EMOJIS.includes(emoji)) throw new RangeError(`"${emoji}" is not one of Hearth's reactions`);
  const added = await database.transaction('rw', database.posts, database.reactions, database.comments, database.preferences, async () => {
    await assertPostAndMember(postId, memberId, database);
    const existing = database.reactions.where('[postId+memberId+emoji]').equals([postId, memberId, emoji]);
    const removed = await existing.delete();
    if (removed === 0) {
      const reaction: Reaction = { id: newReactionId(now.getTime()), postId, memberId, emoji, timestamp: now.toISOString() };
      await database.reactions.add(reaction);
    }
    await recountPost(postId, database);
    return removed === 0;
  });
  // The moment's author hears of a new reaction on their devices; taking one back says nothing.
  if (added) await queueResponseNotice(database, { kind: 'reaction', postId, memberId, emoji, at: now.toISOString() });
  return added;
}

/** The reactions of the given posts (the visible cards), oldest first per post. */
export async function listReactionsForPosts(
  postIds: readonly string[],
  database: HearthDatabase = defaultDb,
): Promise<Reaction[]> {
  if (postIds.length === 0) return [];
  const reactions = await database.reactions.where('postId').anyOf([...postIds]).toArray();
  return reactions.sort((a, b) => a.timestamp.localeCompare(b.timestamp));
}

/** Dashboard: how many reactions and comments the family has left, from index counts. */
export async function reactionAndCommentCounts(
  database: HearthDatabase = defaultDb,
): Promise<{ reactions: number; comments: number }> {
  const [reactions, comments] = await Promise.all([database.reactions.count(), database.comments.count()]);
  return { reactions, comments };
}

/**
 * Deletes every reaction and comment on the given posts (inside the caller's transaction): a deleted
 * moment takes its conversation with it.
 */
export async function deleteResponsesToPosts(postIds: readonly string[], database: HearthDatabase): Promise<void> {
  if (postIds.length === 0) return;
  await database.reactions.where('postId').anyOf([...postIds]).delete();
  await database.comments.where('postId').anyOf([...postIds]).delete();
}
