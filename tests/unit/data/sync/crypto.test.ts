// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { changeAadV1, decryptChange, encryptChange, importFamilyKey, inviteSecrets, openBytes, recordKeyOf, sealBytes, signingInput } from '@/data/sync/crypto';
import { fromBase64Url, randomBytes, toBase64Url, utf8 } from '@/data/sync/encoding';

const HLC = '001700000000000-000000-devA';
const change = { table: 'posts', id: 'post_1', deleted: false, value: { id: 'post_1', content: 'Picnic by the river' } };
const EPOCH = 2;
const at = (epoch = EPOCH) => ({ epoch, format: 2 });

async function sealed() {
  const keys = await importFamilyKey(randomBytes(32));
  const recordKey = await recordKeyOf(keys, 'posts', 'post_1');
  const ciphertext = await encryptChange(keys, 'space1', recordKey, HLC, EPOCH, change);
  return { keys, recordKey, ciphertext };
}

describe('change encryption', () => {
  it('round-trips a change and hides its text', async () => {
    const { keys, recordKey, ciphertext } = await sealed();
    expect(ciphertext).not.toContain('Picnic');
    expect(await decryptChange(keys, 'space1', recordKey, HLC, ciphertext, at())).toEqual(change);
  });

  it('uses a fresh IV every time', async () => {
    const { keys, recordKey, ciphertext } = await sealed();
    expect(await encryptChange(keys, 'space1', recordKey, HLC, EPOCH, change)).not.toBe(ciphertext);
  });

  it('rejects every changed byte', async () => {
    const { keys, recordKey, ciphertext } = await sealed();
    const bytes = fromBase64Url(ciphertext);
    for (const index of [0, 11, 12, 20, bytes.length - 1]) {
      const tampered = new Uint8Array(bytes);
      tampered[index]! ^= 1;
      await expect(decryptChange(keys, 'space1', recordKey, HLC, toBase64Url(tampered), at())).rejects.toThrow();
    }
  });

  it.each([
    ['another space', 'space2', HLC, false, EPOCH],
    ['another clock (a replay under a newer clock)', 'space1', '001700000000001-000000-devA', false, EPOCH],
    ['another record', 'space1', HLC, true, EPOCH],
    ['another key epoch', 'space1', HLC, false, EPOCH + 1],
  ])('rejects the change moved to %s', async (_name, space, hlc, otherRecord, epoch) => {
    const { keys, recordKey, ciphertext } = await sealed();
    const key = otherRecord ? await recordKeyOf(keys, 'posts', 'post_2') : recordKey;
    await expect(decryptChange(keys, space, key, hlc, ciphertext, at(epoch))).rejects.toThrow();
  });

  it('binds the key epoch (format 2): the same key cannot pass a change off as one of another epoch, nor as format 1', async () => {
    const { keys, recordKey, ciphertext } = await sealed();
    await expect(decryptChange(keys, 'space1', recordKey, HLC, ciphertext, { epoch: EPOCH, format: 1 })).rejects.toThrow();
    await expect(decryptChange(keys, 'space1', recordKey, HLC, ciphertext, { epoch: EPOCH, format: 3 })).rejects.toThrow();
  });

  it('still opens a change of format 1, written before the epoch was bound', async () => {
    const keys = await importFamilyKey(randomBytes(32));
    const recordKey = await recordKeyOf(keys, 'posts', 'post_1');
    const old = await sealBytes(keys.aes, utf8(JSON.stringify(change)), changeAadV1('space1', recordKey, HLC));
    expect(await decryptChange(keys, 'space1', recordKey, HLC, old, { epoch: 0, format: 1 })).toEqual(change);
  });

  it('rejects another family key', async () => {
    const { recordKey, ciphertext } = await sealed();
    const other = await importFamilyKey(randomBytes(32));
    await expect(decryptChange(other, 'space1', recordKey, HLC, ciphertext, at())).rejects.toThrow();
  });

  it('gives opaque record keys: same input same key, 43 characters', async () => {
    const keys = await importFamilyKey(randomBytes(32));
    const first = await recordKeyOf(keys, 'posts', 'post_1');
    expect(first).toHaveLength(43);
    expect(await recordKeyOf(keys, 'posts', 'post_1')).toBe(first);
    expect(await recordKeyOf(keys, 'recipes', 'post_1')).not.toBe(first);
  });
});

describe('invites', () => {
  it('derives the same token and key from the same secret, and the key opens what it sealed', async () => {
    const secret = randomBytes(32);
    const one = await inviteSecrets(secret);
    const two = await inviteSecrets(secret);
    expect(one.token).toBe(two.token);
    expect(one.token).not.toBe(toBase64Url(secret));
    const box = await sealBytes(one.inviteKey, utf8('{"familyName":"F"}'), 'hearth-invite-v1');
    expect(new TextDecoder().decode(await openBytes(two.inviteKey, box, 'hearth-invite-v1'))).toBe('{"familyName":"F"}');
    await expect(openBytes((await inviteSecrets(randomBytes(32))).inviteKey, box, 'hearth-invite-v1')).rejects.toThrow();
  });
});

describe('request signing input', () => {
  it('is the documented string, with the SHA-256 of the body', async () => {
    expect(await signingInput('get', '/api/sync/v1/spaces/s/changes?after=0&limit=5', 42, new Uint8Array(0))).toBe(
      'HEARTH-SYNC-V1\nGET\n/api/sync/v1/spaces/s/changes?after=0&limit=5\n42\n47DEQpj8HBSa-_TImW-5JCeuQeRkm5NMpJWZG3hSuFU',
    );
  });
});
