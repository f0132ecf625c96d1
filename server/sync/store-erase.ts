import type { Client } from '@libsql/client';
import type { WriteQueue, WriteTransaction } from '../write-queue';
import type { SyncStore } from './store-types';

// Sync tables are named sync_* and notification tables push_*: each one that has a space_id column
// holds rows of a space (a device's push subscription goes with its family's copy).
const syncTableName = /^(sync|push)_[a-z_]+$/;

/** Every sync table with a space_id column, found from the schema itself so a table added later is included. */
export async function spaceTables(tx: WriteTransaction): Promise<string[]> {
  const tables = await tx.execute(
    "SELECT DISTINCT m.name FROM sqlite_master m JOIN pragma_table_info(m.name) p WHERE m.type = 'table' AND p.name = 'space_id'",
  );
  return tables.rows.map((row) => String(row.name)).filter((name) => syncTableName.test(name));
}

/**
 * Deletes every row of a space, in every sync table, and takes its bytes off the server's count (the
 * ceiling of SYNC_STORAGE_LIMIT_BYTES). The one way a space goes: erased by its family or swept
 * after its idle time. Deleted content is overwritten in the file (secure_delete). True when the
 * space had any rows.
 */
export async function deleteSpaceRows(tx: WriteTransaction, spaceId: string): Promise<boolean> {
  await tx.execute('PRAGMA secure_delete = ON');
  const space = (await tx.execute({ sql: 'SELECT used_bytes FROM sync_spaces WHERE space_id = ?', args: [spaceId] })).rows[0];
  const results = await tx.batch([
    ...(await spaceTables(tx)).map((name) => ({ sql: `DELETE FROM "${name}" WHERE space_id = ?`, args: [spaceId] })),
    { sql: 'UPDATE sync_usage SET used_bytes = MAX(0, used_bytes - ?) WHERE id = 1', args: [Number(space?.used_bytes ?? 0)] },
  ]);
  return results.slice(0, -1).some((result) => result.rowsAffected > 0);
}

/**
 * Erasing a family's space (the erase on a synced device): every row of the space in every sync
 * table (deleteSpaceRows). The write-ahead log is emptied afterwards, so no old copy of the
 * ciphertext stays behind.
 */
export function eraseStore(client: Client, write: WriteQueue, writer: Pick<Client, 'execute'> = client): Pick<SyncStore, 'eraseSpace' | 'spaceExists'> {
  return {
    async eraseSpace(spaceId) {
      const erased = await write((tx) => deleteSpaceRows(tx, spaceId));
      if (erased && client.protocol === 'file') {
        // Best effort: a reader in the middle of a pull keeps the log until it is done. On the
        // connection that writes, so it never waits for another write of this server.
        await writer.execute('PRAGMA wal_checkpoint(TRUNCATE)').catch(() => undefined);
      }
      return erased;
    },

    async spaceExists(spaceId) {
      const result = await client.execute({ sql: 'SELECT 1 FROM sync_spaces WHERE space_id = ?', args: [spaceId] });
      return result.rows.length > 0;
    },
  };
}
