// The family's devices (issue 25): the list, names, removal with key rotation, leaving, pausing,
// and what a removed device does with its copy. The server sees device names only sealed.
import { Dexie } from 'dexie';
import { db as defaultDb, type HearthDatabase } from '@/data/db';
import { syncJson } from '@/data/sync/client';
import { importFamilyKey, openBytes, sealBytes } from '@/data/sync/crypto';
import { fromBase64Url, fromUtf8, utf8 } from '@/data/sync/encoding';
import { syncEngine, type SyncEngine } from '@/data/sync/engine';
import { eraseFamilyData } from '@/data/sync/erase';
import { currentEpoch, keyOfEpoch, nextKeyring, wrapKeyring, type Keyring } from '@/data/sync/keyring';
import { markRemoteTransaction } from '@/data/sync/middleware';
import { keyringOf, SYNC_STATE, SYNC_STORES, type SyncSpace } from '@/data/sync/schema';
import { readSpace, signerOf } from '@/data/sync/space';

export interface DeviceLabel {
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
}

interface ServerDevice {
  deviceId: string;
  createdAt: string;
  lastSeenAt: string;
  wrapKey: string;
  label: string | null;
}

interface DevicesAnswer {
  devices: ServerDevice[];
  keyEpoch: number;
  recovery: { createdAt: string; wrapKey: string } | null;
}

export const MAX_DEVICE_NAME = 40;
const labelAad = (spaceId: string, deviceId: string) => `hearth-device-label-v1\n${spaceId}\n${deviceId}`;

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

async function fetchDevices(space: SyncSpace): Promise<DevicesAnswer> {
  return syncJson<DevicesAnswer>({ method: 'GET', path: `/spaces/${space.spaceId}/devices`, signer: signerOf(space) });
}

export interface DevicesOverview {
  devices: FamilyDevice[];
  recoveryCreatedAt: string | null;
}

export async function listFamilyDevices(database: HearthDatabase = defaultDb): Promise<DevicesOverview> {
  const space = await requireSpace(database);
  const answer = await fetchDevices(space);
  const keyring = keyringOf(space);
  const devices = await Promise.all(
    answer.devices.map(async (device) => ({
      deviceId: device.deviceId,
      label: await openLabel(keyring, space.spaceId, device),
      createdAt: device.createdAt,
      lastSeenAt: device.lastSeenAt,
      isThisDevice: device.deviceId === space.deviceId,
      joinedAs: device.deviceId === space.deviceId ? space.memberId : null,
    })),
  );
  return { devices, recoveryCreatedAt: answer.recovery?.createdAt ?? null };
}

/** Names this device (only a device can name itself), sealed with the current family key. */
export async function renameThisDevice(label: DeviceLabel, database: HearthDatabase = defaultDb): Promise<void> {
  const space = await requireSpace(database);
  const name = label.name.trim().slice(0, MAX_DEVICE_NAME);
  if (name === '') throw new Error('A device needs a name');
  const keyring = keyringOf(space);
  const { aes } = await importFamilyKey(fromBase64Url(keyOfEpoch(keyring, currentEpoch(keyring))!));
  const sealed = await sealBytes(aes, utf8(JSON.stringify({ name, memberId: label.memberId })), labelAad(space.spaceId, space.deviceId));
  await syncJson<void>({ method: 'PUT', path: `/spaces/${space.spaceId}/devices/${space.deviceId}/label`, body: { label: sealed }, signer: signerOf(space) });
}

/**
 * Removes a device and rotates the family key: a new key, made here, wrapped for every remaining
 * device and the recovery kit. Removing this device itself is "Leave": the new key is not kept.
 */
export async function removeDevice(deviceId: string, database: HearthDatabase = defaultDb, engine: SyncEngine = syncEngine): Promise<void> {
  const space = await requireSpace(database);
  // The newest key first, so the rotation continues from it.
  await engine.refreshKeys().catch(() => false);
  const current = await requireSpace(database);
  const answer = await fetchDevices(current);
  const keyring = nextKeyring(keyringOf(current));
  const epoch = currentEpoch(keyring);
  const recipients = answer.devices.filter((device) => device.deviceId !== deviceId).map((device) => ({ recipient: device.deviceId, wrapKey: device.wrapKey }));
  if (answer.recovery) recipients.push({ recipient: 'recovery', wrapKey: answer.recovery.wrapKey });
  const wraps = await Promise.all(
    recipients.map(async ({ recipient, wrapKey }) => ({ recipient, wrapped: await wrapKeyring(keyring, wrapKey, space.spaceId, recipient) })),
  );
  await syncJson({ method: 'POST', path: `/spaces/${space.spaceId}/rotations`, body: { remove: deviceId, epoch, wraps }, signer: signerOf(current) });
  if (deviceId === space.deviceId) {
    await database.syncState.put({ key: SYNC_STATE.removed, value: true });
    engine.stop();
    await engine.load();
    return;
  }
  await database.syncState.put({ key: SYNC_STATE.space, value: { ...current, keyring } });
  await engine.load();
  void engine.syncNow();
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
