// @vitest-environment node
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, LibsqlError, type Client } from '@libsql/client';
import { keepPreparedStatements, maxKeptStatements, type PreparingDatabase } from '../../../server/node-prepared-statements.mjs';

/** A driver whose every prepare makes a new statement object and is counted. */
function fakeDriver() {
  const prepared: string[] = [];
  class Database {
    prepare(sql: string): unknown {
      if (sql.startsWith('BROKEN')) throw new Error('near "BROKEN": syntax error');
      prepared.push(sql);
      const statement = { sql, columnReads: 0, columns: () => [] as string[] };
      statement.columns = () => {
        statement.columnReads += 1;
        return [`read ${statement.columnReads}`];
      };
      return statement;
    }
  }
  return { Database: Database as unknown as PreparingDatabase & (new () => { prepare(sql: string): unknown }), prepared };
}

describe('keeping prepared statements', () => {
  it('prepares a text once per connection and hands back the same statement', () => {
    const { Database, prepared } = fakeDriver();
    keepPreparedStatements(Database);
    const [one, two] = [new Database(), new Database()];

    const first = one.prepare('SELECT 1');
    expect(one.prepare('SELECT 1')).toBe(first);
    expect(two.prepare('SELECT 1')).not.toBe(first);
    expect(prepared).toEqual(['SELECT 1', 'SELECT 1']);
  });

  it.each([
    ['a schema change', 'CREATE TABLE t (id INTEGER)', false],
    ['a schema change, lower case', '  alter table t add column x', false],
    ['a table dropped', 'DROP TABLE IF EXISTS families', false],
    ['a pragma', 'PRAGMA secure_delete = ON', false],
    ['every column', 'SELECT * FROM push_subscriptions WHERE space_id = ?', false],
    ['every column of one table', 'SELECT s.*, page.last AS page_last FROM sync_spaces s', false],
    ['every column written', 'INSERT INTO notes (title) VALUES (?) RETURNING *', false],
    ['a count', 'SELECT COUNT(*) AS n FROM sync_changes WHERE space_id = ?', true],
    ['a multiplication', 'SELECT size * 2 AS twice FROM sync_changes', true],
    ['a savepoint', 'SAVEPOINT write', true],
  ])('%s (%s): kept %s', (_, sql, kept) => {
    const { Database, prepared } = fakeDriver();
    keepPreparedStatements(Database);
    const db = new Database();
    expect(db.prepare(sql) === db.prepare(sql)).toBe(kept);
    expect(prepared).toHaveLength(kept ? 1 : 2);
  });

  it("tells a kept statement's columns as they were first read, and a statement not kept reads them each time", () => {
    const { Database } = fakeDriver();
    keepPreparedStatements(Database);
    const db = new Database();
    const kept = db.prepare('SELECT id, title FROM notes') as { columns(): string[] };
    expect([kept.columns(), kept.columns()]).toEqual([['read 1'], ['read 1']]);
    const fresh = db.prepare('SELECT * FROM notes') as { columns(): string[] };
    expect([fresh.columns(), fresh.columns()]).toEqual([['read 1'], ['read 2']]);
  });

  it('keeps at most its limit of texts per connection and still prepares the rest', () => {
    const { Database, prepared } = fakeDriver();
    keepPreparedStatements(Database);
    const db = new Database();
    for (let i = 0; i < maxKeptStatements + 10; i += 1) db.prepare(`SELECT ${i}`);
    expect(db.prepare('SELECT 0')).toBe(db.prepare('SELECT 0'));
    const past = `SELECT ${maxKeptStatements + 5}`;
    expect(db.prepare(past)).not.toBe(db.prepare(past));
    expect(prepared).toHaveLength(maxKeptStatements + 10 + 2);
  });

  it('keeps nothing of a statement that could not be prepared', () => {
    const { Database, prepared } = fakeDriver();
    keepPreparedStatements(Database);
    const db = new Database();
    expect(() => db.prepare('BROKEN')).toThrow(/syntax error/);
    expect(() => db.prepare('BROKEN')).toThrow(/syntax error/);
    expect(prepared).toEqual([]);
  });

  it('installs once however often it is asked', () => {
    const { Database, prepared } = fakeDriver();
    keepPreparedStatements(Database);
    keepPreparedStatements(Database);
    const db = new Database();
    db.prepare('SELECT 1');
    db.prepare('SELECT 1');
    expect(prepared).toEqual(['SELECT 1']);
  });
});

describe('libSQL with its statements kept', () => {
  let dir: string;
  let client: Client;

  beforeAll(() => keepPreparedStatements());

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'hearth-kept-'));
    client = createClient({ url: `file:${join(dir, 'test.db')}` });
    await client.execute('PRAGMA journal_mode = WAL');
    await client.execute('CREATE TABLE notes (id INTEGER PRIMARY KEY, title TEXT NOT NULL UNIQUE, body BLOB)');
  });

  afterEach(() => {
    client.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is the driver the client itself uses', () => {
    const driver = createRequire(createRequire(import.meta.url).resolve('@libsql/client'))('libsql') as new (path: string) => {
      prepare(sql: string): unknown;
      close(): void;
    };
    const db = new driver(':memory:');
    expect(db.prepare('SELECT 1')).toBe(db.prepare('SELECT 1'));
    db.close();
  });

  it('answers a statement run again with its new arguments, rows and counts', async () => {
    const insert = 'INSERT INTO notes (title, body) VALUES (?, ?)';
    for (const title of ['a', 'b', 'c']) await client.execute({ sql: insert, args: [title, new Uint8Array([title.charCodeAt(0)])] });
    const select = 'SELECT id, title, body FROM notes WHERE title >= ? ORDER BY id';

    const all = await client.execute({ sql: select, args: ['a'] });
    const some = await client.execute({ sql: select, args: ['b'] });
    const none = await client.execute({ sql: select, args: ['z'] });

    expect(all.rows.map((row) => row.title)).toEqual(['a', 'b', 'c']);
    expect(new Uint8Array(all.rows[2]!.body as ArrayBuffer)).toEqual(new Uint8Array([99]));
    expect(some.rows.map((row) => row.title)).toEqual(['b', 'c']);
    expect(some.columns).toEqual(['id', 'title', 'body']);
    expect(none.rows).toEqual([]);
    const update = await client.execute({ sql: 'UPDATE notes SET body = NULL WHERE title <> ?', args: ['a'] });
    expect(update.rowsAffected).toBe(2);
    expect((await client.execute({ sql: 'UPDATE notes SET body = NULL WHERE title <> ?', args: ['b'] })).rowsAffected).toBe(2);
  });

  it('runs a statement again after it failed', async () => {
    const insert = 'INSERT INTO notes (title) VALUES (?)';
    await client.execute({ sql: insert, args: ['same'] });
    const failed = await client.execute({ sql: insert, args: ['same'] }).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(LibsqlError);
    expect((failed as LibsqlError).code).toMatch(/CONSTRAINT/);

    const next = await client.execute({ sql: insert, args: ['other'] });
    expect(next.rowsAffected).toBe(1);
    expect((await client.execute('SELECT COUNT(*) AS n FROM notes')).rows[0]!.n).toBe(2);
  });

  it('keeps a write whole or not at all in transactions and savepoints, as before', async () => {
    const insert = 'INSERT INTO notes (title) VALUES (?)';
    for (const keep of [true, false, true]) {
      const tx = await client.transaction('write');
      await tx.execute('SAVEPOINT write');
      await tx.execute({ sql: insert, args: [`kept ${keep} ${Math.random()}`] });
      if (keep) await tx.execute('RELEASE write');
      else {
        await tx.execute('ROLLBACK TO write');
        await tx.execute('RELEASE write');
      }
      await tx.commit();
      tx.close();
    }
    expect((await client.execute('SELECT COUNT(*) AS n FROM notes')).rows[0]!.n).toBe(2);
  });

  it('reads a column added after a statement was kept, and every column of a table as it is now', async () => {
    const select = 'SELECT id, title FROM notes ORDER BY id';
    await client.execute({ sql: 'INSERT INTO notes (title) VALUES (?)', args: ['before'] });
    expect((await client.execute(select)).rows.map((row) => row.title)).toEqual(['before']);
    const everything = 'SELECT * FROM notes';
    expect((await client.execute(everything)).columns).toEqual(['id', 'title', 'body']);

    // Another process (an instance starting with a newer schema) adds a column.
    const other = createClient({ url: `file:${join(dir, 'test.db')}` });
    await other.execute('ALTER TABLE notes ADD COLUMN mood TEXT');
    await other.execute({ sql: 'INSERT INTO notes (title, mood) VALUES (?, ?)', args: ['after', 'happy'] });
    other.close();

    expect((await client.execute(select)).rows.map((row) => row.title)).toEqual(['before', 'after']);
    const now = await client.execute(everything);
    expect(now.columns).toEqual(['id', 'title', 'body', 'mood']);
    expect(now.rows[1]!.mood).toBe('happy');
  });
});
