// The reads a returning family's /family/feeds page waits for before its first paint (the family
// record and the newest posts), with plain IndexedDB requests instead of Dexie: Dexie is 34 KB of
// gzip to download and, on a 4x slower phone, 300+ ms to evaluate and open before the first post
// could show (issue 9: LCP and TBT of /family/feeds). Everything else, and every write, still goes
// through Dexie (db.ts), which loads when a page needs it.
//
// These never create, upgrade or change the database: when Hearth's database is missing or older
// than expected, or anything fails, they answer `undefined` and the caller reads through Dexie as
// before. They read exactly what Dexie would (db.ts stores records as they are: no classes, no
// hooks); tests/unit/data/first-paint-reads.test.ts compares both on the same database.
import { parseStoredFamily, recomputeInitials } from '@/data/family-record';
import { DATABASE_NAME } from '@/data/has-local-database';
import { preferenceKeys, type FamilyData, type Post, type Preference } from '@/data/types';

/** A read that could not be made without Dexie (the caller falls back to Dexie). */
export const UNREAD = undefined;

function openExisting(name: string): Promise<IDBDatabase | undefined> {
  return new Promise((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      // No version: the database opens at its own version. Were it missing, the browser would
      // create it: the upgrade is aborted below, so nothing is created and Dexie later creates it
      // with its schema as before.
      request = indexedDB.open(name);
    } catch {
      resolve(UNREAD);
      return;
    }
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve(UNREAD);
    request.onblocked = () => resolve(UNREAD);
    request.onsuccess = () => {
      const database = request.result;
      // Another tab upgrading the database must not wait for this short-lived connection.
      database.onversionchange = () => database.close();
      resolve(database);
    };
  });
}

const result = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

/** Runs `read` in one read-only transaction of `stores`; UNREAD when the database or a store is missing. */
async function readOnly<T>(name: string, stores: string[], read: (transaction: IDBTransaction) => Promise<T>): Promise<T | undefined> {
  const database = await openExisting(name);
  if (!database) return UNREAD;
  try {
    if (!stores.every((store) => database.objectStoreNames.contains(store))) return UNREAD;
    return await read(database.transaction(stores, 'readonly'));
  } catch {
    return UNREAD;
  } finally {
    database.close();
  }
}

/** The stored value of a preference (core spec §3), null when it is not set; UNREAD when it cannot be read here. */
export function readPreferenceValue(key: string, name = DATABASE_NAME): Promise<unknown> {
  return readOnly(name, ['preferences'], async (transaction) => {
    const record = (await result(transaction.objectStore('preferences').get(key))) as Preference | undefined;
    return record === undefined ? null : record.value;
  });
}

/**
 * The saved family as `loadFamilyData()` (family.ts) answers it, null when there is none; UNREAD
 * when it cannot be read here or when a member's initials need correcting: that read saves them
 * (core spec §4), which stays Dexie's.
 */
export async function readFamilyWithoutDexie(name = DATABASE_NAME): Promise<FamilyData | null | undefined> {
  const value = await readPreferenceValue(preferenceKeys.familyData, name);
  if (value === UNREAD) return UNREAD;
  const family = parseStoredFamily(value);
  if (!family) return null;
  return recomputeInitials(family).changed ? UNREAD : family;
}

/**
 * The newest `limit` posts and how many posts there are, as `queryPosts({}, { offset: 0, limit })`
 * answers (posts.ts: the timestamp index, newest first; the total is that index's count).
 */
export function readNewestPosts(limit: number, name = DATABASE_NAME): Promise<{ posts: Post[]; total: number } | undefined> {
  return readOnly(name, ['posts'], async (transaction) => {
    const index = transaction.objectStore('posts').index('timestamp');
    const posts: Post[] = [];
    const newest = new Promise<Post[]>((resolve, reject) => {
      const cursor = index.openCursor(null, 'prev');
      cursor.onerror = () => reject(cursor.error ?? new Error('IndexedDB cursor failed'));
      cursor.onsuccess = () => {
        const current = cursor.result;
        if (!current || posts.length >= limit) {
          resolve(posts);
          return;
        }
        posts.push(current.value as Post);
        current.continue();
      };
    });
    const [page, total] = await Promise.all([newest, result(index.count())]);
    return { posts: page, total };
  });
}
