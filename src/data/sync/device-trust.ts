// Whether this device trusts each of the family's devices' public keys, as the server lists them.
// A device is verified when the family's vouch for its keys checks out under the current family key
// and they are the keys this device pinned for it, if any; it then gets pinned. Keys never change,
// so keys that differ from the pinned ones are never trusted again (docs/threat-model.md).
import type { HearthDatabase } from '@/data/db';
import { syncJson } from '@/data/sync/client';
import { currentEpoch, keyOfEpoch, type Keyring } from '@/data/sync/keyring';
import { keyringOf, SYNC_STATE, type DevicePins, type SyncSpace } from '@/data/sync/schema';
import { readSpace, signerOf } from '@/data/sync/space';
import { checkVouch, pinOf } from '@/data/sync/vouch';

export interface ServerDevice {
  deviceId: string;
  createdAt: string;
  lastSeenAt: string;
  signingKey: string;
  wrapKey: string;
  label: string | null;
  vouch: string | null;
  vouchEpoch: number | null;
}

export type RecoveryRetiredReason = 'removal' | 'leave' | 'rekey' | 'upgrade';

export interface DevicesAnswer {
  devices: ServerDevice[];
  keyEpoch: number;
  rekeyDue: boolean;
  recovery: { createdAt: string; madeBy: string | null; epoch: number } | null;
  recoveryRetired: { at: string; reason: RecoveryRetiredReason; deviceId: string | null } | null;
}

/**
 * verified: the family vouches for its keys; pending: no vouch yet (a device that has not opened
 * Hearth since vouches came); unverified: a vouch that does not check out, or keys other than the
 * ones pinned. Only verified devices are wrapped a key; the others are removed with the next rotation.
 */
export type DeviceTrust = 'verified' | 'pending' | 'unverified';

export function fetchDevices(space: SyncSpace): Promise<DevicesAnswer> {
  return syncJson<DevicesAnswer>({ method: 'GET', path: `/spaces/${space.spaceId}/devices`, signer: signerOf(space) });
}

export async function readPins(database: HearthDatabase): Promise<DevicePins | null> {
  return ((await database.syncState.get(SYNC_STATE.pins))?.value as DevicePins | undefined) ?? null;
}

async function trustOf(device: ServerDevice, space: SyncSpace, keyring: Keyring, pinned: string | undefined): Promise<DeviceTrust | 'later'> {
  if (device.deviceId === space.deviceId) {
    // This device knows its own keys: the server's copy must be them.
    return device.signingKey === space.signingPublic && device.wrapKey === space.wrapPublic ? 'verified' : 'unverified';
  }
  if (pinned !== undefined && pinned !== pinOf(device)) return 'unverified';
  if (device.vouch === null || device.vouchEpoch === null) return 'pending';
  const epoch = currentEpoch(keyring);
  // A vouch under a key this device does not have yet: it cannot tell (it fetches the key first).
  if (device.vouchEpoch > epoch) return 'later';
  // Every rotation vouches anew under the new key: an older vouch was made under a key a removed
  // device may hold.
  if (device.vouchEpoch !== epoch) return 'unverified';
  return (await checkVouch(keyOfEpoch(keyring, epoch)!, space.spaceId, device, epoch, device.vouch)) ? 'verified' : 'unverified';
}

/**
 * Checks every listed device and pins the ones verified for the first time. On the first check of
 * all (a device that just joined, or one set up before pins existed) it also pins the devices whose
 * vouch it cannot check (none yet, or under a key it does not have yet): the server's list was all
 * a device had to go on before, and from then on their keys cannot change unnoticed.
 * `count`: how many devices the space has ever registered, when the caller knows it.
 */
export async function checkDevices(database: HearthDatabase, space: SyncSpace, keyring: Keyring, answer: DevicesAnswer, count?: number): Promise<Map<string, DeviceTrust>> {
  const pins = await readPins(database);
  const first = pins === null;
  const devices = { ...(pins?.devices ?? {}) };
  const trust = new Map<string, DeviceTrust>();
  for (const device of answer.devices) {
    const verdict = await trustOf(device, space, keyring, devices[device.deviceId]);
    trust.set(device.deviceId, verdict === 'later' ? 'unverified' : verdict);
    // On the first check a vouch that cannot be checked yet is taken as the list was before vouches.
    const firstSight = first && (verdict === 'pending' || verdict === 'later');
    if (devices[device.deviceId] === undefined && (verdict === 'verified' || firstSight)) devices[device.deviceId] = pinOf(device);
  }
  const next: DevicePins = { count: Math.max(count ?? 0, pins?.count ?? 0), devices };
  if (first || JSON.stringify(next) !== JSON.stringify(pins)) await database.syncState.put({ key: SYNC_STATE.pins, value: next });
  return trust;
}

/**
 * A device that just joined pins the family's devices at once, while their vouches are still under
 * the key it received: a rotation soon after is then taken from the device that made it.
 */
export async function pinFamilyDevices(database: HearthDatabase): Promise<void> {
  const space = await readSpace(database);
  if (!space) return;
  await checkDevices(database, space, keyringOf(space), await fetchDevices(space));
}
