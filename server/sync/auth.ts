import type { Context } from 'hono';
import { ApiError } from '../errors';
import type { RateLimiter } from '../rate-limit';
import { idPattern, sha256B64url } from './encoding';
import { checkSignedHeaders, maxClockSkewMs, verifyRequest } from './signature';
import type { RememberedRequest } from './store-types';

export interface SignedBody {
  deviceId: string;
  /** The raw body bytes the signature covers (empty for GET and DELETE). */
  body: Uint8Array<ArrayBuffer>;
}

const signatureMessage = 'This device could not be recognised. It may need to join the family again.';

/** The path with query exactly as requested: the signature covers it byte for byte. */
function requestedPath(c: Context): string {
  const url = new URL(c.req.url);
  return `${url.pathname}${url.search}`;
}

const clockMessage = "This device's clock is more than 5 minutes off. Set the right time and try again.";

/**
 * Refuses, before the body is read, a request whose signature headers cannot be right: a time that
 * is not a number or is more than 5 minutes off, a signature that is not 64 bytes.
 */
export function checkHeaders(c: Context, now: () => Date): void {
  const problem = checkSignedHeaders(c.req.header('x-hearth-time') ?? '', c.req.header('x-hearth-signature') ?? '', now().getTime());
  if (problem === 'CLOCK_SKEW') throw new ApiError(401, 'CLOCK_SKEW', clockMessage);
  if (problem) throw new ApiError(401, 'SIGNATURE_INVALID', signatureMessage);
}

/** 401 for a device the server does not know (or a signature that does not verify). */
export const signatureInvalid = () => new ApiError(401, 'SIGNATURE_INVALID', signatureMessage);

export function headerDeviceId(c: Context): string {
  const deviceId = c.req.header('x-hearth-device') ?? '';
  if (!idPattern.test(deviceId)) throw new ApiError(401, 'SIGNATURE_INVALID', signatureMessage);
  return deviceId;
}

export interface VerifyOptions {
  now: () => Date;
  deviceLimiter: RateLimiter;
  limiterKey: string;
  /** Remembers a request that changes something until it expires; false when it was seen already. */
  remember: (requestHash: string, expiresAt: number) => Promise<boolean>;
  /**
   * The route remembers the request itself, in the same write as what it changes (a push: one
   * commit instead of two); verifySigned then hands it the ticket instead of remembering it.
   */
  rememberInWrite?: boolean;
}

/** A request that changes something, to be remembered until `expiresAt` (ms) so it is never taken twice. */
export type ReplayTicket = Omit<RememberedRequest, 'now'>;

export const requestReplayed = () => new ApiError(409, 'REQUEST_REPLAYED', 'This request was already received. Nothing was changed.');

/**
 * Checks the request's signature against `signingKey` (null: unknown device) and its time against
 * the server clock; throws the 401 the protocol names. A request that changes something is refused
 * when the same signed request came before (a replay within the window). Then takes one token from
 * the device's bucket.
 */
export async function verifySigned(
  c: Context,
  signingKey: string | null,
  body: Uint8Array<ArrayBuffer>,
  options: VerifyOptions,
): Promise<ReplayTicket | null> {
  const time = c.req.header('x-hearth-time') ?? '';
  const signature = c.req.header('x-hearth-signature') ?? '';
  if (signingKey === null || signature === '') throw new ApiError(401, 'SIGNATURE_INVALID', signatureMessage);
  const check = await verifyRequest(
    { method: c.req.method, pathWithQuery: requestedPath(c), time, signature, body },
    signingKey,
    options.now().getTime(),
  );
  if (!check.ok) {
    if (check.code === 'CLOCK_SKEW') {
      throw new ApiError(401, 'CLOCK_SKEW', clockMessage);
    }
    throw new ApiError(401, 'SIGNATURE_INVALID', signatureMessage);
  }
  let ticket: ReplayTicket | null = null;
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    // The signed text, not the signature: an ECDSA signature can be rewritten into another valid
    // one for the same request, the text cannot. It names the device, method, path, time and body.
    ticket = { requestHash: await sha256B64url(`${options.limiterKey}\n${check.signed}`), expiresAt: Number(time) + maxClockSkewMs };
    if (!options.rememberInWrite && !(await options.remember(ticket.requestHash, ticket.expiresAt))) throw requestReplayed();
  }
  const taken = await options.deviceLimiter.take(options.limiterKey);
  if (!taken.allowed) {
    c.header('Retry-After', String(taken.retryAfterSeconds));
    throw new ApiError(429, 'RATE_LIMITED', 'Too many requests from this device. Please wait a moment and try again.');
  }
  return options.rememberInWrite ? ticket : null;
}
