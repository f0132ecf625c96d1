import { Dexie, type Table } from 'dexie';
import { announceTableChanges } from '@/data/table-changes';
import type { Comment, CompletedTask, CookingSession, MediaBlob, Post, Preference, Reaction, Recipe } from '@/data/types';
import { syncMiddleware } from '@/data/sync/middleware';
import { SCHEMA_V6_SYNC, type SyncOutboxEntry, type SyncRecordClock, type SyncStateEntry } from '@/data/sync/schema';

/** The IndexedDB database is named `Hearth`. */
export const DATABASE_NAME = 'Hearth';

/** The five stores of version 2, exactly as the original product declared them. */
export const SCHEMA_V2 = {
  posts: 'id, timestamp, userId',
  completedTasks: 'id, completedAt, userId',
  preferences: 'key',
  recipes: 'id, familyId, contributor',
  cookingSessions: 'id, familyId, recipeId, date',
} as const;

// Version 3 only adds indexes to `posts` so the memories filters (member, type, period)
// are index range scans, newest first, with counts from the index instead of a table scan:
// - `[userId+timestamp]`: one member, optionally since a date;
// - `[type+timestamp]`: one type, optionally since a date;
// - `[userId+type+timestamp]`: member and type together (otherwise that combination would have to
//   read every post of the member to filter the type in memory);
// - `type`: counts per type for the dashboard.
// No primary key changes and no data is rewritten: IndexedDB builds new indexes from the existing
// records during the upgrade, so no `upgrade()` function is needed and every record survives.
export const SCHEMA_V3_POSTS = 'id, timestamp, userId, type, [userId+timestamp], [type+timestamp], [userId+type+timestamp]';

// Version 4 adds `[type+imageUrls.length]` so the dashboard's photo count is read
// from index keys: an IndexedDB key path may end in `length` of an array, so each photo post is
// indexed as ['photo', number of images] without loading its photos (each post carries ~100 KB of
// image data; reading 1,000 of them to count took seconds). Posts without `imageUrls` are simply
// not in this index. As in version 3, IndexedDB builds the index from the stored records during
// the upgrade: no record is rewritten.
export const SCHEMA_V4_POSTS = `${SCHEMA_V3_POSTS}, [type+imageUrls.length]`;

// Version 5 adds reactions and comments, each record its own row so members on several
// devices never overwrite each other. `postId` reads "all of a moment" (the card, deleting a
// moment), `memberId` "all of a member"; `[postId+memberId+emoji]` finds the one reaction a tap takes
// back, `[postId+timestamp]` reads a thread oldest first. No existing store changes; the upgrade only
// sets `likes`/`comments` of posts to 0, because from now on they count stored records and none exist
// yet (an imported file could have carried other numbers).
export const SCHEMA_V5 = {
  reactions: 'id, postId, memberId, [postId+memberId+emoji]',
  comments: 'id, postId, memberId, [postId+timestamp]',
} as const;

// Version 7 keeps voice notes' and videos' bytes as Blobs in their own store, keyed by the media id
// the post names (`Post.media.id`), with `postId` to delete them with their moment. Apart from the
// posts so that lists, counts and sync records never read megabytes they do not show.
export const SCHEMA_V7_MEDIA = {
  mediaBlobs: 'id, postId',
} as const;

export interface HearthDatabaseOptions {
  /**
   * Called after the connection is closed because another tab (or a newer deployment of the app)
   * opened the database with a newer version or deleted it. Defaults to reloading the page so the
   * tab runs the code that matches the new schema (STYLE.md "Data and hooks").
   */
  onVersionChange?: (event: IDBVersionChangeEvent) => void;
}

export class HearthDatabase extends Dexie {
  // `declare` so the class fields do not overwrite the tables Dexie assigns in `stores()`.
  declare posts: Table<Post, string>;
  declare completedTasks: Table<CompletedTask, string>;
  declare preferences: Table<Preference, string>;
  declare recipes: Table<Recipe, string>;
  declare cookingSessions: Table<CookingSession, string>;
  declare reactions: Table<Reaction, string>;
  declare comments: Table<Comment, string>;
  declare mediaBlobs: Table<MediaBlob, string>;
  declare syncOutbox: Table<SyncOutboxEntry, string>;
  declare syncRecords: Table<SyncRecordClock, string>;
  declare syncState: Table<SyncStateEntry, string>;

  constructor(name: string = DATABASE_NAME, options: HearthDatabaseOptions = {}) {
    super(name);
    this.version(2).stores(SCHEMA_V2);
    this.version(3).stores({ posts: SCHEMA_V3_POSTS });
    this.version(4).stores({ posts: SCHEMA_V4_POSTS });
    this.version(5)
      .stores(SCHEMA_V5)
      .upgrade((tx) =>
        tx
          .table<Post, string>('posts')
          .filter((post) => post.likes !== 0 || post.comments !== 0)
          .modify({ likes: 0, comments: 0 }),
      );
    // Version 6 (family sync): the outbox, each shared record's clock and the device's
    // sync identity. New stores only: no record is rewritten.
    this.version(6).stores(SCHEMA_V6_SYNC);
    this.version(7).stores(SCHEMA_V7_MEDIA);
    // The one place that sees every write of a shared table (src/data/sync/middleware.ts).
    this.use(syncMiddleware());

    const onVersionChange = options.onVersionChange ?? reloadPage;
    // Dexie's own listener closes the connection but lets it reopen on the next query, which would
    // then fail against the newer schema; this tab must reload instead of running stale code.
    this.on('versionchange', (event) => {
      this.close();
      onVersionChange(event);
    });
  }
}

/** Reloads in browsers; does nothing where there is no page (workers without location, Node). */
export function reloadPage(): void {
  const location = (globalThis as { location?: Partial<Location> }).location;
  if (typeof location?.reload === 'function') location.reload();
}

/** A database with another name: tests and stories use one per case so nothing leaks between them. */
export function createHearthDatabase(name: string, options: HearthDatabaseOptions = {}): HearthDatabase {
  return new HearthDatabase(name, options);
}

/**
 * The app's database. Every repository function in `src/data` takes the database as an optional
 * LAST parameter defaulting to this singleton, so app code never passes it and tests pass their own.
 */
export const db = new HearthDatabase();

// Every committed write, in this tab and in other tabs of the same origin, reaches the query cache
// (table-changes.ts): a second tab shows what the first one saved or deleted.
Dexie.on('storagemutated', announceTableChanges);
