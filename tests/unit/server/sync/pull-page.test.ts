// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type Client } from '@libsql/client';
import { afterEach, beforeEach } from 'vitest';
import { openDatabaseThread } from '../../../../server/node-database-thread';
import { createLibsqlSyncStore, type SyncStore } from '../../../../server/sync/store';
import { fakeCiphertext, hlc, makeDevice, recordKeyOf, registration } from './sync-helpers';

const spaceId = 'pull_page_space_000000';
const now = new Date('2026-11-28T12:00:00.000Z');
// Five changes of 10, 20, 30, 40 and 50 bytes: seq 1 to 5.
const sizes = [10, 20, 30, 40, 50];
const changeOf = (i: number) => ({ recordKey: recordKeyOf(`page-${i}`), hlc: hlc(1_000 + i), ciphertext: fakeCiphertext(sizes[i], i + 1) });

let dir: string;
let client: Client;
let store: SyncStore;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hearth-pull-page-'));
  client = createClient({ url: `file:${join(dir, 'sync.db')}` });
  store = await createLibsqlSyncStore(client);
  await store.createSpace(spaceId, registration(await makeDevice()), now);
  const changes = sizes.map((size, i) => ({ ...changeOf(i), size }));
  const request = { requestHash: 'pull-page-push', expiresAt: now.getTime() + 300_000, now: now.getTime() };
  const pushed = await store.pushChanges(spaceId, changes, { spaceBytes: 1e9, serverBytes: 1e9 }, { epoch: 0, format: 1 }, request);
  expect(pushed).toEqual({ status: 'ok', lastSeq: 5, stored: 5 });
});

afterEach(() => {
  client.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The answer as a device reads it. */
async function pulled(after: number, limit: number, maxBytes: number) {
  const answer = await store.pullChanges(spaceId, after, limit, maxBytes);
  return JSON.parse(new TextDecoder().decode(answer)) as { changes: Array<{ seq: number }>; lastSeq: number; hasMore: boolean };
}

describe('a page of a pull, written by the database', () => {
  it.each([
    ['everything', 0, 500, 1_000_000, [1, 2, 3, 4, 5], 5, false],
    ['up to the limit', 0, 2, 1_000_000, [1, 2], 2, true],
    ['as many as fit in the bytes', 0, 500, 35, [1, 2], 2, true],
    ['exactly the bytes', 0, 500, 60, [1, 2, 3], 3, true],
    ['always one, even larger than the bytes', 3, 500, 5, [4], 4, true],
    ['from a cursor to the end', 2, 500, 1_000_000, [3, 4, 5], 5, false],
    ['nothing after the end', 5, 500, 1_000_000, [], 5, false],
  ])('%s', async (_name, after, limit, maxBytes, seqs, lastSeq, hasMore) => {
    const page = await pulled(after, limit, maxBytes);
    expect(page.changes.map((change) => change.seq)).toEqual(seqs);
    expect(page).toMatchObject({ lastSeq, hasMore });
  });

  it('holds each change as it was pushed, with the space state after it', async () => {
    expect(await pulled(0, 2, 1_000_000)).toEqual({
      changes: [
        { seq: 1, ...changeOf(0) },
        { seq: 2, ...changeOf(1) },
      ],
      lastSeq: 2,
      hasMore: true,
      keyEpoch: 0,
      rekeyDue: false,
      deviceCount: 1,
    });
  });

  it("tells the space's state as it stands: a renewal due, its key epoch, every device that joined", async () => {
    await client.execute({ sql: 'UPDATE sync_spaces SET key_epoch = 4, rekey_after_leave_of = ? WHERE space_id = ?', args: ['gone-device', spaceId] });
    await client.execute({
      sql: `INSERT INTO sync_devices (space_id, device_id, signing_key, wrap_key, created_at, last_seen_at, vouch, vouch_epoch, label)
            SELECT space_id, 'second-device', signing_key, wrap_key, created_at, last_seen_at, vouch, vouch_epoch, label FROM sync_devices WHERE space_id = ?`,
      args: [spaceId],
    });
    expect(await pulled(5, 500, 1_000_000)).toEqual({ changes: [], lastSeq: 5, hasMore: false, keyEpoch: 4, rekeyDue: true, deviceCount: 2 });
  });

  it('gives a space that is no longer there nothing, and a new one its empty state', async () => {
    const empty = { changes: [], lastSeq: 0, hasMore: false, keyEpoch: 0, rekeyDue: false };
    expect(JSON.parse(new TextDecoder().decode(await store.pullChanges('no_such_space_00000000', 0, 500, 1_000_000)))).toEqual({ ...empty, deviceCount: 0 });
    await store.createSpace('pull_page_empty_000000', registration(await makeDevice()), now);
    expect(JSON.parse(new TextDecoder().decode(await store.pullChanges('pull_page_empty_000000', 0, 500, 1_000_000)))).toEqual({ ...empty, deviceCount: 1 });
  });

  it('names the key epoch and the format only when they are not the first ones', async () => {
    await client.execute('UPDATE sync_changes SET key_epoch = 2 WHERE seq = 2');
    await client.execute('UPDATE sync_changes SET key_epoch = 3, format = 2 WHERE seq = 3');
    const { changes } = await pulled(0, 3, 1_000_000);
    expect(changes).toEqual([
      { seq: 1, ...changeOf(0) },
      { seq: 2, ...changeOf(1), epoch: 2 },
      { seq: 3, ...changeOf(2), epoch: 3, format: 2 },
    ]);
  });

  it('moves the cursor past a change that was replaced by a newer one', async () => {
    const newer = { ...changeOf(4), hlc: hlc(9_000), ciphertext: fakeCiphertext(50, 9) };
    await store.pushChanges(spaceId, [{ ...newer, size: 50 }], { spaceBytes: 1e9, serverBytes: 1e9 }, { epoch: 0, format: 1 }, {
      requestHash: 'pull-page-newer',
      expiresAt: now.getTime() + 300_000,
      now: now.getTime(),
    });
    // Seq 5 moved to 6; a device at 4 gets the newer version and ends at 6.
    expect(await pulled(4, 500, 1_000_000)).toMatchObject({ changes: [{ seq: 6, ...newer }], lastSeq: 6, hasMore: false });
  });

  it('ends with where the next pull starts, as devices read the end of a long answer', async () => {
    const answer = new TextDecoder().decode(await store.pullChanges(spaceId, 0, 1, 1_000_000));
    expect(answer.endsWith('],"lastSeq":1,"hasMore":true,"keyEpoch":0,"rekeyDue":false,"deviceCount":1}')).toBe(true);
  });
});

describe('a pull read through a second connection in its own thread', () => {
  it('gives the same pages, sees each push once it is committed, and reads nothing through the writer', async () => {
    const reader = openDatabaseThread({ url: `file:${join(dir, 'sync.db')}` });
    try {
      const split = await createLibsqlSyncStore(client, reader);
      const page = async (from: SyncStore, after: number) => new TextDecoder().decode(await from.pullChanges(spaceId, after, 500, 1_000_000));
      expect(await page(split, 0)).toBe(await page(store, 0));

      const request = { requestHash: 'pull-page-reader', expiresAt: now.getTime() + 300_000, now: now.getTime() };
      await split.pushChanges(spaceId, [{ ...changeOf(0), hlc: hlc(5_000), size: 10 }], { spaceBytes: 1e9, serverBytes: 1e9 }, { epoch: 0, format: 1 }, request);
      expect(JSON.parse(await page(split, 5))).toMatchObject({ changes: [{ seq: 6 }], lastSeq: 6 });

      // Pulls go through the reader alone: without it they fail, while the writer goes on.
      reader.close();
      await expect(split.pullChanges(spaceId, 0, 500, 1_000_000)).rejects.toMatchObject({ code: 'CLIENT_CLOSED' });
      expect(await split.usedBytes()).toBeGreaterThan(0);
    } finally {
      reader.close();
      await reader.stopped();
    }
  });
});
