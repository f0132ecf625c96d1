import { Hono } from 'hono';
import { z } from 'zod';
import { ApiError } from '../errors';
import { signedDevice, syncJsonBody, type SyncDeps } from '../sync/context';
import { isB64url, key32Pattern } from '../sync/encoding';
import { epochSchema } from '../sync/wire-schemas';
import { maxEndpointChars } from './endpoint';
import { maxSealedChars } from './payload';
import type { PushService } from './service';

const topic = z.string().regex(key32Pattern, 'not a topic');
const minute = z.number().int().min(0).max(1_439);

export const subscriptionSchema = z.strictObject({
  endpoint: z.string().min(12).max(maxEndpointChars),
  keys: z.strictObject({
    // An uncompressed P-256 point (65 bytes) and a 16-byte secret, base64url.
    p256dh: z.string().length(87).refine(isB64url, 'not base64url'),
    auth: z.string().length(22).refine(isB64url, 'not base64url'),
  }),
  topics: z.array(topic).max(4),
  schedule: z
    .array(z.strictObject({ from: z.number().int().min(0).max(8.64e15), reminder: minute.nullable(), quiet: z.tuple([minute, minute]).nullable() }))
    .max(4),
  skipReminderUntil: z.number().int().min(0).max(8.64e15).default(0),
});

export const noticeSchema = z.strictObject({
  topic,
  epoch: epochSchema,
  sealed: z.string().min(40).max(maxSealedChars).refine(isB64url, 'not base64url'),
});

/**
 * Notifications, under the sync routes: each device registers its own push subscription through
 * its signed requests, and asks the server to notify the family (docs/sync-protocol.md "Notifications").
 */
export function pushRoutes(deps: SyncDeps, push: PushService): Hono {
  const routes = new Hono();

  routes.get('/spaces/:spaceId/push', async (c) => {
    const { spaceId, deviceId } = await signedDevice(c, deps);
    return c.json(await push.status(spaceId, deviceId));
  });

  routes.put('/spaces/:spaceId/push', async (c) => {
    const { spaceId, deviceId } = await signedDevice(c, deps);
    const { keys, ...subscription } = await syncJsonBody(c, deps, subscriptionSchema);
    const saved = await push.register(spaceId, deviceId, { ...subscription, p256dh: keys.p256dh, auth: keys.auth });
    if (!saved) {
      throw new ApiError(400, 'PUSH_SERVICE_NOT_ALLOWED', "This browser's notification service is not one this Hearth server sends to.");
    }
    return c.body(null, 204);
  });

  routes.delete('/spaces/:spaceId/push', async (c) => {
    const { spaceId, deviceId } = await signedDevice(c, deps);
    await push.unregister(spaceId, deviceId);
    return c.body(null, 204);
  });

  routes.post('/spaces/:spaceId/notify', async (c) => {
    const { spaceId, deviceId } = await signedDevice(c, deps);
    const notice = await syncJsonBody(c, deps, noticeSchema);
    // A device tells its family about a moment, a reaction or a comment: a few a minute at most,
    // one budget whichever instance it reaches.
    const taken = await deps.notifyLimiter.take(`${spaceId}/${deviceId}`);
    if (!taken.allowed) {
      c.header('Retry-After', String(taken.retryAfterSeconds));
      throw new ApiError(429, 'RATE_LIMITED', 'Too many notifications from this device. Please wait a moment.');
    }
    // A preview sealed with a retired key: the device fetches the new key and seals it again.
    if ((await deps.store.keyState(spaceId, deviceId)).epoch !== notice.epoch) {
      throw new ApiError(409, 'KEY_ROTATED', 'The family key changed. Hearth will fetch the new one and send again.');
    }
    return c.json({ queued: await push.notifyFamily(spaceId, deviceId, notice) }, 202);
  });

  return routes;
}
