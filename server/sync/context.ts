import type { Context } from 'hono';
import type { HearthConfig } from '../config';
import { ApiError } from '../errors';
import type { RateLimiter } from '../rate-limit';
import { headerDeviceId, readBody, verifySigned, type VerifyOptions } from './auth';
import { idPattern } from './encoding';
import type { SpaceNotifier } from './notify';
import type { SyncStore } from './store';

// lastSeenAt is for the family's device list: a minute's precision is plenty and spares writes.
const touchEveryMs = 60_000;

export interface SyncDeps {
  store: SyncStore;
  config: HearthConfig;
  now: () => Date;
  notifier: SpaceNotifier;
  deviceLimiter: RateLimiter;
  joinLimiter: RateLimiter;
  /** Recovery code tries per client: a wrong code costs a token. */
  recoveryLimiter: RateLimiter;
  /** The client's rate-limit key (its address). */
  clientKey: (c: Context) => string;
  /** How often an event stream checks the database (ms). */
  pollMs: number;
  /** How often an event stream sends `: ping` (ms). */
  pingMs: number;
  /** An event stream closes after this long; the device reconnects with a fresh signature. */
  streamLifetimeMs: number;
}

export interface SignedDevice {
  spaceId: string;
  deviceId: string;
  body: Uint8Array<ArrayBuffer>;
}

/**
 * Authenticates a request on `/spaces/:spaceId/...`: the space header must name the path's space,
 * the device must be registered in it, and the signature must verify with its key.
 */
export async function signedDevice(c: Context, deps: SyncDeps): Promise<SignedDevice> {
  const spaceId = c.req.param('spaceId') ?? '';
  if (!idPattern.test(spaceId)) throw new ApiError(404, 'SPACE_NOT_FOUND', 'There is no such family space.');
  const deviceId = headerDeviceId(c);
  if (c.req.header('x-hearth-space') !== spaceId) {
    throw new ApiError(401, 'SIGNATURE_INVALID', 'This request was signed for another family space.');
  }
  const body = await readBody(c);
  const device = await deps.store.device(spaceId, deviceId);
  await verifySigned(c, device?.signingKey ?? null, body, signOptions(deps, `${spaceId}/${deviceId}`));
  // Only after the signature: nobody else learns that a device was removed.
  if (device?.removed) {
    throw new ApiError(403, 'DEVICE_REMOVED', 'This device was removed from the family. It can no longer sync.');
  }
  const now = deps.now();
  if (device && Date.parse(device.lastSeenAt) < now.getTime() - touchEveryMs) await deps.store.touchDevice(spaceId, deviceId, now);
  return { spaceId, deviceId, body };
}

/** How every signed request is checked; `limiterKey` names the device (its space too, once it has one). */
export function signOptions(deps: SyncDeps, limiterKey: string): VerifyOptions {
  return {
    now: deps.now,
    deviceLimiter: deps.deviceLimiter,
    limiterKey,
    remember: (requestHash, expiresAt) => deps.store.rememberRequest(requestHash, expiresAt, deps.now().getTime()),
  };
}

/** Space creation, invite open and claim share a stricter per-client budget. */
export function takeJoinToken(c: Context, deps: SyncDeps): void {
  const taken = deps.joinLimiter.take(deps.clientKey(c));
  if (!taken.allowed) {
    c.header('Retry-After', String(taken.retryAfterSeconds));
    throw new ApiError(429, 'RATE_LIMITED', 'Too many tries from this device. Please wait a moment and try again.');
  }
}
