/** The sync store's data shapes and interface; server/sync/store.ts implements it on libSQL. */

export interface DeviceRegistration {
  deviceId: string;
  signingKey: string;
  wrapKey: string;
}

export interface IncomingChange {
  recordKey: string;
  hlc: string;
  /** b64url, as on the wire: kept as sent, so a pull needs no encoding work. */
  ciphertext: string;
  /** Decoded bytes, what the quota counts. */
  size: number;
}

export interface StoredChange {
  seq: number;
  recordKey: string;
  hlc: string;
  /** b64url, as on the wire. */
  ciphertext: string;
  /** The key epoch the change was sealed with; absent means 0 (before any rotation). */
  epoch?: number;
}

export interface InviteSummary {
  inviteId: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

export type InviteLookup =
  | { status: 'ok'; inviteId: string; spaceId: string; sealed: string; expiresAt: string }
  | { status: 'not-found' | 'used' | 'expired' };

export type ClaimResult =
  | { status: 'ok'; spaceId: string }
  | { status: 'not-found' | 'used' | 'expired' | 'wrong-space' | 'device-limit' | 'device-exists' };

export type PushResult =
  | { status: 'ok'; lastSeq: number; stored: number }
  | { status: 'space-full'; usedBytes: number }
  | { status: 'stale-epoch'; epoch: number };

export interface PullResult {
  changes: StoredChange[];
  lastSeq: number;
  hasMore: boolean;
}

export interface DeviceSummary {
  deviceId: string;
  createdAt: string;
  lastSeenAt: string;
  /** The device's public ECDH key: what a rotation wraps the new family key for. */
  wrapKey: string;
  /** The device's name and user, sealed with a family key (opaque here); null until it names itself. */
  label: string | null;
}

export interface KeyWrap {
  recipient: string;
  epoch: number;
  wrapped: string;
}

export type RotateResult = 'ok' | 'not-found' | 'stale-epoch' | 'recipients-changed';

export interface RecoveryKit {
  tokenHash: string;
  salt: string;
  iterations: number;
  sealed: string;
  wrapKey: string;
}

export interface OpenedRecovery {
  spaceId: string;
  salt: string;
  iterations: number;
  sealed: string;
  epoch: number;
  wrapped: string;
}

export interface SyncStore {
  createSpace(spaceId: string, device: DeviceRegistration, now: Date): Promise<void>;
  /** The device's SPKI signing key and when it was last seen; null when it is not (or no longer) in the space. */
  device(spaceId: string, deviceId: string): Promise<{ signingKey: string; lastSeenAt: string; removed: boolean } | null>;
  /** Records that the device was seen (callers write at most once a minute per device). */
  touchDevice(spaceId: string, deviceId: string, now: Date): Promise<void>;
  /** The devices still in the space (removed ones are left out). */
  listDevices(spaceId: string): Promise<DeviceSummary[]>;
  setLabel(spaceId: string, deviceId: string, label: string): Promise<void>;
  /** The space's current key epoch and the latest family keyring wrapped for this recipient. */
  keyState(spaceId: string, recipient: string): Promise<{ epoch: number; wrap: KeyWrap | null }>;
  /** Removes a device and installs the next key epoch, wrapped for exactly every remaining recipient. */
  rotate(spaceId: string, rotation: { remove: string; epoch: number; wraps: KeyWrap[] }, now: Date): Promise<RotateResult>;
  /** Replaces the space's recovery kit (the old code stops working) with its keyring wrap. */
  setRecovery(spaceId: string, kit: RecoveryKit, wrap: KeyWrap, now: Date): Promise<'ok' | 'stale-epoch'>;
  recoveryStatus(spaceId: string): Promise<{ createdAt: string; wrapKey: string } | null>;
  openRecovery(tokenHash: string): Promise<OpenedRecovery | null>;
  claimRecovery(tokenHash: string, device: DeviceRegistration, now: Date, maxDevices: number): Promise<ClaimResult>;
  createInvite(
    spaceId: string,
    invite: { inviteId: string; tokenHash: string; sealed: string; expiresAt: Date },
    now: Date,
    maxLive: number,
  ): Promise<'ok' | 'too-many'>;
  listInvites(spaceId: string): Promise<InviteSummary[]>;
  withdrawInvite(spaceId: string, inviteId: string): Promise<boolean>;
  openInvite(tokenHash: string, now: Date): Promise<InviteLookup>;
  claimInvite(tokenHash: string, spaceId: string, device: DeviceRegistration, now: Date, maxDevices: number): Promise<ClaimResult>;
  /** `epoch`: the key epoch the changes were sealed with; a stale one stores nothing. */
  pushChanges(spaceId: string, changes: IncomingChange[], quotaBytes: number, epoch?: number): Promise<PushResult>;
  pullChanges(spaceId: string, after: number, limit: number, maxBytes: number): Promise<PullResult>;
  lastSeq(spaceId: string): Promise<number>;
  /** Deletes every row of the space in every sync table; false when there was none (server/sync/store-erase.ts). */
  eraseSpace(spaceId: string): Promise<boolean>;
  spaceExists(spaceId: string): Promise<boolean>;
}
