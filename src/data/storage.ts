// Local data is protected from eviction (docs/product.md#storage-card): ask for persistent storage, show whether it
// was granted and how much space is used. Every function takes the StorageManager as an optional
// argument (tests and stories pass a fake) and answers null/false where the browser lacks the API.
import { db as defaultDb, type HearthDatabase } from '@/data/db';
import { TABLE_NAMES, type TableName } from '@/data/tables';

type StorageApi = Pick<StorageManager, 'estimate' | 'persist' | 'persisted'>;

function browserStorage(): Partial<StorageApi> | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.storage;
}

export interface StorageEstimate {
  /** Bytes used by this origin. */
  usage: number;
  /** Bytes this origin may use. */
  quota: number;
}

/** Space used and available, or null when the browser cannot tell. */
export async function storageEstimate(
  storage: Partial<StorageApi> | undefined = browserStorage(),
): Promise<StorageEstimate | null> {
  if (typeof storage?.estimate !== 'function') return null;
  try {
    const { usage, quota } = await storage.estimate();
    if (typeof usage !== 'number' || typeof quota !== 'number') return null;
    return { usage, quota };
  } catch {
    return null;
  }
}

/** Asks the browser not to evict Hearth's data; true when granted (false without the API). */
export async function requestPersistentStorage(
  storage: Partial<StorageApi> | undefined = browserStorage(),
): Promise<boolean> {
  if (typeof storage?.persist !== 'function') return false;
  try {
    return await storage.persist();
  } catch {
    return false;
  }
}

/** Whether persistent storage is already granted (false without the API). */
export async function isStoragePersisted(storage: Partial<StorageApi> | undefined = browserStorage()): Promise<boolean> {
  if (typeof storage?.persisted !== 'function') return false;
  try {
    return await storage.persisted();
  } catch {
    return false;
  }
}

export type StorageStats = Record<TableName, number>;

/** How many records each store holds, from index counts. */
export async function storageStats(database: HearthDatabase = defaultDb): Promise<StorageStats> {
  const tables = TABLE_NAMES.map((name) => database[name]);
  const counts = await database.transaction('r', tables, () => Promise.all(tables.map((table) => table.count())));
  return Object.fromEntries(TABLE_NAMES.map((name, i) => [name, counts[i] ?? 0])) as StorageStats;
}

/**
 * Erase (docs/product.md#erase): clears every store (TABLE_NAMES) in one transaction, so a failure leaves everything
 * as it was instead of half a family. The database itself stays (deleting it would block on, and
 * reload, every other open tab).
 */
export async function clearAllData(database: HearthDatabase = defaultDb): Promise<void> {
  const tables = [...TABLE_NAMES.map((name) => database[name]), database.mediaBlobs];
  await database.transaction('rw', tables, async () => {
    for (const table of tables) await table.clear();
  });
}
