// @vitest-environment node
// A family's devices (each its own Dexie database and sync engine, the app's real client code)
// against the real server with notifications, whose push service is a loopback stand-in that opens
// what it gets with the subscription's keys as a browser would.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addComment } from '@/data/comments';
import { shareMoment } from '@/data/moments';
import { openPreview } from '@/data/notifications/preview';
import { writeNotificationSettings, DEFAULT_NOTIFICATION_SETTINGS } from '@/data/notifications/settings';
import { syncRegistration } from '@/data/notifications/subscription';
import { GENERIC_NOTICE, noticeText } from '@/data/notifications/text';
import { dexieStores, noticeFor, readDeviceView } from '@/data/notifications/worker';
import { removeDevice } from '@/data/sync/devices';
import { toggleReaction } from '@/data/reactions';
import { keyringOf } from '@/data/sync/schema';
import { readSpace } from '@/data/sync/space';
import type { AllocationRecord } from '@/data/types';
import { makePushHarness, type PushHarness } from '../../server/push/push-helpers';
import type { StandInSubscription } from '../../server/push/push-standin';
import { FAMILY, firstDevice, invitedDevice, type TestFamilyDevice } from '../sync/family-harness';
import { makePost } from '../helpers';

const [WREN, PEREGRINE] = FAMILY.members as [(typeof FAMILY.members)[0], (typeof FAMILY.members)[0]];
const CAPTION = 'At the Gorsemouth beach';

let h: PushHarness;
/** Every request body the server received from the family's devices. */
let sentBodies: string[];
beforeEach(async () => {
  h = await makePushHarness();
  sentBodies = [];
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    h.clock.now = Date.now();
    if (init?.body instanceof Uint8Array) sentBodies.push(new TextDecoder().decode(init.body));
    return h.app.request(`http://hearth.test${input}`, init);
  });
});

/** Every value of every row the server keeps. */
async function storedByServer(): Promise<string> {
  const tables = await h.db.execute("SELECT name FROM sqlite_master WHERE type = 'table'");
  const rows: string[] = [];
  for (const table of tables.rows) rows.push(JSON.stringify((await h.db.execute(`SELECT * FROM "${String(table.name)}"`)).rows));
  return rows.join('\n');
}

/** What the device's service worker shows for the push at `index`, read from its own database. */
async function workerShows(device: TestFamilyDevice, index: number) {
  const payload = h.standIn.received[index]!.plaintext!;
  return noticeFor(payload, await readDeviceView(dexieStores(device.database), new Date()), new Date());
}
afterEach(async () => {
  vi.unstubAllGlobals();
  await h.close();
});

async function subscribe(device: TestFamilyDevice, choices: Partial<typeof DEFAULT_NOTIFICATION_SETTINGS>): Promise<StandInSubscription> {
  const subscription = h.standIn.subscription();
  await writeNotificationSettings(device.database, { ...DEFAULT_NOTIFICATION_SETTINGS, enabled: true, reminder: null, quiet: null, ...choices });
  expect(await syncRegistration(device.database, subscription)).toBe(true);
  return subscription;
}

async function share(device: TestFamilyDevice) {
  const date = new Date().toISOString().slice(0, 10);
  const post = makePost({ id: `post_${Date.now()}_beach`, userId: WREN.id, userName: WREN.name, type: 'photo', content: CAPTION, timestamp: new Date().toISOString() });
  const allocation = (current: AllocationRecord | null): AllocationRecord => current ?? { date, familyId: FAMILY.familyId, allocations: {} };
  await shareMoment({ familyId: FAMILY.familyId, date, post, allocation }, device.database);
  return post;
}

/** What the device's service worker would show for the push at `index`. */
async function shown(device: TestFamilyDevice, index: number, choice: 'full' | 'name' | 'none' = 'full') {
  const payload = JSON.parse(h.standIn.received[index]!.plaintext!) as { k: string; e: number; c: string; n: number };
  const space = (await readSpace(device.database))!;
  return noticeText(await openPreview(keyringOf(space), space.spaceId, payload.e, payload.c), choice, payload.n);
}

describe('a moment shared on one device', () => {
  it('reaches the devices that asked, as a preview only the family opens', async () => {
    const a = await firstDevice();
    const b = await invitedDevice(a, PEREGRINE.id);
    const mine = await subscribe(b, { moments: true });
    await share(a);
    await a.engine.syncNow();
    await h.standIn.waitFor(1);
    expect(h.standIn.received[0]!.path).toBe(new URL(mine.endpoint).pathname);
    expect(await shown(b, 0)).toBe(`Wren shared a photo: ${CAPTION}`);
    expect(await shown(b, 0, 'name')).toBe('Wren shared a moment');
    expect(await shown(b, 0, 'none')).toBe('Something new in your family space');
    for (const secret of [CAPTION, 'Gorsemouth', WREN.name, FAMILY.familyName]) {
      expect(h.standIn.received[0]!.plaintext).not.toContain(secret);
    }
    // A device outside the family (another space's keys) opens nothing: the generic text.
    const stranger = await firstDevice();
    expect(await shown(stranger, 0)).toBe('Something new in your family space');
  });

  it("tells a member's own devices of reactions and comments on their moment, and no one else", async () => {
    const a = await firstDevice();
    const wrens = await invitedDevice(a, WREN.id);
    const peregrines = await invitedDevice(a, PEREGRINE.id);
    await subscribe(wrens, { moments: false, responses: true });
    await subscribe(peregrines, { moments: false, responses: true });
    const post = await share(a);
    await a.engine.syncNow();
    await peregrines.engine.syncNow();
    await wrens.engine.syncNow();
    expect(h.standIn.received).toHaveLength(0);

    await toggleReaction({ postId: post.id, memberId: PEREGRINE.id, emoji: '❤️' }, new Date(), peregrines.database);
    await peregrines.engine.syncNow();
    await h.standIn.waitFor(1);
    expect(await shown(wrens, 0)).toBe(`Peregrine reacted ❤️ to your moment: ${CAPTION}`);

    await addComment({ postId: post.id, memberId: PEREGRINE.id, text: 'What a day' }, new Date(Date.now() + 1), peregrines.database);
    await peregrines.engine.syncNow();
    // The server coalesces nothing here (the harness has no gap): the comment comes on its own.
    await h.standIn.waitFor(2);
    expect(await shown(wrens, 1)).toBe('Peregrine commented on your moment: “What a day”');
    expect(h.standIn.received.every((push) => push.path === h.standIn.received[0]!.path)).toBe(true);

    // Wren reacting to her own moment tells nobody.
    await toggleReaction({ postId: post.id, memberId: WREN.id, emoji: '👏' }, new Date(), wrens.database);
    await wrens.engine.syncNow();
    await h.push.idle();
    expect(h.standIn.received).toHaveLength(2);
  });

  it('sends nothing while no device asked, and keeps no notice for later', async () => {
    const a = await firstDevice();
    await invitedDevice(a, PEREGRINE.id);
    await share(a);
    await a.engine.syncNow();
    await h.push.idle();
    expect(h.standIn.received).toHaveLength(0);
    expect((await a.database.syncState.get('notices'))?.value).toEqual([]);
  });
});

describe('what the server learns', () => {
  it('receives and keeps only ciphertext: no caption, comment or name in any request or row', async () => {
    const a = await firstDevice();
    const wrens = await invitedDevice(a, WREN.id);
    const peregrines = await invitedDevice(a, PEREGRINE.id);
    await subscribe(wrens, { moments: true, responses: true, preview: 'full' });
    const post = await share(a);
    await a.engine.syncNow();
    await peregrines.engine.syncNow();
    await addComment({ postId: post.id, memberId: PEREGRINE.id, text: 'Zanzibar sandcastles' }, new Date(), peregrines.database);
    await peregrines.engine.syncNow();
    await h.standIn.waitFor(2);
    await h.push.idle();
    // The family's devices read both notices.
    expect((await workerShows(wrens, 0)).body).toBe(`Wren shared a photo: ${CAPTION}`);
    expect((await workerShows(wrens, 1)).body).toBe('Peregrine commented on your moment: “Zanzibar sandcastles”');
    const everything = [...sentBodies, await storedByServer(), ...h.standIn.received.map((push) => push.plaintext ?? '')].join('\n');
    expect(sentBodies.some((body) => body.includes('"sealed"'))).toBe(true);
    for (const secret of [CAPTION, 'Gorsemouth', 'Zanzibar', 'shared a photo', 'commented']) expect(everything).not.toContain(secret);
    for (const name of [WREN.name, PEREGRINE.name]) {
      expect(sentBodies.filter((body) => body.includes('"sealed"')).join('\n')).not.toContain(name);
      expect(await storedByServer()).not.toContain(name);
    }
  });
});

describe("a device's service worker", () => {
  it('opens a preview sealed after a key rotation with its keyring; a removed device is dropped and could not read it', async () => {
    const a = await firstDevice();
    const b = await invitedDevice(a, PEREGRINE.id);
    const c = await invitedDevice(a, null);
    await subscribe(b, { moments: true, preview: 'name' });
    await subscribe(c, { moments: true });
    expect((await h.db.execute('SELECT COUNT(*) AS n FROM push_subscriptions')).rows[0]!.n).toBe(2);

    await removeDevice(c.deviceId, a.database, a.engine);
    await b.engine.syncNow();
    // Removal drops the removed device's subscription on the server.
    expect((await h.db.execute('SELECT device_id FROM push_subscriptions')).rows.map((row) => row.device_id)).toEqual([b.deviceId]);
    expect((await readSpace(b.database))!.keyring!.length).toBeGreaterThan(1);

    await share(a);
    await a.engine.syncNow();
    await h.standIn.waitFor(1);
    await h.push.idle();
    expect(h.standIn.received).toHaveLength(1);
    expect(await workerShows(b, 0)).toEqual({ title: 'Hearth', body: 'Wren shared a moment', url: expect.stringMatching(/^\/family\/feeds\?view=calendar&month=/), tag: 'hearth-family' });
    // The removed device, had the push reached it, holds only the retired key: the generic text.
    expect((await workerShows(c, 0)).body).toBe(GENERIC_NOTICE);
  });

  it('says the family already shared when the reminder comes on a day with a moment', async () => {
    const a = await firstDevice();
    const reminder = JSON.stringify({ v: 1, k: 'reminder', p: '' });
    expect((await noticeFor(reminder, await readDeviceView(dexieStores(a.database), new Date()), new Date())).body).toBe("Time for today's family moment");
    await share(a);
    expect((await noticeFor(reminder, await readDeviceView(dexieStores(a.database), new Date()), new Date())).body).toBe("Your family shared today's moment. Tap to see it.");
  });
});
