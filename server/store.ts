import type { Client } from '@libsql/client';
import { syncDevicesSchemaStatements, syncKeysSchemaStatements, syncSchemaStatements } from './sync/schema';

/** The only family data the server receives and keeps (latest per family). */
export interface FamilyUpdate {
  familyId: string;
  familyName: string;
  members: { id: string; name: string }[];
}

export interface StoredFamily extends FamilyUpdate {
  /** ISO time the latest update was received. */
  updatedAt: string;
}

export interface FamilyStore {
  saveFamilyUpdate(update: FamilyUpdate, receivedAt: Date): Promise<void>;
  getFamily(familyId: string): Promise<StoredFamily | null>;
  close(): Promise<void>;
}

/** For tests and for running without a database. */
export function createMemoryFamilyStore(): FamilyStore {
  const families = new Map<string, StoredFamily>();
  return {
    async saveFamilyUpdate(update, receivedAt) {
      const updatedAt = receivedAt.toISOString();
      const current = families.get(update.familyId);
      if (current && current.updatedAt > updatedAt) return;
      families.set(update.familyId, structuredClone({ ...update, updatedAt }));
    },
    async getFamily(familyId) {
      const family = families.get(familyId);
      return family ? structuredClone(family) : null;
    },
    async close() {
      families.clear();
    },
  };
}

/**
 * Schema changes, applied in order once each. Append only: a deployed version never changes,
 * because databases that already ran it would not run it again.
 */
export const migrations: readonly { version: number; statements: readonly string[] }[] = [
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
  }
}

/**
 * libSQL store over a client the entry point creates (`@libsql/client` on Node,
 * `@libsql/client/web` on edge platforms). Applies pending migrations before answering.
 */
export async function createLibsqlFamilyStore(client: Client): Promise<FamilyStore> {
  await migrate(client);
  return {
    async saveFamilyUpdate(update, receivedAt) {
      // Keep only the latest update; an older one arriving late (another instance) loses.
      await client.execute({
        sql: `INSERT INTO families (family_id, family_name, members_json, updated_at)
              VALUES (?, ?, ?, ?)
              ON CONFLICT (family_id) DO UPDATE SET
                family_name = excluded.family_name,
                members_json = excluded.members_json,
                updated_at = excluded.updated_at
              WHERE excluded.updated_at >= families.updated_at`,
        args: [
          update.familyId,
          update.familyName,
          JSON.stringify(update.members.map(({ id, name }) => ({ id, name }))),
          receivedAt.toISOString(),
        ],
      });
    },
    async getFamily(familyId) {
      const result = await client.execute({
        sql: 'SELECT family_id, family_name, members_json, updated_at FROM families WHERE family_id = ?',
        args: [familyId],
      });
      const row = result.rows[0];
      if (!row) return null;
      return {
        familyId: String(row.family_id),
        familyName: String(row.family_name),
        members: JSON.parse(String(row.members_json)) as StoredFamily['members'],
        updatedAt: String(row.updated_at),
      };
    },
    async close() {
      client.close();
    },
  };
}
