// Storage that fails, for the error states of stories and tests: a Dexie middleware that makes
// reads, writes or deletes of one table throw, as a full disk, a locked or a broken database would.
// Stories name their failures in `parameters.storageFailures`; the seed loader installs them with
// the story's fresh database (stories/decorators/with-dexie-seed.tsx). Unit tests call failStorage.
import type { DBCore, DBCoreMutateRequest, DBCoreTable, Middleware } from 'dexie';
import type { HearthDatabase } from '@/data/db';
import type { TableName } from '@/data/tables';

export interface StorageFailure {
  table: TableName;
  /** 'read': records read (get, queries, cursors); 'write': records added or changed; 'delete': deleted or cleared. */
  on: 'read' | 'write' | 'delete';
  /**
   * Only reads or writes of records whose key starts with this fail. Without it the table is broken:
   * every read of it fails (empty answers and counts too), and every write.
   */
  keyPrefix?: string;
  /** Fails this many times, then works again (default: every time). */
  times?: number;
  /** 'device-full': the browser's QuotaExceededError, which has words of its own. Default: a plain Error. */
  error?: 'device-full' | Error;
}

const NAME = 'story-storage-failures';

function errorFor(failure: StorageFailure): Error {
  if (failure.error === 'device-full') return new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  if (failure.error) return failure.error;
  return new Error(failure.on === 'read' ? 'The stored records could not be read.' : 'The write failed.');
}

const keyOf = (record: unknown) => (record as { key?: unknown; id?: unknown } | undefined)?.key ?? (record as { id?: unknown } | undefined)?.id;

function failingTable(down: DBCoreTable, failures: readonly StorageFailure[], left: Map<StorageFailure, number>): DBCoreTable {
  const check = (on: StorageFailure['on'], keys: readonly unknown[]) => {
    const failure = failures.find(
      (candidate) =>
        candidate.on === on &&
        (left.get(candidate) ?? 0) > 0 &&
        (candidate.keyPrefix === undefined || keys.some((key) => typeof key === 'string' && key.startsWith(candidate.keyPrefix as string))),
    );
    if (!failure) return;
    left.set(failure, (left.get(failure) ?? 0) - 1);
    throw errorFor(failure);
  };
  const mutatedKeys = (req: DBCoreMutateRequest): unknown[] => {
    if (req.type === 'deleteRange') return [];
    if (req.type === 'delete') return req.keys;
    return [...(req.keys ?? []), ...(req.type === 'put' ? (req.updates?.keys ?? []) : []), ...req.values.map(keyOf)];
  };
  return {
    ...down,
    async get(req) {
      const record = await down.get(req);
      check('read', record === undefined ? [] : [req.key]);
      return record;
    },
    async getMany(req) {
      const records = await down.getMany(req);
      check('read', req.keys.filter((_, i) => records[i] !== undefined));
      return records;
    },
    async query(req) {
      const response = await down.query(req);
      check('read', req.values ? response.result.map(keyOf) : []);
      return response;
    },
    async openCursor(req) {
      const cursor = await down.openCursor(req);
      check('read', cursor ? [cursor.primaryKey] : []);
      return cursor;
    },
    async count(req) {
      const count = await down.count(req);
      check('read', []);
      return count;
    },
    async mutate(req) {
      check(req.type === 'add' || req.type === 'put' ? 'write' : 'delete', mutatedKeys(req));
      return down.mutate(req);
    },
  };
}

/** The middleware that makes `failures` happen; above Dexie's own, so a write fails before it is made. */
export function storageFailureMiddleware(failures: readonly StorageFailure[]): Middleware<DBCore> {
  const left = new Map(failures.map((failure) => [failure, failure.times ?? Number.POSITIVE_INFINITY]));
  return {
    stack: 'dbcore',
    name: NAME,
    level: 100,
    create: (down) => ({
      ...down,
      table: (name) => {
        const table = down.table(name);
        const own = failures.filter((failure) => failure.table === name);
        return own.length > 0 ? failingTable(table, own, left) : table;
      },
    }),
  };
}

/** Makes `failures` happen in `database` (a middleware takes effect when the database opens). */
export function setStorageFailures(database: HearthDatabase, failures: readonly StorageFailure[]): void {
  database.unuse({ stack: 'dbcore', name: NAME });
  if (failures.length > 0) database.use(storageFailureMiddleware(failures));
}

/** Unit tests: reopens `database` with `failures`; the returned function reopens it without them. */
export async function failStorage(database: HearthDatabase, ...failures: StorageFailure[]): Promise<() => Promise<void>> {
  database.close();
  setStorageFailures(database, failures);
  await database.open();
  return async () => {
    database.close();
    setStorageFailures(database, []);
    await database.open();
  };
}
