// Family key rotation and the recovery kit (issue 25), from WebCrypto only. A keyring lists every
// family key the space has used, by epoch: old changes on the server stay sealed with old keys.
import { openBytes, sealBytes } from '@/data/sync/crypto';
import { fromBase64Url, fromUtf8, randomBytes, toBase64Url, utf8 } from '@/data/sync/encoding';

const subtle = () => globalThis.crypto.subtle;
const SPKI_P256_BYTES = 91;

export interface KeyringEntry {
  epoch: number;
  /** 32 bytes, base64url. */
  key: string;
}

export type Keyring = KeyringEntry[];

export const currentEpoch = (keyring: Keyring): number => Math.max(...keyring.map((entry) => entry.epoch));

export function keyOfEpoch(keyring: Keyring, epoch: number): string | null {
  return keyring.find((entry) => entry.epoch === epoch)?.key ?? null;
}

/** The next keyring: every old key kept (old changes stay readable), a fresh one at the next epoch. */
export function nextKeyring(keyring: Keyring): Keyring {
  return [...keyring, { epoch: currentEpoch(keyring) + 1, key: toBase64Url(randomBytes(32)) }];
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

function parseKeyring(text: string): Keyring {
  const parsed: unknown = JSON.parse(text);
  if (!Array.isArray(parsed) || parsed.length === 0) throw new Error('Not a keyring');
  return parsed.map((entry: unknown) => {
    const { epoch, key } = (entry ?? {}) as Partial<KeyringEntry>;
    if (typeof epoch !== 'number' || !Number.isInteger(epoch) || epoch < 0 || typeof key !== 'string' || fromBase64Url(key).length !== 32) {
      throw new Error('Not a keyring');
    }
    return { epoch, key };
  });
}

/**
 * Opens a wrapped keyring and accepts it only when it holds every key this device already knows,
 * unchanged: the server has none of them, so it cannot pass off a keyring of its own making.
 */
export async function unwrapKeyring(
  wrapped: string,
  privateKey: CryptoKey,
  spaceId: string,
  recipient: string,
  epoch: number,
  known: Keyring,
): Promise<Keyring> {
  const bytes = fromBase64Url(wrapped);
  const ephemeral = await importEcdhPublic(bytes.slice(0, SPKI_P256_BYTES));
  const aes = await sharedAesKey(privateKey, ephemeral);
  const keyring = parseKeyring(fromUtf8(await openBytes(aes, toBase64Url(bytes.subarray(SPKI_P256_BYTES)), wrapAad(spaceId, recipient, epoch))));
  if (currentEpoch(keyring) !== epoch) throw new Error('The keyring is not of this epoch');
  for (const entry of known) {
    if (keyOfEpoch(keyring, entry.epoch) !== entry.key) throw new Error('The keyring does not continue this family');
  }
  return keyring;
}
