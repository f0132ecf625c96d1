// A family's devices in one test: each device is its own Dexie database and sync engine running the
// app's real client code (src/data/sync), and every request goes to the real sync server app
// (server/sync on a fresh libSQL file), as `npm start` would serve it, through a stubbed fetch.
import { afterEach, beforeEach, vi } from 'vitest';
import { createClient, type Client } from '@libsql/client';
import type { HearthDatabase } from '@/data/db';
import { SyncEngine } from '@/data/sync/engine';
import { joinFamily } from '@/data/sync/join';
import { readSpace, createInvite, openInvite, secretFromFragment, turnOnSync } from '@/data/sync/space';
import { preferenceKeys, type FamilyData } from '@/data/types';
import { makeSyncApp, type SyncHarness } from '../../server/sync/sync-helpers';
import { freshDb } from '../helpers';

export const FAMILY: FamilyData = {
  familyName: 'The Quillfeather Lanes',
  familyId: 'family_1700000000000_quill',
  members: [
    { id: 'member_1700000000000_wren', name: 'Wren', emoji: '🌻', color: '#a855f7', initials: 'W' },
    { id: 'member_1700000000001_pere', name: 'Peregrine', emoji: '🚲', color: '#14b8a6', initials: 'P' },
  ],
};

export interface TestFamilyDevice {
  database: HearthDatabase;
  engine: SyncEngine;
  deviceId: string;
}

export interface SyncServer {
  h: SyncHarness;
  /** The server's database, for the tests that play an attacker who can write it. */
  db: Client;
}

/** A fresh sync server per test; `fetch` of `/api/sync/v1/...` reaches it. */
const engines: SyncEngine[] = [];

function track(engine: SyncEngine): SyncEngine {
  engines.push(engine);
  return engine;
}

export function useSyncServer(): SyncServer {
  const server = {} as SyncServer;
  beforeEach(async () => {
    server.h = await makeSyncApp({ RATE_LIMIT_SYNC_RECOVERY_PER_MINUTE: '10000' });
    server.db = createClient({ url: server.h.databaseUrl });
    const app = server.h.app;
    vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
      // The server's clock follows the test's: signatures are checked against it.
      server.h.clock.now = Date.now();
      return app.request(`http://hearth.test${input}`, init);
    });
  });
  afterEach(async () => {
    // A recovered device listens live: its stream ends before the server goes, and a sync a removal
    // started in the background ends before the databases go.
    while (engines.length > 0) {
      const engine = engines.pop()!;
      engine.stop();
      await engine.syncNow().catch(() => undefined);
    }
    vi.unstubAllGlobals();
    server.db.close();
    await server.h.close();
  });
  return server;
}

async function device(database: HearthDatabase, engine: SyncEngine): Promise<TestFamilyDevice> {
  const space = await readSpace(database);
  if (!space) throw new Error('no space');
  return { database, engine, deviceId: space.deviceId };
}

/** The device that turns sync on, with the family saved on it. */
export async function firstDevice(): Promise<TestFamilyDevice> {
  const database = freshDb();
  await database.preferences.put({ key: preferenceKeys.familyData, value: FAMILY });
  const engine = track(new SyncEngine(database));
  await turnOnSync(null, database);
  await engine.load();
  await engine.syncNow();
  return device(database, engine);
}

/** A device that joins with an invitation from `from`, used by `memberId` (null: the whole family). */
export async function invitedDevice(from: TestFamilyDevice, memberId: string | null = null): Promise<TestFamilyDevice> {
  const invite = await createInvite(from.database);
  const opened = await openInvite(secretFromFragment(invite.path.slice(invite.path.indexOf('#')))!);
  const database = freshDb();
  const engine = track(new SyncEngine(database));
  await joinFamily(opened, memberId ? { kind: 'member', memberId } : { kind: 'family' }, () => undefined, database, engine);
  return device(database, engine);
}

/** A device with no family yet (for recovery). */
export function emptyDevice(): { database: HearthDatabase; engine: SyncEngine } {
  const database = freshDb();
  return { database, engine: track(new SyncEngine(database)) };
}
