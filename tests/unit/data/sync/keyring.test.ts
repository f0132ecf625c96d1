// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decryptChange, encryptChange, importFamilyKey, recordKeyOf } from '@/data/sync/crypto';
import { fromBase64Url, randomBytes, toBase64Url } from '@/data/sync/encoding';
import { currentEpoch, nextKeyring, unwrapKeyring, wrapKeyring, type Keyring } from '@/data/sync/keyring';
import { formatRecoveryCode, newRecoveryCode, openRecoverySecret, parseRecoveryCode, recoveryToken, sealRecoverySecret } from '@/data/sync/recovery-code';

async function recipient() {
  const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, false, ['deriveBits']);
  return { privateKey: pair.privateKey, spki: toBase64Url(await crypto.subtle.exportKey('spki', pair.publicKey)) };
}

const first: Keyring = [{ epoch: 0, key: toBase64Url(randomBytes(32)) }];

describe('key rotation', () => {
  it('adds a fresh key at the next epoch and keeps the old ones', () => {
    const next = nextKeyring(first);
    expect(next.map((entry) => entry.epoch)).toEqual([0, 1]);
    expect(next[0]).toEqual(first[0]);
    expect(next[1]!.key).not.toBe(first[0]!.key);
    expect(fromBase64Url(next[1]!.key)).toHaveLength(32);
    expect(currentEpoch(nextKeyring(next))).toBe(2);
  });

  it('wraps a keyring that only its recipient opens, for this space, recipient and epoch', async () => {
    const bob = await recipient();
    const carol = await recipient();
    const keyring = nextKeyring(first);
    const wrapped = await wrapKeyring(keyring, bob.spki, 'space1', 'bob');
    expect(wrapped).not.toContain(keyring[1]!.key);
    expect(await unwrapKeyring(wrapped, bob.privateKey, 'space1', 'bob', 1, first)).toEqual(keyring);
    await expect(unwrapKeyring(wrapped, carol.privateKey, 'space1', 'bob', 1, first)).rejects.toThrow();
    await expect(unwrapKeyring(wrapped, bob.privateKey, 'space2', 'bob', 1, first)).rejects.toThrow();
    await expect(unwrapKeyring(wrapped, bob.privateKey, 'space1', 'carol', 1, first)).rejects.toThrow();
    await expect(unwrapKeyring(wrapped, bob.privateKey, 'space1', 'bob', 2, first)).rejects.toThrow();
  });

  it('refuses a keyring that does not continue the keys the device holds (one the server made up)', async () => {
    const bob = await recipient();
    const forged = nextKeyring([{ epoch: 0, key: toBase64Url(randomBytes(32)) }]);
    const wrapped = await wrapKeyring(forged, bob.spki, 'space1', 'bob');
    await expect(unwrapKeyring(wrapped, bob.privateKey, 'space1', 'bob', 1, first)).rejects.toThrow('does not continue');
  });

  it('seals a change after rotation so that no key of the old keyring opens it', async () => {
    const next = nextKeyring(first);
    const recordMac = (await importFamilyKey(fromBase64Url(first[0]!.key))).recordMac;
    const newKeys = { aes: (await importFamilyKey(fromBase64Url(next[1]!.key))).aes, recordMac };
    const recordKey = await recordKeyOf(newKeys, 'posts', 'p1');
    const change = { table: 'posts', id: 'p1', deleted: false, value: { content: 'After the removal' } };
    const ciphertext = await encryptChange(newKeys, 'space1', recordKey, '001700000000000-000000-devA', change);
    const oldKeys = await importFamilyKey(fromBase64Url(first[0]!.key));
    await expect(decryptChange(oldKeys, 'space1', recordKey, '001700000000000-000000-devA', ciphertext)).rejects.toThrow();
    expect(await decryptChange(newKeys, 'space1', recordKey, '001700000000000-000000-devA', ciphertext)).toEqual(change);
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

  it('derives a token that is not the code, and seals the secret for the right code only (PBKDF2, salted)', async () => {
    const code = parseRecoveryCode(newRecoveryCode())!;
    const token = await recoveryToken(code);
    expect(fromBase64Url(token)).toHaveLength(32);
    const secret = { spaceId: 'space1', privateKey: 'cHJpdmF0ZQ', firstKey: first[0]!.key };
    const kit = await sealRecoverySecret(code, secret, 1_000);
    expect(fromBase64Url(kit.salt)).toHaveLength(16);
    expect((await sealRecoverySecret(code, secret, 1_000)).salt).not.toBe(kit.salt);
    expect(await openRecoverySecret(code, kit)).toEqual(secret);
    await expect(openRecoverySecret(parseRecoveryCode(newRecoveryCode())!, kit)).rejects.toThrow();
  });
});
