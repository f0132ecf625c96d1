import { mayHaveLocalDatabase } from '@/data/has-local-database';
import type { FamilyData, Post } from '@/data/types';

// A returning family's first screen waits for reads of their database: the family record (every
// family screen) and the newest moments (the home). Started by the app's query functions, they
// began only once the app's code had loaded and evaluated; the entry (main.tsx) now starts them
// as the page loads, beside that code, and the first query function to ask for each read takes
// it instead of reading again. Nothing else changes: a read that fails is read again by the
// query's retry, and a device without Hearth's database (a first visit) loads no database code.
// Kept free of Dexie: the entry imports this module.

let family: Promise<FamilyData | null> | null = null;
let newestPosts: { limit: number; posts: Promise<Post[]> } | null = null;

/** Starts reading the family record and, with `newestPosts`, that many of the newest moments. */
export function startEarlyReads({ newestPosts: limit }: { newestPosts?: number } = {}): void {
  const exists = mayHaveLocalDatabase();
  family = exists.then(async (may) => (may ? (await import('@/data/family')).loadFamilyData() : null));
  // A read nobody takes must not be reported as an unhandled rejection; the taker sees the error.
  family.catch(() => undefined);
  newestPosts = null;
  if (limit === undefined) return;
  const posts = exists.then(async (may) => (may ? (await import('@/data/posts')).listPosts(limit) : []));
  posts.catch(() => undefined);
  newestPosts = { limit, posts };
}

/** The family record read as the page loaded, once; null when none was started (or it was taken). */
export function takeEarlyFamily(): Promise<FamilyData | null> | null {
  const read = family;
  family = null;
  return read;
}

/** The newest `limit` moments read as the page loaded, once; null when no such read was started. */
export function takeEarlyNewestPosts(limit: number): Promise<Post[]> | null {
  if (newestPosts?.limit !== limit) return null;
  const { posts } = newestPosts;
  newestPosts = null;
  return posts;
}
