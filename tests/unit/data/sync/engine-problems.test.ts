import { describe, expect, it } from 'vitest';
import { SyncEngine } from '@/data/sync/engine';
import { toBase64Url } from '@/data/sync/encoding';
import { SYNC_STATE, type SyncSpace } from '@/data/sync/schema';
import { freshDb } from '../helpers';

// Changes from another device that could not be read are reported until the family has
// read the message, across reloads, and no longer after.
async function syncedDb() {
  const database = freshDb();
  const familyKey = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
  const space = { spaceId: 'space', deviceId: 'devA', familyKey, memberId: null } as unknown as SyncSpace;
  await database.syncState.put({ key: SYNC_STATE.space, value: space });
  return database;
}

describe('skipped changes from other devices', () => {
  it('are still reported after a reload (a new engine), until acknowledged', async () => {
    const database = await syncedDb();
    await database.syncState.put({ key: SYNC_STATE.problems, value: 2 });

    const afterReload = new SyncEngine(database);
    expect(await afterReload.load()).toBe(true);
    expect(afterReload.getStatus().rejected).toBe(2);

    await afterReload.acknowledgeProblems();
    expect(afterReload.getStatus().rejected).toBe(0);
    expect(await database.syncState.get(SYNC_STATE.problems)).toBeUndefined();

    const nextReload = new SyncEngine(database);
    await nextReload.load();
    expect(nextReload.getStatus().rejected).toBe(0);
  });

  it('a device with nothing skipped reports nothing', async () => {
    const engine = new SyncEngine(await syncedDb());
    await engine.load();
    expect(engine.getStatus().rejected).toBe(0);
  });
});
