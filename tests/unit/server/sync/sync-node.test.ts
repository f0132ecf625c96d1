// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../../server/node';
import { capturingLogger } from '../helpers';
import { base, makeDevice, registration, signedRequest, type TestDevice } from './sync-helpers';

let root: string;
let hearth: RunningServer;
let alice: TestDevice;
let spaceId: string;

/** A signed request sent over real HTTP to the running server. */
async function send(method: string, path: string, options: { body?: unknown; signal?: AbortSignal; space?: boolean } = {}) {
  const request = await signedRequest(method, path, alice, { body: options.body, spaceId: options.space === false ? undefined : spaceId });
  return fetch(`${hearth.url}${path}`, {
    method,
    headers: request.headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
}

async function firstEvent(response: Response): Promise<string> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (!text.includes('\n\n')) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  return text;
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'hearth-sync-node-'));
  hearth = await startServer({
    env: { DATABASE_URL: `file:${join(root, 'db', 'hearth.db')}`, STATIC_DIR: root, SYNC_MAX_STREAMS: '1' },
    port: 0,
    logger: capturingLogger(),
  });
  alice = await makeDevice();
  const created = await send('POST', `${base}/spaces`, { body: registration(alice), space: false });
  expect(created.status).toBe(201);
  spaceId = ((await created.json()) as { spaceId: string }).spaceId;
});

afterAll(async () => {
  await hearth.close();
  rmSync(root, { recursive: true, force: true });
});

describe('sync on the Node server', () => {
  it('serves the event stream over HTTP and frees its slot when the device disconnects', async () => {
    const first = new AbortController();
    const stream = await send('GET', `${base}/spaces/${spaceId}/events`, { signal: first.signal });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('cache-control')).toContain('no');
    expect(await firstEvent(stream)).toBe('event: changes\ndata: {"lastSeq":0,"recordings":0}\n\n');

    // SYNC_MAX_STREAMS is 1: a second stream waits for the first to close.
    expect((await send('GET', `${base}/spaces/${spaceId}/events`)).status).toBe(503);
    first.abort();
    await expect.poll(async () => {
      const again = new AbortController();
      const response = await send('GET', `${base}/spaces/${spaceId}/events`, { signal: again.signal });
      again.abort();
      return response.status;
    }, { timeout: 5_000, interval: 200 }).toBe(200);
  });

  it('pushes and pulls over HTTP', async () => {
    const change = { recordKey: 'A'.repeat(43), hlc: `${String(Date.now()).padStart(15, '0')}-000000-${alice.deviceId}`, ciphertext: 'B'.repeat(60) };
    const pushed = await send('POST', `${base}/spaces/${spaceId}/changes`, { body: { changes: [change] } });
    expect(await pushed.json()).toEqual({ lastSeq: 1, stored: 1 });
    const pulled = await send('GET', `${base}/spaces/${spaceId}/changes?after=0&limit=10`);
    expect(await pulled.json()).toMatchObject({ changes: [{ seq: 1, ...change }], lastSeq: 1, hasMore: false });
  });
});
