// What the app does when the relay refuses it for the sake of the other families: a full server, a
// server that asks for a family code or takes no new families, too many spaces from one network and
// too many live connections. Each device runs the app's real client against the real sync server.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SyncHttpError } from '@/data/sync/client';
import { SyncEngine } from '@/data/sync/engine';
import { readSpace, turnOnSync } from '@/data/sync/space';
import { preferenceKeys } from '@/data/types';
import { syncProblemText, turnOnErrorText } from '@/features/sync/model/sync-messages';
import { makeSyncApp, type SyncHarness } from '../../server/sync/sync-helpers';
import { freshDb } from '../helpers';
import { FAMILY } from './family-harness';

let server: SyncHarness | null = null;
const engines: SyncEngine[] = [];
/** Event streams the server opened (answered 200). */
let streamsOpened = 0;

async function serve(env: Record<string, string>): Promise<SyncHarness> {
  server = await makeSyncApp(env);
  streamsOpened = 0;
  const app = server.app;
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const response = await app.request(`http://hearth.test${input}`, init);
    if (input.endsWith('/events') && response.ok) streamsOpened += 1;
    return response;
  });
  return server;
}

afterEach(async () => {
  for (const engine of engines.splice(0)) engine.stop();
  vi.unstubAllGlobals();
  await server?.close();
  server = null;
});

async function familyDevice() {
  const database = freshDb();
  await database.preferences.put({ key: preferenceKeys.familyData, value: FAMILY });
  return database;
}

async function refusal(task: Promise<unknown>): Promise<SyncHttpError> {
  const error = await task.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof SyncHttpError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

describe('turning on sync where the server restricts new families', () => {
  it('asks for the family code, refuses a wrong one, and turns on with the right one', async () => {
    await serve({ SYNC_CREATION_CODE: 'maple-porch-42' });
    const database = await familyDevice();
    const needed = await refusal(turnOnSync(null, database));
    expect(needed.code).toBe('CREATION_CODE_NEEDED');
    expect(turnOnErrorText(needed.code)).toMatch(/asks for a family code/);
    const wrong = await refusal(turnOnSync(null, database, 'maple-porch-41'));
    expect(wrong.code).toBe('CREATION_CODE_WRONG');
    expect(turnOnErrorText(wrong.code)).toMatch(/not the one this Hearth server asks for/);
    // Nothing is kept of a refused try: the device is still off, and turns on with the code.
    expect(await readSpace(database)).toBeNull();
    await turnOnSync(null, database, '  maple-porch-42 ');
    expect(await readSpace(database)).not.toBeNull();
  });

  it('says a closed server takes no new families, and that the moments stay', async () => {
    await serve({ SYNC_NEW_SPACES: 'closed' });
    const error = await refusal(turnOnSync(null, await familyDevice()));
    expect(error.code).toBe('NEW_SPACES_CLOSED');
    expect(turnOnErrorText(error.code)).toBe('This Hearth server takes no new families. Your moments stay on this device.');
  });

  it('says sync was turned on too often from this network today', async () => {
    await serve({ SYNC_SPACES_PER_ADDRESS_PER_DAY: '1' });
    await turnOnSync(null, await familyDevice());
    const error = await refusal(turnOnSync(null, await familyDevice()));
    expect(error.code).toBe('TOO_MANY_SPACES');
    expect(turnOnErrorText(error.code)).toMatch(/many times today\. Try again tomorrow/);
  });
});

describe('a synced device and a full server', () => {
  it('keeps the changes on the device and says the server is full in the family words', async () => {
    await serve({ SYNC_STORAGE_LIMIT_BYTES: '1024' });
    const database = await familyDevice();
    // A recipe of a few kilobytes: more than this server has room for.
    await database.recipes.put({ id: 'recipe_big', name: 'Grandma’s soup', notes: 'stir '.repeat(1_000) } as never);
    await turnOnSync(null, database);
    const engine = new SyncEngine(database);
    engines.push(engine);
    await engine.load();
    await engine.syncNow();
    const status = engine.getStatus();
    expect(status).toMatchObject({ state: 'attention', problem: 'SERVER_FULL' });
    expect(status.pending).toBeGreaterThan(0);
    expect(syncProblemText(status.problem, 0)).toBe(
      "Hearth's server is full just now. Everything stays on this device, and Hearth sends it when there is room.",
    );
  });
});

describe('live connections beyond the two a device may hold', () => {
  it('the third window is told it syncs when used, and is not called offline', async () => {
    await serve({});
    const database = await familyDevice();
    await turnOnSync(null, database);
    const windows = [new SyncEngine(database), new SyncEngine(database), new SyncEngine(database)];
    engines.push(...windows);
    for (const engine of windows) {
      await engine.load();
      await engine.syncNow();
    }
    windows[0]!.startLive();
    windows[1]!.startLive();
    await vi.waitFor(() => expect(streamsOpened).toBe(2));
    windows[2]!.startLive();
    await vi.waitFor(() => expect(windows[2]!.getStatus().liveRefused).toBe(true));
    expect(windows[2]!.getStatus().state).toBe('synced');
    expect(windows[0]!.getStatus().liveRefused).toBeFalsy();
  });
});

describe('a family copy the server removed after its idle time', () => {
  it('ends sync on a device that comes back, keeps everything on it, and says so after a reload', async () => {
    const h = await serve({ SYNC_IDLE_SPACE_DAYS: '180' });
    const database = await familyDevice();
    await turnOnSync(null, database);
    const engine = new SyncEngine(database);
    engines.push(engine);
    await engine.load();
    await engine.syncNow();
    expect(engine.getStatus().state).toBe('synced');
    // The server's sweep, 181 days on: no device opened the space since.
    const later = new Date(Date.now() + 181 * 24 * 3_600_000);
    expect((await h.store.sweep(later, new Date(later.getTime() - 180 * 24 * 3_600_000))).removedSpaces).toBe(1);
    await engine.syncNow();
    expect(engine.getStatus()).toMatchObject({ state: 'removed', problem: 'SPACE_REMOVED' });
    expect(syncProblemText('SPACE_REMOVED', 0)).toMatch(/removed your family's copy .* This device keeps everything it has\./);
    expect(await database.preferences.get(preferenceKeys.familyData)).toMatchObject({ value: FAMILY });
    const reopened = new SyncEngine(database);
    engines.push(reopened);
    expect(await reopened.load()).toBe(false);
    expect(reopened.getStatus()).toMatchObject({ state: 'removed', problem: 'SPACE_REMOVED' });
  });
});
