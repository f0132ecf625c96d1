// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type Client } from '@libsql/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabaseThread } from '../../../server/node-database-thread';
import { createWriteQueue, type WriteConnection, type WriteQueue, type WriteTransaction } from '../../../server/write-queue';

// The same queue over libSQL's own client and over the database's writing thread, whose
// transactions the request thread runs statement by statement (server/node-database-thread.ts).
const connections: Record<string, (url: string) => { connection: WriteConnection; close(): Promise<void> }> = {
  "libSQL's own client": (url) => {
    const local = createClient({ url });
    return { connection: local, close: async () => local.close() };
  },
  "the database's writing thread": (url) => {
    const thread = openDatabaseThread({ url });
    return {
      connection: thread,
      close: async () => {
        thread.close();
        await thread.stopped();
      },
    };
  },
};

let dir: string;
let client: WriteConnection;
let closeClient: () => Promise<void>;
let other: Client;
let write: WriteQueue;

const insert = (tx: WriteTransaction, name: string) => tx.execute({ sql: 'INSERT INTO notes (name) VALUES (?)', args: [name] });
const names = async (reader: Client = other) => (await reader.execute('SELECT name FROM notes ORDER BY name')).rows.map((row) => String(row.name));

describe.each(Object.entries(connections))('the write queue over %s', (_name, open) => {
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hearth-write-queue-'));
  const url = `file:${join(dir, 'test.db')}`;
  // A second client: it sees only what was committed.
  other = createClient({ url });
  await other.execute('PRAGMA journal_mode = WAL');
  await other.execute('CREATE TABLE notes (name TEXT PRIMARY KEY)');
  ({ connection: client, close: closeClient } = open(url));
  write = createWriteQueue(client);
});

afterEach(async () => {
  await closeClient();
  other.close();
  rmSync(dir, { recursive: true, force: true });
});

  it('commits a write alone at once, and answers only once it is committed', async () => {
    const seen = await write(async (tx) => {
      await insert(tx, 'a');
      return 'done';
    }).then(async (value) => ({ value, committed: await names() }));
    expect(seen).toEqual({ value: 'done', committed: ['a'] });
  });

  it('commits the writes asked for in the same turn together, each answered after that commit', async () => {
    const transaction = vi.spyOn(client, 'transaction');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => write(async (tx) => (await insert(tx, `n${i}`), i)).then(async (value) => ({ value, committed: (await names()).length }))),
    );
    // Asked for in the same turn of the event loop, they share one transaction.
    expect(transaction).toHaveBeenCalledTimes(1);
    expect(answers.map((answer) => answer.value)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(answers.every((answer) => answer.committed >= answer.value + 1)).toBe(true);
    expect(await names()).toHaveLength(10);
  });

  it('a write asked for while a commit is under way goes into the next one', async () => {
    const transaction = vi.spyOn(client, 'transaction');
    let later: Promise<unknown> | undefined;
    await write(async (tx) => {
      later = write(async (next) => insert(next, 'later'));
      await insert(tx, 'first');
    });
    await later;
    expect(transaction).toHaveBeenCalledTimes(2);
    expect(await names()).toEqual(['first', 'later']);
  });

  it.each([
    ['rolls back', async (tx: WriteTransaction) => (await insert(tx, 'b'), await tx.rollback(), 'rolled back'), { status: 'fulfilled', value: 'rolled back' }],
    ['throws', async (tx: WriteTransaction) => (await insert(tx, 'b'), Promise.reject(new Error('no'))), { status: 'rejected', reason: new Error('no') }],
    ['breaks a constraint', async (tx: WriteTransaction) => (await insert(tx, 'b'), await insert(tx, 'a'), 'never'), { status: 'rejected' }],
  ])('a write that %s undoes only its own statements; the writes beside it stand', async (_, middle, outcome) => {
    const results = await Promise.allSettled([
      write(async (tx) => insert(tx, 'a')),
      write(middle),
      write(async (tx) => insert(tx, 'c')),
    ]);
    expect(results[1]).toMatchObject(outcome);
    expect(results[0]!.status).toBe('fulfilled');
    expect(results[2]!.status).toBe('fulfilled');
    expect(await names()).toEqual(['a', 'c']);
  });

  it('a write that rolled back can run nothing more', async () => {
    const result = write(async (tx) => {
      await tx.rollback();
      expect(tx.closed).toBe(true);
      await insert(tx, 'late');
    });
    await expect(result).rejects.toThrow('This write has rolled back.');
    expect(await names()).toEqual([]);
  });

  it('a commit that fails fails every write it held, and the next writes still run', async () => {
    const transaction = client.transaction.bind(client);
    let failNext = true;
    vi.spyOn(client, 'transaction').mockImplementation(async (...args: Parameters<WriteConnection['transaction']>) => {
      const tx = await transaction(...args);
      if (!failNext) return tx;
      failNext = false;
      return Object.assign(tx, { commit: () => Promise.reject(new Error('disk full')) });
    });
    const first = await Promise.allSettled([write(async (tx) => insert(tx, 'a'))]);
    expect(first[0]).toMatchObject({ status: 'rejected', reason: new Error('disk full') });
    await write(async (tx) => insert(tx, 'b'));
    expect(await names()).toEqual(['b']);
  });
});
