// The recovery code: 160 random bits written as 8 groups of 4 letters and digits. The server gets
// a hash of a token derived from it, and the family's keyring sealed with a PBKDF2 key of it.
import { openBytes, sealBytes } from '@/data/sync/crypto';
import { fromBase64Url, fromUtf8, randomBytes, toBase64Url, utf8 } from '@/data/sync/encoding';
import { currentEpoch, parseKeyring, type Keyring } from '@/data/sync/keyring';

const subtle = () => globalThis.crypto.subtle;
// Crockford's base32: no I, L, O or U, so nothing reads as another character.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_BYTES = 20;
const CODE_CHARS = 32;
export const RECOVERY_ITERATIONS = 600_000;
/** Kits of this form hold the whole keyring; the first form (a recovery key pair) is retired. */
export const RECOVERY_AAD = 'hearth-recovery-v2';

export function formatRecoveryCode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out.match(/.{4}/g)!.join('-');
}

export function newRecoveryCode(): string {
  return formatRecoveryCode(randomBytes(CODE_BYTES));
}

/** Pure: the code's bytes from what the family typed (any case, spaces or dashes, O for 0, I or L for 1); null when it cannot be a code. */
export function parseRecoveryCode(text: string): Uint8Array<ArrayBuffer> | null {
  const clean = text.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (clean.length !== CODE_CHARS) return null;
  const out = new Uint8Array(CODE_BYTES);
  let bits = 0;
  let value = 0;
  let index = 0;
  for (const char of clean) {
    const digit = ALPHABET.indexOf(char);
    if (digit < 0) return null;
    value = ((value << 5) | digit) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out[index++] = (value >>> (bits - 8)) & 0xff;
      bits -= 8;
    }
  }
  return out;
}

/** What the server stores the hash of, to find the kit: derived with HKDF, so it reveals nothing of the code. */
export async function recoveryToken(code: Uint8Array<ArrayBuffer>): Promise<string> {
  const base = await subtle().importKey('raw', code, 'HKDF', false, ['deriveBits']);
  const bits = await subtle().deriveBits({ name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: utf8('hearth recovery token v1') }, base, 256);
  return toBase64Url(bits);
}

async function codeKey(code: Uint8Array<ArrayBuffer>, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<CryptoKey> {
  const base = await subtle().importKey('raw', code, 'PBKDF2', false, ['deriveKey']);
  return subtle().deriveKey({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, base, { name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

/**
 * What the code opens: the space and its whole keyring, each key with the rotation that made it.
 * Any rotation retires the kit, so it never needs a key of later making: a recovering device trusts
 * exactly the keys the code sealed, and nothing the server adds.
 */
export interface RecoveryContents {
  spaceId: string;
  keyring: Keyring;
}

export async function sealRecoveryContents(code: Uint8Array<ArrayBuffer>, contents: RecoveryContents, iterations = RECOVERY_ITERATIONS) {
  const salt = randomBytes(16);
  const sealed = await sealBytes(await codeKey(code, salt, iterations), utf8(JSON.stringify(contents)), RECOVERY_AAD);
  return { salt: toBase64Url(salt), iterations, sealed, epoch: currentEpoch(contents.keyring) };
}

/** Throws when the code is not the one the kit was sealed with. */
export async function openRecoveryContents(code: Uint8Array<ArrayBuffer>, kit: { salt: string; iterations: number; sealed: string }): Promise<RecoveryContents> {
  const plain = await openBytes(await codeKey(code, fromBase64Url(kit.salt), kit.iterations), kit.sealed, RECOVERY_AAD);
  const contents = JSON.parse(fromUtf8(plain)) as Partial<RecoveryContents>;
  if (typeof contents.spaceId !== 'string') throw new Error('Not a recovery kit');
  return { spaceId: contents.spaceId, keyring: parseKeyring(contents.keyring) };
}
