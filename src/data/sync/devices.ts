// The family's devices: the list, names, removal with key rotation, leaving, pausing,
// and what a removed device does with its copy. The server sees device names only sealed.
import { Dexie } from 'dexie';
import { db as defaultDb, type HearthDatabase } from '@/data/db';
import { syncJson } from '@/data/sync/client';
import { importFamilyKey, openBytes } from '@/data/sync/crypto';
import { checkDevices, fetchDevices, type DeviceTrust, type DevicesAnswer, type RecoveryRetiredReason, type ServerDevice } from '@/data/sync/device-trust';
import { fromBase64Url, fromUtf8 } from '@/data/sync/encoding';
import { syncEngine, type SyncEngine } from '@/data/sync/engine';
import { eraseFamilyData } from '@/data/sync/erase';
import { currentEpoch, type Keyring } from '@/data/sync/keyring';
import { markRemoteTransaction } from '@/data/sync/middleware';
import { rotateFamilyKey, type RotationOutcome } from '@/data/sync/rotation';
import { keyringOf, SYNC_STATE, SYNC_STORES, type RecoverySeen, type SyncSpace } from '@/data/sync/schema';
import { labelAad, readSpace, sealDeviceLabel, signerOf } from '@/data/sync/space';

export type { DeviceTrust, RecoveryRetiredReason } from '@/data/sync/device-trust';

export interface DeviceLabel {
  /** Empty until the family names the device. */
  name: string;
  /** Who uses it: a member id, or null for the whole family. */
  memberId: string | null;
}

export interface FamilyDevice {
  deviceId: string;
  label: DeviceLabel | null;
  createdAt: string;
  lastSeenAt: string;
  isThisDevice: boolean;
  /** This device only: who it was set up for when it joined (the rename form starts from it). */
  joinedAs: string | null;
  /** Whether the family vouches for its keys (device-trust.ts): only then does it get a new key. */
  trust: DeviceTrust;
}

/** The recovery code as the devices list tells it. */
export interface RecoveryOverview {
  /** The current code: when it was made and by which device (its name as this device knows it). */
  current: { createdAt: string; madeByName: string | null; madeByThisDevice: boolean } | null;
  /** Why the last code stopped working, until a new one is made. */
  retired: { at: string; reason: RecoveryRetiredReason; deviceName: string | null } | null;
  /** Another device made a new code since this one last showed the family: the old code no longer works. */
  replaced: boolean;
}

export interface DevicesOverview {
  devices: FamilyDevice[];
  recovery: RecoveryOverview;
}

export const MAX_DEVICE_NAME = 40;

async function requireSpace(database: HearthDatabase): Promise<SyncSpace> {
  const space = await readSpace(database);
  if (!space) throw new Error('Sync is not on');
  return space;
}

/** A label opens with whichever family key sealed it; one that opens with none is shown unnamed. */
async function openLabel(keyring: Keyring, spaceId: string, device: ServerDevice): Promise<DeviceLabel | null> {
  if (!device.label) return null;
  for (const entry of keyring) {
    try {
      const { aes } = await importFamilyKey(fromBase64Url(entry.key));
      const parsed = JSON.parse(fromUtf8(await openBytes(aes, device.label, labelAad(spaceId, device.deviceId)))) as Partial<DeviceLabel>;
      if (typeof parsed.name === 'string') return { name: parsed.name.slice(0, MAX_DEVICE_NAME), memberId: typeof parsed.memberId === 'string' ? parsed.memberId : null };
    } catch {
      // Not this key: try the next.
    }
  }
  return null;
}

/** The devices' names this device has seen, kept after a device is removed so it can still be named. */
async function rememberNames(database: HearthDatabase, devices: FamilyDevice[]): Promise<Record<string, string>> {
  const known = ((await database.syncState.get(SYNC_STATE.deviceNames))?.value as Record<string, string> | undefined) ?? {};
  const names = { ...known };
  for (const device of devices) if (device.label?.name) names[device.deviceId] = device.label.name;
  if (JSON.stringify(names) !== JSON.stringify(known)) await database.syncState.put({ key: SYNC_STATE.deviceNames, value: names });
  return names;
}

/**
 * The recovery code as this device tells it. A code another device made since this one last showed
 * the family is news (the old code no longer works) until the family says it has read it.
 */
async function recoveryOverview(database: HearthDatabase, space: SyncSpace, answer: DevicesAnswer, names: Record<string, string>): Promise<RecoveryOverview> {
  const stored = await database.syncState.get(SYNC_STATE.recoverySeen);
  const seen = stored ? (stored.value as RecoverySeen) : undefined;
  const current = answer.recovery;
  const madeByThisDevice = current?.madeBy === space.deviceId;
  const replaced = current !== null && !madeByThisDevice && seen !== undefined && seen !== null && seen.createdAt !== current.createdAt;
  const next: RecoverySeen = current === null ? null : replaced ? (seen ?? null) : { createdAt: current.createdAt };
  if (stored === undefined || JSON.stringify(next) !== JSON.stringify(seen)) await database.syncState.put({ key: SYNC_STATE.recoverySeen, value: next });
  const retired = answer.recoveryRetired;
  return {
    current: current ? { createdAt: current.createdAt, madeByName: current.madeBy ? (names[current.madeBy] ?? null) : null, madeByThisDevice } : null,
    retired: retired ? { at: retired.at, reason: retired.reason, deviceName: retired.deviceId ? (names[retired.deviceId] ?? null) : null } : null,
    replaced,
  };
}

export async function listFamilyDevices(database: HearthDatabase = defaultDb, engine: SyncEngine = syncEngine): Promise<DevicesOverview> {
  let space = await requireSpace(database);
  let answer = await fetchDevices(space);
  // A rotation this device has not heard of: the new key first, or no vouch could be checked.
  if (answer.keyEpoch > currentEpoch(keyringOf(space)) && (await engine.refreshKeys().catch(() => false))) {
    space = await requireSpace(database);
    answer = await fetchDevices(space);
  }
  const keyring = keyringOf(space);
  const trust = await checkDevices(database, space, keyring, answer);
  const devices = await Promise.all(
    answer.devices.map(async (device) => ({
      deviceId: device.deviceId,
      label: await openLabel(keyring, space.spaceId, device),
      createdAt: device.createdAt,
      lastSeenAt: device.lastSeenAt,
      isThisDevice: device.deviceId === space.deviceId,
      joinedAs: device.deviceId === space.deviceId ? space.memberId : null,
      trust: trust.get(device.deviceId) ?? 'unverified',
    })),
  );
  const names = await rememberNames(database, devices);
  return { devices, recovery: await recoveryOverview(database, space, answer, names) };
}

/** The family has read that the recovery code was replaced: the notice goes until the next one. */
export async function acknowledgeRecoveryNotice(createdAt: string, database: HearthDatabase = defaultDb): Promise<void> {
  await database.syncState.put({ key: SYNC_STATE.recoverySeen, value: { createdAt } });
}

/** Names this device (only a device can name itself), sealed with the current family key. */
export async function renameThisDevice(label: DeviceLabel, database: HearthDatabase = defaultDb): Promise<void> {
  const space = await requireSpace(database);
  const name = label.name.trim().slice(0, MAX_DEVICE_NAME);
  if (name === '') throw new Error('A device needs a name');
  const sealed = await sealDeviceLabel(keyringOf(space), space.spaceId, space.deviceId, { name, memberId: label.memberId });
  await syncJson<void>({ method: 'PUT', path: `/spaces/${space.spaceId}/devices/${space.deviceId}/label`, body: { label: sealed }, signer: signerOf(space) });
}

export type RemovalOutcome = RotationOutcome;

/**
 * Removes a device and rotates the family key: a new key, made here, wrapped for every remaining
 * device the family vouches for (the others are removed with it). Removing this device itself is
 * "Leave": it makes no key; the next device of the family online renews the one it held.
 */
export async function removeDevice(deviceId: string, database: HearthDatabase = defaultDb, engine: SyncEngine = syncEngine): Promise<RemovalOutcome> {
  const space = await requireSpace(database);
  if (deviceId === space.deviceId) {
    await syncJson<void>({ method: 'POST', path: `/spaces/${space.spaceId}/leave`, signer: signerOf(space) });
    await database.syncState.put({ key: SYNC_STATE.removed, value: true });
    engine.stop();
    await engine.load();
    return { epoch: currentEpoch(keyringOf(space)), recoveryRetired: false, alsoRemoved: [] };
  }
  // The newest key first, so the rotation continues from it.
  await engine.refreshKeys().catch(() => false);
  const outcome = await rotateFamilyKey(database, { remove: deviceId, catchUp: () => engine.syncNow() });
  await engine.load();
  void engine.syncNow();
  return outcome;
}

/** Pauses or resumes sync on this device; changes made meanwhile wait in the outbox. */
export async function setSyncPaused(paused: boolean, database: HearthDatabase = defaultDb, engine: SyncEngine = syncEngine): Promise<void> {
  const space = await requireSpace(database);
  await database.syncState.put({ key: SYNC_STATE.space, value: { ...space, paused } });
  engine.stop();
  await engine.load();
  if (!paused) {
    engine.startLive();
    await engine.syncNow();
  }
}

/** After removal: keep everything as a family of its own on this device, no longer synced. */
export async function keepAsSeparateFamily(database: HearthDatabase = defaultDb, engine: SyncEngine = syncEngine): Promise<void> {
  await database.transaction('rw', SYNC_STORES, async () => {
    markRemoteTransaction(Dexie.currentTransaction!.idbtrans);
    for (const name of SYNC_STORES) await database.table(name).clear();
  });
  await engine.load();
}

/** After removal: erase the family's data from this device (the others keep theirs). */
export async function eraseRemovedDevice(database: HearthDatabase = defaultDb, engine: SyncEngine = syncEngine): Promise<void> {
  await eraseFamilyData('device', database);
  await engine.load();
}
