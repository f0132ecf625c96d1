// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createClient } from '@libsql/client';
import {
  createLibsqlFamilyStore,
  createMemoryFamilyStore,
  migrations,
  type FamilyStore,
} from '../../../server/store';

const family = {
  familyId: 'family_1',
  familyName: 'The Novaks',
  members: [{ id: 'member_1', name: 'Eliška' }],
};

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'hearth-store-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const dbUrl = () => pathToFileURL(join(dir, 'hearth.db')).href;

const implementations: [string, () => Promise<FamilyStore>][] = [
  ['memory', async () => createMemoryFamilyStore()],
  ['libSQL file', () => createLibsqlFamilyStore(createClient({ url: dbUrl() }))],
];

describe.each(implementations)('%s family store', (_name, open) => {
  it('returns null for an unknown family', async () => {
    const store = await open();
    expect(await store.getFamily('family_none')).toBeNull();
    await store.close();
  });

  it('keeps the latest update per family', async () => {
    const store = await open();
    await store.saveFamilyUpdate(family, new Date('2026-01-01T00:00:00Z'));
    const renamed = { ...family, familyName: 'Novak Family', members: [...family.members, { id: 'member_2', name: 'Tomáš' }] };
    await store.saveFamilyUpdate(renamed, new Date('2026-01-02T00:00:00Z'));
    await store.saveFamilyUpdate({ ...family, familyId: 'family_2' }, new Date('2026-01-03T00:00:00Z'));
    expect(await store.getFamily('family_1')).toEqual({ ...renamed, updatedAt: '2026-01-02T00:00:00.000Z' });
    expect(await store.getFamily('family_2')).toMatchObject({ familyId: 'family_2', familyName: 'The Novaks' });
    await store.close();
  });

  it('ignores an older update that arrives late', async () => {
    const store = await open();
    await store.saveFamilyUpdate(family, new Date('2026-01-02T00:00:00Z'));
    await store.saveFamilyUpdate({ ...family, familyName: 'Old Name' }, new Date('2026-01-01T00:00:00Z'));
    expect(await store.getFamily('family_1')).toMatchObject({ familyName: 'The Novaks' });
    await store.close();
  });
});

describe('libSQL migrations', () => {
  it('records each version once and keeps data across restarts', async () => {
    const first = await createLibsqlFamilyStore(createClient({ url: dbUrl() }));
    await first.saveFamilyUpdate(family, new Date('2026-01-01T00:00:00Z'));
    await first.close();

    const second = await createLibsqlFamilyStore(createClient({ url: dbUrl() }));
    expect(await second.getFamily('family_1')).toMatchObject({ familyName: 'The Novaks' });
    await second.close();

    const client = createClient({ url: dbUrl() });
    const versions = await client.execute('SELECT version FROM migrations ORDER BY version');
    expect(versions.rows.map((row) => Number(row.version))).toEqual(migrations.map((m) => m.version));
    const columns = await client.execute('PRAGMA table_info(families)');
    expect(columns.rows.map((row) => row.name)).toEqual(['family_id', 'family_name', 'members_json', 'updated_at']);
    client.close();
  });
});
