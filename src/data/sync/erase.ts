// Erase on a synced device (issue 24): "Remove from this device only" clears the device and leaves
// the family's space without telling the others; "Delete for the whole family" is an ordinary
// clear, so the outbox middleware turns every record into a deletion that spreads.
import { Dexie } from 'dexie';
import { db as defaultDb, type HearthDatabase } from '@/data/db';
import { clearAllData } from '@/data/storage';
import { markRemoteTransaction } from '@/data/sync/middleware';
import { SYNC_STORES } from '@/data/sync/schema';
import { SYNCED_TABLES } from '@/data/sync/synced-tables';

export type EraseScope = 'device' | 'family';

export async function eraseFamilyData(scope: EraseScope, database: HearthDatabase = defaultDb): Promise<void> {
  if (scope === 'family') return clearAllData(database);
  await database.transaction('rw', [...SYNCED_TABLES, ...SYNC_STORES], async () => {
    // Nothing of this erase travels: the other devices keep everything.
    markRemoteTransaction(Dexie.currentTransaction!.idbtrans);
    for (const name of [...SYNCED_TABLES, ...SYNC_STORES]) await database.table(name).clear();
  });
}
