import { Hono } from 'hono';
import { ApiError } from '../errors';
import { parseJsonBody } from '../json-body';
import { signedDevice, type SyncDeps } from './context';
import { labelSchema, rotationSchema } from './schemas';

/** The family's devices: the list, each device's sealed name, and removal with key rotation (issue 25). */
export function deviceRoutes(deps: SyncDeps): Hono {
  const routes = new Hono();

  routes.get('/spaces/:spaceId/devices', async (c) => {
    const { spaceId, deviceId } = await signedDevice(c, deps);
    const [devices, keys, recovery] = await Promise.all([
      deps.store.listDevices(spaceId),
      deps.store.keyState(spaceId, deviceId),
      deps.store.recoveryStatus(spaceId),
    ]);
    return c.json({ devices, keyEpoch: keys.epoch, recovery });
  });

  routes.put('/spaces/:spaceId/devices/:deviceId/label', async (c) => {
    const { spaceId, deviceId } = await signedDevice(c, deps);
    // A device names itself: another device cannot rename it.
    if (c.req.param('deviceId') !== deviceId) throw new ApiError(403, 'NOT_THIS_DEVICE', 'A device can only be renamed from itself.');
    const { label } = await parseJsonBody(c, labelSchema);
    await deps.store.setLabel(spaceId, deviceId, label);
    return c.body(null, 204);
  });

  routes.get('/spaces/:spaceId/keys', async (c) => {
    const { spaceId, deviceId } = await signedDevice(c, deps);
    const { epoch, wrap } = await deps.store.keyState(spaceId, deviceId);
    return c.json({ epoch, wrap: wrap ? { epoch: wrap.epoch, wrapped: wrap.wrapped } : null });
  });

  routes.post('/spaces/:spaceId/rotations', async (c) => {
    const { spaceId } = await signedDevice(c, deps);
    const rotation = await parseJsonBody(c, rotationSchema);
    const wraps = rotation.wraps.map((wrap) => ({ ...wrap, epoch: rotation.epoch }));
    const result = await deps.store.rotate(spaceId, { ...rotation, wraps }, deps.now());
    if (result === 'not-found') throw new ApiError(404, 'DEVICE_NOT_FOUND', 'This device is no longer part of the family.');
    if (result === 'stale-epoch') throw new ApiError(409, 'KEY_ROTATED', 'The family key changed meanwhile. Try again.');
    if (result === 'recipients-changed') {
      throw new ApiError(409, 'DEVICES_CHANGED', "The family's devices changed meanwhile. Try again.");
    }
    // Wakes the streams: the removed device's closes, the others fetch the new key.
    deps.notifier.notify(spaceId);
    return c.json({ epoch: rotation.epoch });
  });

  return routes;
}
