import { fromB64url, sha256B64url } from './encoding';

/** Requests more than this far from the server's clock are refused (docs/sync-protocol.md). */
export const maxClockSkewMs = 5 * 60_000;

export function signedText(method: string, pathWithQuery: string, time: string, bodyHash: string): string {
  return `HEARTH-SYNC-V1\n${method}\n${pathWithQuery}\n${time}\n${bodyHash}`;
}

/** SHA-256 of nothing (b64url): every pull and stream has no body, so it is not hashed each time. */
export const emptyBodyHash = '47DEQpj8HBSa-_TImW-5JCeuQeRkm5NMpJWZG3hSuFU';

const keyCache = new Map<string, CryptoKey>();
const maxCachedKeys = 2_000;

/** Imports an SPKI ECDSA P-256 public key; null when it is not one. Imports are cached (LRU). */
export async function importSigningKey(spkiB64url: string): Promise<CryptoKey | null> {
  const cached = keyCache.get(spkiB64url);
  if (cached) {
    keyCache.delete(spkiB64url);
    keyCache.set(spkiB64url, cached);
    return cached;
  }
  try {
    const key = await crypto.subtle.importKey(
      'spki',
      fromB64url(spkiB64url),
      { name: 'ECDSA', namedCurve: 'P-256' },
      false,
      ['verify'],
    );
    keyCache.set(spkiB64url, key);
    if (keyCache.size > maxCachedKeys) {
      const oldest = keyCache.keys().next().value;
      if (oldest !== undefined) keyCache.delete(oldest);
    }
    return key;
  } catch {
    return null;
  }
}

/** True when the SPKI is an ECDH P-256 public key (the device's wrap key). */
export async function isEcdhP256Key(spkiB64url: string): Promise<boolean> {
  try {
    await crypto.subtle.importKey('spki', fromB64url(spkiB64url), { name: 'ECDH', namedCurve: 'P-256' }, false, []);
    return true;
  } catch {
    return false;
  }
}

export interface SignedRequest {
  method: string;
  pathWithQuery: string;
  time: string;
  signature: string;
  body: Uint8Array<ArrayBuffer>;
}

/** `signed`: the text the signature covers, which names the request exactly (method, path, time, body). */
export type SignatureCheck = { ok: true; signed: string } | { ok: false; code: 'SIGNATURE_INVALID' | 'CLOCK_SKEW' };

/**
 * What can be told of a signed request from its headers alone, before its body is read: the time is
 * a number within the allowed skew and the signature is 64 bytes of base64url. Null when both can be right.
 */
export function checkSignedHeaders(time: string, signature: string, nowMs: number): 'SIGNATURE_INVALID' | 'CLOCK_SKEW' | null {
  if (!/^\d{1,16}$/.test(time)) return 'SIGNATURE_INVALID';
  if (Math.abs(nowMs - Number(time)) > maxClockSkewMs) return 'CLOCK_SKEW';
  // 64 bytes are 86 base64url characters without padding.
  if (signature.length !== 86 || !/^[A-Za-z0-9_-]+$/.test(signature)) return 'SIGNATURE_INVALID';
  return null;
}

/** ECDSA P-256 / SHA-256, raw (P1363) 64-byte signature, over signedText(). */
export async function verifyRequest(request: SignedRequest, signingKey: string, nowMs: number): Promise<SignatureCheck> {
  const headers = checkSignedHeaders(request.time, request.signature, nowMs);
  if (headers) return { ok: false, code: headers };
  let signature: Uint8Array<ArrayBuffer>;
  try {
    signature = fromB64url(request.signature);
  } catch {
    return { ok: false, code: 'SIGNATURE_INVALID' };
  }
  if (signature.length !== 64) return { ok: false, code: 'SIGNATURE_INVALID' };
  const key = await importSigningKey(signingKey);
  if (!key) return { ok: false, code: 'SIGNATURE_INVALID' };
  const bodyHash = request.body.length === 0 ? emptyBodyHash : await sha256B64url(request.body);
  const text = signedText(request.method, request.pathWithQuery, request.time, bodyHash);
  const valid = await crypto.subtle.verify(
    { name: 'ECDSA', hash: 'SHA-256' },
    key,
    signature,
    new TextEncoder().encode(text),
  );
  return valid ? { ok: true, signed: text } : { ok: false, code: 'SIGNATURE_INVALID' };
}
