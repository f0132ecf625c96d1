/**
 * What goes inside the push encryption (docs/sync-protocol.md "Notifications"). Every payload is
 * padded to one size, so a push service cannot tell a reminder from a family notification, or a
 * short preview from a long one, by its size.
 */
export const payloadBytes = 1_200;
/** The sealed preview a device sends: at most this many base64url characters. */
export const maxSealedChars = 1_024;

export type PushPayload = { kind: 'family'; epoch: number; sealed: string; count: number } | { kind: 'reminder' };

function padded(fields: Record<string, unknown>): string {
  const bare = JSON.stringify({ ...fields, p: '' });
  const fill = payloadBytes - new TextEncoder().encode(bare).byteLength;
  if (fill < 0) throw new Error('payload too large');
  return JSON.stringify({ ...fields, p: '.'.repeat(fill) });
}

export function encodePayload(payload: PushPayload): string {
  return payload.kind === 'reminder'
    ? padded({ v: 1, k: 'reminder' })
    : padded({ v: 1, k: 'family', e: payload.epoch, c: payload.sealed, n: payload.count });
}
