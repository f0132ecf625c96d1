import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyRemoteChanges } from '@/data/sync/apply';
import { generateDeviceKeys } from '@/data/sync/crypto';
import { toBase64Url } from '@/data/sync/encoding';
import { SyncEngine } from '@/data/sync/engine';
import { familyCopies } from '@/data/sync/erase';
import { formatHlc } from '@/data/sync/hlc';
import { SYNC_STATE, type SyncSpace } from '@/data/sync/schema';
import { spaceRecord } from '@/data/sync/space';
import { eraseThisDevice, isAppCodeCache } from '@/data/erase-device';
import type { HearthDatabase } from '@/data/db';
import { freshDb, makePost } from '../helpers';

// Erase (docs/product.md#erase): everything Hearth keeps on the device goes (database with sync records and
// keys, local storage, caches of family data); on a synced device the family's copy on the server
// goes first when the family chooses it, with this device's signature.

async function syncedDb(): Promise<{ database: HearthDatabase; space: SyncSpace }> {
  const database = freshDb();
  const keys = await generateDeviceKeys();
  const space = spaceRecord('SpaceSpaceSpaceSpace22', 'DeviceDeviceDevice0022', toBase64Url(crypto.getRandomValues(new Uint8Array(32))), keys, null);
  await database.syncState.put({ key: SYNC_STATE.space, value: space });
  await database.posts.bulkPut([makePost({ id: 'p1' }), makePost({ id: 'p2' })]);
  await database.preferences.put({ key: 'familyData', value: { familyName: 'The Quills', members: [], familyId: 'family_1' } });
  return { database, space };
}

class MemoryArea {
  items = new Map<string, string>();
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  clear() {
    this.items.clear();
  }
}

class MemoryCaches {
  names = new Set(['workbox-precache-v2-http://127.0.0.1/', 'hearth-year-book-pdf', 'hearth-family-photos']);
  async keys() {
    return [...this.names];
  }
  async delete(name: string) {
    return this.names.delete(name);
  }
}

function deviceStores(database: HearthDatabase) {
  const local = new MemoryArea();
  local.setItem('hearth.aiConsent', '{"timeTravel":{"choice":"granted"}}');
  local.setItem('hearth.aiModelHealth', '{"google/x":{"failureCount":2}}');
  const session = new MemoryArea();
  session.setItem('anything', 'x');
  const caches = new MemoryCaches();
  return { local, session, caches, stores: { database, storageAreas: [local, session], caches } };
}

async function countAll(database: HearthDatabase): Promise<number> {
  const counts = await Promise.all(database.tables.map((table) => table.count()));
  return counts.reduce((a, b) => a + b, 0);
}

function answer(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => vi.unstubAllGlobals());

describe('erasing this device', () => {
  it('clears every store (records, sync records, sync state and keys), local and session storage, and the caches of family data', async () => {
    const { database } = await syncedDb();
    await database.syncOutbox.put({ ref: 'posts\np1', hlc: formatHlc({ wallMs: 1, counter: 0, deviceId: 'dev' }) });
    const { local, session, caches, stores } = deviceStores(database);
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const push = { unsubscribe: vi.fn(async () => undefined) };

    await eraseThisDevice('device', { ...stores, push });

    expect(await countAll(database)).toBe(0);
    expect(local.items.size).toBe(0);
    expect(session.items.size).toBe(0);
    // The app's own code stays, so Hearth still opens offline; the cache that could hold photos goes.
    expect([...caches.names].sort()).toEqual(['hearth-year-book-pdf', 'workbox-precache-v2-http://127.0.0.1/']);
    // This device only: nothing was asked of the server.
    expect(fetch).not.toHaveBeenCalled();
    // The browser's push subscription ends with it: no notification reaches an erased device.
    expect(push.unsubscribe).toHaveBeenCalledOnce();
  });

  it('with the server copy chosen, first deletes the space on the server with a request signed by this device', async () => {
    const { database, space } = await syncedDb();
    const { stores } = deviceStores(database);
    const fetch = vi.fn(async () => answer(204));
    vi.stubGlobal('fetch', fetch);

    await eraseThisDevice('server', stores);

    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/sync/v1/spaces/${space.spaceId}`);
    expect(init.method).toBe('DELETE');
    const headers = init.headers as Record<string, string>;
    expect(headers['X-Hearth-Space']).toBe(space.spaceId);
    expect(headers['X-Hearth-Device']).toBe(space.deviceId);
    expect(headers['X-Hearth-Signature']).toMatch(/^[A-Za-z0-9_-]{86}$/);
    expect(await countAll(database)).toBe(0);
  });

  it('erases nothing when the server copy cannot be deleted (offline), so the family can try again', async () => {
    const { database } = await syncedDb();
    const { local, caches, stores } = deviceStores(database);
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));

    await expect(eraseThisDevice('server', stores)).rejects.toThrow();

    expect(await database.posts.count()).toBe(2);
    expect(await database.syncState.get(SYNC_STATE.space)).toBeDefined();
    expect(local.items.size).toBe(2);
    expect(caches.names.size).toBe(3);
  });

  it('counts a space the server already erased as deleted', async () => {
    const { database } = await syncedDb();
    vi.stubGlobal('fetch', vi.fn(async () => answer(410, { error: { code: 'SPACE_ERASED', message: 'gone' } })));
    await eraseThisDevice('server', deviceStores(database).stores);
    expect(await countAll(database)).toBe(0);
  });

  it('keeps only caches of app code', () => {
    expect(isAppCodeCache('workbox-precache-v2-https://hearth.example/')).toBe(true);
    expect(isAppCodeCache('hearth-year-book-pdf')).toBe(true);
    expect(isAppCodeCache('hearth-photos')).toBe(false);
    expect(isAppCodeCache('workbox-runtime-https://hearth.example/')).toBe(false);
  });
});

describe('what the server says about the family copies', () => {
  it('counts the other devices of the space and whether a recovery kit exists', async () => {
    const { database, space } = await syncedDb();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(200, { devices: [{ deviceId: space.deviceId }, { deviceId: 'other1' }, { deviceId: 'other2' }], keyEpoch: 0, recovery: { createdAt: 'x', wrapKey: 'y' } })),
    );
    expect(await familyCopies(database)).toEqual({ synced: true, otherDevices: 2, recoveryKit: true });
  });

  it('says it does not know when the server cannot be reached, and nothing for a device without sync', async () => {
    const { database } = await syncedDb();
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    expect(await familyCopies(database)).toEqual({ synced: true, otherDevices: null, recoveryKit: false });
    expect(await familyCopies(freshDb())).toEqual({ synced: false, otherDevices: null, recoveryKit: false });
  });
});

describe('a device whose family copy was erased from another device', () => {
  it('stops syncing, says why, and still says so after a reload', async () => {
    const { database } = await syncedDb();
    vi.stubGlobal('fetch', vi.fn(async () => answer(410, { error: { code: 'SPACE_ERASED', message: 'gone' } })));
    const engine = new SyncEngine(database);
    await engine.syncNow();
    expect(engine.getStatus()).toMatchObject({ state: 'removed', problem: 'SPACE_ERASED' });

    const afterReload = new SyncEngine(database);
    expect(await afterReload.load()).toBe(false);
    expect(afterReload.getStatus()).toMatchObject({ state: 'removed', problem: 'SPACE_ERASED' });
    // What it holds stays until the family decides.
    expect(await database.posts.count()).toBe(2);
  });

  it('this device’s own erase leaves no trace: a round still running when its space is gone writes nothing', async () => {
    const { database } = await syncedDb();
    const engine = new SyncEngine(database);
    await engine.load();
    await eraseThisDevice('device', deviceStores(database).stores);
    vi.stubGlobal('fetch', vi.fn(async () => answer(410, { error: { code: 'SPACE_ERASED', message: 'gone' } })));
    await engine.syncNow();
    expect(await countAll(database)).toBe(0);
  });

  it('a removed device is still told it was removed, not erased', async () => {
    const { database } = await syncedDb();
    vi.stubGlobal('fetch', vi.fn(async () => answer(403, { error: { code: 'DEVICE_REMOVED', message: 'removed' } })));
    const engine = new SyncEngine(database);
    await engine.syncNow();
    expect(engine.getStatus()).toMatchObject({ state: 'removed', problem: null });
  });
});

describe('changes that arrive after an erase', () => {
  it('are not applied once the device left its space (a pull still in flight)', async () => {
    const { database, space } = await syncedDb();
    await eraseThisDevice('device', deviceStores(database).stores);
    const change = { hlc: formatHlc({ wallMs: Date.now(), counter: 0, deviceId: 'other' }), table: 'posts', id: 'late', deleted: false, value: { ...makePost({ id: 'late' }) } };
    expect(await applyRemoteChanges(database, [change], space.deviceId, 9)).toBe(0);
    expect(await countAll(database)).toBe(0);
  });
});
