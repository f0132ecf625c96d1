// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  base,
  call,
  makeDevice,
  makeInvite,
  registration,
  signedRequest,
  type TestDevice,
  useSpace,
} from './sync-helpers';

const space = useSpace();

async function invite() {
  const made = await makeInvite();
  const result = await call(space.h, 'POST', `${base}/spaces/${space.spaceId}/invites`, space.alice, {
    spaceId: space.spaceId,
    body: { tokenHash: made.tokenHash, sealed: made.sealed },
  });
  expect(result.status).toBe(201);
  return { ...made, inviteId: String(result.json?.inviteId), expiresAt: String(result.json?.expiresAt) };
}

async function open(token: string) {
  const response = await space.h.app.request(
    new Request(`http://hearth.test${base}/invites/open`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    }),
  );
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

async function claim(token: string, device: TestDevice, spaceHeader: string | undefined = space.spaceId) {
  const response = await space.h.app.request(
    await signedRequest('POST', `${base}/invites/claim`, device, {
      spaceId: spaceHeader,
      body: { token, ...registration(device) },
      time: space.h.clock.now,
    }),
  );
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

describe('invites', () => {
  it('creates an invite that expires in 24 hours and opens it without consuming it', async () => {
    const made = await invite();
    expect(Date.parse(made.expiresAt) - space.h.clock.now).toBe(24 * 3_600_000);
    const opened = await open(made.token);
    expect(opened).toEqual({ status: 200, json: { spaceId: space.spaceId, sealed: made.sealed, expiresAt: made.expiresAt } });
    expect((await open(made.token)).status).toBe(200);
  });

  it('claims once: registers the device, then answers 410 INVITE_USED', async () => {
    const made = await invite();
    const bob = await makeDevice();
    expect(await claim(made.token, bob)).toEqual({ status: 200, json: { spaceId: space.spaceId } });
    const devices = await call(space.h, 'GET', `${base}/spaces/${space.spaceId}/devices`, bob, { spaceId: space.spaceId });
    expect((devices.json?.devices as unknown[]).length).toBe(2);
    const carol = await makeDevice();
    expect((await claim(made.token, carol)).json).toMatchObject({ error: { code: 'INVITE_USED' } });
    expect((await open(made.token)).status).toBe(410);
    const listed = await call(space.h, 'GET', `${base}/spaces/${space.spaceId}/invites`, space.alice, { spaceId: space.spaceId });
    expect(listed.json?.invites).toEqual([
      { inviteId: made.inviteId, createdAt: expect.any(String), expiresAt: made.expiresAt, usedAt: expect.any(String) },
    ]);
  });

  it('claims without the space header too', async () => {
    const made = await invite();
    expect((await claim(made.token, await makeDevice(), undefined)).status).toBe(200);
  });

  it('answers 410 INVITE_EXPIRED after 24 hours', async () => {
    const made = await invite();
    space.h.clock.now += 24 * 3_600_000 + 1;
    expect((await open(made.token)).json).toMatchObject({ error: { code: 'INVITE_EXPIRED' } });
    const result = await claim(made.token, await makeDevice());
    expect(result.status).toBe(410);
    expect(result.json).toMatchObject({ error: { code: 'INVITE_EXPIRED' } });
  });

  it('a withdrawn invite is not found', async () => {
    const made = await invite();
    const withdrawn = await call(space.h, 'DELETE', `${base}/spaces/${space.spaceId}/invites/${made.inviteId}`, space.alice, { spaceId: space.spaceId });
    expect(withdrawn.status).toBe(204);
    expect((await open(made.token)).json).toMatchObject({ error: { code: 'INVITE_NOT_FOUND' } });
    expect((await claim(made.token, await makeDevice())).status).toBe(404);
    expect((await call(space.h, 'DELETE', `${base}/spaces/${space.spaceId}/invites/${made.inviteId}`, space.alice, { spaceId: space.spaceId })).status).toBe(404);
  });

  it('an unknown token is not found; a malformed one is a 400', async () => {
    const other = await makeInvite();
    expect((await open(other.token)).status).toBe(404);
    expect((await open('short')).status).toBe(400);
  });

  it('of two concurrent claims exactly one wins', async () => {
    const made = await invite();
    const devices = await Promise.all(Array.from({ length: 6 }, () => makeDevice()));
    const results = await Promise.all(devices.map((device) => claim(made.token, device)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 410)).toHaveLength(5);
  });

  it('refuses a claim signed by another key than the one registered', async () => {
    const made = await invite();
    const bob = await makeDevice();
    const mallory = await makeDevice();
    const response = await space.h.app.request(
      await signedRequest('POST', `${base}/invites/claim`, bob, {
        spaceId: space.spaceId,
        body: { token: made.token, ...registration(bob) },
        signer: mallory,
        time: space.h.clock.now,
      }),
    );
    expect(response.status).toBe(401);
    expect((await open(made.token)).status).toBe(200);
  });

  it('a claim naming another space is refused and leaves the invite open', async () => {
    const made = await invite();
    const result = await claim(made.token, await makeDevice(), 'BBBBBBBBBBBBBBBBBBBBBB');
    expect(result.json).toMatchObject({ error: { code: 'SPACE_MISMATCH' } });
    expect((await open(made.token)).status).toBe(200);
  });

  it('keeps at most 20 live invites per space', async () => {
    for (let i = 0; i < 20; i += 1) await invite();
    const made = await makeInvite();
    const result = await call(space.h, 'POST', `${base}/spaces/${space.spaceId}/invites`, space.alice, {
      spaceId: space.spaceId,
      body: { tokenHash: made.tokenHash, sealed: made.sealed },
    });
    expect(result.json).toMatchObject({ error: { code: 'TOO_MANY_INVITES' } });
  });

  it('refuses the same token hash twice with 409 INVITE_EXISTS', async () => {
    const made = await invite();
    const again = await call(space.h, 'POST', `${base}/spaces/${space.spaceId}/invites`, space.alice, {
      spaceId: space.spaceId,
      body: { tokenHash: made.tokenHash, sealed: made.sealed },
    });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ error: { code: 'INVITE_EXISTS' } });
  });

  it('refuses a sealed bundle over 64 KB', async () => {
    const made = await makeInvite();
    const result = await call(space.h, 'POST', `${base}/spaces/${space.spaceId}/invites`, space.alice, {
      spaceId: space.spaceId,
      body: { tokenHash: made.tokenHash, sealed: 'A'.repeat(88_000) },
    });
    expect(result.status).toBe(400);
  });
});

describe('devices per space', () => {
  it('refuses a claim past SYNC_MAX_DEVICES with 409 DEVICE_LIMIT and leaves the invite unused', async () => {
    await space.restart({ SYNC_MAX_DEVICES: '2' });
    expect((await claim((await invite()).token, await makeDevice())).status).toBe(200);
    const third = await invite();
    expect((await claim(third.token, await makeDevice())).json).toMatchObject({ error: { code: 'DEVICE_LIMIT' } });
    expect((await open(third.token)).status).toBe(200);
  });

  it('refuses a device that is already in the space', async () => {
    const made = await invite();
    expect((await claim(made.token, space.alice)).json).toMatchObject({ error: { code: 'DEVICE_EXISTS' } });
  });
});
