import { isTableName, type TableName } from '@/data/tables';

/** The tables whose writes are announced: the family's, and the recordings a player waits for. */
export type ChangedTable = TableName | 'mediaBlobs';

type TableChangeListener = (tables: ReadonlySet<ChangedTable>) => void;

const listeners = new Set<TableChangeListener>();

/**
 * The tables a Dexie `storagemutated` report names. Its keys look like "idb://Hearth/posts/...":
 * the fourth segment is the table.
 */
export function changedTables(parts: Record<string, unknown>): Set<ChangedTable> {
  const changed = new Set<ChangedTable>();
  for (const key of Object.keys(parts)) {
    const table = key.split('/')[3];
    if (table && (isTableName(table) || table === 'mediaBlobs')) changed.add(table);
  }
  return changed;
}

/** db.ts: every committed write, from this tab or another tab of the same origin. */
export function announceTableChanges(parts: Record<string, unknown>): void {
  const tables = changedTables(parts);
  if (tables.size === 0) return;
  for (const listener of listeners) listener(tables);
}

/**
 * Calls `listener` with the tables each committed write changed. This module does not import Dexie:
 * a page that never opens the database (the landing page of a first visit) never loads it, and a
 * page that shows data has loaded it, so it hears every write, other tabs' included.
 */
export function onTableChanges(listener: TableChangeListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
