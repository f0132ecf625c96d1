import { expect, type Page } from '@playwright/test';
import type { FamilyData, Post, PostMedia, Preference } from '../../../src/data/types';
import { demoFamily, familyPreference, samplePosts } from '../../../stories/mocks/post-fixtures';

// Seeding the app's IndexedDB database 'Hearth' from an end-to-end test, exactly as the app would
// have stored the records, and reading back what it holds. The app creates the database on its
// first load of /family; records are then written and read with plain IndexedDB calls in the page.

export { demoFamily };

/** The IndexedDB stores of the 'Hearth' database that tests seed. */
export type HearthStore = 'posts' | 'tasks' | 'preferences' | 'recipes' | 'cookingSessions' | 'mediaBlobs';

/**
 * Waits until Dexie has created the app's database. On a first visit onboarding opens it at the
 * family's first tap or key, so the wait presses a key as a family would.
 */
export async function waitForDatabase(page: Page): Promise<void> {
  // indexedDB.databases() is asynchronous, so poll from the test (waitForFunction wants a plain value).
  // Dexie stores its schema version times ten: a database at 1-9 is not the app's yet.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const ready = (await indexedDB.databases()).some((db) => db.name === 'Hearth' && (db.version ?? 0) >= 10);
        if (!ready) window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' }));
        return ready;
      }),
    )
    .toBe(true);
}

/** Writes `records` into one store of the app's database in a single transaction. */
export async function putRecords(page: Page, store: HearthStore, records: readonly unknown[]): Promise<void> {
  await page.evaluate(
    ({ store, records }) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('Hearth');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const database = request.result;
          let tx: IDBTransaction;
          try {
            // Throws when the store is missing (the app has not created its database): fail, not hang.
            tx = database.transaction(store, 'readwrite');
          } catch (error) {
            database.close();
            reject(error);
            return;
          }
          for (const record of records) tx.objectStore(store).put(record);
          tx.oncomplete = () => {
            database.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { store, records: [...records] },
  );
}

/** How many records one store of the app's database holds. */
export async function countRecords(page: Page, store: HearthStore): Promise<number> {
  return page.evaluate(
    (store) =>
      new Promise<number>((resolve, reject) => {
        const request = indexedDB.open('Hearth');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const database = request.result;
          const count = database.transaction(store).objectStore(store).count();
          count.onsuccess = () => {
            database.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error);
        };
      }),
    store,
  );
}

export type SeedOptions = {
  /** The saved family (default: the stories' four-member demo family, 'The Kumars'). */
  family?: FamilyData;
  /** Posts to store (default: none). See `fewPosts`. */
  posts?: readonly Post[];
  /** Further preference records (e.g. a moment allocation). */
  preferences?: readonly Preference[];
};

/**
 * Opens /family so the app creates its database, then stores the family (and posts). Leaves the
 * page on /family as it was before the records existed: navigate (or reload) to see them.
 */
export async function seedFamily(page: Page, options: SeedOptions = {}): Promise<FamilyData> {
  const family = options.family ?? demoFamily;
  await page.goto('/family');
  await waitForDatabase(page);
  await putRecords(page, 'preferences', [familyPreference(family), ...(options.preferences ?? [])]);
  if (options.posts && options.posts.length > 0) await putRecords(page, 'posts', options.posts);
  return family;
}

/**
 * One second before today's local midnight: moments seeded up to then count for none of today's
 * sharing rules (each member's types a day, the family's four a day), whatever the hour a test runs.
 */
export function justBeforeToday(now: Date = new Date()): Date {
  const at = new Date(now);
  at.setHours(0, 0, 0, 0);
  at.setSeconds(-1);
  return at;
}

/** A few varied posts (text, photo, mood, gratitude; the demo family's members), newest first. */
export function fewPosts(now: Date = new Date(), count = 6): Post[] {
  return samplePosts(count, now);
}

/** A recording to keep in 'mediaBlobs' (schema 7): its id, its post and its bytes. */
export type SeedRecording = { id: string; postId: string; mimeType: string; bytes: Buffer };

/** Keeps recordings as the app does, each a Blob in 'mediaBlobs', in one transaction. */
export async function putRecordings(page: Page, recordings: readonly SeedRecording[]): Promise<void> {
  const sent = recordings.map(({ id, postId, mimeType, bytes }) => ({ id, postId, mimeType, base64: bytes.toString('base64') }));
  await page.evaluate(
    (recordings) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('Hearth');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const database = request.result;
          const tx = database.transaction('mediaBlobs', 'readwrite');
          for (const { id, postId, mimeType, base64 } of recordings) {
            const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
            tx.objectStore('mediaBlobs').put({ id, postId, blob: new Blob([bytes], { type: mimeType }) });
          }
          tx.oncomplete = () => {
            database.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    sent,
  );
}

/** A moment with a recording as the page keeps it, beside the Blob kept for it in 'mediaBlobs'. */
export type KeptRecording = {
  postId: string;
  type: string;
  content: string;
  media: PostMedia;
  /** The kept Blob's size and type: -1 and '' when 'mediaBlobs' holds none for the moment. */
  blobSize: number;
  blobType: string;
  /** The kept Blob's bytes, read only when asked for (null when none is kept). */
  bytes: Buffer | null;
};

/** The moments with a recording in the app's database, each with the Blob kept for it (and its bytes with `bytes`). */
export async function keptRecordings(page: Page, { bytes = false } = {}): Promise<KeptRecording[]> {
  type Read = Omit<KeptRecording, 'bytes'> & { bytes: number[] | null };
  const read = await page.evaluate(
    (withBytes) =>
      new Promise<Read[]>((resolve, reject) => {
        const request = indexedDB.open('Hearth');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const database = request.result;
          const tx = database.transaction(['posts', 'mediaBlobs'], 'readonly');
          const posts = tx.objectStore('posts').getAll();
          const blobs = tx.objectStore('mediaBlobs').getAll();
          tx.oncomplete = async () => {
            database.close();
            const byId = new Map((blobs.result as { id: string; blob: Blob }[]).map((b) => [b.id, b.blob]));
            const kept: Read[] = [];
            for (const post of posts.result as Post[]) {
              if (!post.media) continue;
              const blob = byId.get(post.media.id);
              kept.push({
                postId: post.id,
                type: post.type,
                content: post.content,
                media: post.media,
                blobSize: blob?.size ?? -1,
                blobType: blob?.type ?? '',
                bytes: withBytes && blob ? Array.from(new Uint8Array(await blob.arrayBuffer())) : null,
              });
            }
            resolve(kept);
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    bytes,
  );
  return read.map((recording) => ({ ...recording, bytes: recording.bytes && Buffer.from(recording.bytes) }));
}
