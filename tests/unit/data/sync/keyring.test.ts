// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decryptChange, encryptChange, generateDeviceKeys, importFamilyKey, recordKeyOf } from '@/data/sync/crypto';
import { fromBase64Url, randomBytes, toBase64Url } from '@/data/sync/encoding';
import { acceptKeyring, currentEpoch, nextKeyring, parseKeyring, retiredAt, unwrapKeyring, wrapKeyring, type Keyring } from '@/data/sync/keyring';
import { formatRecoveryCode, newRecoveryCode, openRecoveryContents, parseRecoveryCode, recoveryToken, sealRecoveryContents } from '@/data/sync/recovery-code';
import { pinOf } from '@/data/sync/vouch';

async function recipient() {
  const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, false, ['deriveBits']);
  return { privateKey: pair.privateKey, spki: toBase64Url(await crypto.subtle.exportKey('spki', pair.publicKey)) };
}

const first: Keyring = [{ epoch: 0, key: toBase64Url(randomBytes(32)) }];
const FROM = '001700000000500-000000-devA';

/** A device of the family: its id, keys and what others pin of it. */
async function member(deviceId: string) {
  const keys = await generateDeviceKeys();
  return { deviceId, keys, pin: pinOf({ signingKey: keys.signingPublic, wrapKey: keys.wrapPublic }) };
}

describe('key rotation', () => {
  it('adds a fresh key at the next epoch, signed with its rotation point, and keeps the old ones', async () => {
    const alice = await member('devA');
    const next = await nextKeyring(first, 'space1', { from: FROM, removed: ['devB'], by: 'devA' }, alice.keys.signing.privateKey);
    expect(next.map((entry) => entry.epoch)).toEqual([0, 1]);
    expect(next[0]).toEqual(first[0]);
    expect(next[1]).toMatchObject({ epoch: 1, from: FROM, removed: ['devB'], by: 'devA', signature: expect.stringMatching(/^[A-Za-z0-9_-]{86}$/) });
    expect(next[1]!.key).not.toBe(first[0]!.key);
    expect(fromBase64Url(next[1]!.key)).toHaveLength(32);
    expect(retiredAt(next, 0)).toBe(FROM);
    expect(retiredAt(next, 1)).toBeNull();
  });

  it('wraps a keyring that only its recipient opens, for this space, recipient and epoch', async () => {
    const bob = await recipient();
    const carol = await recipient();
    const alice = await member('devA');
    const keyring = await nextKeyring(first, 'space1', { from: FROM, removed: [], by: 'devA' }, alice.keys.signing.privateKey);
    const wrapped = await wrapKeyring(keyring, bob.spki, 'space1', 'bob');
    expect(wrapped).not.toContain(keyring[1]!.key);
    expect(await unwrapKeyring(wrapped, bob.privateKey, 'space1', 'bob', 1)).toEqual(keyring);
    await expect(unwrapKeyring(wrapped, carol.privateKey, 'space1', 'bob', 1)).rejects.toThrow();
    await expect(unwrapKeyring(wrapped, bob.privateKey, 'space2', 'bob', 1)).rejects.toThrow();
    await expect(unwrapKeyring(wrapped, bob.privateKey, 'space1', 'carol', 1)).rejects.toThrow();
    await expect(unwrapKeyring(wrapped, bob.privateKey, 'space1', 'bob', 2)).rejects.toThrow();
  });

  it('accepts a new key made and signed by a device this one trusts', async () => {
    const alice = await member('devA');
    const next = await nextKeyring(first, 'space1', { from: FROM, removed: ['devB'], by: 'devA' }, alice.keys.signing.privateKey);
    expect(await acceptKeyring(first, next, 'space1', { devA: alice.pin })).toEqual(next);
  });

  it('refuses a keyring that does not continue the keys the device holds (one the server made up)', async () => {
    const alice = await member('devA');
    const forged = await nextKeyring([{ epoch: 0, key: toBase64Url(randomBytes(32)) }], 'space1', { from: FROM, removed: [], by: 'devA' }, alice.keys.signing.privateKey);
    await expect(acceptKeyring(first, forged, 'space1', { devA: alice.pin })).rejects.toThrow('does not continue');
  });

  it.each([
    ['without its rotation (anyone with the old key can wrap one)', async () => [...first, { epoch: 1, key: toBase64Url(randomBytes(32)) }], {}],
    [
      'made by the very device it removes (a device that leaves, or a removed one that kept the old key)',
      async (alice: Awaited<ReturnType<typeof member>>) => nextKeyring(first, 'space1', { from: FROM, removed: ['devA'], by: 'devA' }, alice.keys.signing.privateKey),
      {},
    ],
    [
      'made by a device this one never trusted',
      async () => {
        const stranger = await member('devX');
        return nextKeyring(first, 'space1', { from: FROM, removed: ['devB'], by: 'devX' }, stranger.keys.signing.privateKey);
      },
      {},
    ],
    [
      'signed by another key than the one pinned for its maker',
      async () => {
        const impostor = await member('devA');
        return nextKeyring(first, 'space1', { from: FROM, removed: ['devB'], by: 'devA' }, impostor.keys.signing.privateKey);
      },
      {},
    ],
    [
      'whose rotation point was changed after signing',
      async (alice: Awaited<ReturnType<typeof member>>) => {
        const next = await nextKeyring(first, 'space1', { from: FROM, removed: ['devB'], by: 'devA' }, alice.keys.signing.privateKey);
        return [next[0]!, { ...next[1]!, from: '009999999999999-000000-devA' }];
      },
      {},
    ],
    [
      'whose key was swapped under the signature',
      async (alice: Awaited<ReturnType<typeof member>>) => {
        const next = await nextKeyring(first, 'space1', { from: FROM, removed: ['devB'], by: 'devA' }, alice.keys.signing.privateKey);
        return [next[0]!, { ...next[1]!, key: toBase64Url(randomBytes(32)) }];
      },
      {},
    ],
  ])('refuses a new key %s', async (_name, make) => {
    const alice = await member('devA');
    const candidate = await make(alice);
    await expect(acceptKeyring(first, candidate, 'space1', { devA: alice.pin })).rejects.toThrow();
  });

  it('keeps the rotation points this device already holds', async () => {
    const alice = await member('devA');
    const one = await nextKeyring(first, 'space1', { from: FROM, removed: ['devB'], by: 'devA' }, alice.keys.signing.privateKey);
    const two = await nextKeyring(one, 'space1', { from: '001700000000900-000000-devA', removed: ['devC'], by: 'devA' }, alice.keys.signing.privateKey);
    const mine = [one[0]!, { ...one[1]!, from: '001700000000100-000000-devZ' }];
    const accepted = await acceptKeyring(mine, two, 'space1', { devA: alice.pin });
    expect(accepted.map((entry) => entry.from)).toEqual([undefined, '001700000000100-000000-devZ', '001700000000900-000000-devA']);
    expect(currentEpoch(accepted)).toBe(2);
  });

  it('parses only keyrings: 32-byte keys, distinct epochs, well-formed rotations', () => {
    expect(() => parseKeyring([])).toThrow();
    expect(() => parseKeyring([{ epoch: 0, key: 'c2hvcnQ' }])).toThrow();
    expect(() => parseKeyring([first[0], first[0]])).toThrow();
    expect(() => parseKeyring([{ ...first[0], removed: 'devB' }])).toThrow();
    expect(parseKeyring([{ epoch: 1, key: first[0]!.key, from: FROM, removed: [], by: 'devA', signature: 'x' }, first[0]]).map((entry) => entry.epoch)).toEqual([0, 1]);
  });

  it('seals a change after rotation so that no key of the old keyring opens it', async () => {
    const alice = await member('devA');
    const next = await nextKeyring(first, 'space1', { from: FROM, removed: [], by: 'devA' }, alice.keys.signing.privateKey);
    const recordMac = (await importFamilyKey(fromBase64Url(first[0]!.key))).recordMac;
    const newKeys = { aes: (await importFamilyKey(fromBase64Url(next[1]!.key))).aes, recordMac };
    const recordKey = await recordKeyOf(newKeys, 'posts', 'p1');
    const change = { table: 'posts', id: 'p1', deleted: false, value: { content: 'After the removal' } };
    const ciphertext = await encryptChange(newKeys, 'space1', recordKey, '001700000000000-000000-devA', 1, change);
    const oldKeys = await importFamilyKey(fromBase64Url(first[0]!.key));
    for (const epoch of [0, 1]) await expect(decryptChange(oldKeys, 'space1', recordKey, '001700000000000-000000-devA', ciphertext, { epoch, format: 2 })).rejects.toThrow();
    expect(await decryptChange(newKeys, 'space1', recordKey, '001700000000000-000000-devA', ciphertext, { epoch: 1, format: 2 })).toEqual(change);
  });
});

describe('recovery code', () => {
  it('is 160 random bits in 8 groups of 4 readable characters', () => {
    const code = newRecoveryCode();
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){7}$/);
    expect(newRecoveryCode()).not.toBe(code);
    expect(parseRecoveryCode(code)).toHaveLength(20);
  });

  it.each([
    ['as shown', (code: string) => code, true],
    ['lower case with spaces', (code: string) => code.toLowerCase().replace(/-/g, ' '), true],
    ['O typed for 0 and l for 1', () => formatRecoveryCode(new Uint8Array(20)).replace(/0/g, 'O'), true],
    ['one group short', (code: string) => code.slice(5), false],
    ['a letter not in the alphabet', (code: string) => `U${code.slice(1)}`, false],
  ])('parses a code typed %s: %s', (_, typed, ok) => {
    const code = newRecoveryCode();
    const parsed = parseRecoveryCode(typed(code));
    expect(parsed !== null).toBe(ok);
  });

  it('round-trips bytes through the written form', () => {
    const bytes = randomBytes(20);
    expect(parseRecoveryCode(formatRecoveryCode(bytes))).toEqual(bytes);
  });

  it('derives a token that is not the code, and seals the whole keyring for the right code only (PBKDF2, salted)', async () => {
    const code = parseRecoveryCode(newRecoveryCode())!;
    const token = await recoveryToken(code);
    expect(fromBase64Url(token)).toHaveLength(32);
    const alice = await member('devA');
    const keyring = await nextKeyring(first, 'space1', { from: FROM, removed: ['devB'], by: 'devA' }, alice.keys.signing.privateKey);
    const contents = { spaceId: 'space1', keyring };
    const kit = await sealRecoveryContents(code, contents, 1_000);
    expect(kit.epoch).toBe(1);
    expect(fromBase64Url(kit.salt)).toHaveLength(16);
    expect(kit.sealed).not.toContain(keyring[1]!.key);
    expect((await sealRecoveryContents(code, contents, 1_000)).salt).not.toBe(kit.salt);
    expect(await openRecoveryContents(code, kit)).toEqual(contents);
    await expect(openRecoveryContents(parseRecoveryCode(newRecoveryCode())!, kit)).rejects.toThrow();
  });
});
