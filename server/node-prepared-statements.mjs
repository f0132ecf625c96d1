// Prepared statements kept for reuse, on the request thread (server/node.ts) and on the database's
// reading thread (server/node-database-worker.mjs). Plain JavaScript, so the thread loads it as it
// is; its types are in node-prepared-statements.d.mts.
import { createRequire } from 'node:module';

/** Per connection, at most this many statement texts are kept; the rest are prepared each time. */
export const maxKeptStatements = 512;

// Statements that change the schema run once. A kept statement that names every column (`*`) would
// be asked for its columns before SQLite re-prepares it after another instance adds one, and answer
// the old list. Neither is kept.
const notKept = /^\s*(CREATE|ALTER|DROP|PRAGMA|VACUUM|ATTACH|DETACH)\b|(^|[\s,.])\*\s*(,|FROM\b|$)/i;

const installed = new WeakSet();

/**
 * Keeps each connection's prepared statements, by their text, and hands the same one back the next
 * time that text is run. libSQL's local client prepares every statement it runs and drops it after
 * one use; in a sync burst the server runs a few thousand statements of a few dozen texts, and a
 * pull's statement takes about 0.3 ms to prepare. SQLite resets a statement before it runs again and
 * re-prepares it by itself when the schema changes, the client binds every argument on each run,
 * and a kept statement's columns are those its text names, so it answers exactly as a new one would.
 */
export function keepPreparedStatements(Database = libsqlDatabase()) {
  const proto = Database.prototype;
  if (installed.has(proto)) return;
  installed.add(proto);
  const prepare = proto.prepare;
  const kept = new WeakMap();
  proto.prepare = function keptPrepare(sql) {
    let statements = kept.get(this);
    if (!statements) kept.set(this, (statements = new Map()));
    const known = statements.get(sql);
    if (known !== undefined) return known;
    const statement = prepare.call(this, sql);
    if (statements.size < maxKeptStatements && !notKept.test(sql)) statements.set(sql, withColumnsKept(statement));
    return statement;
  };
}

/**
 * The client asks a statement for its columns twice each time it runs it. A kept statement names
 * its columns in its text (those that select every column are not kept), so they stay as they are.
 */
function withColumnsKept(statement) {
  const columns = statement.columns;
  if (typeof columns !== 'function') return statement;
  let known;
  statement.columns = function keptColumns() {
    known ??= columns.call(this);
    return known;
  };
  return statement;
}

/** The `libsql` module that libSQL's client itself loads (resolved from the client, not declared twice). */
function libsqlDatabase() {
  const fromHere = createRequire(import.meta.url);
  return createRequire(fromHere.resolve('@libsql/client'))('libsql');
}
