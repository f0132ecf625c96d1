import type { Loader } from '@storybook/react-vite';
import { db } from '@/data/db';
import { TABLE_NAMES } from '@/data/tables';
import type { Comment, CompletedTask, CookingSession, MediaBlob, Post, Preference, Reaction, Recipe } from '@/data/types';
import { setStorageFailures, type StorageFailure } from '../mocks/storage-failures';

/** `parameters.seed`: the records a story starts with, table by table. */
export type DexieSeed = {
  posts?: Post[];
  completedTasks?: CompletedTask[];
  preferences?: Preference[];
  recipes?: Recipe[];
  cookingSessions?: CookingSession[];
  /** Give the posts' `likes` / `comments` the same counts, as the app keeps them. */
  reactions?: Reaction[];
  comments?: Comment[];
  /** Voice notes' and videos' bytes (stories/mocks/media-fixtures.ts), each named by a seeded post. */
  mediaBlobs?: MediaBlob[];
};

/**
 * Before every story: delete the Hearth database, open it again empty and write
 * `parameters.seed` into it, so each story starts from exactly the data it names (mealdrop's
 * "data states through a decorator", here a loader because the writes are asynchronous and must
 * finish before the story renders). Then `parameters.storageFailures` (stories/mocks/
 * storage-failures.ts) make the story's error state: the seed itself is written without them.
 */
export const dexieSeedLoader: Loader = async ({ parameters }) => {
  const seed = (parameters.seed ?? {}) as DexieSeed;
  const failures = (parameters.storageFailures ?? []) as StorageFailure[];
  setStorageFailures(db, []);
  await db.delete();
  await db.open();
  for (const table of TABLE_NAMES) {
    const rows = seed[table];
    if (rows && rows.length > 0) await db.table(table).bulkPut(rows);
  }
  if (seed.mediaBlobs && seed.mediaBlobs.length > 0) await db.mediaBlobs.bulkPut(seed.mediaBlobs);
  if (failures.length > 0) {
    db.close();
    setStorageFailures(db, failures);
    await db.open();
  }
  return {};
};
