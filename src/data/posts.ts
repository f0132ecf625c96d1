import { queueRemoteRecordingDeletes } from '@/data/sync/media-queue';
import { Dexie, type Collection } from 'dexie';
import { db as defaultDb, type HearthDatabase } from '@/data/db';
import { MemberNotFoundError } from '@/data/errors';
import { parseStoredFamily } from '@/data/family-record';
import { deleteResponsesToPosts } from '@/data/reactions';
import { SHARE_TYPES, preferenceKeys, type Post, type ShareType } from '@/data/types';

// Timestamps are stored as `Date.toISOString()` (UTC, fixed width), so string order is time order and
// the timestamp indexes sort newest-first with `reverse()`. Backups are normalised to that form on
// import (see backup.ts) to keep this true.

/** List posts, newest first, default limit 50. */
export const DEFAULT_POST_LIMIT = 50;
/** Cleanup removes posts older than 90 days by default. */
export const DEFAULT_CLEANUP_DAYS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Adds a post by a member of the saved family; MemberNotFoundError when its author is not (or no longer) one. */
export async function addPost(post: Post, database: HearthDatabase = defaultDb): Promise<string> {
  return database.transaction('rw', database.posts, database.preferences, async () => {
    const family = parseStoredFamily((await database.preferences.get(preferenceKeys.familyData))?.value);
    if (!family?.members.some((m) => m.id === post.userId)) throw new MemberNotFoundError(post.userId);
    return database.posts.add(post);
  });
}

/** Newest first through the timestamp index: reads only `limit` records, never the whole table. */
export async function listPosts(limit: number = DEFAULT_POST_LIMIT, database: HearthDatabase = defaultDb): Promise<Post[]> {
  return database.posts.orderBy('timestamp').reverse().limit(limit).toArray();
}

export async function getPost(id: string, database: HearthDatabase = defaultDb): Promise<Post | undefined> {
  return database.posts.get(id);
}

/** A deleted moment takes its reactions and comments with it, in one transaction. */
export async function deletePost(id: string, database: HearthDatabase = defaultDb): Promise<void> {
  await deletePostsWhere(database, async () => [id]);
}

/**
 * Deletes the recordings of these posts on this device and, when it syncs, queues their deletion on
 * the server (the chunks are not records: no change would take them away). Inside the caller's
 * transaction, which holds posts, mediaBlobs and syncState.
 */
async function forgetRecordings(postIds: readonly string[], database: HearthDatabase): Promise<void> {
  const posts = await database.posts.bulkGet([...postIds]);
  const mediaIds = posts.flatMap((post) => (post?.media ? [post.media.id] : []));
  await database.mediaBlobs.where('postId').anyOf([...postIds]).delete();
  if (mediaIds.length > 0) await queueRemoteRecordingDeletes(mediaIds, database);
}

/** Deletes the posts `ids` names and every reaction and comment on them; returns how many posts went. */
async function deletePostsWhere(database: HearthDatabase, ids: () => Promise<string[]>): Promise<number> {
  const tables = [database.posts, database.reactions, database.comments, database.mediaBlobs, database.syncState];
  return database.transaction('rw', tables, async () => {
    const postIds = await ids();
    await deleteResponsesToPosts(postIds, database);
    // A moment's recording goes with it, here and on the family's sync server.
    await forgetRecordings(postIds, database);
    await database.posts.bulkDelete(postIds);
    return postIds.length;
  });
}

/**
 * Delete posts by user name. There is no userName index, so this scans the table;
 * prefer `deletePostsByUserId` (deleting a member deletes their posts).
 * Returns how many posts were deleted.
 */
export async function deletePostsByUserName(name: string, database: HearthDatabase = defaultDb): Promise<number> {
  return deletePostsWhere(database, () => database.posts.filter((post) => post.userName === name).primaryKeys());
}

/** Deleting a member also deletes all their posts. Returns how many were deleted. */
export async function deletePostsByUserId(userId: string, database: HearthDatabase = defaultDb): Promise<number> {
  return deletePostsWhere(database, () => database.posts.where('userId').equals(userId).primaryKeys());
}

export interface PostFilter {
  /** The member's id (`Post.userId`). */
  memberId?: string;
  type?: ShareType;
  /** Only posts at or after this instant; an ISO 8601 string (`Date.toISOString()`). */
  since?: string;
  /** Only moments with at least one comment. */
  withComments?: boolean;
}

export interface PageRequest {
  offset: number;
  limit: number;
}

export interface PostPage {
  posts: Post[];
  /** How many posts match the filter across all pages. */
  total: number;
}

/**
 * Memories' filtered, paginated posts, newest first. Every filter combination maps
 * onto one index range (see the version 3 indexes in db.ts), so the page is read with a cursor that
 * skips `offset` entries without loading them and the total is an index count.
 */
export async function queryPosts(
  filter: PostFilter,
  page: PageRequest,
  database: HearthDatabase = defaultDb,
): Promise<PostPage> {
  if (filter.withComments) return queryCommentedPosts(filter, page, database);
  const collection = () => postsMatching(filter, database);
  const [posts, total] = await database.transaction('r', database.posts, () =>
    Promise.all([
      collection().reverse().offset(page.offset).limit(page.limit).toArray(),
      collection().count(),
    ]),
  );
  return { posts, total };
}

/**
 * "Moments with comments": the ids of the filter's range, newest first, read from the index
 * keys only (no post, no photo loaded), kept when the comments index holds them; only the page's
 * posts are then read.
 */
async function queryCommentedPosts(filter: PostFilter, page: PageRequest, database: HearthDatabase): Promise<PostPage> {
  return database.transaction('r', database.posts, database.comments, async () => {
    const commented = new Set((await database.comments.orderBy('postId').uniqueKeys()) as string[]);
    if (commented.size === 0) return { posts: [], total: 0 };
    const ids = (await postsMatching(filter, database).reverse().primaryKeys()).filter((id) => commented.has(id));
    const posts = await database.posts.bulkGet(ids.slice(page.offset, page.offset + page.limit));
    return { posts: posts.filter((post): post is Post => post !== undefined), total: ids.length };
  });
}

function postsMatching({ memberId, type, since }: PostFilter, database: HearthDatabase): Collection<Post, string> {
  const from = since ?? Dexie.minKey;
  const to = Dexie.maxKey;
  if (memberId !== undefined && type !== undefined) {
    return database.posts
      .where('[userId+type+timestamp]')
      .between([memberId, type, from], [memberId, type, to], true, true);
  }
  if (memberId !== undefined) {
    return database.posts.where('[userId+timestamp]').between([memberId, from], [memberId, to], true, true);
  }
  if (type !== undefined) {
    return database.posts.where('[type+timestamp]').between([type, from], [type, to], true, true);
  }
  if (since !== undefined) {
    return database.posts.where('timestamp').aboveOrEqual(since);
  }
  return database.posts.orderBy('timestamp');
}

/** The ISO instant `days` days before `now`; posts strictly before it are "old". */
export function cutoffFor(days: number, now: Date): string {
  return new Date(now.getTime() - days * DAY_MS).toISOString();
}

export async function countOldPosts(
  days: number = DEFAULT_CLEANUP_DAYS,
  now: Date = new Date(),
  database: HearthDatabase = defaultDb,
): Promise<number> {
  return database.posts.where('timestamp').below(cutoffFor(days, now)).count();
}

/** Cleanup of posts older than 90 days. Returns how many posts were deleted. */
export async function cleanupOldPosts(
  days: number = DEFAULT_CLEANUP_DAYS,
  now: Date = new Date(),
  database: HearthDatabase = defaultDb,
): Promise<number> {
  return deletePostsWhere(database, () => database.posts.where('timestamp').below(cutoffFor(days, now)).primaryKeys());
}

export interface PostStats {
  total: number;
  byType: Record<ShareType, number>;
  /** Post count per member id (`Post.userId`). */
  byMember: Record<string, number>;
  /** Images across all photo posts (`imageUrls`, or the single `imageUrl` of older posts). */
  photoCount: number;
  /** Posts in the 7 days before `now`. */
  lastSevenDays: number;
  /**
   * Every post's timestamp, newest first, read from the index without loading the posts: enough
   * for the dashboard's streak rule, which needs only the days with posts.
   */
  timestamps: string[];
}

/**
 * Dashboard statistics. Rather than reading up to 1000 posts, every number comes
 * from index counts and index keys, so no post (and none of its photos) is loaded, except photo
 * posts that have no `imageUrls` list (older posts with a single `imageUrl`), which are rare.
 */
export async function postStats(now: Date = new Date(), database: HearthDatabase = defaultDb): Promise<PostStats> {
  return database.transaction('r', database.posts, async () => {
    const typeCounts = await Promise.all(
      SHARE_TYPES.map((type) => database.posts.where('type').equals(type).count()),
    );
    const memberIds = (await database.posts.orderBy('userId').uniqueKeys()) as string[];
    const memberCounts = await Promise.all(
      memberIds.map((memberId) => database.posts.where('userId').equals(memberId).count()),
    );
    const [photoCount, total, lastSevenDays, timestamps] = await Promise.all([
      countPhotos(database),
      database.posts.count(),
      database.posts.where('timestamp').aboveOrEqual(cutoffFor(7, now)).count(),
      database.posts.orderBy('timestamp').reverse().keys() as Promise<string[]>,
    ]);

    const byType = Object.fromEntries(SHARE_TYPES.map((type, i) => [type, typeCounts[i] ?? 0])) as Record<
      ShareType,
      number
    >;
    const byMember = Object.fromEntries(memberIds.map((id, i) => [id, memberCounts[i] ?? 0]));
    return { total, byType, byMember, photoCount, lastSevenDays, timestamps };
  });
}

/**
 * Images across all photo posts, as `imagesOf` counts them, from the `[type+imageUrls.length]`
 * index (db.ts version 4): its keys carry each photo post's number of images. Only photo posts
 * missing from the non-empty part of that index (no `imageUrls`, or an empty list) are read, for
 * their single `imageUrl`.
 */
async function countPhotos(database: HearthDatabase): Promise<number> {
  const withList = database.posts
    .where('[type+imageUrls.length]')
    .between(['photo', 1], ['photo', Dexie.maxKey], true, true);
  const [keys, listedIds, photoIds] = await Promise.all([
    withList.keys() as Promise<unknown[]>,
    withList.primaryKeys(),
    database.posts.where('type').equals('photo').primaryKeys(),
  ]);
  let count = 0;
  for (const key of keys) count += Array.isArray(key) && typeof key[1] === 'number' ? key[1] : 0;
  if (listedIds.length < photoIds.length) {
    const listed = new Set(listedIds);
    const others = await database.posts.bulkGet(photoIds.filter((id) => !listed.has(id)));
    for (const post of others) if (post) count += imagesOf(post);
  }
  return count;
}

function imagesOf(post: Post): number {
  if (post.imageUrls && post.imageUrls.length > 0) return post.imageUrls.length;
  return post.imageUrl ? 1 : 0;
}
