// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createApp } from '../../../../server/app';
import { loadConfig } from '../../../../server/config';
import { capturingLogger, unexpectedFetch } from '../helpers';
import { base, call, fakeCiphertext, hlc, makeInvite, recordKeyOf, useSpace } from './sync-helpers';

const space = useSpace();

function openInvite(token: string) {
  return space.h.app.request(
    new Request(`http://hearth.test${base}/invites/open`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    }),
  );
}

describe('sync limits', () => {
  it('answers 429 RATE_LIMITED with Retry-After past the per-device budget', async () => {
    await space.restart({ RATE_LIMIT_SYNC_DEVICE_PER_MINUTE: '3' });
    const devices = () => call(space.h, 'GET', `${base}/spaces/${space.spaceId}/devices`, space.alice, { spaceId: space.spaceId });
    for (let i = 0; i < 3; i += 1) expect((await devices()).status).toBe(200);
    const limited = await devices();
    expect(limited.status).toBe(429);
    expect(limited.json).toMatchObject({ error: { code: 'RATE_LIMITED' } });
  });

  it('limits invite opens per client address', async () => {
    await space.restart({ RATE_LIMIT_SYNC_JOIN_PER_MINUTE: '3' });
    const { token } = await makeInvite();
    // Creating the space took one token of the join budget.
    expect((await openInvite(token)).status).toBe(404);
    expect((await openInvite(token)).status).toBe(404);
    const limited = await openInvite(token);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('answers 413 PAYLOAD_TOO_LARGE for a push body over 12 MB and any other body over 128 KB', async () => {
    const huge = await call(space.h, 'POST', `${base}/spaces/${space.spaceId}/changes`, space.alice, {
      spaceId: space.spaceId,
      body: { changes: [{ recordKey: recordKeyOf('a'), hlc: hlc(1), ciphertext: 'A'.repeat(12 * 1024 * 1024 + 10) }] },
    });
    expect(huge.status).toBe(413);
    expect(huge.json).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
    const invite = await call(space.h, 'POST', `${base}/spaces/${space.spaceId}/invites`, space.alice, {
      spaceId: space.spaceId,
      body: { tokenHash: recordKeyOf('t'), sealed: 'A'.repeat(130 * 1024) },
    });
    expect(invite.status).toBe(413);
  });

  it('accepts one 8 MB ciphertext and refuses a larger one', async () => {
    const eightMb = fakeCiphertext(8 * 1024 * 1024);
    const ok = await call(space.h, 'POST', `${base}/spaces/${space.spaceId}/changes`, space.alice, {
      spaceId: space.spaceId,
      body: { changes: [{ recordKey: recordKeyOf('photo'), hlc: hlc(1), ciphertext: eightMb }] },
    });
    expect(ok.json).toEqual({ lastSeq: 1, stored: 1 });
    const over = await call(space.h, 'POST', `${base}/spaces/${space.spaceId}/changes`, space.alice, {
      spaceId: space.spaceId,
      body: { changes: [{ recordKey: recordKeyOf('photo2'), hlc: hlc(2), ciphertext: fakeCiphertext(8 * 1024 * 1024 + 3) }] },
    });
    expect(over.status).toBe(400);
  }, 30_000);

  it('answers 415 for a body that is not JSON', async () => {
    const result = await call(space.h, 'POST', `${base}/spaces/${space.spaceId}/changes`, space.alice, {
      spaceId: space.spaceId,
      body: 'changes',
      tamper: (headers) => {
        headers['content-type'] = 'text/plain';
      },
    });
    expect(result.status).toBe(415);
  });

  it('answers 503 SYNC_UNAVAILABLE when the server runs without a sync store', async () => {
    const app = createApp({
      fetch: unexpectedFetch(),
      now: () => new Date(),
      config: loadConfig({}),
      logger: capturingLogger(),
    });
    const response = await app.request(`${base}/spaces`, { method: 'POST' });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: { code: 'SYNC_UNAVAILABLE' } });
  });
});
