import type { Transaction } from '@libsql/client';

/**
 * What one write sees: its own part of a transaction. Its statements stand or fall together; the
 * writes it shares the transaction with are not affected by its rollback or its error.
 */
export interface WriteTransaction {
  execute: Transaction['execute'];
  batch: Transaction['batch'];
  /** Undoes this write's statements; it may not run any more. */
  rollback(): Promise<void>;
  /** True once this write rolled back (or its transaction ended). */
  readonly closed: boolean;
}

/** Runs `work` as one write; its answer comes only once what it wrote is committed. */
export type WriteQueue = <T>(work: (tx: WriteTransaction) => Promise<T>) => Promise<T>;

/** A write transaction as the queue uses it. */
export type QueueTransaction = Pick<Transaction, 'execute' | 'batch' | 'commit' | 'close' | 'closed'>;

/**
 * What the queue writes through: libSQL's client, or the database's writing thread
 * (server/node-database-thread.ts), which holds the only connection that writes.
 */
export interface WriteConnection {
  transaction(mode: 'write'): Promise<QueueTransaction>;
}

type Job = { work: (tx: WriteTransaction) => Promise<unknown>; resolve: (value: unknown) => void; reject: (error: unknown) => void };

// A transaction's journal stays small, and one broken transaction fails a bounded number of writes.
const maxWritesPerCommit = 64;

const queues = new WeakMap<WriteConnection, WriteQueue>();

/** The one write queue of a connection, shared by every store that writes through it (sync, notifications). */
export function writeQueueOf(client: WriteConnection): WriteQueue {
  const existing = queues.get(client);
  if (existing) return existing;
  const queue = createWriteQueue(client);
  queues.set(client, queue);
  return queue;
}

/**
 * Runs writes one at a time in this process (an embedded database allows one writer, and queueing
 * here avoids busy waits), and commits together the writes asked for in the same turn of the event
 * loop or while the previous commit ran: a commit waits for the disk, and the local driver waits on
 * this process's only thread, so 100 devices pushing at once would otherwise queue behind 100 disk
 * syncs while no stream or pull is served. A write alone commits at the end of its turn. Each write
 * runs in a savepoint, so it succeeds, rolls back or fails as if it had its own transaction. Other
 * instances are kept apart by SQLite's write lock (BEGIN IMMEDIATE) and by the conditional updates
 * inside each write.
 */
export function createWriteQueue(client: WriteConnection): WriteQueue {
  const waiting: Job[] = [];
  let draining = false;

  async function drain(): Promise<void> {
    draining = true;
    try {
      while (waiting.length > 0) {
        const jobs = waiting.splice(0, maxWritesPerCommit);
        // Whatever happens to one transaction, every write of it is answered and the next ones run.
        await commitTogether(client, jobs).catch((error: unknown) => jobs.forEach((job) => job.reject(error)));
      }
    } finally {
      draining = false;
    }
  }

  return function write<T>(work: (tx: WriteTransaction) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      waiting.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!draining) {
        draining = true;
        // After this turn of the event loop: every request that reached its write in it shares the commit.
        setTimeout(() => void drain(), 0);
      }
    });
  };
}

async function commitTogether(client: WriteConnection, jobs: Job[]): Promise<void> {
  const done: Array<{ job: Job; value: unknown }> = [];
  let tx: QueueTransaction | undefined;
  try {
    tx = await client.transaction('write');
    for (const job of jobs) {
      const part = await runInSavepoint(tx, job);
      if (part.ok) done.push({ job, value: part.value });
      else job.reject(part.error);
    }
    await tx.commit();
  } catch (error) {
    // The transaction itself failed (it could not begin, a savepoint broke, the commit failed):
    // nothing of it was kept, so no write that was waiting for it succeeded.
    for (const job of jobs) job.reject(error);
    return;
  } finally {
    tx?.close();
  }
  for (const { job, value } of done) job.resolve(value);
}

async function runInSavepoint(tx: QueueTransaction, job: Job): Promise<{ ok: true; value: unknown } | { ok: false; error: unknown }> {
  let rolledBack = false;
  const open = () => {
    if (rolledBack || tx.closed) throw new Error('This write has rolled back.');
  };
  const part: WriteTransaction = {
    execute: ((...args: Parameters<Transaction['execute']>) => {
      open();
      return tx.execute(...(args as [string]));
    }) as Transaction['execute'],
    batch: (statements) => {
      open();
      return tx.batch(statements);
    },
    rollback: async () => {
      open();
      await tx.execute('ROLLBACK TO write');
      rolledBack = true;
    },
    get closed() {
      return rolledBack || tx.closed;
    },
  };
  await tx.execute('SAVEPOINT write');
  try {
    const value = await job.work(part);
    // Also after a rollback: ROLLBACK TO keeps the savepoint open.
    await tx.execute('RELEASE write');
    return { ok: true, value };
  } catch (error) {
    if (!rolledBack) await tx.execute('ROLLBACK TO write');
    await tx.execute('RELEASE write');
    return { ok: false, error };
  }
}
