// Reactions and comments, their counts on the post, and what deleting does to them.
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { importBackup } from '@/data/backup/backup';
import { addComment, deleteComment, editComment, listComments } from '@/data/comments';
import { createHearthDatabase, SCHEMA_V2, SCHEMA_V3_POSTS, SCHEMA_V4_POSTS, type HearthDatabase } from '@/data/db';
import { CommentNotFoundError, CommentTextError, MemberNotFoundError, PostNotFoundError } from '@/data/errors';
import { deleteMemberWithPosts } from '@/data/family';
import { cleanupOldPosts, deletePost } from '@/data/posts';
import { listReactionsForPosts, reactionAndCommentCounts, toggleReaction } from '@/data/reactions';
import type { FamilyData } from '@/data/types';
import { at, freshDb, makePost, makeRecipe, makeTask, photo } from './helpers';

const ASHA = 'member_1';
const BEN = 'member_2';
const FAMILY: FamilyData = {
  familyName: 'Riveras',
  familyId: 'family_1',
  members: [
    { id: ASHA, name: 'Asha', emoji: '👩', color: '#f97316', initials: 'AS' },
    { id: BEN, name: 'Ben', emoji: '👦', color: '#14b8a6', initials: 'BE' },
  ],
};
const NOW = new Date(at(10));

async function family(database: HearthDatabase = freshDb()) {
  await database.preferences.put({ key: 'familyData', value: FAMILY });
  await database.posts.bulkAdd([
    makePost({ id: 'p1', userId: ASHA, timestamp: at(1) }),
    makePost({ id: 'p2', userId: BEN, timestamp: at(2) }),
  ]);
  return database;
}

const counts = async (database: HearthDatabase, id: string) => {
  const post = await database.posts.get(id);
  return { likes: post?.likes, comments: post?.comments };
};

describe('toggleReaction', () => {
  it('adds on the first tap, takes back on the second, and keeps likes equal to the records', async () => {
    const database = await family();
    expect(await toggleReaction({ postId: 'p1', memberId: ASHA, emoji: '❤️' }, NOW, database)).toBe(true);
    expect(await toggleReaction({ postId: 'p1', memberId: BEN, emoji: '❤️' }, new Date(at(11)), database)).toBe(true);
    expect(await toggleReaction({ postId: 'p1', memberId: BEN, emoji: '😂' }, new Date(at(12)), database)).toBe(true);
    expect(await counts(database, 'p1')).toEqual({ likes: 3, comments: 0 });
    expect(await toggleReaction({ postId: 'p1', memberId: ASHA, emoji: '❤️' }, NOW, database)).toBe(false);
    const left = await listReactionsForPosts(['p1', 'p2'], database);
    expect(left.map((r) => [r.memberId, r.emoji])).toEqual([
      [BEN, '❤️'],
      [BEN, '😂'],
    ]);
    expect(await counts(database, 'p1')).toEqual({ likes: 2, comments: 0 });
    expect(await counts(database, 'p2')).toEqual({ likes: 0, comments: 0 });
  });

  it('stores each reaction as its own self-contained record', async () => {
    const database = await family();
    await toggleReaction({ postId: 'p2', memberId: ASHA, emoji: '🥹' }, NOW, database);
    const [reaction] = await database.reactions.toArray();
    expect(reaction).toEqual({ id: expect.stringMatching(/^reaction_\d+_[0-9a-z]{8}$/), postId: 'p2', memberId: ASHA, emoji: '🥹', timestamp: NOW.toISOString() });
  });

  it.each([
    ['a member who is not in the family', { postId: 'p1', memberId: 'member_x', emoji: '❤️' as const }, MemberNotFoundError],
    ['a moment that is gone', { postId: 'gone', memberId: ASHA, emoji: '❤️' as const }, PostNotFoundError],
    ['an emoji that is not a Hearth reaction', { postId: 'p1', memberId: ASHA, emoji: '💩' as '❤️' }, RangeError],
  ])('refuses %s and writes nothing', async (_, input, error) => {
    const database = await family();
    await expect(toggleReaction(input, NOW, database)).rejects.toBeInstanceOf(error);
    expect(await database.reactions.count()).toBe(0);
    expect(await counts(database, 'p1')).toEqual({ likes: 0, comments: 0 });
  });
});

describe('comments', () => {
  it('adds, lists oldest first, edits (author only) and deletes, keeping the count', async () => {
    const database = await family();
    const first = await addComment({ postId: 'p1', memberId: BEN, text: '  Ça, c’est génial 🎉  ' }, new Date(at(3)), database);
    await addComment({ postId: 'p1', memberId: ASHA, text: 'धन्यवाद!' }, new Date(at(4)), database);
    expect(first.text).toBe('Ça, c’est génial 🎉');
    expect(await counts(database, 'p1')).toEqual({ likes: 0, comments: 2 });
    expect((await listComments('p1', database)).map((c) => c.memberId)).toEqual([BEN, ASHA]);

    await expect(editComment({ id: first.id, memberId: ASHA, text: 'Mine now' }, NOW, database)).rejects.toBeInstanceOf(CommentNotFoundError);
    const edited = await editComment({ id: first.id, memberId: BEN, text: 'So great' }, NOW, database);
    expect(edited).toEqual({ ...first, text: 'So great', editedAt: NOW.toISOString() });

    await expect(deleteComment({ id: first.id, memberId: ASHA }, database)).rejects.toBeInstanceOf(CommentNotFoundError);
    await deleteComment({ id: first.id, memberId: BEN }, database);
    expect(await counts(database, 'p1')).toEqual({ likes: 0, comments: 1 });
  });

  it.each([
    ['', 'Comment is required'],
    ['   ', 'Comment is required'],
    ['x'.repeat(301), 'Comment must be less than 300 characters'],
    ['what the hell, this is shit', 'Please keep your content family-friendly'],
  ])('refuses %j with "%s" and stores nothing', async (text, message) => {
    const database = await family();
    const refused = addComment({ postId: 'p1', memberId: ASHA, text }, NOW, database);
    await expect(refused).rejects.toBeInstanceOf(CommentTextError);
    await expect(refused).rejects.toThrow(message);
    expect(await database.comments.count()).toBe(0);
  });

  it('counts 300 emoji as 300 characters, as a person would', async () => {
    const database = await family();
    await addComment({ postId: 'p1', memberId: ASHA, text: '👨‍👩‍👧'.repeat(300) }, NOW, database);
    expect(await database.comments.count()).toBe(1);
  });
});

describe('deleting', () => {
  async function conversation() {
    const database = await family();
    await toggleReaction({ postId: 'p1', memberId: BEN, emoji: '👏' }, NOW, database);
    await toggleReaction({ postId: 'p2', memberId: ASHA, emoji: '❤️' }, NOW, database);
    await toggleReaction({ postId: 'p2', memberId: BEN, emoji: '❤️' }, NOW, database);
    await addComment({ postId: 'p1', memberId: BEN, text: 'Nice one' }, NOW, database);
    await addComment({ postId: 'p2', memberId: ASHA, text: 'Love it' }, NOW, database);
    return database;
  }

  it('a moment takes its reactions and comments with it, and no other', async () => {
    const database = await conversation();
    await deletePost('p2', database);
    expect((await database.reactions.toArray()).map((r) => r.postId)).toEqual(['p1']);
    expect((await database.comments.toArray()).map((c) => c.postId)).toEqual(['p1']);
    expect(await reactionAndCommentCounts(database)).toEqual({ reactions: 1, comments: 1 });
  });

  it('a member: their moments go with their conversation; their words on others’ moments stay', async () => {
    const database = await conversation();
    await deleteMemberWithPosts(BEN, database);
    expect(await database.posts.toCollection().primaryKeys()).toEqual(['p1']);
    // Ben's reaction and comment on Asha's p1 stay (shown as "Family member"); p2's are gone.
    expect((await database.reactions.toArray()).map((r) => [r.postId, r.memberId])).toEqual([['p1', BEN]]);
    expect((await database.comments.toArray()).map((c) => [c.postId, c.memberId])).toEqual([['p1', BEN]]);
    expect(await counts(database, 'p1')).toEqual({ likes: 1, comments: 1 });
  });

  it('cleanup of old moments removes their reactions and comments', async () => {
    const database = await conversation();
    expect(await cleanupOldPosts(90, new Date(Date.parse(at(1.5)) + 90 * 86_400_000), database)).toBe(1);
    expect(await reactionAndCommentCounts(database)).toEqual({ reactions: 2, comments: 1 });
  });
});

describe('schema version 5', () => {
  it('upgrades a filled version 4 database without loss, counts reset to the (no) stored reactions', async () => {
    const name = `hearth-upgrade-v4-${Date.now()}`;
    // The database as today's release (version 4) writes it.
    const old = new Dexie(name);
    old.version(2).stores(SCHEMA_V2);
    old.version(3).stores({ posts: SCHEMA_V3_POSTS });
    old.version(4).stores({ posts: SCHEMA_V4_POSTS });
    const posts = Array.from({ length: 60 }, (_, i) =>
      makePost({ id: `post_${String(i).padStart(3, '0')}`, userId: i % 2 ? ASHA : BEN, type: i % 3 ? 'text' : 'photo', timestamp: at(i), ...(i % 3 ? {} : { imageUrl: photo(i), imageUrls: [photo(i), photo(i + 1)] }) }),
    );
    // A moment restored from another tool's file may say it has likes that no record backs.
    posts[5] = { ...posts[5]!, likes: 7, comments: 2 };
    const tasks = [makeTask({ id: 't1' })];
    const preferences = [{ key: 'familyData', value: FAMILY }, { key: 'lastBackupAt', value: at(3) }];
    const recipes = [makeRecipe({ id: 'r1' })];
    await old.table('posts').bulkAdd(posts);
    await old.table('completedTasks').bulkAdd(tasks);
    await old.table('preferences').bulkAdd(preferences);
    await old.table('recipes').bulkAdd(recipes);
    old.close();

    const upgraded = createHearthDatabase(name, { onVersionChange: () => undefined });
    try {
      await upgraded.open();
      expect(upgraded.verno).toBeGreaterThanOrEqual(5);
      const expected = posts.map((p) => ({ ...p, likes: 0, comments: 0 }));
      expect(await upgraded.posts.orderBy('id').toArray()).toEqual(expected);
      expect(await upgraded.completedTasks.toArray()).toEqual(tasks);
      expect(await upgraded.preferences.toArray()).toEqual(preferences);
      expect(await upgraded.recipes.toArray()).toEqual(recipes);
      await toggleReaction({ postId: 'post_005', memberId: ASHA, emoji: '❤️' }, NOW, upgraded);
      await addComment({ postId: 'post_005', memberId: BEN, text: 'Still here' }, NOW, upgraded);
      expect(await counts(upgraded, 'post_005')).toEqual({ likes: 1, comments: 1 });
    } finally {
      await upgraded.delete();
    }
  });
});

describe('backups 1.0 and 1.1', () => {
  const file = (version: string, data: Record<string, unknown>) =>
    JSON.stringify({ exportDate: at(20), version, appName: 'Hearth', data: { tasks: [], preferences: [{ key: 'familyData', value: FAMILY }], ...data } });

  it('a 1.0 file restores with no reactions or comments and its counts rebuilt', async () => {
    const database = await family();
    await toggleReaction({ postId: 'p1', memberId: ASHA, emoji: '❤️' }, NOW, database);
    await importBackup(file('1.0', { posts: [makePost({ id: 'old', userId: ASHA, likes: 4, comments: 9 })] }), database);
    expect(await reactionAndCommentCounts(database)).toEqual({ reactions: 0, comments: 0 });
    expect(await counts(database, 'old')).toEqual({ likes: 0, comments: 0 });
  });

  it('a 1.1 file leaves out reactions on moments it does not hold and bad ones, and counts what it keeps', async () => {
    const database = freshDb();
    const reaction = (id: string, postId: string, emoji: string) => ({ id, postId, memberId: 'member_left', emoji, timestamp: at(1) });
    await importBackup(
      file('1.1', {
        posts: [makePost({ id: 'kept', userId: ASHA, likes: 0 })],
        reactions: [reaction('r1', 'kept', '❤️'), reaction('r2', 'missing', '❤️'), reaction('r3', 'kept', '💩')],
        comments: [{ id: 'c1', postId: 'kept', memberId: BEN, text: 'Hi', timestamp: at(2) }, { id: 'c2', postId: 'kept', memberId: BEN, text: ' ', timestamp: at(2) }],
      }),
      database,
    );
    expect(await database.reactions.toCollection().primaryKeys()).toEqual(['r1']);
    expect(await database.comments.toCollection().primaryKeys()).toEqual(['c1']);
    expect(await counts(database, 'kept')).toEqual({ likes: 1, comments: 1 });
  });
});

describe('queryPosts withComments (Memories "moments with comments")', () => {
  it('pages only commented moments, newest first, with the other filters and a total', async () => {
    const { queryPosts } = await import('@/data/posts');
    const database = await family();
    await database.posts.bulkAdd([makePost({ id: 'p3', userId: ASHA, timestamp: at(3) }), makePost({ id: 'p4', userId: BEN, timestamp: at(4) })]);
    expect(await queryPosts({ withComments: true }, { offset: 0, limit: 10 }, database)).toEqual({ posts: [], total: 0 });
    for (const postId of ['p1', 'p3', 'p4', 'p4']) await addComment({ postId, memberId: ASHA, text: 'Lovely' }, NOW, database);
    const page = await queryPosts({ withComments: true }, { offset: 1, limit: 1 }, database);
    expect(page.total).toBe(3);
    expect(page.posts.map((p) => p.id)).toEqual(['p3']);
    const asha = await queryPosts({ withComments: true, memberId: ASHA }, { offset: 0, limit: 10 }, database);
    expect(asha.posts.map((p) => p.id)).toEqual(['p3', 'p1']);
  });
});
