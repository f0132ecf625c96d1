import type { Client } from '@libsql/client';
import type { WriteQueue } from './store';
import type { SyncStore } from './store-types';

// Sync tables are named sync_*: each one that has a space_id column holds rows of a space.
const syncTableName = /^sync_[a-z_]+$/;

/**
 * Erasing a family's space (the erase on a synced device): every row of the space in every sync
 * table, found from the schema itself so a table added later is erased too. Deleted content is
 * overwritten in the file (secure_delete) and the write-ahead log is emptied afterwards, so no old
 * copy of the ciphertext stays behind.
 */
export function eraseStore(client: Client, write: WriteQueue): Pick<SyncStore, 'eraseSpace' | 'spaceExists'> {
  return {
    async eraseSpace(spaceId) {
      const erased = await write(async (tx) => {
        await tx.execute('PRAGMA secure_delete = ON');
        const tables = await tx.execute(
          "SELECT DISTINCT m.name FROM sqlite_master m JOIN pragma_table_info(m.name) p WHERE m.type = 'table' AND p.name = 'space_id'",
        );
        const names = tables.rows.map((row) => String(row.name)).filter((name) => syncTableName.test(name));
        const results = await tx.batch(names.map((name) => ({ sql: `DELETE FROM "${name}" WHERE space_id = ?`, args: [spaceId] })));
        return results.some((result) => result.rowsAffected > 0);
      });
      if (erased && client.protocol === 'file') {
        // Best effort: a reader in the middle of a pull keeps the log until it is done.
        await client.execute('PRAGMA wal_checkpoint(TRUNCATE)').catch(() => undefined);
      }
      return erased;
    },

    async spaceExists(spaceId) {
      const result = await client.execute({ sql: 'SELECT 1 FROM sync_spaces WHERE space_id = ?', args: [spaceId] });
      return result.rows.length > 0;
    },
  };
}
