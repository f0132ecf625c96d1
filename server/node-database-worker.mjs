// The thread that reads an embedded database (server/node-database-thread.ts): SQLite's reading of a
// pull's photos runs here, so the request thread parses, checks and answers other requests meanwhile.
// Plain JavaScript: this file is loaded as it is, by `npm start`, by the tests and beside the
// compiled server, with no TypeScript loader in the thread.
import { parentPort, workerData } from 'node:worker_threads';
import { createClient } from '@libsql/client';
import { keepPreparedStatements } from './node-prepared-statements.mjs';

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

parentPort.on('message', (message) => {
  if (message.op === 'close') {
    client.close();
    parentPort.close();
    return;
  }
  client.execute(message.stmt).then(
    (result) => {
      const { value, transfer } = plain(result);
      parentPort.postMessage({ id: message.id, value }, [...transfer]);
    },
    (error) =>
      parentPort.postMessage({
        id: message.id,
        error: { name: error?.name, message: String(error?.message ?? error), code: error?.code, extendedCode: error?.extendedCode, rawCode: error?.rawCode },
      }),
  );
});
