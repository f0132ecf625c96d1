// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type Client } from '@libsql/client';
import { afterEach, beforeEach } from 'vitest';
import { openDatabaseThread, type DatabaseThread } from '../../../../server/node-database-thread';
import { createLibsqlSyncStore, type PushResult, type SyncStore } from '../../../../server/sync/store';
import { fakeCiphertext, hlc, makeDevice, recordKeyOf, registration } from './sync-helpers';

// The server's writes on a thread of their own (server/node-database-thread.ts): a push goes there
// whole and is committed with the pushes that wait beside it; every other write is a transaction
// the request thread runs there, one at a time with the pushes.
const now = new Date('2026-11-29T08:00:00.000Z');
const roomy = { spaceBytes: 1e9, serverBytes: 1e9 };
const batch = { epoch: 0, format: 1 as const };
const spaces = ['writer_space_a_0000000', 'writer_space_b_0000000', 'writer_space_c_0000000'];

let dir: string;
let client: Client;
let writer: DatabaseThread;
let store: SyncStore;
let requests = 0;

function push(spaceId: string, names: string[], requestHash = `request-${(requests += 1)}`, limits = roomy): Promise<PushResult> {
  const changes = names.map((name, i) => ({ recordKey: recordKeyOf(name), hlc: hlc(1_000 + i), ciphertext: fakeCiphertext(40, i + 1), size: 40 }));
  return store.pushChanges(spaceId, changes, limits, batch, { requestHash, expiresAt: now.getTime() + 300_000, now: now.getTime() });
}

async function seqsOf(spaceId: string): Promise<number[]> {
  const rows = (await client.execute({ sql: 'SELECT seq FROM sync_changes WHERE space_id = ? ORDER BY seq', args: [spaceId] })).rows;
  return rows.map((row) => Number(row.seq));
}

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hearth-writer-'));
  const config = { url: `file:${join(dir, 'sync.db')}`, timeout: 5_000 };
  client = createClient(config);
  await client.execute('PRAGMA journal_mode = WAL');
  writer = openDatabaseThread(config);
  store = await createLibsqlSyncStore(client, client, writer);
  for (const spaceId of spaces) await store.createSpace(spaceId, registration(await makeDevice()), now);
});

afterEach(async () => {
  writer.close();
  await writer.stopped();
  client.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the writing thread', () => {
  it('stores a burst of pushes to several spaces, each space numbered without a gap', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => push(spaces[i % 3]!, [`burst-${i}-a`, `burst-${i}-b`])),
    );
    expect(answers.every((answer) => answer.status === 'ok' && answer.stored === 2)).toBe(true);
    for (const spaceId of spaces) {
      expect(await seqsOf(spaceId)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      // Each answer names the space's last number after its own changes: all different, up to 20.
      const lastSeqs = answers.filter((_, i) => spaces[i % 3] === spaceId).map((answer) => (answer.status === 'ok' ? answer.lastSeq : 0));
      expect([...lastSeqs].sort((a, b) => a - b)).toEqual(Array.from({ length: 10 }, (_, i) => 2 * (i + 1)));
    }
  });

  it('refuses a replayed push, a retired key and a full space as the request thread did', async () => {
    expect(await push(spaces[0]!, ['once'], 'same-request')).toEqual({ status: 'ok', lastSeq: 1, stored: 1 });
    expect(await push(spaces[0]!, ['again'], 'same-request')).toEqual({ status: 'replayed' });
    const stale = await store.pushChanges(spaces[0]!, [], roomy, { epoch: 3, format: 2 }, { requestHash: 'stale', expiresAt: now.getTime() + 1, now: now.getTime() });
    expect(stale).toEqual({ status: 'stale-epoch', epoch: 0 });
    expect(await push(spaces[1]!, ['too-big'], undefined, { spaceBytes: 10, serverBytes: 1e9 })).toEqual({ status: 'space-full', usedBytes: 40 });
    expect(await seqsOf(spaces[0]!)).toEqual([1]);
    expect(await seqsOf(spaces[1]!)).toEqual([]);
  });

  it('fails one push of a commit alone: the others beside it are stored', async () => {
    const answers = await Promise.allSettled([
      push(spaces[0]!, ['before']),
      push('writer_space_gone_00000', ['nowhere']),
      push(spaces[1]!, ['after']),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await seqsOf(spaces[0]!)).toEqual([1]);
    expect(await seqsOf(spaces[1]!)).toEqual([1]);
    // The failed push's request was rolled back with it: the device may send it again.
    const remembered = await client.execute('SELECT COUNT(*) AS n FROM sync_request_log');
    expect(Number(remembered.rows[0]!.n)).toBe(2);
  });

  it('runs the other writes one at a time with the pushes, none lost', async () => {
    const devices = await Promise.all(Array.from({ length: 4 }, () => makeDevice()));
    const [pushes, created] = await Promise.all([
      Promise.all(Array.from({ length: 12 }, (_, i) => push(spaces[i % 3]!, [`mixed-${i}`]))),
      Promise.all(devices.map((device, i) => store.createSpace(`writer_space_new_${i}00000`, registration(device), now))),
    ]);
    expect(pushes.every((answer) => answer.status === 'ok')).toBe(true);
    expect(created).toHaveLength(4);
    const count = await client.execute("SELECT COUNT(*) AS n FROM sync_spaces WHERE space_id LIKE 'writer_space_new_%'");
    expect(Number(count.rows[0]!.n)).toBe(4);
    for (const spaceId of spaces) expect(await seqsOf(spaceId)).toEqual([1, 2, 3, 4]);
  });

  it('commits and answers the pushes sent before it was closed', async () => {
    const sent = Array.from({ length: 5 }, (_, i) => push(spaces[0]!, [`closing-${i}`]));
    writer.close();
    const answers = await Promise.all(sent);
    await writer.stopped();
    expect(answers.every((answer) => answer.status === 'ok')).toBe(true);
    expect(await seqsOf(spaces[0]!)).toEqual([1, 2, 3, 4, 5]);
  });
});
