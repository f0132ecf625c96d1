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
    const seen = await readUntil(reader, (text) => text.includes('data: {"lastSeq":1,"recordings":0}'));
    expect(seen.text).toContain('event: changes\ndata: {"lastSeq":1,"recordings":0}\n\n');
    await call(space.h, 'POST', `${base}/spaces/${space.spaceId}/changes`, space.alice, {
      spaceId: space.spaceId,
      body: { changes: [{ recordKey: recordKeyOf('b'), hlc: hlc(2), ciphertext: fakeCiphertext() }] },
    });
    await readUntil(reader, (text) => text.includes('data: {"lastSeq":2,"recordings":0}'), seen);
    expect(seen.text).toContain('data: {"lastSeq":2,"recordings":0}');
    // A recording's last chunk is news as well: a device waiting to play it fetches it at once.
    const media = `media_${'3d'.repeat(16)}`;
    const chunk = (index: number) =>
      call(space.h, 'PUT', `${base}/spaces/${space.spaceId}/media/${media}/chunks/${index}?count=2&epoch=0`, space.alice, {
        spaceId: space.spaceId,
        bytes: new Uint8Array(64).fill(index + 1),
      });
    expect((await chunk(0)).status).toBe(204);
    expect((await chunk(1)).status).toBe(204);
    await readUntil(reader, (text) => text.includes('data: {"lastSeq":2,"recordings":1}'), seen);
    // Only the completing chunk raised it.
    expect(seen.text).not.toContain('"recordings":2');
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
