// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  base,
  call,
  fakeCiphertext,
  hlc,
  makeDevice,
  recordKeyOf,
  signedRequest,
  useSpace,
} from './sync-helpers';

const space = useSpace();

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

describe('GET /spaces/:space.spaceId/events', () => {
  it('sends lastSeq at connect and again when a push raises it, then closes cleanly on abort', async () => {
    await call(space.h, 'POST', `${base}/spaces/${space.spaceId}/changes`, space.alice, {
      spaceId: space.spaceId,
      body: { changes: [{ recordKey: recordKeyOf('a'), hlc: hlc(1), ciphertext: fakeCiphertext() }] },
    });
    const response = await space.h.app.request(await signedRequest('GET', `${base}/spaces/${space.spaceId}/events`, space.alice, { spaceId: space.spaceId, time: space.h.clock.now }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    const seen = await readUntil(reader, (text) => text.includes('data: {"lastSeq":1}'));
    expect(seen.text).toContain('event: changes\ndata: {"lastSeq":1}\n\n');
    await call(space.h, 'POST', `${base}/spaces/${space.spaceId}/changes`, space.alice, {
      spaceId: space.spaceId,
      body: { changes: [{ recordKey: recordKeyOf('b'), hlc: hlc(2), ciphertext: fakeCiphertext() }] },
    });
    await readUntil(reader, (text) => text.includes('data: {"lastSeq":2}'), seen);
    expect(seen.text).toContain('data: {"lastSeq":2}');
    await readUntil(reader, (text) => text.includes(': ping'), seen);
    await reader.cancel();
  });

  it('needs a valid signature', async () => {
    const mallory = await makeDevice();
    const response = await space.h.app.request(
      await signedRequest('GET', `${base}/spaces/${space.spaceId}/events`, space.alice, { spaceId: space.spaceId, signer: mallory, time: space.h.clock.now }),
    );
    expect(response.status).toBe(401);
  });
});
