// Erase on a synced device: the device's records, sync records and sync state
// (keys included) go; when the family chooses it, first the family's whole copy on Hearth's server,
// deleted with this device's signature. The others then lose sync and are told why (SPACE_ERASED).
import { Dexie } from 'dexie';
import { db as defaultDb, type HearthDatabase } from '@/data/db';
import { syncJson, SyncHttpError } from '@/data/sync/client';
import { markRemoteTransaction } from '@/data/sync/middleware';
import { SYNC_STATE, SYNC_STORES } from '@/data/sync/schema';
import { readSpace, signerOf } from '@/data/sync/space';
import { SYNCED_TABLES } from '@/data/sync/synced-tables';

/** 'device': this device only. 'server': this device and, first, the family's copy on the server. */
export type EraseScope = 'device' | 'server';

/**
 * Deletes the family's space on Hearth's server (every row of it). An answer that the space is
 * already gone counts as done. Throws SyncOfflineError or SyncHttpError otherwise, having deleted
 * nothing on this device.
 */
export async function deleteFamilyCopy(database: HearthDatabase = defaultDb): Promise<void> {
  const space = await readSpace(database);
  if (!space) return;
  try {
    await syncJson<void>({ method: 'DELETE', path: `/spaces/${space.spaceId}`, signer: signerOf(space) });
  } catch (error) {
    if (!(error instanceof SyncHttpError && error.code === 'SPACE_ERASED')) throw error;
  }
}

/**
 * Clears every store of the database, sync records and sync state (keys) included, in one
 * transaction: a failure leaves everything as it was. Nothing of it travels: the other devices keep
 * their copy unless `scope` is 'server', which deletes the family's copy on the server first (and
 * erases nothing here when that fails).
 */
export async function eraseFamilyData(scope: EraseScope, database: HearthDatabase = defaultDb): Promise<void> {
  if (scope === 'server') await deleteFamilyCopy(database);
  const stores = [...SYNCED_TABLES, ...SYNC_STORES, 'mediaBlobs'];
  await database.transaction('rw', stores, async () => {
    markRemoteTransaction(Dexie.currentTransaction!.idbtrans);
    for (const name of stores) await database.table(name).clear();
  });
}

/** Where the family's data is kept besides this device, as far as the server can say. */
export interface FamilyCopies {
  /** This device is in a family space. */
  synced: boolean;
  /** The family's other devices still in the space; null when the server could not be asked. */
  otherDevices: number | null;
  /** The family has a recovery kit on the server (its code can open the server's copy). */
  recoveryKit: boolean;
}

/** Asks the server which other devices share this device's space (signed); never throws. */
export async function familyCopies(database: HearthDatabase = defaultDb): Promise<FamilyCopies> {
  const space = await readSpace(database);
  if (!space || (await database.syncState.get(SYNC_STATE.removed))?.value) return { synced: false, otherDevices: null, recoveryKit: false };
  try {
    const answer = await syncJson<{ devices: { deviceId: string }[]; recovery: unknown }>({
      method: 'GET',
      path: `/spaces/${space.spaceId}/devices`,
      signer: signerOf(space),
    });
    return { synced: true, otherDevices: answer.devices.filter((device) => device.deviceId !== space.deviceId).length, recoveryKit: Boolean(answer.recovery) };
  } catch {
    return { synced: true, otherDevices: null, recoveryKit: false };
  }
}
