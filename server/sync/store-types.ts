/** The sync store's data shapes and interface; server/sync/store.ts implements it on libSQL. */

export interface DeviceRegistration {
  deviceId: string;
  signingKey: string;
  wrapKey: string;
  /**
   * The family's vouch for these keys: an HMAC under the current family key that only the family's
   * devices can make or check (opaque here). Absent from devices registered before vouches existed.
   */
  vouch?: { vouch: string; epoch: number };
  /** The device's sealed name and user, set as it joins (opaque here). */
  label?: string;
}

export interface IncomingChange {
  recordKey: string;
  hlc: string;
  /** b64url, as on the wire: kept as sent, so a pull needs no encoding work. */
  ciphertext: string;
  /** Decoded bytes, what the quota counts. */
  size: number;
}

/** A push: its changes, the key epoch they were sealed with and their change format (1 or 2). */
export interface PushBatch {
  epoch: number;
  format: number;
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
  | { status: 'not-found' | 'used' | 'expired' | 'wrong-space' | 'device-limit' | 'device-exists' }
  /** The device's vouch was made under a key the space has since retired. */
  | { status: 'stale-epoch' };

export type PushResult =
  | { status: 'ok'; lastSeq: number; stored: number }
  | { status: 'space-full'; usedBytes: number }
  /** The whole server holds its SYNC_STORAGE_LIMIT_BYTES: nothing that grows is taken. */
  | { status: 'server-full' }
  | { status: 'stale-epoch'; epoch: number }
  | { status: 'rekey-due' }
  /** The same signed push came before: nothing was stored. */
  | { status: 'replayed' };

/** A signed request to remember in the same write (docs/sync-protocol.md: replays are refused). */
export interface RememberedRequest {
  requestHash: string;
  expiresAt: number;
  now: number;
}

export interface DeviceSummary {
  deviceId: string;
  createdAt: string;
  lastSeenAt: string;
  /** The device's public ECDSA key: what its requests and the rotations it makes are signed with. */
  signingKey: string;
  /** The device's public ECDH key: what a rotation wraps the new family key for. */
  wrapKey: string;
  /** The device's name and user, sealed with a family key (opaque here); null until it names itself. */
  label: string | null;
  /** The family's vouch for signingKey and wrapKey, and the key epoch it was made under; null: none yet. */
  vouch: string | null;
  vouchEpoch: number | null;
}

export interface KeyWrap {
  recipient: string;
  epoch: number;
  wrapped: string;
}

export interface Rotation {
  /** The device removed (absent: the key is renewed after a device left). */
  remove?: string;
  /** Devices removed with it: those whose keys the family has not vouched for. */
  alsoRemove: string[];
  epoch: number;
  /** The rotation point: every change stored under the retired key must be older. */
  from: string;
  wraps: KeyWrap[];
  vouches: { deviceId: string; vouch: string }[];
}

export type RotateResult =
  | { status: 'ok'; recoveryRetired: boolean }
  | { status: 'not-found' | 'stale-epoch' | 'recipients-changed' | 'changes-meanwhile' | 'not-self' };

export interface RecoveryKit {
  tokenHash: string;
  salt: string;
  iterations: number;
  /** The family's keyring sealed under a key derived from the code (opaque here). */
  sealed: string;
  /** The key epoch of the sealed keyring: a kit is always of the current one. */
  epoch: number;
}

export interface OpenedRecovery {
  spaceId: string;
  salt: string;
  iterations: number;
  sealed: string;
  epoch: number;
}

export interface RecoveryStatus {
  /** The current kit: when and by which device it was made; null when there is none. */
  current: { createdAt: string; madeBy: string | null; epoch: number } | null;
  /** Why the last kit stopped working, until a new one is made. */
  retired: { at: string; reason: 'removal' | 'leave' | 'rekey' | 'upgrade'; deviceId: string | null } | null;
}

export type LeaveResult = 'ok' | 'not-found';

/** One encrypted chunk of a recording, as sent: opaque bytes with where they belong. */
export interface IncomingMediaChunk {
  mediaId: string;
  index: number;
  count: number;
  /** The key epoch the chunk was sealed with. */
  epoch: number;
  bytes: Uint8Array;
}

export type MediaChunkResult =
  /** `complete`: with this chunk the server holds the whole recording. */
  | { status: 'ok'; complete: boolean }
  | { status: 'space-full'; usedBytes: number }
  | { status: 'server-full' }
  | { status: 'stale-epoch'; epoch: number }
  | { status: 'rekey-due' }
  /** Another chunk of the same recording named another count. */
  | { status: 'count-mismatch' };

/** Which chunks of a recording the server holds. */
export interface MediaStatus {
  count: number;
  have: number[];
}

export interface MediaChunk {
  count: number;
  epoch: number;
  bytes: Uint8Array;
}

/** What a push may grow to: the space's quota and the whole server's ceiling. */
export interface StorageLimits {
  spaceBytes: number;
  serverBytes: number;
}

/** What one sweep removed. */
export interface SweepResult {
  /** Spaces none of whose devices was seen since `idleBefore`, with everything they held. */
  removedSpaces: number;
  /** Expired invitations whose sealed bundle was dropped, and rows past their week of history. */
  expiredInvites: number;
  deletedInvites: number;
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
  /** A device vouches for its own keys (devices registered before vouches existed); 'stale-epoch' when not the current epoch. */
  setVouch(spaceId: string, deviceId: string, vouch: { vouch: string; epoch: number }): Promise<'ok' | 'stale-epoch'>;
  /** The space's current key epoch and the latest family keyring wrapped for this recipient. */
  keyState(spaceId: string, recipient: string): Promise<{ epoch: number; rekeyDue: boolean; wrap: KeyWrap | null }>;
  /**
   * Removes devices and installs the next key epoch, wrapped and vouched for exactly every remaining
   * device; retires the recovery kit (it holds the old key) in the same transaction.
   */
  rotate(spaceId: string, caller: string, rotation: Rotation, now: Date): Promise<RotateResult>;
  /** A device leaves: it is removed at once and the next rotation renews the key it held. */
  leave(spaceId: string, deviceId: string, now: Date): Promise<LeaveResult>;
  /** Replaces the space's recovery kit (the old code stops working). */
  setRecovery(spaceId: string, kit: RecoveryKit, madeBy: string, now: Date): Promise<'ok' | 'stale-epoch' | 'rekey-due'>;
  recoveryStatus(spaceId: string): Promise<RecoveryStatus>;
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
  /** `batch.epoch`: the key epoch the changes were sealed with; a stale one stores nothing. */
  pushChanges(spaceId: string, changes: IncomingChange[], limits: StorageLimits, batch: PushBatch, request: RememberedRequest): Promise<PushResult>;
  /** Stores one chunk of a recording; its bytes count toward the quota as a change's do. */
  putMediaChunk(spaceId: string, chunk: IncomingMediaChunk, limits: StorageLimits): Promise<MediaChunkResult>;
  /** Which chunks of the recording are here; null when none is. */
  mediaStatus(spaceId: string, mediaId: string): Promise<MediaStatus | null>;
  mediaChunk(spaceId: string, mediaId: string, index: number): Promise<MediaChunk | null>;
  /** Deletes a recording's chunks and frees their bytes; false when there were none. */
  deleteMedia(spaceId: string, mediaId: string): Promise<boolean>;
  /** Ciphertext bytes every family together keeps on this server. */
  usedBytes(): Promise<number>;
  /** True when the space was removed by the idle sweep (its devices are told why). */
  spaceRemoved(spaceId: string): Promise<boolean>;
  /**
   * Removes the spaces none of whose devices opened them since `idleBefore` (null: none), at most
   * `maxSpaces` a sweep; drops expired invitations' sealed bundles and their rows after a week; forgets
   * expired remembered requests and, after a year, the ids of removed spaces.
   */
  sweep(now: Date, idleBefore: Date | null, maxSpaces?: number): Promise<SweepResult>;
  /**
   * A pull's answer as the UTF-8 JSON a device reads, written whole by the database (a page of photos
   * is megabytes; it is never read into objects and strings, nor copied to be wrapped):
   * - `changes`: each `{"seq","recordKey","hlc"[,"epoch"][,"format"],"ciphertext"}`; epoch is absent
   *   at 0 and format at 1, so the answer stays what clients from before them read;
   * - `lastSeq`, where the next pull starts, and `hasMore`;
   * - `keyEpoch`, the space's current key epoch: a device behind it fetches the new key first;
   * - `rekeyDue`: a device left, and the next device online renews the family key;
   * - `deviceCount`: how many devices ever joined (removed ones included); it grows when one joins.
   */
  pullChanges(spaceId: string, after: number, limit: number, maxBytes: number): Promise<Uint8Array<ArrayBuffer>>;
  /** What an event stream watches: the last change and how many recordings were completed. */
  streamMark(spaceId: string): Promise<{ lastSeq: number; recordings: number }>;
  /**
   * Remembers a signed request that changes something until `expiresAt` (ms); false when the same
   * request was already seen (a replay). Forgets expired ones as it goes, so the log stays bounded.
   */
  rememberRequest(requestHash: string, expiresAt: number, now: number): Promise<boolean>;
  /** Deletes every row of the space in every sync table; false when there was none (server/sync/store-erase.ts). */
  eraseSpace(spaceId: string): Promise<boolean>;
  spaceExists(spaceId: string): Promise<boolean>;
}
