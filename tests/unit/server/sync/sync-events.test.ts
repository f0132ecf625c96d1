import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  base,
  call,
  createSpace,
  fakeCiphertext,
  hlc,
  makeDevice,
  makeSyncApp,
  recordKeyOf,
  signedRequest,
  type SyncHarness,
  type TestDevice,
} from './sync-helpers';

let h: SyncHarness;
let alice: TestDevice;
let spaceId: string;

beforeEach(async () => {
  h = await makeSyncApp();
  alice = await makeDevice();
  spaceId = await createSpace(h, alice);
});
afterEach(async () => h.close());

/** Reads the stream until `until` matches the text so far. */
async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, until: (text: string) => boolean, seen = { text: '' }) {
  const decoder = new TextDecoder();
  while (!until(seen.text)) {
    const { value, done } = await reader.read();
    if (done) break;
    seen.text += decoder.decode(value, { stream: true });
  }
  return seen;
}

describe('GET /spaces/:spaceId/events', () => {
  it('sends lastSeq at connect and again when a push raises it, then closes cleanly on abort', async () => {
    await call(h, 'POST', `${base}/spaces/${spaceId}/changes`, alice, {
      spaceId,
      body: { changes: [{ recordKey: recordKeyOf('a'), hlc: hlc(1), ciphertext: fakeCiphertext() }] },
    });
    const response = await h.app.request(await signedRequest('GET', `${base}/spaces/${spaceId}/events`, alice, { spaceId, time: h.clock.now }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    const seen = await readUntil(reader, (text) => text.includes('data: {"lastSeq":1}'));
    expect(seen.text).toContain('event: changes\ndata: {"lastSeq":1}\n\n');
    await call(h, 'POST', `${base}/spaces/${spaceId}/changes`, alice, {
      spaceId,
      body: { changes: [{ recordKey: recordKeyOf('b'), hlc: hlc(2), ciphertext: fakeCiphertext() }] },
    });
    await readUntil(reader, (text) => text.includes('data: {"lastSeq":2}'), seen);
    expect(seen.text).toContain('data: {"lastSeq":2}');
    await readUntil(reader, (text) => text.includes(': ping'), seen);
    await reader.cancel();
  });

  it('needs a valid signature', async () => {
    const mallory = await makeDevice();
    const response = await h.app.request(
      await signedRequest('GET', `${base}/spaces/${spaceId}/events`, alice, { spaceId, signer: mallory, time: h.clock.now }),
    );
    expect(response.status).toBe(401);
  });
});
