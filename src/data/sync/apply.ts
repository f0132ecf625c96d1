// Applies changes from the family's other devices. One transaction per batch: the
// records, their clocks and the pull cursor move together, and the writes reach React Query through
// `storagemutated` exactly as local writes do (table-changes.ts). They never enter the outbox.
import { Dexie } from 'dexie';
import type { HearthDatabase } from '@/data/db';
import { recordRef } from '@/data/sync/encoding';
import { receiveHlc, shouldApplyRemote } from '@/data/sync/hlc';
import { recountPost } from '@/data/reactions';
import { markRemoteTransaction } from '@/data/sync/middleware';
import { SYNC_STATE, SYNC_STORES } from '@/data/sync/schema';
import { isSyncedRecord, SYNCED_TABLES } from '@/data/sync/synced-tables';

export interface RemoteChange {
  hlc: string;
  table: string;
  id: string;
  deleted: boolean;
  value: Record<string, unknown> | null;
}

const PRIMARY_KEY: Record<string, string> = { preferences: 'key' };

/** Pure: the value to store for a change, with its primary key forced to the change's id. */
export function storedValue(change: RemoteChange): Record<string, unknown> {
  return { ...change.value, [PRIMARY_KEY[change.table] ?? 'id']: change.id };
}

/** Pure: the post whose `likes`/`comments` counts a change can alter, if any. */
export function postWhoseCountsChange(change: RemoteChange, before?: Record<string, unknown>): string | null {
  if (change.table === 'posts') return change.deleted ? null : change.id;
  if (change.table !== 'reactions' && change.table !== 'comments') return null;
  const postId = (change.value ?? before)?.postId;
  return typeof postId === 'string' ? postId : null;
}

/**
 * Applies `changes` (in any order, duplicates allowed) and saves `cursor` when given. Returns how
 * many records changed. A change for a table or preference that is not shared is ignored.
 */
export async function applyRemoteChanges(
  database: HearthDatabase,
  changes: readonly RemoteChange[],
  deviceId: string,
  cursor?: number,
): Promise<number> {
  const stores = [...SYNCED_TABLES, ...SYNC_STORES, 'mediaBlobs'];
  return database.transaction('rw', stores, async () => {
    markRemoteTransaction(Dexie.currentTransaction!.idbtrans);
    // A pull still in flight when the device left its space (erase, keep apart) brings nothing back.
    if (!(await database.syncState.get(SYNC_STATE.space))) return 0;
    let applied = 0;
    const touchedPosts = new Set<string>();
    let clock = ((await database.syncState.get(SYNC_STATE.clock))?.value as string | undefined) ?? null;
    for (const change of changes) {
      // Every change the family made moves the clock on, even one this device does not keep: a
      // rotation point this device sets is then later than all of them.
      clock = receiveHlc(clock, change.hlc, Date.now(), deviceId);
      if (!isSyncedRecord(change.table, change.id)) continue;
      const ref = recordRef(change.table, change.id);
      const local = await database.syncRecords.get(ref);
      if (!shouldApplyRemote(local?.hlc, change.hlc)) continue;
      const table = database.table(change.table);
      // A deletion carries no value: the record about to go names its post.
      const before = change.deleted ? ((await table.get(change.id)) as Record<string, unknown> | undefined) : undefined;
      if (change.deleted) {
        await table.delete(change.id);
        // A moment deleted on another device takes its recording off this one too.
        if (change.table === 'posts') await database.mediaBlobs.where('postId').equals(change.id).delete();
      }
      else await table.put(storedValue(change));
      await database.syncRecords.put({ ref, hlc: change.hlc });
      // A local change this one supersedes no longer needs sending.
      const pending = await database.syncOutbox.get(ref);
      if (pending && pending.hlc < change.hlc) await database.syncOutbox.delete(ref);
      applied++;
      const postId = postWhoseCountsChange(change, before);
      if (postId) touchedPosts.add(postId);
    }
    // A post's reaction and comment counts follow its records on this device, whichever device's
    // copy of the post won (the counts always match the stored records).
    for (const postId of touchedPosts) await recountPost(postId, database);
    if (clock) await database.syncState.put({ key: SYNC_STATE.clock, value: clock });
    if (cursor !== undefined) await database.syncState.put({ key: SYNC_STATE.cursor, value: cursor });
    return applied;
  });
}
