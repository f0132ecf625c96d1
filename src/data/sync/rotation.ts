// Rotating the family key: a new key, made here and signed by this device, wrapped and vouched for
// every remaining device whose keys the family vouches for. Devices it cannot vouch for get nothing
// and are removed in the same rotation; the server retires the recovery kit with it.
import type { HearthDatabase } from '@/data/db';
import { syncJson, SyncHttpError } from '@/data/sync/client';
import { checkDevices, fetchDevices, type ServerDevice } from '@/data/sync/device-trust';
import { tickHlc } from '@/data/sync/hlc';
import { currentEpoch, keyOfEpoch, nextKeyring, wrapKeyring } from '@/data/sync/keyring';
import { keyringOf, SYNC_STATE, type SyncSpace } from '@/data/sync/schema';
import { readSpace, signerOf } from '@/data/sync/space';
import { vouchFor } from '@/data/sync/vouch';

export interface RotationOutcome {
  epoch: number;
  /** The recovery kit held the old key and stopped working: the family is asked to make a new code. */
  recoveryRetired: boolean;
  /** Devices removed with it because the family could not vouch for their keys. */
  alsoRemoved: string[];
}

// A device that shared something between this device's last pull and its rotation: pull, try again.
const MAX_TRIES = 3;

/** This device's clock, moved on: a rotation point later than every change this device has seen. */
async function rotationPoint(database: HearthDatabase, deviceId: string): Promise<string> {
  return database.transaction('rw', database.syncState, async () => {
    const clock = ((await database.syncState.get(SYNC_STATE.clock))?.value as string | undefined) ?? null;
    const next = tickHlc(clock, Date.now(), deviceId);
    await database.syncState.put({ key: SYNC_STATE.clock, value: next });
    return next;
  });
}

/**
 * Removes `remove` (none: renews the key after a device left) and rotates the family key.
 * `catchUp` pulls what other devices shared meanwhile, so the rotation point comes after it.
 */
export async function rotateFamilyKey(database: HearthDatabase, options: { remove?: string; catchUp: () => Promise<void> }): Promise<RotationOutcome> {
  const space = await readSpace(database);
  if (!space) throw new Error('Sync is not on');
  const keyring = keyringOf(space);
  const answer = await fetchDevices(space);
  if (answer.keyEpoch !== currentEpoch(keyring)) throw new SyncHttpError(409, 'KEY_ROTATED', 'The family key changed meanwhile.');
  const trust = await checkDevices(database, space, keyring, answer);
  const others = answer.devices.filter((device) => device.deviceId !== space.deviceId && device.deviceId !== options.remove);
  const recipients: ServerDevice[] = [
    // This device wraps for the keys it holds, whatever the server lists for it.
    { ...answer.devices.find((device) => device.deviceId === space.deviceId)!, signingKey: space.signingPublic, wrapKey: space.wrapPublic },
    ...others.filter((device) => trust.get(device.deviceId) === 'verified'),
  ];
  const alsoRemove = others.filter((device) => trust.get(device.deviceId) !== 'verified').map((device) => device.deviceId);
  const removed = [...(options.remove ? [options.remove] : []), ...alsoRemove];
  for (let tries = 1; ; tries += 1) {
    const from = await rotationPoint(database, space.deviceId);
    const next = await nextKeyring(keyring, space.spaceId, { from, removed, by: space.deviceId }, space.signing.privateKey);
    const epoch = currentEpoch(next);
    const key = keyOfEpoch(next, epoch)!;
    const wraps = await Promise.all(recipients.map(async (device) => ({ recipient: device.deviceId, wrapped: await wrapKeyring(next, device.wrapKey, space.spaceId, device.deviceId) })));
    const vouches = await Promise.all(recipients.map(async (device) => ({ deviceId: device.deviceId, vouch: await vouchFor(key, space.spaceId, device, epoch) })));
    const body = { ...(options.remove ? { remove: options.remove } : {}), alsoRemove, epoch, from, wraps, vouches };
    try {
      const answered = await syncJson<{ epoch: number; recoveryRetired: boolean }>({ method: 'POST', path: `/spaces/${space.spaceId}/rotations`, body, signer: signerOf(space) });
      const saved: SyncSpace = { ...space, keyring: next, vouchedEpoch: epoch };
      await database.syncState.put({ key: SYNC_STATE.space, value: saved });
      return { epoch, recoveryRetired: answered.recoveryRetired, alsoRemoved: alsoRemove };
    } catch (error) {
      if (!(error instanceof SyncHttpError && error.code === 'CHANGES_MEANWHILE') || tries >= MAX_TRIES) throw error;
      await options.catchUp();
    }
  }
}
