import type { Client } from '@libsql/client';
import { pushSchemaStatements } from './push/sql-schema';
import { syncDevicesSchemaStatements, syncKeysSchemaStatements, syncMediaSchemaStatements, syncRelaySchemaStatements, syncSchemaStatements } from './sync/sql-schema';

export interface Migration {
  version: number;
  statements: readonly string[];
  /**
   * Rewrites an embedded database file after the migration (VACUUM, then the write-ahead log
   * emptied), so that rows it deleted leave no bytes behind in free pages or the log.
   */
  rewriteFile?: boolean;
}

/**
 * Schema changes, applied in order once each. Append only: a deployed version never changes,
 * because databases that already ran it would not run it again.
 */
export const migrations: readonly Migration[] = [
  {
    version: 1,
    statements: [
      `CREATE TABLE IF NOT EXISTS families (
        family_id TEXT PRIMARY KEY,
        family_name TEXT NOT NULL,
        members_json TEXT NOT NULL,
        updated_at TEXT NOT NULL
      )`,
    ],
  },
  // Family sync (ciphertext only).
  { version: 2, statements: syncSchemaStatements },
  // Family devices (removal, key rotation, recovery kit).
  { version: 3, statements: syncDevicesSchemaStatements },
  // Family keys: vouched device keys, kits retired by rotations, replayed requests refused.
  { version: 4, statements: syncKeysSchemaStatements },
  // The server keeps no names: the family update is validated and answered, never stored. The
  // names earlier versions kept go, with every old copy of them in the file.
  {
    version: 5,
    statements: ['PRAGMA secure_delete = ON', 'DELETE FROM families', 'DROP TABLE IF EXISTS families'],
    rewriteFile: true,
  },
  // The relay's limits: the whole server's bytes, spaces removed after a long idle time.
  { version: 6, statements: syncRelaySchemaStatements },
  // Notifications: the VAPID key pair and one push subscription per device.
  { version: 7, statements: pushSchemaStatements },
  // Voice notes and videos: encrypted chunks, fetched on demand.
  { version: 8, statements: syncMediaSchemaStatements },
];

export async function migrate(client: Client): Promise<void> {
  await client.execute(
    'CREATE TABLE IF NOT EXISTS migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)',
  );
  const result = await client.execute('SELECT version FROM migrations');
  const applied = new Set(result.rows.map((row) => Number(row.version)));
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    // One transaction per migration; INSERT OR IGNORE lets two instances starting together on a
    // shared database both succeed.
    await client.batch(
      [
        ...migration.statements,
        {
          sql: 'INSERT OR IGNORE INTO migrations (version, applied_at) VALUES (?, ?)',
          args: [migration.version, new Date().toISOString()],
        },
      ],
      'write',
    );
    // A remote libSQL server manages its own storage; an embedded file is rewritten here.
    if (migration.rewriteFile && client.protocol === 'file') {
      await client.execute('VACUUM');
      await client.execute('PRAGMA wal_checkpoint(TRUNCATE)');
    }
  }
}
