import { toB64url } from '../../../../server/sync/encoding';

/**
 * The device side of docs/sync-protocol.md, as small as the server tests need: the family key,
 * record keys and AES-GCM-256 changes. The real client lives in src/data.
 */
export interface FamilyKeys {
  aes: CryptoKey;
  recordKeyMac: CryptoKey;
}

export async function makeFamilyKeys(): Promise<FamilyKeys> {
  const raw = crypto.getRandomValues(new Uint8Array(32));
  const aes = await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']);
  const hkdf = await crypto.subtle.importKey('raw', raw, 'HKDF', false, ['deriveKey']);
  const recordKeyMac = await crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(), info: new TextEncoder().encode('hearth record key v1') },
    hkdf,
    { name: 'HMAC', hash: 'SHA-256', length: 256 },
    false,
    ['sign'],
  );
  return { aes, recordKeyMac };
}

export async function recordKey(keys: FamilyKeys, table: string, id: string): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', keys.recordKeyMac, new TextEncoder().encode(`${table}\n${id}`));
  return toB64url(new Uint8Array(mac));
}

export async function encryptChange(
  keys: FamilyKeys,
  spaceId: string,
  change: { table: string; id: string; hlc: string; deleted?: boolean; value: object | null },
): Promise<{ recordKey: string; hlc: string; ciphertext: string }> {
  const key = await recordKey(keys, change.table, change.id);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plaintext = JSON.stringify({ table: change.table, id: change.id, deleted: change.deleted ?? false, value: change.value });
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(`hearth-sync-v1\n${spaceId}\n${key}\n${change.hlc}`) },
    keys.aes,
    new TextEncoder().encode(plaintext),
  );
  const bytes = new Uint8Array(12 + sealed.byteLength);
  bytes.set(iv);
  bytes.set(new Uint8Array(sealed), 12);
  return { recordKey: key, hlc: change.hlc, ciphertext: toB64url(bytes) };
}
