// @vitest-environment node
import { createClient } from '@libsql/client';
import { describe, expect, it } from 'vitest';
import { base, call, fakeCiphertext, hlc, recordKeyOf, useSpace } from './sync-helpers';

// A space goes in two ways: its family erases it, or the sweep removes it after its idle time. Both
// delete the same rows (every sync table with a space_id) and take the same bytes off the server's
// count, so the ceiling of SYNC_STORAGE_LIMIT_BYTES stays true either way.
const space = useSpace({ SYNC_IDLE_SPACE_DAYS: '180' });
const dayMs = 24 * 3_600_000;

async function fill(): Promise<number> {
  const changes = [1, 2, 3].map((n) => ({ recordKey: recordKeyOf(`r${n}`), hlc: hlc(space.h.clock.now + n), ciphertext: fakeCiphertext(4_000, n) }));
  const pushed = await call(space.h, 'POST', `${base}/spaces/${space.spaceId}/changes`, space.alice, { spaceId: space.spaceId, body: { changes } });
  expect(pushed.status).toBe(200);
  const used = await space.h.store.usedBytes();
  expect(used).toBe(12_000);
  return used;
}

async function rowsLeft(spaceId: string): Promise<Record<string, number>> {
  const db = createClient({ url: space.h.databaseUrl });
  try {
    const tables = await db.execute(
      "SELECT DISTINCT m.name FROM sqlite_master m JOIN pragma_table_info(m.name) p WHERE m.type = 'table' AND p.name = 'space_id' AND m.name LIKE 'sync_%'",
    );
    const left: Record<string, number> = {};
    for (const row of tables.rows) {
      const name = String(row.name);
      if (name === 'sync_removed_spaces') continue;
      const count = Number((await db.execute({ sql: `SELECT COUNT(*) AS n FROM "${name}" WHERE space_id = ?`, args: [spaceId] })).rows[0]?.n);
      if (count > 0) left[name] = count;
    }
    return left;
  } finally {
    db.close();
  }
}

describe('erase and sweep agree on what a space is', () => {
  it('an erase deletes every row of the space and gives its bytes back to the server', async () => {
    await fill();
    expect((await call(space.h, 'DELETE', `${base}/spaces/${space.spaceId}`, space.alice, { spaceId: space.spaceId })).status).toBe(204);
    expect(await rowsLeft(space.spaceId)).toEqual({});
    expect(await space.h.store.usedBytes()).toBe(0);
  });

  it('the sweep deletes the same rows and gives the same bytes back', async () => {
    await fill();
    const later = new Date(space.h.clock.now + 181 * dayMs);
    expect((await space.h.store.sweep(later, new Date(later.getTime() - 180 * dayMs))).removedSpaces).toBe(1);
    expect(await rowsLeft(space.spaceId)).toEqual({});
    expect(await space.h.store.usedBytes()).toBe(0);
  });
});
