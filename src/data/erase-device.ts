// The dashboard's erase: everything Hearth keeps on this device goes, so that
// "All family data has been erased successfully." is true: the database (records, sync records,
// sync state and keys), this origin's local and session storage (AI consent choices, model health),
// and every Cache Storage cache except the app's own code.
import { db as defaultDb, type HearthDatabase } from '@/data/db';
import { browserPushPlatform } from '@/data/notifications/device';
import { eraseFamilyData, type EraseScope } from '@/data/sync/erase';

/**
 * Caches that hold only Hearth's own code, the same for every family: the service worker's precache
 * and the year book's PDF writer (vite.config.ts `workbox`). Any other cache may hold family data
 * and is deleted.
 */
export function isAppCodeCache(name: string): boolean {
  return name.startsWith('workbox-precache') || name === 'hearth-year-book-pdf';
}

type StorageArea = Pick<Storage, 'clear'>;
type CacheStore = Pick<CacheStorage, 'keys' | 'delete'>;

export interface DeviceStores {
  database: HearthDatabase;
  /** localStorage and sessionStorage; an area the browser blocks is null. */
  storageAreas: readonly (StorageArea | null)[];
  /** Cache Storage, or null where the browser has none (no secure context). */
  caches: CacheStore | null;
  /** The browser's push subscription: ended, so an erased device is sent nothing more. */
  push?: { unsubscribe(): Promise<void> };
}

function browserArea(get: () => Storage): StorageArea | null {
  try {
    return get();
  } catch {
    return null;
  }
}

export function browserDeviceStores(): DeviceStores {
  return {
    database: defaultDb,
    storageAreas:
      typeof window === 'undefined' ? [] : [browserArea(() => window.localStorage), browserArea(() => window.sessionStorage)],
    caches: typeof caches === 'undefined' ? null : caches,
    push: browserPushPlatform(),
  };
}

/**
 * Erases everything Hearth keeps on this device. With `scope` 'server' the family's copy on Hearth's
 * server goes first; if that fails nothing here is touched (the error says why). The database is
 * cleared in one transaction; storage and caches follow (they hold nothing a family could lose
 * half of).
 */
export async function eraseThisDevice(scope: EraseScope, stores: DeviceStores = browserDeviceStores()): Promise<void> {
  await eraseFamilyData(scope, stores.database);
  for (const area of stores.storageAreas) area?.clear();
  if (stores.caches) {
    const names = await stores.caches.keys();
    await Promise.all(names.filter((name) => !isAppCodeCache(name)).map((name) => stores.caches!.delete(name)));
  }
  // Locally, without a word to Hearth's server ('this device only' sends nothing): the push service
  // then refuses the server's next push for it (410), and the server drops the subscription.
  await stores.push?.unsubscribe().catch(() => undefined);
}
