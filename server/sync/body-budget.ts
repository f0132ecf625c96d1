import type { Context, MiddlewareHandler } from 'hono';
import { ApiError } from '../errors';

/**
 * How many body bytes the sync relay holds in memory at once, per client address and in all. A
 * body is held from its first byte until its request is answered (it is parsed, checked, stored),
 * so a client that opens many requests and sends their bodies slowly holds memory for as long as
 * it likes; the budget makes the next such request wait its turn instead of the server running out.
 */
export interface BodyBudget {
  /** Takes `bytes` for `client`; says which bound refused it, if one did. */
  take(client: string, bytes: number): 'ok' | 'client' | 'total';
  give(client: string, bytes: number): void;
  /** Bytes held now, in all. */
  held(): number;
}

export function createBodyBudget(options: { perClientBytes: number; totalBytes: number }): BodyBudget {
  const byClient = new Map<string, number>();
  let total = 0;
  return {
    take(client, bytes) {
      const mine = byClient.get(client) ?? 0;
      if (mine + bytes > options.perClientBytes) return 'client';
      if (total + bytes > options.totalBytes) return 'total';
      byClient.set(client, mine + bytes);
      total += bytes;
      return 'ok';
    },
    give(client, bytes) {
      const left = (byClient.get(client) ?? 0) - bytes;
      if (left > 0) byClient.set(client, left);
      else byClient.delete(client);
      total -= bytes;
    },
    held: () => total,
  };
}

/** Seconds a client told to wait should wait: a push in flight takes a second or two to land. */
const clientRetryAfterSeconds = 5;
const serverRetryAfterSeconds = 10;

function refusal(c: Context, which: 'client' | 'total'): ApiError {
  if (which === 'client') {
    c.header('Retry-After', String(clientRetryAfterSeconds));
    return new ApiError(429, 'RATE_LIMITED', 'This device is sending a lot at once. Hearth sends the rest in a moment.');
  }
  c.header('Retry-After', String(serverRetryAfterSeconds));
  return new ApiError(503, 'SERVER_BUSY', "Hearth's server is busy just now. Hearth will try again in a moment.");
}

function tooLarge(maxBytes: number): ApiError {
  return new ApiError(413, 'PAYLOAD_TOO_LARGE', `The body must be at most ${Math.round(maxBytes / 1024)} KB.`);
}

interface Held {
  client: string;
  bytes: number;
}

const heldKey = 'syncBodyHeld';

/**
 * Frees, once the request is answered, every byte its body reader took. Mounted before the routes
 * that read bodies with readBoundedBody.
 */
export function releaseBodyBudget(budget: BodyBudget): MiddlewareHandler {
  return async (c, next) => {
    const held: Held = { client: '', bytes: 0 };
    c.set(heldKey as never, held as never);
    try {
      await next();
    } finally {
      if (held.bytes > 0) budget.give(held.client, held.bytes);
      held.bytes = 0;
    }
  };
}

/**
 * Reads the request body, taking its bytes from the budget before they are held: the declared
 * Content-Length at once, when there is one, or else each chunk as it arrives. A body that would
 * pass `maxBytes` is refused with 413, one that would pass the client's or the server's share with
 * 429 or 503, and the rest of it is never read.
 */
export async function readBoundedBody(c: Context, budget: BodyBudget, client: string, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return new Uint8Array();
  const held = c.get(heldKey as never) as Held | undefined;
  if (!held) throw new Error('readBoundedBody needs releaseBodyBudget before it');
  const take = (bytes: number) => {
    const result = budget.take(client, bytes);
    if (result !== 'ok') throw refusal(c, result);
    held.client = client;
    held.bytes += bytes;
  };
  const declared = c.req.header('content-length');
  const length = declared !== undefined && /^\d{1,15}$/.test(declared) ? Number(declared) : null;
  if (length !== null && length > maxBytes) throw tooLarge(maxBytes);
  if (length !== null) {
    take(length);
    // The declared length frames the body (the HTTP parser reads no more than it), so it is read
    // whole: on Node the adapter then reads the socket straight into one buffer, without making a
    // web stream of it.
    const body = new Uint8Array(await c.req.raw.arrayBuffer());
    if (body.byteLength > length) throw tooLarge(maxBytes);
    return body;
  }
  const stream = c.req.raw.body;
  if (!stream) return new Uint8Array();
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes || (length !== null && size > length)) throw tooLarge(maxBytes);
      if (length === null) take(value.byteLength);
      chunks.push(value);
    }
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    throw error;
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}
