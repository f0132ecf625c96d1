// The reads a returning family's /family pages wait for before their first paint (the family
// record, the newest posts, today's moment and its allocation), with plain IndexedDB requests instead of Dexie: Dexie is 34 KB of
// gzip to download and, on a 4x slower phone, 300+ ms to evaluate and open before the first post
// could show (issue 9: LCP and TBT of /family/feeds). Everything else, and every write, still goes
// through Dexie (db.ts), which loads when a page needs it. The home reads today's moment this way
// too (issue 9: LCP of /family); choosing and saving a new day's challenge still loads Dexie.
//
// These never create, upgrade or change the database: when Hearth's database is missing or older
// than expected, or anything fails, they answer `undefined` and the caller reads through Dexie as
// before. They read exactly what Dexie would (db.ts stores records as they are: no classes, no
// hooks); tests/unit/data/first-paint-reads.test.ts compares both on the same database.
import { parseStoredFamily, recomputeInitials } from '@/data/family-record';
import { DATABASE_NAME } from '@/data/has-local-database';
import { momentDayFrom, parseAllocation, type MomentDay } from '@/data/moment-records';
import { preferenceKeys, type AllocationRecord, type CompletedTask, type FamilyData, type Post, type Preference } from '@/data/types';

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

/**
 * Today's allocation as `getAllocation(familyId, date)` answers it (moments.ts); UNREAD when it
 * cannot be read here.
 */
export async function readAllocationWithoutDexie(familyId: string, date: string, name = DATABASE_NAME): Promise<AllocationRecord | null | undefined> {
  const value = await readPreferenceValue(preferenceKeys.momentAllocation(familyId, date), name);
  return value === UNREAD ? UNREAD : parseAllocation(value, familyId, date);
}

/**
 * Today's moment as `readMomentDay(familyId, date)` answers it (moments.ts): today's challenge id,
 * the family's experience records (a key range of the preferences, as Dexie's startsWith reads
 * it) and the completed tasks' titles, in one read-only transaction.
 */
export function readMomentDayWithoutDexie(familyId: string, date: string, name = DATABASE_NAME): Promise<MomentDay | undefined> {
  return readOnly(name, ['preferences', 'completedTasks'], async (transaction) => {
    const preferences = transaction.objectStore('preferences');
    const prefix = preferenceKeys.momentExperience(familyId, '');
    const [current, experiences, tasks] = await Promise.all([
      result(preferences.get(preferenceKeys.currentChallenge(familyId, date))) as Promise<Preference | undefined>,
      // Dexie's startsWith(prefix): the keys from prefix to prefix + the highest UTF-16 unit, both included.
      result(preferences.getAll(IDBKeyRange.bound(prefix, `${prefix}\uffff`))) as Promise<Preference[]>,
      result(transaction.objectStore('completedTasks').getAll()) as Promise<CompletedTask[]>,
    ]);
    return momentDayFrom(
      familyId,
      date,
      current?.value,
      experiences,
      tasks.map((task) => task.taskTitle as unknown),
    );
  });
}
