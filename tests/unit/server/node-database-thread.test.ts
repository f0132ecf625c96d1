import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { createClient, LibsqlError, type Client } from '@libsql/client';
import { openDatabaseThread, type DatabaseReader } from '../../../server/node-database-thread';

// The thread must answer exactly as libSQL's own local client does: the stores read rows by name
// and by index, and tell a failure by its code.
let dir: string;
let direct: Client;
let threaded: DatabaseReader;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hearth-thread-'));
  const url = `file:${join(dir, 'test.db')}`;
  direct = createClient({ url });
  await direct.execute('PRAGMA journal_mode = WAL');
  await direct.execute('CREATE TABLE notes (id INTEGER PRIMARY KEY, title TEXT NOT NULL UNIQUE, body BLOB, size INTEGER)');
  threaded = openDatabaseThread({ url });
});

afterEach(async () => {
  threaded.close();
  // A thread ended from outside in the middle of a statement would abort the test process.
  await threaded.stopped();
  direct.close();
  rmSync(dir, { recursive: true, force: true });
});

const plainRow = (row: object) => ({ keys: Object.keys(row), byIndex: Array.from(row as ArrayLike<unknown>) });

describe('a database opened in its own thread', () => {
  it('answers a query with the same rows, columns and counts as the local client', async () => {
    await direct.execute({ sql: 'INSERT INTO notes (title, body, size) VALUES (?, ?, ?), (?, ?, ?)', args: ['a', new Uint8Array([1, 2, 3]), 3, 'b', null, 0] });
    const query = { sql: 'SELECT id, title, body, size, title AS label FROM notes WHERE id >= :from ORDER BY id', args: { from: 1 } };
    const [mine, theirs] = [await threaded.execute(query), await direct.execute(query)];

    expect(mine.columns).toEqual(theirs.columns);
    expect(mine.columnTypes).toEqual(theirs.columnTypes);
    expect(mine.rows.map(plainRow)).toEqual(theirs.rows.map(plainRow));
    expect(mine.rows[0]!.length).toBe(5);
    expect(mine.rows[0]!.title).toBe('a');
    expect(mine.rows[1]![1]).toBe('b');
    expect(new Uint8Array(mine.rows[0]!.body as ArrayBuffer)).toEqual(new Uint8Array([1, 2, 3]));
    expect(mine.rows[1]!.body).toBeNull();
  });

  it('takes a statement as text with its arguments, and counts what a write changed', async () => {
    const inserted = await threaded.execute('INSERT INTO notes (title, size) VALUES (?, ?)', ['one', 1]);
    expect(inserted.rowsAffected).toBe(1);
    expect(inserted.lastInsertRowid).toBe(1n);
    const updated = await threaded.execute({ sql: 'UPDATE notes SET size = size + 1', args: [] });
    expect(updated.rowsAffected).toBe(1);
    expect((await direct.execute('SELECT size FROM notes')).rows[0]!.size).toBe(2);
  });

  it('sees what another connection has committed', async () => {
    expect((await threaded.execute('SELECT COUNT(*) AS n FROM notes')).rows[0]!.n).toBe(0);
    await direct.execute({ sql: 'INSERT INTO notes (title) VALUES (?)', args: ['later'] });
    expect((await threaded.execute('SELECT COUNT(*) AS n FROM notes')).rows[0]!.n).toBe(1);
  });

  it('answers a statement it has run before with the table as it is now, after another connection changed it', async () => {
    // The thread keeps its prepared statements (server/node-prepared-statements.mjs).
    const named = { sql: 'SELECT id, title FROM notes WHERE title <> ? ORDER BY id', args: ['none'] };
    await direct.execute({ sql: 'INSERT INTO notes (title) VALUES (?)', args: ['first'] });
    expect((await threaded.execute(named)).rows.map((row) => row.title)).toEqual(['first']);
    expect((await threaded.execute('SELECT * FROM notes')).columns).toEqual(['id', 'title', 'body', 'size']);

    await direct.execute('ALTER TABLE notes ADD COLUMN mood TEXT');
    await direct.execute({ sql: 'INSERT INTO notes (title, mood) VALUES (?, ?)', args: ['second', 'calm'] });

    expect((await threaded.execute(named)).rows.map((row) => row.title)).toEqual(['first', 'second']);
    const everything = await threaded.execute('SELECT * FROM notes');
    expect(everything.columns).toEqual(['id', 'title', 'body', 'size', 'mood']);
    expect(everything.rows[1]!.mood).toBe('calm');
  });

  it("fails as the local client does, with libSQL's error and code, and goes on answering", async () => {
    await direct.execute({ sql: 'INSERT INTO notes (title) VALUES (?)', args: ['taken'] });
    const insert = { sql: 'INSERT INTO notes (title) VALUES (?)', args: ['taken'] };
    const theirs = await direct.execute(insert).catch((error: unknown) => error);
    const mine = await threaded.execute(insert).catch((error: unknown) => error);

    expect(mine).toBeInstanceOf(LibsqlError);
    expect((mine as LibsqlError).code).toBe((theirs as LibsqlError).code);
    expect((mine as LibsqlError).rawCode).toBe((theirs as LibsqlError).rawCode);
    expect((mine as Error).message).toBe((theirs as Error).message);
    await expect(threaded.execute('SELECT 1 AS one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
  });

  it('leaves the calling thread free while a long read runs', async () => {
    const long = 'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 300000) SELECT COUNT(*) AS c FROM n';
    const ranMeanwhile = async (client: Pick<DatabaseReader, 'execute'>) => {
      let ran = false;
      setImmediate(() => (ran = true));
      const counted = (await client.execute(long)).rows[0]!.c;
      return { counted, ran };
    };
    // The local driver holds its caller until the answer; the thread does not.
    await expect(ranMeanwhile(direct)).resolves.toEqual({ counted: 300000, ran: false });
    await expect(ranMeanwhile(threaded)).resolves.toEqual({ counted: 300000, ran: true });
  });

  it('fails what a stopped thread was asked, and answers the next statement from a new one', async () => {
    await direct.execute({ sql: 'INSERT INTO notes (title) VALUES (?)', args: ['kept'] });
    const threads: Worker[] = [];
    // The first thread ends before it answers, as one that failed would: it is told to close before
    // the statement reaches it. (terminate() in the middle of a statement would abort the process.)
    const client = openDatabaseThread({ url: `file:${join(dir, 'test.db')}` }, (thread) => {
      threads.push(thread);
      if (threads.length === 1) thread.postMessage({ op: 'close' });
    });
    try {
      await expect(client.execute('SELECT title FROM notes')).rejects.toThrow('The database thread has stopped.');
      await expect(client.execute('SELECT title FROM notes')).resolves.toMatchObject({ rows: [{ title: 'kept' }] });
      expect(threads).toHaveLength(2);
    } finally {
      client.close();
      await client.stopped();
    }
  });

  it('says when its thread has ended after close, and at once when none ever started', async () => {
    const threads: Worker[] = [];
    const client = openDatabaseThread({ url: `file:${join(dir, 'test.db')}` }, (thread) => threads.push(thread));
    const idle = openDatabaseThread({ url: `file:${join(dir, 'test.db')}` });
    await client.execute('SELECT 1');
    let ended = false;
    threads[0]!.once('exit', () => (ended = true));
    client.close();
    await client.stopped();
    expect(ended).toBe(true);
    idle.close();
    await expect(idle.stopped()).resolves.toBeUndefined();
  });

  it('refuses every statement once closed', async () => {
    threaded.close();
    await expect(threaded.execute('SELECT 1')).rejects.toMatchObject({ code: 'CLIENT_CLOSED' });
    // Closing again is harmless, as it is for the local client.
    expect(() => threaded.close()).not.toThrow();
  });
});
