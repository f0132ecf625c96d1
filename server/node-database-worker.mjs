// The thread that owns an embedded database (server/node-database-thread.ts). SQLite's work (reading a
// pull's photos, writing a push, each commit) runs here, so the request thread parses, checks and
// answers other requests meanwhile. Plain JavaScript: this file is loaded as it is, by `npm start`,
// by the tests and beside the compiled server, with no TypeScript loader in the thread.
import { parentPort, workerData } from 'node:worker_threads';
import { createClient } from '@libsql/client';

const client = createClient(workerData);
/** Open transactions by the number the request thread knows them by. */
const transactions = new Map();
let nextTransaction = 1;

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

function plainAll(results) {
  const transfer = new Set();
  const value = results.map((result) => {
    const one = plain(result);
    for (const buffer of one.transfer) transfer.add(buffer);
    return one.value;
  });
  return { value, transfer };
}

function transactionOf(id) {
  const tx = transactions.get(id);
  if (!tx) throw new Error('This transaction has ended.');
  return tx;
}

async function answer(message) {
  switch (message.op) {
    case 'execute':
      return plain(await (message.tx ? transactionOf(message.tx) : client).execute(message.stmt));
    case 'batch':
      return plainAll(
        message.tx ? await transactionOf(message.tx).batch(message.stmts) : await client.batch(message.stmts, message.mode),
      );
    case 'executeMultiple':
      await (message.tx ? transactionOf(message.tx) : client).executeMultiple(message.sql);
      return { value: null };
    case 'transaction': {
      const id = nextTransaction++;
      transactions.set(id, await client.transaction(message.mode));
      return { value: id };
    }
    case 'commit':
      await transactionOf(message.tx).commit();
      return { value: null };
    case 'rollback':
      await transactionOf(message.tx).rollback();
      return { value: null };
    case 'closeTransaction':
      transactions.get(message.tx)?.close();
      transactions.delete(message.tx);
      return { value: null };
    default:
      throw new Error(`Unknown database request: ${String(message.op)}`);
  }
}

parentPort.on('message', (message) => {
  if (message.op === 'close') {
    for (const tx of transactions.values()) tx.close();
    client.close();
    parentPort.close();
    return;
  }
  answer(message).then(
    ({ value, transfer }) => parentPort.postMessage({ id: message.id, value }, transfer ? [...transfer] : []),
    (error) =>
      parentPort.postMessage({
        id: message.id,
        error: { name: error?.name, message: String(error?.message ?? error), code: error?.code, extendedCode: error?.extendedCode, rawCode: error?.rawCode },
      }),
  );
});
