import { db as defaultDb, type HearthDatabase } from '@/data/db';
import type { Post } from '@/data/types';

// Time-range reads for "On this day", the Memories calendar and the year book. Each one is a range
// of the `timestamp` index (ISO strings in UTC sort as time), so its cost follows the posts in the
// range, never the size of the table. Ranges are half-open: [from, to).

/** The year book reads at most this many moments (a very busy year has ~1,500). */
export const MAX_RANGE_POSTS = 5000;

/** The oldest post's timestamp, read from the index; null when there are no posts. */
export async function firstPostTimestamp(database: HearthDatabase = defaultDb): Promise<string | null> {
  const [first] = (await database.posts.orderBy('timestamp').limit(1).keys()) as string[];
  return first ?? null;
}

/** Posts in [from, to), oldest first, at most `limit`. */
export async function postsBetween(
  from: string,
  to: string,
  limit: number = MAX_RANGE_POSTS,
  database: HearthDatabase = defaultDb,
): Promise<Post[]> {
  const bounded = Math.max(0, Math.min(Math.floor(limit), MAX_RANGE_POSTS));
  return database.posts.where('timestamp').between(from, to, true, false).limit(bounded).toArray();
}

/** Timestamps of the posts in [from, to), oldest first, from index keys alone (no post is loaded). */
export async function timestampsBetween(from: string, to: string, database: HearthDatabase = defaultDb): Promise<string[]> {
  return (await database.posts.where('timestamp').between(from, to, true, false).keys()) as string[];
}

/** The newest timestamp strictly before `before`; null when there is none. */
export async function lastTimestampBefore(before: string, database: HearthDatabase = defaultDb): Promise<string | null> {
  const [last] = (await database.posts.where('timestamp').below(before).reverse().limit(1).keys()) as string[];
  return last ?? null;
}

/** The oldest timestamp at or after `from`; null when there is none. */
export async function firstTimestampFrom(from: string, database: HearthDatabase = defaultDb): Promise<string | null> {
  const [first] = (await database.posts.where('timestamp').aboveOrEqual(from).limit(1).keys()) as string[];
  return first ?? null;
}
