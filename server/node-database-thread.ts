import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { LibsqlError } from '@libsql/client';
import type { Client, Config, InStatement, ResultSet, Row, Value } from '@libsql/client';
import type { QueueTransaction } from './write-queue';
import type { PushWrite } from './sync/push-write.mjs';
import type { DatabaseWriter, PushResult } from './sync/store';

// Beside this module, and beside the compiled server (scripts/build-server.mjs copies it there).
const workerFile = join(dirname(fileURLToPath(import.meta.url)), 'node-database-worker.mjs');

/**
 * What the stores ask of a connection that only reads: libSQL's own `execute`, and `close`; and
 * `stopped`, which resolves once the thread has ended after `close` (at once if none is running).
 */
export type DatabaseReader = Pick<Client, 'execute' | 'close'> & { stopped(): Promise<void> };

/** The same connection, when it does the writes: see DatabaseWriter (server/sync/store.ts). */
export type DatabaseThread = DatabaseReader & DatabaseWriter;

/**
 * Another connection to an embedded database (a `file:` URL), in a thread of its own. The local
 * driver works on the calling thread: on the request thread, SQLite reading a page of photos, or
 * writing a burst's pushes and committing them, held up every other request's parsing, checks and
 * answers. Here the request thread sends the work to the database's thread
 * (server/node-database-worker.mjs) and serves other requests until the answer comes.
 *
 * The server opens two: one that reads (pull pages, recording chunks) and one that does every
 * write, so one connection holds SQLite's write lock and no write of this process waits for
 * another with the request thread asleep. A push goes whole, in one message (server/sync/push-write.mjs),
 * and the thread commits the pushes that wait together; any other write is a transaction the
 * request thread runs statement by statement (`transaction`), one at a time with the pushes.
 * Statements and writes run in the order they were sent.
 */
export function openDatabaseThread(config: Config, onThreadStart: (thread: Worker) => void = () => {}): DatabaseThread {
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  let nextId = 1;
  let closed = false;
  let thread: Worker | undefined;
  let threadEnded: Promise<void> = Promise.resolve();

  // A thread that stops (it failed, or was ended) fails what it was asked; the next statement starts
  // another, so one failure does not leave every later pull failing until the server restarts.
  function running(): Worker {
    if (thread) return thread;
    const started = new Worker(workerFile, { workerData: config });
    threadEnded = new Promise((resolve) => started.once('exit', () => resolve()));
    let failure: Error | undefined;
    // The thread keeps the process alive only while an answer is awaited, as a socket would.
    started.unref();
    started.on('message', (message: Answer) => {
      const waiting = pending.get(message.id);
      if (!waiting) return;
      pending.delete(message.id);
      if (pending.size === 0) started.unref();
      if (message.error) waiting.reject(errorFrom(message.error));
      else waiting.resolve(message.value);
    });
    started.on('error', (error) => (failure = error));
    started.on('exit', () => {
      if (thread === started) thread = undefined;
      const error = failure ?? new Error('The database thread has stopped.');
      for (const { reject } of pending.values()) reject(error);
      pending.clear();
    });
    thread = started;
    onThreadStart(started);
    return started;
  }

  // After close, only a transaction already begun may go on: it is work in flight, which the
  // thread finishes before it closes its connection.
  function ask<T>(request: Request): Promise<T> {
    const inFlight = 'tx' in request && request.tx !== undefined && thread !== undefined;
    if (closed && !inFlight) return Promise.reject(new LibsqlError('The client is closed', 'CLIENT_CLOSED'));
    const worker = running();
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      if (pending.size === 1) worker.ref();
      worker.postMessage({ ...request, id });
    });
  }

  const execute = (op: 'execute' | 'tx-execute', tx?: number) =>
    (async (stmt: InStatement | string, args?: unknown) =>
      resultSet(await ask<PlainResult>({ op, tx, stmt: typeof stmt === 'string' && args !== undefined ? ({ sql: stmt, args } as InStatement) : stmt }))) as Client['execute'];

  async function transaction(): Promise<QueueTransaction> {
    const tx = await ask<number>({ op: 'begin' });
    let open = true;
    return {
      execute: execute('tx-execute', tx),
      batch: (async (stmts: InStatement[]) => (await ask<PlainResult[]>({ op: 'tx-batch', tx, stmts })).map(resultSet)) as QueueTransaction['batch'],
      async commit() {
        open = false;
        await ask({ op: 'tx-commit', tx });
      },
      // Ends the transaction, rolled back unless committed, and lets the next write run.
      close() {
        open = false;
        ask({ op: 'tx-close', tx }).catch(() => undefined);
      },
      get closed() {
        return !open;
      },
    };
  }

  return {
    execute: execute('execute'),
    transaction,
    push: (push: PushWrite) => ask<PushResult>({ op: 'push', push }),
    close() {
      if (closed) return;
      closed = true;
      thread?.postMessage({ op: 'close' });
    },
    // The thread ends by itself once it has closed its connection. Ending it from outside
    // (`terminate`, or the process exiting) while SQLite runs a statement aborts the whole process:
    // libSQL's binding cannot be stopped in the middle of a call. So a server that shuts down waits.
    stopped: () => threadEnded,
  };
}

type Request =
  | { op: 'execute' | 'tx-execute'; tx?: number; stmt: InStatement }
  | { op: 'begin' }
  | { op: 'tx-batch'; tx: number; stmts: InStatement[] }
  | { op: 'tx-commit' | 'tx-close'; tx: number }
  | { op: 'push'; push: PushWrite };
type PlainResult = Omit<ResultSet, 'rows' | 'toJSON'> & { rows: Value[][] };
type PlainError = { name?: string; message: string; code?: string; extendedCode?: string; rawCode?: number };
type Answer = { id: number; value?: unknown; error?: PlainError };

/** A row as libSQL's local driver makes it: values by index and, enumerable, by column name. */
function rowOf(values: Value[], columns: string[]): Row {
  const row = {} as Row;
  Object.defineProperty(row, 'length', { value: values.length });
  values.forEach((value, index) => {
    Object.defineProperty(row, index, { value });
    const column = columns[index];
    if (column !== undefined && !Object.hasOwn(row, column)) {
      Object.defineProperty(row, column, { value, enumerable: true, configurable: true, writable: true });
    }
  });
  return row;
}

function resultSet(plain: PlainResult): ResultSet {
  const rows = plain.rows.map((values) => rowOf(values, plain.columns));
  return {
    ...plain,
    rows,
    toJSON: () => ({ ...plain, lastInsertRowid: plain.lastInsertRowid?.toString() }),
  };
}

function errorFrom(plain: PlainError): Error {
  if (!plain.code) return Object.assign(new Error(plain.message), plain.name ? { name: plain.name } : {});
  // LibsqlError puts its code in front of the message; the thread sent the message with it.
  const message = plain.message.startsWith(`${plain.code}: `) ? plain.message.slice(plain.code.length + 2) : plain.message;
  return new LibsqlError(message, plain.code, plain.extendedCode, plain.rawCode);
}
