import { expect, test, type Page } from '@playwright/test';
import { createClient } from '@libsql/client';
import type { FamilyData } from '../../src/data/types';
import { fewPosts, seedFamily } from './helpers/seed';
import { joinFamily, newDevice, syncState, turnOnAndInvite } from './helpers/sync';

// Erase on a synced device (docs/product.md#erase-synced), against the real server: A erases everything it keeps
// (IndexedDB with sync records and keys, local and session storage, caches of family data) and,
// as chosen, the family's copy on the server; B, the other device, keeps its data, is told why
// sync ended, and the server holds no row of the space.
const FAMILY: FamilyData = {
  familyName: 'The Pellworthy Larches',
  familyId: 'family_1700000000000_pellw',
  members: [
    { id: 'member_1700000000000_ines', name: 'Inesa Pellworthy', emoji: '🌻', color: '#a855f7', initials: 'IP' },
    { id: 'member_1700000000001_juno', name: 'Juno Larch', emoji: '🚲', color: '#14b8a6', initials: 'JL' },
  ],
};
const PORT = Number(process.env.E2E_PORT ?? 4399);

/** Everything Hearth could keep in this browser: record counts of every IndexedDB store, web storage, caches. */
function deviceContents(page: Page) {
  return page.evaluate(async () => {
    const stores: Record<string, number> = {};
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(info.name!);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      for (const name of Array.from(database.objectStoreNames)) {
        stores[`${info.name}/${name}`] = await new Promise<number>((resolve, reject) => {
          const count = database.transaction(name).objectStore(name).count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        });
      }
      database.close();
    }
    const cacheNames = await caches.keys();
    const cachedText: string[] = [];
    for (const name of cacheNames) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) cachedText.push(`${request.url} ${await (await cache.match(request))!.text()}`);
    }
    return { stores, localStorage: localStorage.length, sessionStorage: sessionStorage.length, cacheNames, cachedText: cachedText.join('\n') };
  });
}

async function spaceRows(spaceId: string): Promise<Record<string, number>> {
  const client = createClient({ url: `file:data/e2e-${PORT}.db` });
  try {
    const tables = await client.execute("SELECT DISTINCT m.name FROM sqlite_master m JOIN pragma_table_info(m.name) p WHERE m.type = 'table' AND p.name = 'space_id'");
    const counts: Record<string, number> = {};
    for (const { name } of tables.rows) {
      const result = await client.execute({ sql: `SELECT COUNT(*) AS n FROM "${String(name)}" WHERE space_id = ?`, args: [spaceId] });
      counts[String(name)] = Number(result.rows[0]?.n ?? 0);
    }
    return counts;
  } finally {
    client.close();
  }
}

test('erasing a synced device: everything on it goes, and as chosen the family copy on the server; the other device is told', async ({ browser }) => {
  test.setTimeout(150_000);
  const a = await newDevice(browser);
  const b = await newDevice(browser);
  await seedFamily(a.page, { family: FAMILY, posts: fewPosts(new Date(), 4) });
  await joinFamily(b.page, await turnOnAndInvite(a.page), FAMILY, /Juno Larch/);
  await expect.poll(async () => (await deviceContents(b.page)).stores['Hearth/posts']).toBeGreaterThanOrEqual(4);

  const spaceId = await a.page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const request = indexedDB.open('Hearth');
        request.onsuccess = () => {
          const get = request.result.transaction('syncState').objectStore('syncState').get('space');
          get.onsuccess = () => resolve(get.result.value.spaceId as string);
          get.onerror = () => reject(get.error);
        };
        request.onerror = () => reject(request.error);
      }),
  );
  expect(Object.values(await spaceRows(spaceId)).some((n) => n > 0)).toBe(true);

  await test.step('A holds family data in local storage and in a cache, as Hearth may', async () => {
    await a.page.goto('/family/dashboard');
    await a.page.evaluate(async (familyName) => {
      localStorage.setItem('hearth.aiConsent', JSON.stringify({ timeTravel: { choice: 'granted', providers: ['google'], at: new Date().toISOString() } }));
      localStorage.setItem('hearth.aiModelHealth', JSON.stringify({ 'google/x': { failureCount: 1 } }));
      sessionStorage.setItem('hearth.draft', familyName);
      const cache = await caches.open('hearth-family-photos');
      await cache.put('/family-photo.json', new Response(JSON.stringify({ familyName })));
    }, FAMILY.familyName);
    const before = await deviceContents(a.page);
    expect(before.cachedText).toContain(FAMILY.familyName);
    expect(before.stores['Hearth/syncState']).toBeGreaterThan(0);
  });

  await test.step('A erases itself and the family copy on the server, warned that B loses sync', async () => {
    await a.page.getByRole('button', { name: 'Erase All Data' }).click();
    const dialog = a.page.getByRole('alertdialog', { name: 'Erase all family data?' });
    const server = dialog.getByRole('radio', { name: 'Also delete the family’s copy on Hearth’s server' });
    await expect(server).toBeEnabled();
    await expect(dialog).toContainText('Your family’s other device will lose sync');
    await server.check();
    await dialog.getByLabel('Type delete to confirm').fill('delete');
    const deleted = a.page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().endsWith(`/api/sync/v1/spaces/${spaceId}`));
    await dialog.getByRole('button', { name: 'Erase All Data' }).click();
    expect((await deleted).status()).toBe(204);
    const erased = a.page.getByRole('alertdialog', { name: 'Data erased' });
    await expect(erased).toContainText('All family data has been erased successfully.');
    await expect(erased).toContainText('Your family’s other device keeps what it had, but no longer syncs.');
    await Promise.all([a.page.waitForEvent('load'), erased.getByRole('button', { name: 'OK' }).click()]);
  });

  await test.step('A holds nothing of the family: every store empty, no web storage, only the app’s code cached', async () => {
    const after = await deviceContents(a.page);
    expect(Object.entries(after.stores).filter(([, n]) => n > 0)).toEqual([]);
    expect(after.localStorage).toBe(0);
    expect(after.sessionStorage).toBe(0);
    expect(after.cacheNames.every((name) => name.startsWith('workbox-precache') || name === 'hearth-year-book-pdf')).toBe(true);
    for (const secret of [FAMILY.familyName, ...FAMILY.members.map((m) => m.name)]) expect(after.cachedText).not.toContain(secret);
    await expect(a.page.getByLabel('Family name')).toBeVisible();
  });

  await test.step('the server holds no row of the space', async () => {
    const rows = await spaceRows(spaceId);
    expect(Object.keys(rows)).toEqual(expect.arrayContaining(['sync_spaces', 'sync_devices', 'sync_changes']));
    expect(Object.entries(rows).filter(([, n]) => n > 0)).toEqual([]);
  });

  await test.step('B keeps its data and says its family copy was deleted, sync ended', async () => {
    await b.page.goto('/family/dashboard');
    await expect(syncState(b.page)).toHaveAttribute('data-state', 'removed', { timeout: 15_000 });
    await expect(syncState(b.page)).toContainText('Sync ended');
    await expect(b.page.getByRole('heading', { name: 'Your family’s copy on Hearth’s server was deleted' })).toBeVisible();
    expect((await deviceContents(b.page)).stores['Hearth/posts']).toBeGreaterThanOrEqual(4);
    await b.page.getByRole('button', { name: 'Keep my copy, unsynced' }).click();
    await expect(b.page.locator('[data-slot="sync-devices-card"]').getByRole('button', { name: 'Turn on sync' })).toBeVisible();
  });

  await a.context.close();
  await b.context.close();
});
