// The one place where writes of the shared tables become outbox entries: a Dexie DBCore
// middleware, so every caller (features, backup import, erase) is covered without changing. The
// outbox entry and the record's clock are written in the same IndexedDB transaction as the change,
// so a closed tab never loses one without the other.
import { Dexie, type DBCore, type DBCoreMutateRequest, type DBCoreTable, type DBCoreTransaction, type Middleware } from 'dexie';
import { recordRef } from '@/data/sync/encoding';
import { tickHlc } from '@/data/sync/hlc';
import { SYNC_STATE, SYNC_STORES, type SyncSpace } from '@/data/sync/schema';
import { isSyncedRecord, isSyncedTable } from '@/data/sync/synced-tables';

// Transactions that apply changes from other devices: their writes must not travel back out.
const remoteTransactions = new WeakSet<object>();

/** Marks a Dexie transaction's IndexedDB transaction as applying remote changes (apply.ts). */
export function markRemoteTransaction(idbtrans: object): void {
  remoteTransactions.add(idbtrans);
}

export function syncMiddleware(): Middleware<DBCore> {
  return {
    stack: 'dbcore',
    name: 'HearthSync',
    create(down) {
      return {
        ...down,
        transaction(stores, mode, options) {
          const shared = mode === 'readwrite' && stores.some(isSyncedTable);
          return down.transaction(shared ? [...new Set([...stores, ...SYNC_STORES])] : stores, mode, options);
        },
        table(name) {
          const table = down.table(name);
          if (!isSyncedTable(name)) return table;
          return {
            ...table,
            // Dexie promise chains, not async/await: Dexie's zone (the current transaction) must
            // survive every step, because the middlewares below read it.
            mutate(req) {
              // Schema upgrades rewrite records the other devices upgrade the same way themselves.
              if (remoteTransactions.has(req.trans) || isUpgrade(req.trans)) return table.mutate(req);
              return changedIds(table, req).then((ids) =>
                table.mutate(req).then((result) => {
                  const failed = new Set(Object.keys(result.failures ?? {}).map(Number));
                  const ok = ids.filter((id, index) => !failed.has(index) && isSyncedRecord(name, id));
                  if (ok.length === 0) return result;
                  return recordLocalChanges(down, req.trans, name, ok).then(() => result);
                }),
              );
            },
          };
        },
      };
    },
  };
}

function isUpgrade(trans: DBCoreTransaction): boolean {
  return (trans as Partial<IDBTransaction>).mode === 'versionchange';
}

function changedIds(table: DBCoreTable, req: DBCoreMutateRequest): Promise<string[]> {
  switch (req.type) {
    case 'add':
    case 'put': {
      const keyPath = table.schema.primaryKey.keyPath as string;
      return Dexie.Promise.resolve(req.keys ? req.keys.map(String) : req.values.map((value) => String((value as Record<string, unknown>)[keyPath])));
    }
    case 'delete':
      return Dexie.Promise.resolve(req.keys.map(String));
    case 'deleteRange':
      return table.query({ trans: req.trans, values: false, query: { index: table.schema.primaryKey, range: req.range } }).then((found) => found.result.map(String));
  }
}

function recordLocalChanges(core: DBCore, trans: DBCoreTransaction, tableName: string, ids: string[]): Promise<unknown> {
  const state = core.table('syncState');
  return state.getMany({ trans, keys: [SYNC_STATE.space, SYNC_STATE.clock] }).then(([space, clockRecord]) => {
    if (!space) return undefined; // Sync is off: nothing to send.
    const { deviceId } = (space as { value: SyncSpace }).value;
    let clock = (clockRecord as { value: string } | undefined)?.value ?? null;
    const entries = ids.map((id) => {
      clock = tickHlc(clock, Date.now(), deviceId);
      return { ref: recordRef(tableName, id), hlc: clock };
    });
    return core
      .table('syncOutbox')
      .mutate({ type: 'put', trans, values: entries })
      .then(() => core.table('syncRecords').mutate({ type: 'put', trans, values: entries }))
      .then(() => state.mutate({ type: 'put', trans, values: [{ key: SYNC_STATE.clock, value: clock }] }));
  });
}
