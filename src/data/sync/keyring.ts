// Family key rotation, from WebCrypto only. A keyring lists every family key the space has used, by
// epoch: old changes on the server stay sealed with old keys. Each key after the first carries the
// rotation that made it: its rotation point (changes under the key before must be older), the
// devices it removed, and the rotating device's signature, so that a device takes a new key only
// from a device of the family it already knew, never from the one removed (docs/threat-model.md).
import { openBytes, sealBytes, sha256Base64Url, signRequest, verifySignature } from '@/data/sync/crypto';
import { fromBase64Url, fromUtf8, randomBytes, toBase64Url, utf8 } from '@/data/sync/encoding';
import { signingKeyOfPin } from '@/data/sync/vouch';

const subtle = () => globalThis.crypto.subtle;
const SPKI_P256_BYTES = 91;

/** The rotation that made a key: sealed with the keyring, so the server can neither read nor change it. */
export interface RotationStatement {
  /** The rotation point (a hybrid logical clock): a change under the key before, dated at or after it, is refused. */
  from: string;
  /** The devices the rotation removed (empty: the key was renewed after a device left). */
  removed: string[];
  /** The device that made the key, and its signature over the statement (ECDSA P-256, base64url). */
  by: string;
  signature: string;
}

export interface KeyringEntry extends Partial<RotationStatement> {
  epoch: number;
  /** 32 bytes, base64url. */
  key: string;
}

export type Keyring = KeyringEntry[];

export const currentEpoch = (keyring: Keyring): number => Math.max(...keyring.map((entry) => entry.epoch));

export function keyOfEpoch(keyring: Keyring, epoch: number): string | null {
  return keyring.find((entry) => entry.epoch === epoch)?.key ?? null;
}

/**
 * Pure: when the key of `epoch` was retired, as the rotation point of the next one; null while it is
 * current (or when this device does not know the next key yet).
 */
export function retiredAt(keyring: Keyring, epoch: number): string | null {
  return keyring.find((entry) => entry.epoch === epoch + 1)?.from ?? null;
}

async function statementText(spaceId: string, epoch: number, key: string, statement: Omit<RotationStatement, 'signature'>): Promise<string> {
  const keyHash = await sha256Base64Url(fromBase64Url(key));
  return `hearth-rotation-v1\n${spaceId}\n${epoch}\n${statement.from}\n${statement.removed.join(',')}\n${statement.by}\n${keyHash}`;
}

/** The next keyring: every old key kept (old changes stay readable), a fresh one at the next epoch, signed by this device. */
export async function nextKeyring(keyring: Keyring, spaceId: string, statement: Omit<RotationStatement, 'signature'>, signingKey: CryptoKey): Promise<Keyring> {
  const epoch = currentEpoch(keyring) + 1;
  const key = toBase64Url(randomBytes(32));
  const signature = await signRequest(signingKey, await statementText(spaceId, epoch, key, statement));
  return [...keyring, { epoch, key, ...statement, signature }];
}

const wrapAad = (spaceId: string, recipient: string, epoch: number) => `hearth-keyring-v1\n${spaceId}\n${recipient}\n${epoch}`;

async function sharedAesKey(privateKey: CryptoKey, publicKey: CryptoKey): Promise<CryptoKey> {
  const bits = await subtle().deriveBits({ name: 'ECDH', public: publicKey }, privateKey, 256);
  const base = await subtle().importKey('raw', bits, 'HKDF', false, ['deriveKey']);
  return subtle().deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: utf8('hearth keyring wrap v1') },
    base,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

const importEcdhPublic = (spki: Uint8Array<ArrayBuffer>) => subtle().importKey('spki', spki, { name: 'ECDH', namedCurve: 'P-256' }, false, []);

/**
 * Seals the keyring for one recipient's ECDH public key: a fresh ephemeral key pair per wrap,
 * so the wrap needs nothing of the sending device. Wire: ephemeral SPKI (91 bytes) || iv || AES-GCM.
 */
export async function wrapKeyring(keyring: Keyring, recipientSpki: string, spaceId: string, recipient: string): Promise<string> {
  const ephemeral = await subtle().generateKey({ name: 'ECDH', namedCurve: 'P-256' }, false, ['deriveBits']);
  const aes = await sharedAesKey(ephemeral.privateKey, await importEcdhPublic(fromBase64Url(recipientSpki)));
  const sealed = fromBase64Url(await sealBytes(aes, utf8(JSON.stringify(keyring)), wrapAad(spaceId, recipient, currentEpoch(keyring))));
  const spki = new Uint8Array(await subtle().exportKey('spki', ephemeral.publicKey));
  const out = new Uint8Array(spki.length + sealed.length);
  out.set(spki);
  out.set(sealed, spki.length);
  return toBase64Url(out);
}

const optionalString = (value: unknown) => value === undefined || typeof value === 'string';

/** Throws on anything that is not a keyring (as a wrap, an invite or a recovery kit carries it). */
export function parseKeyring(value: unknown): Keyring {
  if (!Array.isArray(value) || value.length === 0) throw new Error('Not a keyring');
  const keyring = value.map((entry: unknown) => {
    const { epoch, key, from, removed, by, signature } = (entry ?? {}) as Partial<KeyringEntry>;
    if (typeof epoch !== 'number' || !Number.isInteger(epoch) || epoch < 0 || typeof key !== 'string' || fromBase64Url(key).length !== 32) {
      throw new Error('Not a keyring');
    }
    if (![from, by, signature].every(optionalString) || (removed !== undefined && !(Array.isArray(removed) && removed.every((id) => typeof id === 'string')))) {
      throw new Error('Not a keyring');
    }
    return { epoch, key, ...(from === undefined ? {} : { from, removed: removed ?? [], by: by ?? '', signature: signature ?? '' }) };
  });
  if (new Set(keyring.map((entry) => entry.epoch)).size !== keyring.length) throw new Error('Not a keyring');
  return keyring.sort((a, b) => a.epoch - b.epoch);
}

/** Opens a wrapped keyring (authenticity is checked by acceptKeyring). */
export async function unwrapKeyring(wrapped: string, privateKey: CryptoKey, spaceId: string, recipient: string, epoch: number): Promise<Keyring> {
  const bytes = fromBase64Url(wrapped);
  const ephemeral = await importEcdhPublic(bytes.slice(0, SPKI_P256_BYTES));
  const aes = await sharedAesKey(privateKey, ephemeral);
  const keyring = parseKeyring(JSON.parse(fromUtf8(await openBytes(aes, toBase64Url(bytes.subarray(SPKI_P256_BYTES)), wrapAad(spaceId, recipient, epoch)))));
  if (currentEpoch(keyring) !== epoch) throw new Error('The keyring is not of this epoch');
  return keyring;
}

export class KeyringRefusedError extends Error {
  override readonly name = 'KeyringRefusedError';
}

/**
 * Accepts a keyring handed to this device only when
 * - it holds every key the device already has, unchanged (the server has none of them, so it cannot
 *   pass off a keyring of its own making), and
 * - every newer key was made by a device this device already trusted (its keys pinned, see
 *   vouch.ts), that the rotation does not itself remove, and signed by it: a removed device, which
 *   still holds the old keys, cannot hand the family a new key of its own.
 * `pins`: device id to pinned keys. Returns the keyring with this device's own rotation points kept.
 */
export async function acceptKeyring(known: Keyring, candidate: Keyring, spaceId: string, pins: Record<string, string>): Promise<Keyring> {
  for (const entry of known) {
    if (keyOfEpoch(candidate, entry.epoch) !== entry.key) throw new KeyringRefusedError('The keyring does not continue this family');
  }
  const newest = currentEpoch(known);
  for (const entry of candidate) {
    if (entry.epoch <= newest) continue;
    const { from, removed, by, signature } = entry;
    if (!from || !removed || !by || !signature) throw new KeyringRefusedError('A new key without its rotation');
    const pin = pins[by];
    if (!pin || removed.includes(by)) throw new KeyringRefusedError('A new key from a device this one does not trust');
    const text = await statementText(spaceId, entry.epoch, entry.key, { from, removed, by });
    if (!(await verifySignature(signingKeyOfPin(pin), text, signature))) throw new KeyringRefusedError('A new key with a wrong signature');
  }
  // A rotation point this device already holds stays as it is.
  return candidate.map((entry) => known.find((mine) => mine.epoch === entry.epoch) ?? entry);
}
