// A device does not download what it has just sent: after its own push its cursor moves past its
// changes when no other device's came in between (a photo moment sent on a phone's data plan is
// not fetched and opened again). When another device's did, the next pull brings both.
import { describe, expect, it, vi } from 'vitest';
import { makePost } from '../helpers';
import { firstDevice, invitedDevice, useSyncServer, type TestFamilyDevice } from './family-harness';

useSyncServer();

/** How many changes each device's pulls brought, as the server answered them. */
function countPulls(): Map<string, number> {
  const pulled = new Map<string, number>();
  const inner = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const response = await inner(input, init);
    if ((init?.method ?? 'GET') === 'GET' && /\/changes\?/.test(input) && response.ok) {
      const device = new Headers(init?.headers).get('x-hearth-device') ?? '';
      const { changes } = (await response.clone().json()) as { changes: unknown[] };
      pulled.set(device, (pulled.get(device) ?? 0) + changes.length);
    }
    return response;
  });
  return pulled;
}

/** Devices A and B of one family, both up to date, with their pulls counted from now on. */
async function settledPair(): Promise<{ a: TestFamilyDevice; b: TestFamilyDevice; pulled: Map<string, number> }> {
  const a = await firstDevice();
  const b = await invitedDevice(a);
  await a.engine.syncNow();
  await b.engine.syncNow();
  return { a, b, pulled: countPulls() };
}

async function share(device: TestFamilyDevice, id: string): Promise<void> {
  await device.database.posts.add(makePost({ id, content: `moment ${id}` }));
}

describe("a device's own push", () => {
  it('is not pulled back when nothing else came in between', async () => {
    const { a, b, pulled } = await settledPair();

    await share(a, 'post_1700000000000_ownpush1');
    await a.engine.syncNow();
    expect(pulled.get(a.deviceId) ?? 0).toBe(0);

    // The family still gets it, and A's next round finds nothing new either.
    await b.engine.syncNow();
    expect(await b.database.posts.get('post_1700000000000_ownpush1')).toMatchObject({ content: 'moment post_1700000000000_ownpush1' });
    await a.engine.syncNow();
    expect(pulled.get(a.deviceId) ?? 0).toBe(0);
  });

  it("comes with another device's change that arrived before it, which is never skipped", async () => {
    const { a, b, pulled } = await settledPair();

    await share(b, 'post_1700000000000_frombee1');
    await b.engine.syncNow();
    await share(a, 'post_1700000000000_fromaaa1');
    await a.engine.syncNow();
    // B's moment and A's own: A's cursor could not move past its push without skipping B's.
    expect(pulled.get(a.deviceId)).toBe(2);
    expect(await a.database.posts.get('post_1700000000000_frombee1')).toMatchObject({ content: 'moment post_1700000000000_frombee1' });
  });
});
