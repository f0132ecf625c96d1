// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  base,
  call,
  fakeCiphertext,
  hlc,
  makeDevice,
  recordKeyOf,
  registration,
  signedRequest,
  type TestDevice,
  useSpace,
} from './sync-helpers';

import { maxChangesPerPush } from '../../../../server/sync/wire-schemas';
const space = useSpace();

const push = (device: TestDevice, changes: unknown[]) =>
  call(space.h, 'POST', `${base}/spaces/${space.spaceId}/changes`, device, { spaceId: space.spaceId, body: { changes } });
const pull = (device: TestDevice, query = '') =>
  call(space.h, 'GET', `${base}/spaces/${space.spaceId}/changes${query}`, device, { spaceId: space.spaceId });

describe('POST /spaces', () => {
  it('creates a space with a 22-character id and registers the device', async () => {
    expect(space.spaceId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const devices = await call(space.h, 'GET', `${base}/spaces/${space.spaceId}/devices`, space.alice, { spaceId: space.spaceId });
    expect(devices.status).toBe(200);
    expect(devices.json?.devices).toEqual([
      // Device removal added wrapKey and label, the family keys signingKey and the vouch (additive: older clients ignore them).
      {
        deviceId: space.alice.deviceId,
        createdAt: expect.any(String),
        lastSeenAt: expect.any(String),
        signingKey: space.alice.signingKey,
        wrapKey: space.alice.wrapKey,
        label: null,
        vouch: null,
        vouchEpoch: null,
      },
    ]);
  });

  it('refuses a creation signed by a key other than the one in the body', async () => {
    const mallory = await makeDevice();
    const response = await space.h.app.request(
      await signedRequest('POST', `${base}/spaces`, space.alice, { body: registration(space.alice), signer: mallory, time: space.h.clock.now }),
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'SIGNATURE_INVALID' } });
  });

  it('refuses a body whose wrap key is not an ECDH P-256 key', async () => {
    const bob = await makeDevice();
    const response = await space.h.app.request(
      await signedRequest('POST', `${base}/spaces`, bob, { body: { ...registration(bob), wrapKey: bob.signingKey.slice(0, 80) }, time: space.h.clock.now }),
    );
    expect(response.status).toBe(400);
  });
});

describe('request signing', () => {
  const devicesPath = () => `${base}/spaces/${space.spaceId}/devices`;

  it('answers 401 SIGNATURE_INVALID without a signature', async () => {
    const result = await call(space.h, 'GET', devicesPath(), space.alice, { spaceId: space.spaceId, tamper: (headers) => delete headers['x-hearth-signature'] });
    expect(result.status).toBe(401);
    expect(result.json).toMatchObject({ error: { code: 'SIGNATURE_INVALID' } });
  });

  it('answers 401 for a signature by another key, a changed byte, or an unknown device', async () => {
    const mallory = await makeDevice();
    expect((await call(space.h, 'GET', devicesPath(), space.alice, { spaceId: space.spaceId, signer: mallory })).status).toBe(401);
    const flipped = await call(space.h, 'GET', devicesPath(), space.alice, {
      spaceId: space.spaceId,
      tamper: (headers) => {
        const sig = headers['x-hearth-signature'] ?? '';
        headers['x-hearth-signature'] = (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1);
      },
    });
    expect(flipped.status).toBe(401);
    expect((await call(space.h, 'GET', devicesPath(), mallory, { spaceId: space.spaceId })).json).toMatchObject({ error: { code: 'SIGNATURE_INVALID' } });
  });

  it('answers 401 when the signed body differs from the sent body', async () => {
    const request = await signedRequest('POST', `${base}/spaces/${space.spaceId}/changes`, space.alice, {
      spaceId: space.spaceId,
      time: space.h.clock.now,
      body: { changes: [{ recordKey: recordKeyOf('a'), hlc: hlc(1), ciphertext: fakeCiphertext() }] },
    });
    const forged = new Request(request.url, {
      method: 'POST',
      headers: request.headers,
      body: JSON.stringify({ changes: [{ recordKey: recordKeyOf('a'), hlc: hlc(2), ciphertext: fakeCiphertext() }] }),
    });
    expect((await space.h.app.request(forged)).status).toBe(401);
  });

  it('answers 401 CLOCK_SKEW more than 5 minutes off, and accepts 4 minutes', async () => {
    const late = await call(space.h, 'GET', devicesPath(), space.alice, { spaceId: space.spaceId, time: space.h.clock.now - 5 * 60_000 - 1_000 });
    expect(late.json).toMatchObject({ error: { code: 'CLOCK_SKEW' } });
    expect(late.status).toBe(401);
    const early = await call(space.h, 'GET', devicesPath(), space.alice, { spaceId: space.spaceId, time: space.h.clock.now + 6 * 60_000 });
    expect(early.json).toMatchObject({ error: { code: 'CLOCK_SKEW' } });
    expect((await call(space.h, 'GET', devicesPath(), space.alice, { spaceId: space.spaceId, time: space.h.clock.now - 4 * 60_000 })).status).toBe(200);
  });

  it('answers 401 when the space header names another space than the path', async () => {
    const result = await call(space.h, 'GET', devicesPath(), space.alice, { spaceId: 'BBBBBBBBBBBBBBBBBBBBBB' });
    expect(result.status).toBe(401);
  });

  it('signs the query: a changed query is refused', async () => {
    const request = await signedRequest('GET', `${base}/spaces/${space.spaceId}/changes?after=0`, space.alice, { spaceId: space.spaceId, time: space.h.clock.now });
    const moved = new Request(request.url.replace('after=0', 'after=5'), { headers: request.headers });
    expect((await space.h.app.request(moved)).status).toBe(401);
  });
});

describe('changes', () => {
  it('stores new changes, pulls them in seq order and reports lastSeq', async () => {
    const pushed = await push(space.alice, [
      { recordKey: recordKeyOf('moment-1'), hlc: hlc(1000), ciphertext: fakeCiphertext(40, 1) },
      { recordKey: recordKeyOf('moment-2'), hlc: hlc(1001), ciphertext: fakeCiphertext(40, 2) },
    ]);
    expect(pushed).toEqual({ status: 200, json: { lastSeq: 2, stored: 2 } });
    const pulled = await pull(space.alice, '?after=0&limit=500');
    expect(pulled.status).toBe(200);
    expect(pulled.json).toEqual({
      changes: [
        { seq: 1, recordKey: recordKeyOf('moment-1'), hlc: hlc(1000), ciphertext: fakeCiphertext(40, 1) },
        { seq: 2, recordKey: recordKeyOf('moment-2'), hlc: hlc(1001), ciphertext: fakeCiphertext(40, 2) },
      ],
      lastSeq: 2,
      hasMore: false,
      // Additive: the key epoch, whether a device left, and how many devices ever joined.
      keyEpoch: 0,
      rekeyDue: false,
      deviceCount: 1,
    });
    expect((await pull(space.alice, '?after=2')).json).toMatchObject({ changes: [], lastSeq: 2, hasMore: false });
  });

  it('a replay changes nothing and an older hlc is ignored', async () => {
    const change = { recordKey: recordKeyOf('r'), hlc: hlc(2000), ciphertext: fakeCiphertext(40, 1) };
    await push(space.alice, [change]);
    expect((await push(space.alice, [change])).json).toEqual({ lastSeq: 1, stored: 0 });
    expect((await push(space.alice, [{ ...change, hlc: hlc(1999), ciphertext: fakeCiphertext(40, 9) }])).json).toEqual({ lastSeq: 1, stored: 0 });
    expect((await pull(space.alice)).json?.changes).toEqual([{ seq: 1, ...change }]);
  });

  it('compacts: a newer change replaces the row and takes a new seq', async () => {
    await push(space.alice, [
      { recordKey: recordKeyOf('a'), hlc: hlc(1), ciphertext: fakeCiphertext(40, 1) },
      { recordKey: recordKeyOf('b'), hlc: hlc(2), ciphertext: fakeCiphertext(40, 2) },
    ]);
    expect((await push(space.alice, [{ recordKey: recordKeyOf('a'), hlc: hlc(3), ciphertext: fakeCiphertext(50, 3) }])).json).toEqual({
      lastSeq: 3,
      stored: 1,
    });
    const pulled = (await pull(space.alice)).json?.changes as { seq: number; recordKey: string }[];
    expect(pulled.map((c) => [c.seq, c.recordKey])).toEqual([
      [2, recordKeyOf('b')],
      [3, recordKeyOf('a')],
    ]);
    expect((await pull(space.alice, '?after=2')).json?.changes).toHaveLength(1);
  });

  it('a full push of new records and newer versions of stored ones keeps each, in order', async () => {
    await push(space.alice, [
      { recordKey: recordKeyOf('old-0'), hlc: hlc(1), ciphertext: fakeCiphertext(40, 1) },
      { recordKey: recordKeyOf('old-1'), hlc: hlc(1), ciphertext: fakeCiphertext(40, 2) },
    ]);
    const changes = Array.from({ length: maxChangesPerPush }, (_, i) =>
      i < 2
        ? { recordKey: recordKeyOf(`old-${i}`), hlc: hlc(10 + i), ciphertext: fakeCiphertext(48, 10 + i) }
        : { recordKey: recordKeyOf(`new-${i}`), hlc: hlc(10 + i), ciphertext: fakeCiphertext(40, i % 200) },
    );
    expect((await push(space.alice, changes)).json).toEqual({ lastSeq: 2 + maxChangesPerPush, stored: maxChangesPerPush });
    const pulled = (await pull(space.alice, '?after=2&limit=500')).json?.changes;
    expect(pulled).toEqual(changes.map((change, i) => ({ seq: 3 + i, ...change })));
  });

  it('within one push the greatest hlc per record wins', async () => {
    const key = recordKeyOf('same');
    const result = await push(space.alice, [
      { recordKey: key, hlc: hlc(5), ciphertext: fakeCiphertext(40, 5) },
      { recordKey: key, hlc: hlc(4), ciphertext: fakeCiphertext(40, 4) },
    ]);
    expect(result.json).toEqual({ lastSeq: 1, stored: 1 });
    expect((await pull(space.alice)).json?.changes).toEqual([{ seq: 1, recordKey: key, hlc: hlc(5), ciphertext: fakeCiphertext(40, 5) }]);
  });

  it('pages with limit and hasMore', async () => {
    await push(
      space.alice,
      Array.from({ length: 5 }, (_, i) => ({ recordKey: recordKeyOf(`k${i}`), hlc: hlc(i + 1), ciphertext: fakeCiphertext() })),
    );
    const first = await pull(space.alice, '?after=0&limit=2');
    expect(first.json).toMatchObject({ lastSeq: 2, hasMore: true });
    const last = await pull(space.alice, '?after=4&limit=2');
    expect(last.json).toMatchObject({ lastSeq: 5, hasMore: false });
  });

  it.each([
    ['a bad record key', { recordKey: 'short', hlc: hlc(1), ciphertext: fakeCiphertext() }],
    ['a bad hlc', { recordKey: recordKeyOf('x'), hlc: '2026-01-01', ciphertext: fakeCiphertext() }],
    ['a ciphertext that is not base64url', { recordKey: recordKeyOf('x'), hlc: hlc(1), ciphertext: 'a+b/'.repeat(20) }],
    ['a ciphertext too short for AES-GCM', { recordKey: recordKeyOf('x'), hlc: hlc(1), ciphertext: fakeCiphertext(20) }],
    ['an unknown field', { recordKey: recordKeyOf('x'), hlc: hlc(1), ciphertext: fakeCiphertext(), plaintext: 'x' }],
  ])('refuses %s with 400 INVALID_BODY', async (_name, change) => {
    const result = await push(space.alice, [change]);
    expect(result.status).toBe(400);
    expect(result.json).toMatchObject({ error: { code: 'INVALID_BODY' } });
  });

  it('refuses an empty push, more than 200 changes, and an hlc more than a day ahead', async () => {
    expect((await push(space.alice, [])).status).toBe(400);
    const many = Array.from({ length: 201 }, (_, i) => ({ recordKey: recordKeyOf(`m${i}`), hlc: hlc(1), ciphertext: fakeCiphertext() }));
    expect((await push(space.alice, many)).status).toBe(400);
    const future = await push(space.alice, [{ recordKey: recordKeyOf('f'), hlc: hlc(space.h.clock.now + 2 * 86_400_000), ciphertext: fakeCiphertext() }]);
    expect(future.json).toMatchObject({ error: { code: 'HLC_IN_FUTURE' } });
  });

  it('refuses bad pull queries with 400 INVALID_QUERY', async () => {
    for (const query of ['?after=-1', '?limit=0', '?limit=501', '?after=abc', '?other=1']) {
      const result = await pull(space.alice, query);
      expect(result.status, query).toBe(400);
      expect(result.json).toMatchObject({ error: { code: 'INVALID_QUERY' } });
    }
  });
});

describe('quota', () => {
  it('answers 413 SPACE_FULL when a push would pass the quota, and stores nothing of it', async () => {
    await space.restart({ SYNC_SPACE_QUOTA_BYTES: '2048' });
    expect((await push(space.alice, [{ recordKey: recordKeyOf('a'), hlc: hlc(1), ciphertext: fakeCiphertext(1500) }])).status).toBe(200);
    const full = await push(space.alice, [
      { recordKey: recordKeyOf('b'), hlc: hlc(2), ciphertext: fakeCiphertext(100) },
      { recordKey: recordKeyOf('c'), hlc: hlc(3), ciphertext: fakeCiphertext(600) },
    ]);
    expect(full.status).toBe(413);
    expect(full.json).toMatchObject({ error: { code: 'SPACE_FULL' } });
    expect((await pull(space.alice)).json?.changes).toHaveLength(1);
    // Replacing a record with a smaller version frees room.
    expect((await push(space.alice, [{ recordKey: recordKeyOf('a'), hlc: hlc(4), ciphertext: fakeCiphertext(100) }])).status).toBe(200);
    expect((await push(space.alice, [{ recordKey: recordKeyOf('c'), hlc: hlc(5), ciphertext: fakeCiphertext(600) }])).status).toBe(200);
  });

  it('a push refused for a full space cannot be sent again once there is room', async () => {
    await space.restart({ SYNC_SPACE_QUOTA_BYTES: '2048' });
    expect((await push(space.alice, [{ recordKey: recordKeyOf('a'), hlc: hlc(1), ciphertext: fakeCiphertext(1500) }])).status).toBe(200);
    const body = { changes: [{ recordKey: recordKeyOf('b'), hlc: hlc(2), ciphertext: fakeCiphertext(1000) }] };
    const refused = await signedRequest('POST', `${base}/spaces/${space.spaceId}/changes`, space.alice, { spaceId: space.spaceId, body, time: space.h.nextTime() });
    const captured = refused.clone();
    expect((await space.h.app.request(refused)).status).toBe(413);
    expect((await push(space.alice, [{ recordKey: recordKeyOf('a'), hlc: hlc(3), ciphertext: fakeCiphertext(100) }])).status).toBe(200);
    const replayed = await space.h.app.request(captured);
    expect(replayed.status).toBe(409);
    expect((await pull(space.alice)).json?.changes).toHaveLength(1);
  });
});
