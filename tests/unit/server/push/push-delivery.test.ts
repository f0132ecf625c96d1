// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { payloadBytes } from '../../../../server/push/payload';
import { fakeCiphertext, hlc, makeDevice, type TestDevice } from '../sync/sync-helpers';
import { makePushHarness, sealedOf, topicOf, type PushHarness } from './push-helpers';
import { verifyVapid, type StandInSubscription } from './push-standin';

// What a family's device would put in a preview; none of it may reach the server or a push service in clear.
const FAMILY_NAME = 'The Brindlecombe Larks';
const SHARER = 'Ravindra Quillon';
const CAPTION = 'At Pebblewick beach';
const MOMENTS = topicOf('moments');

let h: PushHarness;
beforeEach(async () => {
  h = await makePushHarness();
});
afterEach(async () => h.close());

/** Seals a preview as a device does: AES-GCM under a family key the server never has. */
async function sealPreview(): Promise<string> {
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify({ kind: 'moment', by: SHARER, family: FAMILY_NAME, type: 'photo', caption: CAPTION }));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: new TextEncoder().encode('aad') }, key, plain));
  return Buffer.concat([iv, sealed]).toString('base64url');
}

async function subscribe(device: TestDevice, topics: string[], extra: Record<string, unknown> = {}, path?: string): Promise<StandInSubscription> {
  const subscription = h.standIn.subscription(path);
  const answer = await h.call('PUT', '/push', device, { endpoint: subscription.endpoint, keys: subscription.keys, topics, schedule: [], ...extra });
  expect(answer.status).toBe(204);
  return subscription;
}

const notify = (device: TestDevice, sealed: string, topic = MOMENTS, epoch = 0) => h.call('POST', '/notify', device, { topic, epoch, sealed });

describe('a family notification', () => {
  it('reaches the other devices that follow its topic, encrypted for each; the server forwards only ciphertext', async () => {
    const bob = await h.addDevice();
    const carol = await h.addDevice();
    const dave = await h.addDevice();
    await subscribe(h.alice, [MOMENTS]);
    const bobs = await subscribe(bob, [MOMENTS, topicOf('responses of bob')]);
    await subscribe(carol, [topicOf('responses of carol')]);
    const daves = await subscribe(dave, [MOMENTS]);
    const sealed = await sealPreview();

    expect(await notify(h.alice, sealed)).toEqual({ status: 202, json: { queued: 2 } });
    const pushes = await h.standIn.waitFor(2);
    await h.push.idle();
    // Not to alice (she sent it), not to carol (she follows only her own moments' responses).
    expect(pushes.map((push) => push.path).sort()).toEqual([new URL(bobs.endpoint).pathname, new URL(daves.endpoint).pathname].sort());
    const { json: status } = await h.call('GET', '/push', bob);
    for (const push of pushes) {
      expect(push.plaintext).not.toBeNull();
      const payload = JSON.parse(push.plaintext!) as Record<string, unknown>;
      expect(payload).toMatchObject({ v: 1, k: 'family', e: 0, c: sealed, n: 1 });
      // The push service gets the same number of bytes whatever the notification says.
      expect(new TextEncoder().encode(push.plaintext!).byteLength).toBe(payloadBytes);
      expect(push.headers['content-encoding']).toBe('aes128gcm');
      expect(push.headers.ttl).toBe(String(12 * 3600));
      expect(push.headers.topic).toBe('family');
      const claims = verifyVapid(push.headers, String(status?.vapidKey));
      expect(claims.aud).toBe(h.standIn.origin);
      for (const secret of [FAMILY_NAME, SHARER, CAPTION, 'Pebblewick', 'Ravindra', 'Brindlecombe']) {
        expect(push.plaintext).not.toContain(secret);
        expect(push.body.toString('latin1')).not.toContain(secret);
      }
    }
    // What the server stored holds no more than the device's own registration.
    expect(h.logger.lines.join('\n')).not.toContain(CAPTION);
  });

  it('keeps the VAPID key pair across restarts and says it to devices', async () => {
    const { json } = await h.call('GET', '/push', h.alice);
    expect(json).toMatchObject({ vapidKey: h.push.vapidPublicKey, subscription: null, nextReminderAt: null });
    expect(String(json?.vapidKey)).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(await h.pushStore.vapidKeys(() => ({ publicKey: 'other', privateKey: 'other' }), new Date())).toMatchObject({ publicKey: h.push.vapidPublicKey });
  });

  it('refuses a preview sealed with a retired key, and notices beyond a few a minute', async () => {
    const sealed = sealedOf(4);
    expect((await notify(h.alice, sealed, MOMENTS, 1)).json).toMatchObject({ error: { code: 'KEY_ROTATED' } });
    let last = 0;
    for (let i = 0; i < 25; i += 1) last = (await notify(h.alice, sealed)).status;
    expect(last).toBe(429);
  });

  it('refuses malformed registrations and notices', async () => {
    const subscription = h.standIn.subscription();
    const good = { endpoint: subscription.endpoint, keys: subscription.keys, topics: [MOMENTS], schedule: [] };
    for (const body of [
      { ...good, topics: ['short'] },
      { ...good, topics: Array(5).fill(MOMENTS) },
      { ...good, keys: { ...good.keys, auth: 'x' } },
      { ...good, schedule: [{ from: 0, reminder: 1440, quiet: null }] },
      { ...good, extra: true },
    ]) {
      expect((await h.call('PUT', '/push', h.alice, body)).status).toBe(400);
    }
    expect((await h.call('POST', '/notify', h.alice, { topic: MOMENTS, epoch: 0, sealed: sealedOf(1, 2000) })).status).toBe(400);
  });
});

describe('where the server posts', () => {
  it.each([
    ['a host not on the list', 'https://push.example.com/send/1'],
    ['plain http to a listed wildcard host', 'http://updates.push.services.mozilla.com/wpush/v2/x'],
    ['a private address', 'http://10.1.2.3/push/1'],
    ['a loopback address not listed', 'http://127.0.0.2/push/1'],
    ['credentials in the URL', 'https://user:pw@updates.push.services.mozilla.com/wpush/v2/x'],
    ['not a URL', 'push-service'],
  ])('refuses %s as an endpoint', async (_what, endpoint) => {
    const subscription = h.standIn.subscription();
    const answer = await h.call('PUT', '/push', h.alice, { endpoint, keys: subscription.keys, topics: [MOMENTS], schedule: [] });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ error: { code: expect.stringMatching(/PUSH_SERVICE_NOT_ALLOWED|INVALID_BODY/) } });
  });

  it('never connects to a listed push service name that resolves to a private address', async () => {
    const bob = await h.addDevice();
    const subscription = h.standIn.subscription();
    // A name on the list, pointed by its DNS at the stand-in on loopback: the sender must refuse it.
    h.resolved.set('updates.push.services.mozilla.com', '127.0.0.1');
    const endpoint = `https://updates.push.services.mozilla.com:${h.standIn.port}/wpush/v2/abc`;
    expect((await h.call('PUT', '/push', bob, { endpoint, keys: subscription.keys, topics: [MOMENTS], schedule: [] })).status).toBe(204);
    await notify(h.alice, sealedOf(3));
    await h.push.idle();
    expect(h.standIn.received).toHaveLength(0);
    expect(h.logger.lines.join('\n')).toMatch(/push to updates\.push\.services\.mozilla\.com RefusedAddressError: retry after/);
    // The refusal counts as a failure: nothing is tried again before the back-off.
    h.clock.now += 30_000;
    await h.push.runDue();
    expect(h.standIn.received).toHaveLength(0);
  });
});

describe('subscriptions end', () => {
  it.each([404, 410])('when the push service answers %i', async (status) => {
    const bob = await h.addDevice();
    const subscription = await subscribe(bob, [MOMENTS]);
    h.standIn.answer(new URL(subscription.endpoint).pathname, status);
    await notify(h.alice, sealedOf(2));
    await h.standIn.waitFor(1);
    await h.push.idle();
    expect(await h.pushStore.get(h.spaceId, bob.deviceId)).toBeNull();
    expect((await h.call('GET', '/push', bob)).json).toMatchObject({ subscription: null });
  });

  it('when the device turns them off, is removed, or leaves', async () => {
    const bob = await h.addDevice();
    const carol = await h.addDevice();
    await subscribe(h.alice, [MOMENTS]);
    await subscribe(bob, [MOMENTS]);
    await subscribe(carol, [MOMENTS]);
    expect((await h.call('DELETE', '/push', h.alice)).status).toBe(204);
    expect(await h.pushStore.get(h.spaceId, h.alice.deviceId)).toBeNull();

    const rotation = {
      remove: bob.deviceId,
      epoch: 1,
      from: hlc(h.clock.now),
      wraps: [h.alice.deviceId, carol.deviceId].map((recipient) => ({ recipient, wrapped: fakeCiphertext(120, 9) })),
      vouches: [h.alice.deviceId, carol.deviceId].map((deviceId) => ({ deviceId, vouch: fakeCiphertext(32, 6) })),
    };
    expect((await h.call('POST', '/rotations', h.alice, rotation)).status).toBe(200);
    expect(await h.pushStore.get(h.spaceId, bob.deviceId)).toBeNull();

    expect((await h.call('POST', '/leave', carol)).status).toBe(204);
    expect(await h.pushStore.get(h.spaceId, carol.deviceId)).toBeNull();
  });

  it("when the family erases its space's copy on the server: every device's subscription goes with it", async () => {
    const bob = await h.addDevice();
    await subscribe(h.alice, [MOMENTS]);
    await subscribe(bob, [MOMENTS]);
    expect((await h.call('DELETE', '', h.alice)).status).toBe(204);
    expect(await h.pushStore.get(h.spaceId, h.alice.deviceId)).toBeNull();
    expect(await h.pushStore.get(h.spaceId, bob.deviceId)).toBeNull();
    expect((await h.db.execute('SELECT COUNT(*) AS n FROM push_subscriptions')).rows[0]!.n).toBe(0);
  });

  it('a removed device cannot register or notify', async () => {
    const bob = await h.addDevice();
    await h.call('POST', '/leave', bob);
    const subscription = h.standIn.subscription();
    expect((await h.call('PUT', '/push', bob, { endpoint: subscription.endpoint, keys: subscription.keys, topics: [MOMENTS], schedule: [] })).status).toBe(403);
    expect((await notify(bob, sealedOf(1))).status).toBe(403);
    // A stranger's signature is not even read as a device.
    expect((await notify(await makeDevice(), sealedOf(1))).status).toBe(401);
  });
});
