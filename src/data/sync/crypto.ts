// Every cryptographic step of family sync, from WebCrypto only (docs/sync-protocol.md,
// docs/threat-model.md). Nothing here is hand-written cryptography.
import { fromBase64Url, fromUtf8, randomBytes, toBase64Url, utf8 } from '@/data/sync/encoding';

const subtle = () => globalThis.crypto.subtle;
const EMPTY_SALT = new Uint8Array(0);
const IV_BYTES = 12;

export interface FamilyKeys {
  /** AES-GCM-256 key of every change. */
  aes: CryptoKey;
  /** HMAC-SHA256 key that turns table and id into the opaque record key the server sees. */
  recordMac: CryptoKey;
}

async function hkdfBase(secret: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  return subtle().importKey('raw', secret, 'HKDF', false, ['deriveBits', 'deriveKey']);
}

const hkdf = (info: string) => ({ name: 'HKDF', hash: 'SHA-256', salt: EMPTY_SALT, info: utf8(info) });

export async function importFamilyKey(raw: Uint8Array<ArrayBuffer>): Promise<FamilyKeys> {
  if (raw.length !== 32) throw new Error('A family key has 32 bytes');
  const aes = await subtle().importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
  const recordMac = await subtle().deriveKey(hkdf('hearth record key v1'), await hkdfBase(raw), { name: 'HMAC', hash: 'SHA-256', length: 256 }, false, ['sign']);
  return { aes, recordMac };
}

export async function recordKeyOf(keys: FamilyKeys, table: string, id: string): Promise<string> {
  return toBase64Url(await subtle().sign('HMAC', keys.recordMac, utf8(`${table}\n${id}`)));
}

export async function sealBytes(key: CryptoKey, plaintext: Uint8Array<ArrayBuffer>, aad: string): Promise<string> {
  const iv = randomBytes(IV_BYTES);
  const sealed = new Uint8Array(await subtle().encrypt({ name: 'AES-GCM', iv, additionalData: utf8(aad) }, key, plaintext));
  const out = new Uint8Array(IV_BYTES + sealed.length);
  out.set(iv);
  out.set(sealed, IV_BYTES);
  return toBase64Url(out);
}

/** Throws when the bytes were changed, the key is wrong or the associated data differs. */
export async function openBytes(key: CryptoKey, sealed: string, aad: string): Promise<Uint8Array> {
  const bytes = fromBase64Url(sealed);
  if (bytes.length <= IV_BYTES + 16) throw new Error('Sealed value too short');
  const plain = await subtle().decrypt({ name: 'AES-GCM', iv: bytes.subarray(0, IV_BYTES), additionalData: utf8(aad) }, key, bytes.subarray(IV_BYTES));
  return new Uint8Array(plain);
}

/** Seals bytes as bytes (nonce, then ciphertext and tag): a recording's chunk travels unencoded. */
export async function sealRaw(key: CryptoKey, plaintext: Uint8Array<ArrayBuffer>, aad: string): Promise<Uint8Array<ArrayBuffer>> {
  const iv = randomBytes(IV_BYTES);
  const sealed = new Uint8Array(await subtle().encrypt({ name: 'AES-GCM', iv, additionalData: utf8(aad) }, key, plaintext));
  const out = new Uint8Array(IV_BYTES + sealed.length);
  out.set(iv);
  out.set(sealed, IV_BYTES);
  return out;
}

/** Throws when the bytes were changed, the key is wrong or the associated data differs. */
export async function openRaw(key: CryptoKey, sealed: Uint8Array<ArrayBuffer>, aad: string): Promise<Uint8Array<ArrayBuffer>> {
  if (sealed.length <= IV_BYTES + 16) throw new Error('Sealed value too short');
  const plain = await subtle().decrypt({ name: 'AES-GCM', iv: sealed.subarray(0, IV_BYTES), additionalData: utf8(aad) }, key, sealed.subarray(IV_BYTES));
  return new Uint8Array(plain);
}

export interface ChangePlaintext {
  table: string;
  id: string;
  deleted: boolean;
  value: Record<string, unknown> | null;
}

/** Change format 1, before the key epoch was bound: rows written then keep opening. */
export const changeAadV1 = (spaceId: string, recordKey: string, hlc: string) => `hearth-sync-v1\n${spaceId}\n${recordKey}\n${hlc}`;
/** Change format 2: the key epoch is bound too, so a change cannot pass for one of another epoch. */
export const changeAad = (spaceId: string, recordKey: string, hlc: string, epoch: number) => `hearth-sync-v2\n${spaceId}\n${recordKey}\n${hlc}\n${epoch}`;
export const CHANGE_FORMAT = 2;

export async function encryptChange(keys: FamilyKeys, spaceId: string, recordKey: string, hlc: string, epoch: number, change: ChangePlaintext): Promise<string> {
  return sealBytes(keys.aes, utf8(JSON.stringify(change)), changeAad(spaceId, recordKey, hlc, epoch));
}

/** Where a change was sealed: its key epoch and change format, as the server stored them. */
export interface ChangeSeal {
  epoch: number;
  format: number;
}

/** Throws when the change was tampered with or does not belong to this record, clock and epoch. */
export async function decryptChange(keys: FamilyKeys, spaceId: string, recordKey: string, hlc: string, ciphertext: string, seal: ChangeSeal): Promise<ChangePlaintext> {
  const aad = seal.format === 1 ? changeAadV1(spaceId, recordKey, hlc) : changeAad(spaceId, recordKey, hlc, seal.epoch);
  if (seal.format !== 1 && seal.format !== CHANGE_FORMAT) throw new Error('Unknown change format');
  const parsed: unknown = JSON.parse(fromUtf8(await openBytes(keys.aes, ciphertext, aad)));
  const change = parsed as Partial<ChangePlaintext>;
  if (typeof change !== 'object' || change === null || typeof change.table !== 'string' || typeof change.id !== 'string' || typeof change.deleted !== 'boolean') {
    throw new Error('Change has the wrong shape');
  }
  if (!change.deleted && (typeof change.value !== 'object' || change.value === null)) throw new Error('Change has no value');
  // The record key binds table and id: a change moved onto another record is refused.
  if ((await recordKeyOf(keys, change.table, change.id)) !== recordKey) throw new Error('Change belongs to another record');
  return { table: change.table, id: change.id, deleted: change.deleted, value: change.deleted ? null : (change.value as Record<string, unknown>) };
}

// Invites: the link's secret never leaves the devices; the server sees a hash of a token derived from it.
export async function inviteSecrets(secret: Uint8Array<ArrayBuffer>): Promise<{ token: string; inviteKey: CryptoKey }> {
  const base = await hkdfBase(secret);
  const token = toBase64Url(await subtle().deriveBits(hkdf('hearth invite token v1'), base, 256));
  const inviteKey = await subtle().deriveKey(hkdf('hearth invite key v1'), base, { name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  return { token, inviteKey };
}

export async function sha256Base64Url(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  return toBase64Url(await subtle().digest('SHA-256', bytes));
}

export const INVITE_AAD = 'hearth-invite-v1';

export interface DeviceKeys {
  signing: CryptoKeyPair;
  wrap: CryptoKeyPair;
  signingPublic: string;
  wrapPublic: string;
}

/** A device's key pairs; the private halves cannot be exported, even by Hearth's own code. */
export async function generateDeviceKeys(): Promise<DeviceKeys> {
  const signing = await subtle().generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify']);
  const wrap = await subtle().generateKey({ name: 'ECDH', namedCurve: 'P-256' }, false, ['deriveKey', 'deriveBits']);
  return {
    signing,
    wrap,
    signingPublic: toBase64Url(await subtle().exportKey('spki', signing.publicKey)),
    wrapPublic: toBase64Url(await subtle().exportKey('spki', wrap.publicKey)),
  };
}

/** The string a request signature covers (docs/sync-protocol.md "Request signing"). */
export async function signingInput(method: string, pathWithQuery: string, time: number, body: Uint8Array<ArrayBuffer>): Promise<string> {
  return `HEARTH-SYNC-V1\n${method.toUpperCase()}\n${pathWithQuery}\n${time}\n${await sha256Base64Url(body)}`;
}

export async function signRequest(privateKey: CryptoKey, input: string): Promise<string> {
  return toBase64Url(await subtle().sign({ name: 'ECDSA', hash: 'SHA-256' }, privateKey, utf8(input)));
}

/** Whether `signature` (raw P1363, base64url) is `signingKey`'s (SPKI, base64url) over `input`. */
export async function verifySignature(signingKey: string, input: string, signature: string): Promise<boolean> {
  try {
    const key = await subtle().importKey('spki', fromBase64Url(signingKey), { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
    return await subtle().verify({ name: 'ECDSA', hash: 'SHA-256' }, key, fromBase64Url(signature), utf8(input));
  } catch {
    return false;
  }
}

/** HKDF-SHA256 of a family key (base64url) into an HMAC-SHA256 key for one use, named by `info`. */
export async function familyMacKey(familyKey: string, info: string): Promise<CryptoKey> {
  return subtle().deriveKey(hkdf(info), await hkdfBase(fromBase64Url(familyKey)), { name: 'HMAC', hash: 'SHA-256', length: 256 }, false, ['sign', 'verify']);
}
