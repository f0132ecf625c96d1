// A thread with its own connection to an embedded database (server/node-database-thread.ts): the one
// that reads a pull's photos, or the one that writes; SQLite's work runs here, so the request thread
// parses, checks and answers other requests meanwhile.
// Plain JavaScript: this file is loaded as it is, by `npm start`, by the tests and beside the
// compiled server, with no TypeScript loader in the thread.
import { parentPort, workerData } from 'node:worker_threads';
import { createClient } from '@libsql/client';
import { keepPreparedStatements } from './node-prepared-statements.mjs';
import { createRequestLog, writePush } from './sync/push-write.mjs';

keepPreparedStatements();
const client = createClient(workerData);

/** A result as plain values: rows as arrays, which the request thread turns back into libSQL rows. */
function plain(result) {
  const transfer = new Set();
  const rows = result.rows.map((row) => {
    const values = Array.from({ length: row.length }, (_, index) => row[index]);
    for (const value of values) if (value instanceof ArrayBuffer) transfer.add(value);
    return values;
  });
  return {
    value: {
      columns: result.columns,
      columnTypes: result.columnTypes,
      rows,
      rowsAffected: result.rowsAffected,
      lastInsertRowid: result.lastInsertRowid,
    },
    transfer,
  };
}

function answer(id, work) {
  work().then(
    (value) => {
      if (value && typeof value === 'object' && 'columns' in value) {
        const { value: plainValue, transfer } = plain(value);
        parentPort.postMessage({ id, value: plainValue }, [...transfer]);
      } else parentPort.postMessage({ id, value });
    },
    (error) =>
      parentPort.postMessage({
        id,
        error: { name: error?.name, message: String(error?.message ?? error), code: error?.code, extendedCode: error?.extendedCode, rawCode: error?.rawCode },
      }),
  );
}

// One piece of work at a time on this connection: a statement, a transaction the request thread
// runs (held from its begin to its close), or a group of pushes. Each waits for the one before.
let lockTail = Promise.resolve();
function locked(work) {
  const run = lockTail.then(work);
  lockTail = run.then(
    () => undefined,
    () => undefined,
  );
  return run;
}

// The transaction the request thread is running, if any; its id tells a late message from an
// earlier thread's transaction apart.
let remote = null;
let nextTransaction = 1;
function remoteTransaction(id) {
  if (!remote || remote.id !== id) throw new Error('This write has ended.');
  return remote.tx;
}
function begin() {
  return new Promise((resolve, reject) => {
    locked(
      () =>
        new Promise((release) => {
          client.transaction('write').then(
            (tx) => {
              remote = { id: nextTransaction++, tx, release };
              resolve(remote.id);
            },
            (error) => {
              release();
              reject(error);
            },
          );
        }),
    );
  });
}
function end(id) {
  if (!remote || remote.id !== id) return;
  const { tx, release } = remote;
  remote = null;
  tx.close();
  release();
}

// Pushes that arrive while the connection is busy are committed together: one commit for a burst's
// pushes instead of one each. Each runs in its own savepoint, so it succeeds, is refused or fails
// as if it had its own transaction.
const maxPushesPerCommit = 64;
const waitingPushes = [];
const requestLog = createRequestLog();
let pushesQueued = false;
function push(id, write) {
  waitingPushes.push({ id, write });
  if (pushesQueued) return;
  pushesQueued = true;
  // After the messages that have already arrived: the pushes sent together are committed together.
  setImmediate(() => void locked(commitPushes));
}
async function commitPushes() {
  pushesQueued = false;
  const jobs = waitingPushes.splice(0, maxPushesPerCommit);
  if (waitingPushes.length > 0) {
    pushesQueued = true;
    setImmediate(() => void locked(commitPushes));
  }
  const done = [];
  const refused = new Set();
  let tx;
  try {
    tx = await client.transaction('write');
    for (const job of jobs) {
      await tx.execute('SAVEPOINT push');
      let value;
      try {
        value = await writePush(tx, job.write, requestLog);
      } catch (error) {
        await tx.execute('ROLLBACK TO push');
        await tx.execute('RELEASE push');
        refused.add(job);
        answer(job.id, () => Promise.reject(error));
        continue;
      }
      await tx.execute('RELEASE push');
      done.push({ job, value });
    }
    await tx.commit();
  } catch (error) {
    // Nothing of the transaction was kept: no push that was waiting for it succeeded.
    for (const job of jobs) if (!refused.has(job)) answer(job.id, () => Promise.reject(error));
    return;
  } finally {
    tx?.close();
  }
  for (const { job, value } of done) answer(job.id, async () => value);
}

function closeWhenDone() {
  // Pushes still waiting for their commit to start come first.
  if (pushesQueued) {
    setImmediate(closeWhenDone);
    return;
  }
  void locked(() => {
    client.close();
    parentPort.close();
  });
}

parentPort.on('message', (message) => {
  switch (message.op) {
    case 'close':
      // After what was sent before: a push or a write in flight is committed first.
      return closeWhenDone();
    case 'execute':
      return answer(message.id, () => locked(() => client.execute(message.stmt)));
    case 'push':
      return push(message.id, message.push);
    case 'begin':
      return answer(message.id, begin);
    case 'tx-execute':
      return answer(message.id, async () => remoteTransaction(message.tx).execute(message.stmt));
    case 'tx-batch':
      return answer(message.id, async () => (await remoteTransaction(message.tx).batch(message.stmts)).map((result) => plain(result).value));
    case 'tx-commit':
      return answer(message.id, async () => {
        await remoteTransaction(message.tx).commit();
      });
    case 'tx-close':
      return answer(message.id, async () => end(message.tx));
  }
});
