import { Hono } from 'hono';
import { ApiError } from '../errors';
import { signedDevice, syncJsonBody, type SyncDeps } from './context';
import { labelSchema, rotationSchema, vouchSchema } from './schemas';

const keyChanged = () => new ApiError(409, 'KEY_ROTATED', 'The family key changed meanwhile. Try again.');

/**
 * The family's devices: the list (with each device's keys and the family's vouch for them), each
 * device's sealed name, removal with key rotation, and leaving.
 */
export function deviceRoutes(deps: SyncDeps): Hono {
  const routes = new Hono();

  routes.get('/spaces/:spaceId/devices', async (c) => {
    const { spaceId, deviceId } = await signedDevice(c, deps);
    const [devices, keys, recovery] = await Promise.all([
      deps.store.listDevices(spaceId),
      deps.store.keyState(spaceId, deviceId),
      deps.store.recoveryStatus(spaceId),
    ]);
    return c.json({ devices, keyEpoch: keys.epoch, rekeyDue: keys.rekeyDue, recovery: recovery.current, recoveryRetired: recovery.retired });
  });

  routes.put('/spaces/:spaceId/devices/:deviceId/label', async (c) => {
    const { spaceId, deviceId } = await signedDevice(c, deps);
    // A device names itself: another device cannot rename it.
    if (c.req.param('deviceId') !== deviceId) throw new ApiError(403, 'NOT_THIS_DEVICE', 'A device can only be renamed from itself.');
    const { label } = await syncJsonBody(c, deps, labelSchema);
    await deps.store.setLabel(spaceId, deviceId, label);
    return c.body(null, 204);
  });

  routes.put('/spaces/:spaceId/devices/:deviceId/vouch', async (c) => {
    const { spaceId, deviceId } = await signedDevice(c, deps);
    // A device registered before vouches existed vouches for its own keys, once, under the current key.
    if (c.req.param('deviceId') !== deviceId) throw new ApiError(403, 'NOT_THIS_DEVICE', 'A device can only vouch for itself.');
    const vouch = await syncJsonBody(c, deps, vouchSchema);
    if ((await deps.store.setVouch(spaceId, deviceId, vouch)) === 'stale-epoch') throw keyChanged();
    return c.body(null, 204);
  });

  routes.get('/spaces/:spaceId/keys', async (c) => {
    const { spaceId, deviceId } = await signedDevice(c, deps);
    const { epoch, rekeyDue, wrap } = await deps.store.keyState(spaceId, deviceId);
    return c.json({ epoch, rekeyDue, wrap: wrap ? { epoch: wrap.epoch, wrapped: wrap.wrapped } : null });
  });

  routes.post('/spaces/:spaceId/rotations', async (c) => {
    const { spaceId, deviceId } = await signedDevice(c, deps);
    const { remove, ...rotation } = await syncJsonBody(c, deps, rotationSchema);
    const wraps = rotation.wraps.map((wrap) => ({ ...wrap, epoch: rotation.epoch }));
    const result = await deps.store.rotate(spaceId, deviceId, { ...rotation, ...(remove ? { remove } : {}), wraps }, deps.now());
    switch (result.status) {
      case 'ok':
        // Wakes the streams: the removed device's closes, the others fetch the new key.
        deps.notifier.notify(spaceId);
        return c.json({ epoch: rotation.epoch, recoveryRetired: result.recoveryRetired });
      case 'not-found':
        throw new ApiError(404, 'DEVICE_NOT_FOUND', 'This device is no longer part of the family.');
      case 'not-self':
        throw new ApiError(403, 'NOT_THIS_DEVICE', 'A device leaves the family instead of removing itself.');
      case 'stale-epoch':
        throw keyChanged();
      case 'changes-meanwhile':
        throw new ApiError(409, 'CHANGES_MEANWHILE', 'Another device shared something just now. Hearth fetches it and tries again.');
      default:
        throw new ApiError(409, 'DEVICES_CHANGED', "The family's devices changed meanwhile. Try again.");
    }
  });

  routes.post('/spaces/:spaceId/leave', async (c) => {
    const { spaceId, deviceId } = await signedDevice(c, deps);
    if ((await deps.store.leave(spaceId, deviceId, deps.now())) === 'not-found') {
      throw new ApiError(404, 'DEVICE_NOT_FOUND', 'This device is no longer part of the family.');
    }
    deps.notifier.notify(spaceId);
    return c.body(null, 204);
  });

  return routes;
}
