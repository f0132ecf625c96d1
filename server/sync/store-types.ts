/** The sync store's data shapes and interface; server/sync/store.ts implements it on libSQL. */

export interface DeviceRegistration {
  deviceId: string;
  signingKey: string;
  wrapKey: string;
}

export interface IncomingChange {
  recordKey: string;
  hlc: string;
  /** Decoded ciphertext bytes. */
  ciphertext: Uint8Array;
}

export interface StoredChange {
  seq: number;
  recordKey: string;
  hlc: string;
  /** b64url, as on the wire. */
  ciphertext: string;
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

export type PushResult = { status: 'ok'; lastSeq: number; stored: number } | { status: 'space-full'; usedBytes: number };

export interface PullResult {
  changes: StoredChange[];
  lastSeq: number;
  hasMore: boolean;
}

export interface SyncStore {
  createSpace(spaceId: string, device: DeviceRegistration, now: Date): Promise<void>;
  /** The device's SPKI signing key and when it was last seen; null when it is not (or no longer) in the space. */
  device(spaceId: string, deviceId: string): Promise<{ signingKey: string; lastSeenAt: string } | null>;
  /** Records that the device was seen (callers write at most once a minute per device). */
  touchDevice(spaceId: string, deviceId: string, now: Date): Promise<void>;
  listDevices(spaceId: string): Promise<{ deviceId: string; createdAt: string; lastSeenAt: string }[]>;
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
  pushChanges(spaceId: string, changes: IncomingChange[], quotaBytes: number): Promise<PushResult>;
  pullChanges(spaceId: string, after: number, limit: number, maxBytes: number): Promise<PullResult>;
  lastSeq(spaceId: string): Promise<number>;
}
