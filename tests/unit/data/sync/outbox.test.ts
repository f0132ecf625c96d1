import { describe, expect, it } from 'vitest';
import { applyRemoteChanges } from '@/data/sync/apply';
import { formatHlc } from '@/data/sync/hlc';
import { SYNC_STATE, type SyncSpace } from '@/data/sync/schema';
import { freshDb, makePost } from '../helpers';

const space = { spaceId: 'space', deviceId: 'devA', familyKey: '' } as unknown as SyncSpace;

async function syncedDb() {
  const database = freshDb();
  await database.syncState.put({ key: SYNC_STATE.space, value: space });
  return database;
}

describe('the sync outbox', () => {
  it('writes nothing while sync is off', async () => {
    const database = freshDb();
    await database.posts.put(makePost({ id: 'p1' }));
    expect(await database.syncOutbox.count()).toBe(0);
  });

  it('records every write of a shared table in the same transaction, in clock order', async () => {
    const database = await syncedDb();
    await database.posts.put(makePost({ id: 'p1' }));
    await database.posts.bulkPut([makePost({ id: 'p2' }), makePost({ id: 'p3' })]);
    await database.posts.where('id').equals('p2').delete();
    const entries = await database.syncOutbox.orderBy('hlc').toArray();
    expect(entries.map((e) => e.ref)).toEqual(['posts\np1', 'posts\np3', 'posts\np2']);
    expect(entries.every((e) => e.hlc.endsWith('-devA'))).toBe(true);
  });

  it('rolls the outbox back with the change when the transaction fails', async () => {
    const database = await syncedDb();
    await expect(
      database.transaction('rw', database.posts, async () => {
        await database.posts.put(makePost({ id: 'p1' }));
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await database.posts.count()).toBe(0);
    expect(await database.syncOutbox.count()).toBe(0);
  });

  it('keeps device preferences out of the outbox and shares the family', async () => {
    const database = await syncedDb();
    await database.preferences.bulkPut([
      { key: 'offlineChoice', value: 'x' },
      { key: 'familyData', value: { familyName: 'F', members: [], familyId: 'f' } },
      { key: 'reflections_f_2025-01-01', value: [] },
    ]);
    const refs = (await database.syncOutbox.toArray()).map((e) => e.ref).sort();
    expect(refs).toEqual(['preferences\nfamilyData', 'preferences\nreflections_f_2025-01-01']);
  });

  it('applies remote changes without sending them back, last writer wins, replays change nothing', async () => {
    const database = await syncedDb();
    const newer = formatHlc({ wallMs: Date.now() + 60_000, counter: 0, deviceId: 'devB' });
    const older = formatHlc({ wallMs: 1, counter: 0, deviceId: 'devB' });
    await database.posts.put(makePost({ id: 'p1', content: 'mine' }));
    await applyRemoteChanges(database, [{ hlc: older, table: 'posts', id: 'p1', deleted: false, value: { ...makePost({ id: 'p1', content: 'old' }) } }], 'devA');
    expect((await database.posts.get('p1'))?.content).toBe('mine');
    const change = { hlc: newer, table: 'posts', id: 'p1', deleted: false, value: { ...makePost({ id: 'p1', content: 'theirs' }) } };
    expect(await applyRemoteChanges(database, [change], 'devA', 5)).toBe(1);
    expect(await applyRemoteChanges(database, [change], 'devA', 5)).toBe(0);
    expect((await database.posts.get('p1'))?.content).toBe('theirs');
    // Their change superseded the unsent local one, and nothing of theirs went into the outbox.
    expect(await database.syncOutbox.count()).toBe(0);
    expect((await database.syncState.get(SYNC_STATE.cursor))?.value).toBe(5);
    // The next local write gets a clock after everything seen.
    await database.posts.put(makePost({ id: 'p1', content: 'again' }));
    expect((await database.syncOutbox.get('posts\np1'))!.hlc > newer).toBe(true);
  });
});

describe('erasing a synced device', () => {
  it('clears it, sync state included, and sends nothing: the family copy on the server goes only by its own request', async () => {
    const { eraseFamilyData } = await import('@/data/sync/erase');
    const one = await syncedDb();
    await one.posts.bulkPut([makePost({ id: 'p1' }), makePost({ id: 'p2' })]);
    await eraseFamilyData('device', one);
    expect(await one.posts.count()).toBe(0);
    expect(await one.syncOutbox.count()).toBe(0);
    expect(await one.syncState.count()).toBe(0);
  });
});
