// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createClient, type Client } from '@libsql/client';
import { scanForPlaintext } from '../../../scripts/scan-plaintext.mjs';
import { migrate, migrations } from '../../../server/store';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'hearth-store-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const dbFile = () => join(dir, 'hearth.db');
const dbUrl = () => pathToFileURL(dbFile()).href;

async function tableNames(client: Client): Promise<string[]> {
  const result = await client.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name");
  return result.rows.map((row) => String(row.name));
}

/**
 * A database as a server before this change left it: the first three schema versions applied, and
 * the family updates it used to keep (names in clear, replaced on every save).
 */
async function databaseWithStoredNames(): Promise<void> {
  const client = createClient({ url: dbUrl() });
  await client.execute('PRAGMA journal_mode = WAL');
  await client.execute('CREATE TABLE migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)');
  for (const migration of migrations.filter((m) => m.version <= 3)) {
    await client.batch([...migration.statements, { sql: 'INSERT INTO migrations (version, applied_at) VALUES (?, ?)', args: [migration.version, 'then'] }], 'write');
  }
  const save = (name: string, members: string[], at: string) =>
    client.execute({
      sql: `INSERT INTO families (family_id, family_name, members_json, updated_at) VALUES ('family_1', ?, ?, ?)
            ON CONFLICT (family_id) DO UPDATE SET family_name = excluded.family_name, members_json = excluded.members_json, updated_at = excluded.updated_at`,
      args: [name, JSON.stringify(members.map((m, i) => ({ id: `member_${i}`, name: m }))), at],
    });
  // Several saves: older versions of the row linger in free space until something overwrites them.
  await save('The Novaks', ['Eliška'], '2026-01-01');
  await save('Novak Family', ['Eliška', 'Tomáš'], '2026-01-02');
  await save('The Novák-Dvořáks', ['Eliška', 'Tomáš', 'Bohumila'], '2026-01-03');
  client.close();
}

describe('schema migrations', () => {
  it('apply each version once and record it, on a new database and again on restart', async () => {
    const first = createClient({ url: dbUrl() });
    await migrate(first);
    first.close();
    const second = createClient({ url: dbUrl() });
    await migrate(second);
    const versions = await second.execute('SELECT version FROM migrations ORDER BY version');
    expect(versions.rows.map((row) => Number(row.version))).toEqual(migrations.map((m) => m.version));
    expect(await tableNames(second)).not.toContain('families');
    second.close();
  });

  it('drop the family names an older server kept: no table, and no name left in the file or its log', async () => {
    await databaseWithStoredNames();
    const needles = ['The Novaks', 'Novak Family', 'Novák-Dvořáks', 'Eliška', 'Tomáš', 'Bohumila'];
    const before = await scanForPlaintext({ databaseFile: dbFile(), needles });
    expect(before.findings.length).toBeGreaterThan(0);

    const client = createClient({ url: dbUrl() });
    await migrate(client);
    expect(await tableNames(client)).not.toContain('families');
    // The sync tables the older server made are still there, untouched.
    expect(await tableNames(client)).toEqual(expect.arrayContaining(['sync_spaces', 'sync_devices', 'sync_changes', 'sync_recovery']));
    client.close();

    const after = await scanForPlaintext({ databaseFile: dbFile(), needles });
    expect(after.findings).toEqual([]);
  });
});
