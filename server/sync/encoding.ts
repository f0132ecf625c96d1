/** Wire formats of sync protocol v1 (docs/sync-protocol.md): base64url without padding everywhere. */

const b64urlPattern = /^[A-Za-z0-9_-]*$/;

export function isB64url(value: string): boolean {
  // A length of 1 mod 4 cannot come from any byte string.
  return b64urlPattern.test(value) && value.length % 4 !== 1;
}

export function toB64url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromB64url(value: string): Uint8Array<ArrayBuffer> {
  if (!isB64url(value)) throw new Error('not base64url');
  const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Bytes a b64url string of this length decodes to (no decoding needed). */
export function decodedLength(value: string): number {
  return Math.floor((value.length * 3) / 4);
}

export function randomId(bytes = 16): string {
  return toB64url(crypto.getRandomValues(new Uint8Array(bytes)));
}

export async function sha256B64url(data: Uint8Array<ArrayBuffer> | string): Promise<string> {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  return toB64url(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)));
}

/** 16 random bytes: spaceId, deviceId, inviteId. */
export const idPattern = /^[A-Za-z0-9_-]{22}$/;
/** 32 bytes: recordKey (HMAC-SHA256), tokenHash (SHA-256), invite token. */
export const key32Pattern = /^[A-Za-z0-9_-]{43}$/;
/** `${wallMs:15}-${counter:6}-${deviceId}`, at most 64 characters. */
export const hlcPattern = /^(\d{15})-\d{6}-[A-Za-z0-9_-]{1,41}$/;

export function hlcWallMs(hlc: string): number {
  const match = hlcPattern.exec(hlc);
  return match ? Number(match[1]) : Number.NaN;
}
