// Stores of Dexie version 6. Device-local: none of them is exported, synced or shown.
import type { Keyring } from '@/data/sync/keyring';

export const SCHEMA_V6_SYNC = {
  // One entry per record with an unsent change, sent in clock order.
  syncOutbox: 'ref, hlc',
  // The clock of the last change applied to each shared record, local or remote (merge decisions).
  syncRecords: 'ref',
  // The device's space, keys, clock, pull cursor and problems.
  syncState: 'key',
} as const;

export const SYNC_STORES = Object.keys(SCHEMA_V6_SYNC) as (keyof typeof SCHEMA_V6_SYNC)[];

export interface SyncOutboxEntry {
  /** `${table}\n${id}`. */
  ref: string;
  hlc: string;
}

export interface SyncRecordClock {
  ref: string;
  hlc: string;
}

export interface SyncStateEntry {
  key: string;
  value: unknown;
}

/** syncState keys. */
export const SYNC_STATE = {
  space: 'space',
  clock: 'clock',
  cursor: 'cursor',
  problems: 'problems',
  /**
   * Set when the server says this device was removed (`true`) or that the family's copy
   * on the server was erased from another device ('SPACE_ERASED') or removed by the server after its
   * idle time ('SPACE_REMOVED'): the next open says which.
   */
  removed: 'removed',
  /** The keys of the family's devices this device trusts, pinned when first verified (DevicePins). */
  pins: 'pins',
  /** The recovery kit this device last showed the family (RecoverySeen): a different one is news. */
  recoverySeen: 'recoverySeen',
  /** The names of the family's devices as last listed: a removed device is still named afterwards. */
  deviceNames: 'deviceNames',
  /** This device's notification choices (data/notifications/settings.ts). */
  notifications: 'notifications',
  /** Notices for the family waiting to be sent after the changes they announce (data/notifications/outbox.ts). */
  notices: 'notices',
  /** The gentle offer of notifications was answered on this device. */
  notificationsOffered: 'notificationsOffered',
  /** Recordings of moments deleted here, still to be deleted on the server (media-queue.ts). */
  recordingsToDelete: 'recordingsToDelete',
} as const;

export interface DevicePins {
  /** How many devices the space had ever registered when this device last checked them. */
  count: number;
  /** Device id to its pinned keys (vouch.ts pinOf). */
  devices: Record<string, string>;
}

/** The kit this device last saw: when it was made; null once there was none. */
export type RecoverySeen = { createdAt: string } | null;

/** The device's membership of a family space. */
export interface SyncSpace {
  spaceId: string;
  deviceId: string;
  /** The first family key K (epoch 0), base64url: record keys derive from it for the space's life. */
  familyKey: string;
  /** Every family key by epoch; absent until the first rotation, meaning K alone. */
  keyring?: Keyring;
  /** Sync paused on this device: it keeps working offline and catches up when resumed. */
  paused?: boolean;
  signing: CryptoKeyPair;
  wrap: CryptoKeyPair;
  signingPublic: string;
  wrapPublic: string;
  /** Who uses this device: a member id, or null for the whole family. */
  memberId: string | null;
  since: string;
  /** The key epoch under which the family last vouched for this device's keys; absent: never yet. */
  vouchedEpoch?: number;
}

export function keyringOf(space: Pick<SyncSpace, 'familyKey' | 'keyring'>): Keyring {
  return space.keyring ?? [{ epoch: 0, key: space.familyKey }];
}
