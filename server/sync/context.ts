import type { Context } from 'hono';
import type { z } from 'zod';
import type { HearthConfig } from '../config';
import { ApiError } from '../errors';
import { parseJsonBytes, requireJsonType } from '../json-body';
import type { RateLimiter } from '../rate-limit';
import { checkHeaders, headerDeviceId, signatureInvalid, verifySigned, type ReplayTicket, type VerifyOptions } from './auth';
import { readBoundedBody, type BodyBudget } from './body-budget';
import { idPattern } from './encoding';
import type { PushService } from '../push/service';
import type { SpaceNotifier } from './notify';
import type { SyncStore } from './store';
import type { StreamSlots } from './stream-slots';
import { isMediaChunkUpload, mediaChunkBodyLimitBytes } from './media-limits';

// A push: up to 200 changes, one of them at most 8 MB of ciphertext (as base64url), at most 12 MB.
export const pushBodyLimitBytes = 12 * 1024 * 1024;
export const syncBodyLimitBytes = 128 * 1024;

// lastSeenAt is for the family's device list: a minute's precision is plenty and spares writes.
const touchEveryMs = 60_000;

export interface SyncDeps {
  store: SyncStore;
  config: HearthConfig;
  now: () => Date;
  notifier: SpaceNotifier;
  deviceLimiter: RateLimiter;
  joinLimiter: RateLimiter;
  /** New spaces per client address a day. */
  spaceLimiter: RateLimiter;
  /** Body bytes held in memory at once, per client and in all. */
  bodyBudget: BodyBudget;
  /** Event streams per device and per client address (shared by the instances with Redis). */
  streamSlots: StreamSlots;
  /** Recovery code tries per client: a wrong code costs a token. */
  recoveryLimiter: RateLimiter;
  /** A device's requests to notify its family. */
  notifyLimiter: RateLimiter;
  /** The client's rate-limit key (its address). */
  clientKey: (c: Context) => string;
  /** How often an event stream checks the database (ms). */
  pollMs: number;
  /** How often an event stream sends `: ping` (ms). */
  pingMs: number;
  /** An event stream closes after this long; the device reconnects with a fresh signature. */
  streamLifetimeMs: number;
  /** The longest a pull waits for the pushes in flight to be answered (ms; pushes-first.ts). */
  pullYieldMs: number;
  /** Notifications (server/push); without it their routes answer 503 PUSH_UNAVAILABLE. */
  push?: PushService;
}

export interface SignedDevice {
  spaceId: string;
  deviceId: string;
  body: Uint8Array<ArrayBuffer>;
  /** With `rememberInWrite`: the request the route remembers in its own write (null for a read). */
  replay: ReplayTicket | null;
}

/**
 * Authenticates a request on `/spaces/:spaceId/...`: the space header must name the path's space,
 * the device must be registered in it, and the signature must verify with its key. Everything that
 * can be told without the body is checked before a byte of it is read: the headers' shape and time,
 * that the device exists, that it was not removed.
 */
export async function signedDevice(c: Context, deps: SyncDeps, { rememberInWrite = false } = {}): Promise<SignedDevice> {
  const spaceId = c.req.param('spaceId') ?? '';
  if (!idPattern.test(spaceId)) throw new ApiError(404, 'SPACE_NOT_FOUND', 'There is no such family space.');
  const deviceId = headerDeviceId(c);
  if (c.req.header('x-hearth-space') !== spaceId) {
    throw new ApiError(401, 'SIGNATURE_INVALID', 'This request was signed for another family space.');
  }
  checkHeaders(c, deps.now);
  const device = await deps.store.device(spaceId, deviceId);
  if (!device && (await deps.store.spaceRemoved(spaceId))) throw spaceRemoved(deps);
  const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
  // A removed device's body is never read. Its ids are the family's 128-bit secrets, so saying it
  // was removed tells nothing to anyone who could send this; a request without a body is still
  // checked first (a forged one gets 401).
  if (device?.removed && hasBody) throw deviceRemoved();
  if (!device) throw signatureInvalid();
  const body = await syncBody(c, deps);
  const replay = await verifySigned(c, device.signingKey, body, { ...signOptions(deps, `${spaceId}/${deviceId}`), rememberInWrite });
  // Only after the signature: nobody else learns that a device was removed.
  if (device.removed) throw deviceRemoved();
  const now = deps.now();
  if (Date.parse(device.lastSeenAt) < now.getTime() - touchEveryMs) await deps.store.touchDevice(spaceId, deviceId, now);
  return { spaceId, deviceId, body, replay };
}

/** 507: the whole server holds what its operator allows (SYNC_STORAGE_LIMIT_BYTES). */
export const serverFull = () =>
  new ApiError(507, 'SERVER_FULL', "Hearth's server is full just now. Everything stays on this device, and Hearth sends it when there is room.");

const deviceRemoved = () => new ApiError(403, 'DEVICE_REMOVED', 'This device was removed from the family. It can no longer sync.');

function spaceRemoved(deps: SyncDeps): ApiError {
  const days = deps.config.sync.idleSpaceDays;
  return new ApiError(
    410,
    'SPACE_REMOVED',
    `Hearth's server removed this family's space because none of its devices opened it for ${days ?? 'many'} days. Everything is still on this device: turn on sync again to share it.`,
  );
}

/** The most a body of this route may hold: a push up to 12 MB, a recording's chunk a little over 512 KB, anything else 128 KB. */
function maxBodyBytes(c: Context): number {
  const isPush = c.req.method === 'POST' && /\/spaces\/[^/]+\/changes$/.test(c.req.path);
  if (isPush) return pushBodyLimitBytes;
  return isMediaChunkUpload(c.req.method, c.req.path) ? mediaChunkBodyLimitBytes : syncBodyLimitBytes;
}

const bodyKey = 'syncBody';

/** The request's body, read once within the body budget (body-budget.ts). */
export async function syncBody(c: Context, deps: SyncDeps): Promise<Uint8Array<ArrayBuffer>> {
  const cached = c.get(bodyKey as never) as Uint8Array<ArrayBuffer> | undefined;
  if (cached) return cached;
  const body = await readBoundedBody(c, deps.bodyBudget, deps.clientKey(c), maxBodyBytes(c));
  c.set(bodyKey as never, body as never);
  return body;
}

/** The request's JSON body, read within the budget and checked against `schema`. */
export async function syncJsonBody<Schema extends z.ZodType>(c: Context, deps: SyncDeps, schema: Schema): Promise<z.output<Schema>> {
  // The type is known before the body: a wrong one is refused unread.
  requireJsonType(c);
  return parseJsonBytes(c, await syncBody(c, deps), schema);
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
export async function takeJoinToken(c: Context, deps: SyncDeps): Promise<void> {
  const taken = await deps.joinLimiter.take(deps.clientKey(c));
  if (!taken.allowed) {
    c.header('Retry-After', String(taken.retryAfterSeconds));
    throw new ApiError(429, 'RATE_LIMITED', 'Too many tries from this device. Please wait a moment and try again.');
  }
}
