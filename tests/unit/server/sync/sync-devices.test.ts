// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { randomId, sha256B64url } from '../../../../server/sync/encoding';
import {
  base,
  call,
  fakeCiphertext,
  hlc,
  makeDevice,
  makeInvite,
  recordKeyOf,
  registration,
  signedRequest,
  type TestDevice,
  useSpace,
} from './sync-helpers';

const space = useSpace();
const at = (path: string) => `${base}/spaces/${space.spaceId}${path}`;
const signed = (method: string, path: string, device: TestDevice, body?: unknown) =>
  call(space.h, method, at(path), device, { spaceId: space.spaceId, body });

async function addDevice(): Promise<TestDevice> {
  const made = await makeInvite();
  await signed('POST', '/invites', space.alice, { tokenHash: made.tokenHash, sealed: made.sealed });
  const device = await makeDevice();
  const response = await space.h.app.request(
    await signedRequest('POST', `${base}/invites/claim`, device, { spaceId: space.spaceId, body: { token: made.token, ...registration(device) }, time: space.h.clock.now }),
  );
  expect(response.status).toBe(200);
  return device;
}

const wrap = (recipient: string) => ({ recipient, wrapped: fakeCiphertext(120, 9) });
const change = (name: string, wall = 1) => ({ recordKey: recordKeyOf(name), hlc: hlc(wall), ciphertext: fakeCiphertext() });
/** A rotation as a device sends it: the new key wrapped and vouched for every remaining device. */
const rotation = (remove: string | undefined, remaining: string[], epoch = 1) => ({
  ...(remove ? { remove } : {}),
  epoch,
  from: hlc(Date.now()),
  wraps: remaining.map(wrap),
  vouches: remaining.map((deviceId) => ({ deviceId, vouch: fakeCiphertext(32, 6) })),
});

async function kitBody(epoch = 0) {
  const token = randomId(32);
  return {
    token,
    body: { tokenHash: await sha256B64url(token), salt: randomId(16), iterations: 600_000, sealed: fakeCiphertext(200, 4), epoch },
  };
}

const unsigned = (path: string, body: unknown) =>
  space.h.app.request(new Request(`http://hearth.test${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }));

describe('device names', () => {
  it('lets a device store its sealed name and refuses renaming another device', async () => {
    const bob = await addDevice();
    const label = fakeCiphertext(60, 2);
    expect((await signed('PUT', `/devices/${bob.deviceId}/label`, bob, { label })).status).toBe(204);
    expect((await signed('PUT', `/devices/${bob.deviceId}/label`, space.alice, { label })).json).toMatchObject({ error: { code: 'NOT_THIS_DEVICE' } });
    const list = await signed('GET', '/devices', space.alice);
    expect(list.json).toMatchObject({ keyEpoch: 0, recovery: null });
    const labels = Object.fromEntries((list.json?.devices as { deviceId: string; label: string | null }[]).map((device) => [device.deviceId, device.label]));
    expect(labels).toEqual({ [space.alice.deviceId]: null, [bob.deviceId]: label });
  });

  it('refuses a name that is not base64url or too large', async () => {
    for (const label of ['not b64!', fakeCiphertext(3000)]) {
      expect((await signed('PUT', `/devices/${space.alice.deviceId}/label`, space.alice, { label })).status).toBe(400);
    }
  });
});

describe('removal and key rotation', () => {
  it('removes a device: 403 on every request, left out of the list, wraps stored for the others', async () => {
    const bob = await addDevice();
    const carol = await addDevice();
    const rotated = await signed('POST', '/rotations', space.alice, rotation(bob.deviceId, [space.alice.deviceId, carol.deviceId]));
    expect(rotated).toEqual({ status: 200, json: { epoch: 1, recoveryRetired: false } });
    for (const path of ['/devices', '/changes', '/keys', '/events']) {
      expect((await signed('GET', path, bob)).json).toMatchObject({ error: { code: 'DEVICE_REMOVED' } });
    }
    expect((await signed('POST', '/changes', bob, { changes: [change('b')], epoch: 1 })).status).toBe(403);
    const list = (await signed('GET', '/devices', carol)).json;
    expect((list?.devices as { deviceId: string }[]).map((device) => device.deviceId).sort()).toEqual([space.alice.deviceId, carol.deviceId].sort());
    expect((await signed('GET', '/keys', carol)).json).toEqual({ epoch: 1, rekeyDue: false, wrap: { epoch: 1, wrapped: wrap('x').wrapped } });
  });

  it('forges nothing: a removed device signing with another key is still 401', async () => {
    const bob = await addDevice();
    await signed('POST', '/rotations', space.alice, rotation(bob.deviceId, [space.alice.deviceId]));
    const mallory = await makeDevice();
    const forged = await call(space.h, 'GET', at('/devices'), bob, { spaceId: space.spaceId, signer: mallory });
    expect(forged.status).toBe(401);
  });

  it('refuses a rotation that misses a device or its vouch, names a stranger, or skips an epoch', async () => {
    const bob = await addDevice();
    const carol = await addDevice();
    const missing = await signed('POST', '/rotations', space.alice, rotation(bob.deviceId, [space.alice.deviceId]));
    expect(missing.json).toMatchObject({ error: { code: 'DEVICES_CHANGED' } });
    const noVouch = { ...rotation(bob.deviceId, [space.alice.deviceId, carol.deviceId]), vouches: [{ deviceId: space.alice.deviceId, vouch: fakeCiphertext(32, 6) }] };
    expect((await signed('POST', '/rotations', space.alice, noVouch)).json).toMatchObject({ error: { code: 'DEVICES_CHANGED' } });
    const stranger = await signed('POST', '/rotations', space.alice, rotation(bob.deviceId, [space.alice.deviceId, carol.deviceId, randomId()]));
    expect(stranger.status).toBe(409);
    const skipped = await signed('POST', '/rotations', space.alice, rotation(bob.deviceId, [space.alice.deviceId, carol.deviceId], 2));
    expect(skipped.json).toMatchObject({ error: { code: 'KEY_ROTATED' } });
    expect((await signed('POST', '/rotations', space.alice, rotation(randomId(), []))).status).toBe(404);
    // The recovery kit is no longer a recipient: it is retired instead.
    const toKit = { ...rotation(bob.deviceId, [space.alice.deviceId, carol.deviceId]), wraps: [wrap(space.alice.deviceId), wrap(carol.deviceId), wrap('recovery')] };
    expect((await signed('POST', '/rotations', space.alice, toKit)).status).toBe(400);
    expect((await signed('GET', '/devices', bob)).status).toBe(200);
  });

  it('a device cannot remove itself with a key of its own making: it leaves, and the next rotation renews the key', async () => {
    const bob = await addDevice();
    const made = await makeInvite();
    await signed('POST', '/invites', space.alice, { tokenHash: made.tokenHash, sealed: made.sealed });
    expect((await signed('POST', '/rotations', bob, rotation(bob.deviceId, [space.alice.deviceId]))).json).toMatchObject({ error: { code: 'NOT_THIS_DEVICE' } });
    expect((await signed('POST', '/leave', bob)).status).toBe(204);
    expect((await signed('GET', '/keys', bob)).status).toBe(403);
    // Until the key is renewed nothing more is sealed with the one the leaving device holds.
    expect((await signed('GET', '/keys', space.alice)).json).toMatchObject({ epoch: 0, rekeyDue: true });
    expect((await signed('POST', '/changes', space.alice, { changes: [change('after-leave', 5)] })).json).toMatchObject({ error: { code: 'REKEY_DUE' } });
    expect((await signed('PUT', '/recovery', space.alice, (await kitBody()).body)).json).toMatchObject({ error: { code: 'REKEY_DUE' } });
    expect((await signed('POST', '/rotations', space.alice, rotation(undefined, [space.alice.deviceId]))).status).toBe(200);
    expect((await signed('GET', '/keys', space.alice)).json).toMatchObject({ epoch: 1, rekeyDue: false });
    expect((await signed('POST', '/changes', space.alice, { changes: [change('after-leave', 5)], epoch: 1 })).status).toBe(200);
    expect((await unsigned('/invites/open', { token: made.token })).status).toBe(404);
  });

  it('refuses changes sealed with a retired key, stores the epoch of the others, keeps pushes without an epoch working before', async () => {
    expect((await signed('POST', '/changes', space.alice, { changes: [change('old')] })).status).toBe(200);
    const bob = await addDevice();
    await signed('POST', '/rotations', space.alice, rotation(bob.deviceId, [space.alice.deviceId]));
    expect((await signed('POST', '/changes', space.alice, { changes: [change('late', 2)] })).json).toMatchObject({ error: { code: 'KEY_ROTATED' } });
    expect((await signed('POST', '/changes', space.alice, { changes: [change('new', 3)], epoch: 1 })).status).toBe(200);
    const pulled = (await signed('GET', '/changes', space.alice)).json?.changes as { epoch?: number }[];
    expect(pulled.map((row) => row.epoch)).toEqual([undefined, 1]);
  });

  it('loses no change when a removal lands while two devices push: each is stored once, stale ones resent at the new epoch', async () => {
    const bob = await addDevice();
    const carol = await addDevice();
    const dave = await addDevice();
    const pushes = Array.from({ length: 20 }, (_, i) => ({ device: i % 2 === 0 ? carol : dave, name: `r${i}` }));
    const results = await Promise.all([
      ...pushes.map(({ device, name }) => signed('POST', '/changes', device, { changes: [change(name, 10)] })),
      signed('POST', '/rotations', space.alice, rotation(bob.deviceId, [space.alice.deviceId, carol.deviceId, dave.deviceId])),
    ]);
    expect(results.at(-1)?.status).toBe(200);
    const refused = pushes.filter((_, i) => results[i]!.status === 409);
    expect(pushes.every((_, i) => [200, 409].includes(results[i]!.status))).toBe(true);
    for (const { device, name } of refused) expect((await signed('POST', '/changes', device, { changes: [change(name, 10)], epoch: 1 })).status).toBe(200);
    const pulled = (await signed('GET', '/changes', space.alice)).json?.changes as { recordKey: string; epoch?: number }[];
    expect(pulled).toHaveLength(20);
    expect(new Set(pulled.map((row) => row.recordKey)).size).toBe(20);
    expect(pulled.filter((row) => row.epoch === 1)).toHaveLength(refused.length);
  });

  it('closes the removed device event stream at once', async () => {
    const bob = await addDevice();
    const response = await space.h.app.request(await signedRequest('GET', at('/events'), bob, { spaceId: space.spaceId, time: space.h.clock.now }));
    const reader = response.body!.getReader();
    await reader.read();
    await signed('POST', '/rotations', space.alice, rotation(bob.deviceId, [space.alice.deviceId]));
    let done = false;
    for (let i = 0; i < 20 && !done; i += 1) done = (await reader.read()).done;
    expect(done).toBe(true);
  });
});

describe('recovery kit', () => {
  it('stores a kit with who made it, opens it with the right token only, and registers a fresh device', async () => {
    const kit = await kitBody();
    expect((await signed('PUT', '/recovery', space.alice, kit.body)).status).toBe(204);
    const listed = (await signed('GET', '/devices', space.alice)).json;
    expect(listed).toMatchObject({ recovery: { createdAt: expect.any(String), madeBy: space.alice.deviceId, epoch: 0 }, recoveryRetired: null });
    const opened = await unsigned('/recovery/open', { token: kit.token });
    expect(await opened.json()).toEqual({ spaceId: space.spaceId, salt: kit.body.salt, iterations: 600_000, sealed: kit.body.sealed, epoch: 0 });
    expect((await unsigned('/recovery/open', { token: randomId(32) })).status).toBe(404);
    const fresh = await makeDevice();
    const claimed = await space.h.app.request(
      await signedRequest('POST', `${base}/recovery/claim`, fresh, { body: { token: kit.token, ...registration(fresh) }, time: space.h.clock.now }),
    );
    expect(await claimed.json()).toEqual({ spaceId: space.spaceId });
    expect((await signed('GET', '/changes', fresh)).status).toBe(200);
  });

  it('makes the old code useless when a new one is saved, and names the device that replaced it', async () => {
    const bob = await addDevice();
    const first = await kitBody();
    await signed('PUT', '/recovery', space.alice, first.body);
    const second = await kitBody();
    await signed('PUT', '/recovery', bob, second.body);
    expect((await unsigned('/recovery/open', { token: first.token })).status).toBe(404);
    expect((await unsigned('/recovery/open', { token: second.token })).status).toBe(200);
    expect((await signed('GET', '/devices', space.alice)).json).toMatchObject({ recovery: { madeBy: bob.deviceId } });
  });

  it('refuses a kit sealed for an old epoch, with too few iterations, or in the old form with a recovery key', async () => {
    expect((await signed('PUT', '/recovery', space.alice, (await kitBody(3)).body)).status).toBe(409);
    expect((await signed('PUT', '/recovery', space.alice, { ...(await kitBody()).body, iterations: 1000 })).status).toBe(400);
    const legacy = { ...(await kitBody()).body, wrapKey: (await makeDevice()).wrapKey, wrapped: fakeCiphertext(150, 5) };
    expect((await signed('PUT', '/recovery', space.alice, legacy)).status).toBe(400);
  });

  it('rate-limits recovery tries per client: wrong codes run out the budget', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await unsigned('/recovery/open', { token: randomId(32) })).status);
    expect(statuses.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});
