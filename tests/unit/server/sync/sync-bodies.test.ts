// @vitest-environment node
// Attacks on the sync relay's memory: a request is refused before its body is read when the device
// or its signature headers cannot be right, and the body bytes held in memory at once are bounded
// per client address and in all.
import { describe, expect, it } from 'vitest';
import { base, call, hlc, makeDevice, recordKeyOf, signedRequest, useSpace, fakeCiphertext } from './sync-helpers';

const space = useSpace();

/** A body of `total` bytes in `chunk`-byte pieces that counts how much the server pulled; `hold` keeps it open after that. */
function countingBody(total: number, { chunk = 64 * 1024, hold = false } = {}) {
  const state = { pulled: 0, release: () => undefined as void };
  const held = new Promise<void>((resolve) => (state.release = resolve));
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (state.pulled >= total) {
        if (hold) await held;
        controller.close();
        return;
      }
      const size = Math.min(chunk, total - state.pulled);
      state.pulled += size;
      controller.enqueue(new Uint8Array(size).fill(65));
    },
  });
  return { stream, state };
}

/** A push whose headers are signed (for an empty body) and whose body is `stream`. */
async function pushWithBody(stream: ReadableStream<Uint8Array>, options: { device?: Awaited<ReturnType<typeof makeDevice>>; time?: number; client?: string; tamper?: (h: Record<string, string>) => void; length?: number } = {}) {
  const path = `${base}/spaces/${space.spaceId}/changes`;
  const signed = await signedRequest('POST', path, options.device ?? space.alice, { spaceId: space.spaceId, time: options.time ?? space.h.nextTime(), tamper: options.tamper });
  const headers = new Headers(signed.headers);
  headers.set('content-type', 'application/json');
  if (options.client) headers.set('x-test-client', options.client);
  if (options.length !== undefined) headers.set('content-length', String(options.length));
  return space.h.app.request(new Request(signed.url, { method: 'POST', headers, body: stream, duplex: 'half' } as RequestInit));
}

describe('a request is refused before its body is read', () => {
  it('from a made-up device: 401 after at most one chunk of its body', async () => {
    const { stream, state } = countingBody(4 * 1024 * 1024);
    const response = await pushWithBody(stream, { device: await makeDevice() });
    expect(response.status).toBe(401);
    expect(state.pulled).toBeLessThanOrEqual(64 * 1024);
  });

  it('with a time that is not a number, or too far off: 401 before the body', async () => {
    for (const tamper of [(h: Record<string, string>) => void (h['x-hearth-time'] = 'soon'), (h: Record<string, string>) => void (h['x-hearth-time'] = String(Date.now() - 3_600_000))]) {
      const { stream, state } = countingBody(4 * 1024 * 1024);
      const response = await pushWithBody(stream, { tamper });
      expect(response.status).toBe(401);
      expect(state.pulled).toBeLessThanOrEqual(64 * 1024);
    }
  });

  it('with a signature that cannot be one (not 64 bytes of base64url): 401 before the body', async () => {
    const { stream, state } = countingBody(4 * 1024 * 1024);
    const response = await pushWithBody(stream, { tamper: (h) => void (h['x-hearth-signature'] = 'not*a*signature') });
    expect(response.status).toBe(401);
    expect(state.pulled).toBeLessThanOrEqual(64 * 1024);
  });

  it('from a removed device: 403 DEVICE_REMOVED before the body', async () => {
    const bob = await makeDevice();
    // Bob joins and leaves: his row stays, marked removed.
    const { makeInvite, registration } = await import('./sync-helpers');
    const invite = await makeInvite();
    await call(space.h, 'POST', `${base}/spaces/${space.spaceId}/invites`, space.alice, { spaceId: space.spaceId, body: { tokenHash: invite.tokenHash, sealed: invite.sealed } });
    expect((await call(space.h, 'POST', `${base}/invites/claim`, bob, { spaceId: space.spaceId, body: { token: invite.token, ...registration(bob) } })).status).toBe(200);
    expect((await call(space.h, 'POST', `${base}/spaces/${space.spaceId}/leave`, bob, { spaceId: space.spaceId })).status).toBe(204);
    const { stream, state } = countingBody(4 * 1024 * 1024);
    const response = await pushWithBody(stream, { device: bob });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: 'DEVICE_REMOVED' } });
    expect(state.pulled).toBeLessThanOrEqual(64 * 1024);
  });

  it('over 12 MB by its Content-Length: 413 before the body', async () => {
    const { stream, state } = countingBody(13 * 1024 * 1024);
    const response = await pushWithBody(stream, { length: 13 * 1024 * 1024 });
    expect(response.status).toBe(413);
    expect(state.pulled).toBeLessThanOrEqual(64 * 1024);
  });
});

describe('body bytes in flight are bounded', () => {
  it('per client address (429 with Retry-After) and in all (503 with Retry-After); another client keeps working', async () => {
    await space.restart({ SYNC_BODY_BYTES_PER_ADDRESS: String(1024 * 1024), SYNC_BODY_BYTES_TOTAL: String(2 * 1024 * 1024) });
    // A held-open push of 900 KB from one address: the server holds it while waiting for the rest.
    const first = countingBody(900 * 1024, { hold: true });
    const firstAnswer = pushWithBody(first.stream, { client: '198.51.100.1' });
    await expect.poll(() => first.state.pulled).toBe(900 * 1024);

    // The same address cannot hold more than its share.
    const second = countingBody(400 * 1024, { hold: true });
    const refused = await pushWithBody(second.stream, { client: '198.51.100.1' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toMatchObject({ error: { code: 'RATE_LIMITED', message: expect.stringMatching(/a lot at once/) } });
    second.state.release();

    // Another address holds 900 KB too; a third finds the server's whole budget taken.
    const other = countingBody(900 * 1024, { hold: true });
    const otherAnswer = pushWithBody(other.stream, { client: '198.51.100.2' });
    await expect.poll(() => other.state.pulled).toBe(900 * 1024);
    const third = countingBody(400 * 1024, { hold: true });
    const busy = await pushWithBody(third.stream, { client: '198.51.100.3' });
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await busy.json()).toMatchObject({ error: { code: 'SERVER_BUSY' } });
    third.state.release();

    // A small request (a pull, an ordinary push) of another family still goes through.
    const pulled = await call(space.h, 'GET', `${base}/spaces/${space.spaceId}/changes`, space.alice, { spaceId: space.spaceId });
    expect(pulled.status).toBe(200);

    // Once the held bodies end (as garbage JSON), their bytes are freed.
    first.state.release();
    other.state.release();
    expect((await firstAnswer).status).toBe(401);
    expect((await otherAnswer).status).toBe(401);
    const pushed = await call(space.h, 'POST', `${base}/spaces/${space.spaceId}/changes`, space.alice, {
      spaceId: space.spaceId,
      tamper: (h) => void (h['x-test-client'] = '198.51.100.1'),
      body: { changes: [{ recordKey: recordKeyOf('after'), hlc: hlc(1), ciphertext: fakeCiphertext(600 * 1024) }] },
    });
    expect(pushed.status).toBe(200);
  });

  it('a declared length is taken from the share before a byte is read, and held while the body arrives', async () => {
    await space.restart({ SYNC_BODY_BYTES_PER_ADDRESS: String(1024 * 1024), SYNC_BODY_BYTES_TOTAL: String(2 * 1024 * 1024) });
    const tooMuch = countingBody(1100 * 1024, { hold: true });
    const refused = await pushWithBody(tooMuch.stream, { client: '198.51.100.7', length: 1100 * 1024 });
    expect(refused.status).toBe(429);
    expect(tooMuch.state.pulled).toBeLessThanOrEqual(64 * 1024);
    tooMuch.state.release();

    const first = countingBody(900 * 1024, { hold: true });
    const firstAnswer = pushWithBody(first.stream, { client: '198.51.100.7', length: 900 * 1024 });
    await expect.poll(() => first.state.pulled).toBe(900 * 1024);
    const second = countingBody(200 * 1024, { hold: true });
    const alsoRefused = await pushWithBody(second.stream, { client: '198.51.100.7', length: 200 * 1024 });
    expect(alsoRefused.status).toBe(429);
    second.state.release();
    first.state.release();
    expect((await firstAnswer).status).toBe(401);
  });
});
