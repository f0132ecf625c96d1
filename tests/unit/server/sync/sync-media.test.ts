// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { scanForPlaintext } from '../../../../scripts/scan-plaintext.mjs';
import { base, call, callForBytes, makeDevice, useSpace } from './sync-helpers';

const space = useSpace({ SYNC_SPACE_QUOTA_BYTES: String(64 * 1024) });
const MEDIA = `media_${'0a'.repeat(16)}`;
const chunkPath = (index: number | string, query = 'count=2&epoch=0', media = MEDIA) => `${base}/spaces/${space.spaceId}/media/${media}/chunks/${index}?${query}`;

/** Stands in for AES-GCM output: what the server sees is opaque bytes of this size. */
const opaque = (size: number, fill: number) => Uint8Array.from({ length: size }, (_, i) => (i * 31 + fill) % 251);

const put = (index: number | string, bytes: Uint8Array<ArrayBuffer>, query?: string, media?: string) =>
  call(space.h, 'PUT', chunkPath(index, query, media), space.alice, { spaceId: space.spaceId, bytes });

describe('recordings travel as encrypted chunks', () => {
  it('keeps each chunk as sent, says which it holds, and gives each back with its epoch and count', async () => {
    const first = opaque(1_000, 1);
    expect((await put(1, first)).status).toBe(204);
    const status = await call(space.h, 'GET', `${base}/spaces/${space.spaceId}/media/${MEDIA}`, space.alice, { spaceId: space.spaceId });
    expect(status.json).toEqual({ count: 2, have: [1] });

    const got = await callForBytes(space.h, 'GET', `${base}/spaces/${space.spaceId}/media/${MEDIA}/chunks/1`, space.alice, { spaceId: space.spaceId });
    expect(got.status).toBe(200);
    expect(got.bytes).toEqual(first);
    expect(got.headers.get('x-hearth-epoch')).toBe('0');
    expect(got.headers.get('x-hearth-count')).toBe('2');

    const missing = await call(space.h, 'GET', `${base}/spaces/${space.spaceId}/media/${MEDIA}/chunks/0`, space.alice, { spaceId: space.spaceId });
    expect(missing).toMatchObject({ status: 404, json: { error: { code: 'MEDIA_NOT_FOUND' } } });
  });

  it('counts chunks toward the space quota, refuses what would pass it, and frees them when deleted', async () => {
    expect((await put(0, opaque(40 * 1024, 2))).status).toBe(204);
    const full = await put(1, opaque(40 * 1024, 3));
    expect(full).toMatchObject({ status: 413, json: { error: { code: 'SPACE_FULL' } } });
    expect(String((full.json?.error as { message: string }).message)).toContain('Delete some videos or photos to make room.');

    const deleted = await call(space.h, 'DELETE', `${base}/spaces/${space.spaceId}/media/${MEDIA}`, space.alice, { spaceId: space.spaceId });
    expect(deleted.status).toBe(204);
    expect((await put(1, opaque(40 * 1024, 3))).status).toBe(204);
  });

  it.each([
    ['an id that is not a recording id', () => put(0, opaque(64, 1), undefined, 'media_../../x'), 404, 'MEDIA_NOT_FOUND'],
    ['an index past the count', () => put(2, opaque(64, 1)), 400, 'INVALID_QUERY'],
    ['no count', () => put(0, opaque(64, 1), 'epoch=0'), 400, 'INVALID_QUERY'],
    ['more chunks than a recording may have', () => put(0, opaque(64, 1), 'count=129&epoch=0'), 400, 'INVALID_QUERY'],
    ['a body too short to be sealed', () => put(0, opaque(20, 1)), 400, 'INVALID_BODY'],
    ['a key epoch the space has not reached', () => put(0, opaque(64, 1), 'count=2&epoch=3'), 409, 'KEY_ROTATED'],
  ])('refuses %s', async (_name, send, status, code) => {
    expect(await send()).toMatchObject({ status, json: { error: { code } } });
    expect(await space.h.store.mediaStatus(space.spaceId, MEDIA)).toBeNull();
  });

  it('refuses a chunk whose count differs from the recording’s other chunks', async () => {
    expect((await put(0, opaque(64, 1))).status).toBe(204);
    expect(await put(1, opaque(64, 1), 'count=3&epoch=0')).toMatchObject({ status: 409, json: { error: { code: 'MEDIA_CONFLICT' } } });
  });

  it('refuses a chunk over its size unread (413) and any body type but octet-stream', async () => {
    expect((await put(0, opaque(512 * 1024 + 65, 1))).status).toBe(413);
    const asJson = await call(space.h, 'PUT', chunkPath(0), space.alice, { spaceId: space.spaceId, body: { not: 'bytes' } });
    expect(asJson.status).toBe(415);
  });

  it('gives a device of another family nothing, and a stranger nothing', async () => {
    expect((await put(0, opaque(64, 1))).status).toBe(204);
    const stranger = await makeDevice();
    const read = await callForBytes(space.h, 'GET', `${base}/spaces/${space.spaceId}/media/${MEDIA}/chunks/0`, stranger, { spaceId: space.spaceId });
    expect(read.status).toBe(401);
    expect(read.headers.get('content-type')).toContain('application/json');
  });

  it('goes with the space when the family erases it', async () => {
    expect((await put(0, opaque(64, 1))).status).toBe(204);
    const erased = await call(space.h, 'DELETE', `${base}/spaces/${space.spaceId}`, space.alice, { spaceId: space.spaceId });
    expect(erased.status).toBeLessThan(300);
    expect(await space.h.store.mediaStatus(space.spaceId, MEDIA)).toBeNull();
  });

  it('holds no byte of a recording in its files when devices send them sealed', async () => {
    // A tone and a coloured picture, as a device records them, sealed as the app seals a chunk.
    const tone = Uint8Array.from({ length: 4_000 }, (_, i) => Math.round(128 + 100 * Math.sin((2 * Math.PI * 440 * i) / 8_000)));
    const picture = Uint8Array.from({ length: 3_000 }, (_, i) => [220, 40, 90][i % 3]!);
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt']);
    const seal = async (bytes: Uint8Array) => {
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, bytes as Uint8Array<ArrayBuffer>));
      return Uint8Array.from([...iv, ...sealed]);
    };
    expect((await put(0, await seal(tone))).status).toBe(204);
    expect((await put(1, await seal(picture))).status).toBe(204);
    const databaseFile = fileURLToPath(new URL(space.h.databaseUrl.replace(/^file:/, 'file://')));
    const needles = [
      { label: 'tone', value: tone.slice(1_000, 1_200) },
      { label: 'picture', value: picture.slice(600, 800) },
    ];
    const result = await scanForPlaintext({ databaseFile, logTexts: [space.h.logger.lines.join('\n')], needles });
    expect(result.findings).toEqual([]);

    // The scan does find the same bytes sent unsealed: it would catch a leak.
    expect((await put(0, tone.slice(0, 2_000), 'count=1&epoch=0', `media_${'0b'.repeat(16)}`)).status).toBe(204);
    const leaky = await scanForPlaintext({ databaseFile, logTexts: [], needles });
    expect(leaky.findings.map((finding: { needle: string }) => finding.needle)).toContain('tone');
  });
});
