// Sends the outbox, pulls the family's changes and listens for new ones. One engine per
// database; its status drives the header's sync state.
import { db as defaultDb, type HearthDatabase } from '@/data/db';
import { syncFetch, syncJson, SyncHttpError, SyncOfflineError } from '@/data/sync/client';
import { CHANGE_FORMAT, decryptChange, encryptChange, importFamilyKey, recordKeyOf, type FamilyKeys } from '@/data/sync/crypto';
import { checkDevices, fetchDevices, readPins } from '@/data/sync/device-trust';
import { fromBase64Url, splitRecordRef } from '@/data/sync/encoding';
import { applyRemoteChanges, type RemoteChange } from '@/data/sync/apply';
import { tickHlc } from '@/data/sync/hlc';
import { acceptKeyring, currentEpoch, keyOfEpoch, KeyringRefusedError, retiredAt, unwrapKeyring, type Keyring } from '@/data/sync/keyring';
import { rotateFamilyKey } from '@/data/sync/rotation';
import { keyringOf, SYNC_STATE, type SyncSpace } from '@/data/sync/schema';
import { readSpace, signerOf } from '@/data/sync/space';
import { readEventStream } from '@/data/sync/event-stream';
import { cursorAfterOwnPush, type PushAnswer } from '@/data/sync/cursor';
import { vouchFor } from '@/data/sync/vouch';
import { browserPushPlatform, refreshRegistration } from '@/data/notifications/device';
import { sendQueuedNotices } from '@/data/notifications/outbox';
import { keepRecording } from '@/data/media';
import type { PostMedia } from '@/data/types';
import { fetchRecording, type MediaTransferKeys } from '@/data/sync/media-transfer';
import { syncRecordings } from '@/data/sync/media-sync';

export type SyncStateName = 'off' | 'synced' | 'syncing' | 'offline' | 'attention' | 'paused' | 'removed';

export interface SyncStatus {
  state: SyncStateName;
  pending: number;
  lastSyncedAt: string | null;
  /** Changes from other devices that failed to decrypt or verify and were skipped. */
  rejected: number;
  /** The server's error code of the last failure (SPACE_FULL, SIGNATURE_INVALID...). */
  problem: string | null;
  /** Download progress 0..1 while catching up. */
  progress: number;
  /**
   * The server refused this window a live connection (two per device, a share per network): it
   * still syncs when used, but does not hear of new changes at once. Cleared once a stream opens.
   */
  liveRefused?: boolean;
}

interface PulledChange {
  seq: number;
  recordKey: string;
  hlc: string;
  ciphertext: string;
  epoch?: number;
  format?: number;
}

interface PullPage {
  changes: PulledChange[];
  lastSeq: number;
  hasMore: boolean;
  keyEpoch?: number;
  rekeyDue?: boolean;
  deviceCount?: number;
}
/** The server's answer once another device erased the family's copy: sync ends here too. */
export const SPACE_ERASED = 'SPACE_ERASED';
/** The server's answer once it removed a family copy none of its devices opened for its idle time. */
export const SPACE_REMOVED = 'SPACE_REMOVED';
/** The family's copy on the server is gone: this device keeps what it has, and sync ends. */
const copyGone = (code: unknown): code is typeof SPACE_ERASED | typeof SPACE_REMOVED => code === SPACE_ERASED || code === SPACE_REMOVED;
const endsSync = (code: string) => code === 'DEVICE_REMOVED' || copyGone(code);

const PUSH_BATCH = 100;
const PUSH_BYTES = 6 * 1024 * 1024;
const PULL_LIMIT = 200;

export class SyncEngine {
  private status: SyncStatus = { state: 'off', pending: 0, lastSyncedAt: null, rejected: 0, problem: null, progress: 1 };
  private readonly listeners = new Set<() => void>();
  private space: SyncSpace | null = null;
  private keys: FamilyKeys | null = null;
  /** The AES key of every epoch this device holds; `keys.aes` is the current one's. */
  private aesByEpoch = new Map<number, CryptoKey>();
  /** Each retired epoch's end: a change under its key dated at or after this is refused. */
  private retiredBy = new Map<number, string>();
  private epoch = 0;
  private running: Promise<void> | null = null;
  private again = false;
  private live: AbortController | null = null;
  /** Recordings a player asked for while they were still on their way: fetched again each round. */
  private awaited = new Map<string, { postId: string; media: PostMedia }>();
  /** Ends the live stream's back-off wait early; set while it waits. */
  private wakeLive: (() => void) | null = null;

  constructor(private readonly database: HearthDatabase = defaultDb) {}

  getStatus = (): SyncStatus => this.status;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(patch: Partial<SyncStatus>): void {
    this.status = { ...this.status, ...patch };
    for (const listener of this.listeners) listener();
  }

  /** Loads the device's space; returns false when sync is off. */
  async load(): Promise<boolean> {
    this.space = await readSpace(this.database);
    const removed = (await this.database.syncState.get(SYNC_STATE.removed))?.value;
    if (removed) {
      this.space = null;
      this.set({ state: 'removed', problem: copyGone(removed) ? removed : null });
      return false;
    }
    if (!this.space) {
      this.set({ state: 'off' });
      return false;
    }
    const keyring = await this.withRotationPoints(keyringOf(this.space));
    const first = await importFamilyKey(fromBase64Url(this.space.familyKey));
    this.aesByEpoch = new Map();
    this.retiredBy = new Map();
    for (const entry of keyring) {
      this.aesByEpoch.set(entry.epoch, (await importFamilyKey(fromBase64Url(entry.key))).aes);
      const until = retiredAt(keyring, entry.epoch);
      if (until !== null) this.retiredBy.set(entry.epoch, until);
    }
    this.epoch = currentEpoch(keyring);
    // Record keys always come from the first key: a record keeps one row on the server across rotations.
    this.keys = { recordMac: first.recordMac, aes: this.aesByEpoch.get(this.epoch)! };
    // Skipped changes stay reported across reloads until the family has read the message.
    const rejected = ((await this.database.syncState.get(SYNC_STATE.problems))?.value as number | undefined) ?? 0;
    if (rejected !== this.status.rejected) this.set({ rejected });
    if (this.space.paused) this.set({ state: 'paused' });
    return true;
  }

  /** The family has read about the skipped changes: the warning goes until new ones are skipped. */
  async acknowledgeProblems(): Promise<void> {
    await this.database.syncState.delete(SYNC_STATE.problems);
    const state = this.status.state === 'attention' && !this.status.problem ? 'synced' : this.status.state;
    this.set({ rejected: 0, state });
  }

  /**
   * Keys rotated before rotations carried their rotation point get one here, once: this device's
   * clock now. A change under a key retired then that claims a later clock is refused from now on.
   */
  private async withRotationPoints(keyring: Keyring): Promise<Keyring> {
    if (!this.space || keyring.every((entry) => entry.epoch === 0 || entry.from)) return keyring;
    const clock = ((await this.database.syncState.get(SYNC_STATE.clock))?.value as string | undefined) ?? null;
    const from = tickHlc(clock, Date.now(), this.space.deviceId);
    const fixed = keyring.map((entry) => (entry.epoch === 0 || entry.from ? entry : { ...entry, from, removed: [], by: '', signature: '' }));
    this.space = { ...this.space, keyring: fixed };
    await this.database.syncState.put({ key: SYNC_STATE.space, value: this.space });
    return fixed;
  }

  /**
   * Fetches the newest keyring wrapped for this device; true when it brought a new key. A keyring
   * that does not come from a device of the family this device trusts is refused (keyring.ts).
   */
  async refreshKeys(): Promise<boolean> {
    const { space } = this.ready();
    const answer = await syncJson<{ epoch: number; wrap: { epoch: number; wrapped: string } | null }>({ method: 'GET', path: `/spaces/${space.spaceId}/keys`, signer: signerOf(space) });
    if (!answer.wrap || answer.wrap.epoch <= this.epoch) return false;
    const candidate = await unwrapKeyring(answer.wrap.wrapped, space.wrap.privateKey, space.spaceId, space.deviceId, answer.wrap.epoch);
    // A device set up before pins existed pins the family's devices first, still under its current key.
    if ((await readPins(this.database)) === null) await this.checkFamilyDevices();
    const pins = (await readPins(this.database))?.devices ?? {};
    const keyring = await acceptKeyring(keyringOf(space), candidate, space.spaceId, pins);
    // The rotating device vouched for this device's keys under the new key.
    await this.database.syncState.put({ key: SYNC_STATE.space, value: { ...space, keyring, vouchedEpoch: currentEpoch(keyring) } });
    await this.load();
    return true;
  }

  /** Lists the family's devices and pins the ones this device can now vouch for (device-trust.ts). */
  private async checkFamilyDevices(count?: number): Promise<void> {
    const { space } = this.ready();
    const answer = await fetchDevices(space);
    await checkDevices(this.database, space, keyringOf(space), answer, count);
  }

  /** A device set up before vouches existed vouches for its own keys once, under the current key. */
  private async vouchForThisDevice(): Promise<void> {
    const { space } = this.ready();
    if (space.vouchedEpoch !== undefined) return;
    const keyring = keyringOf(space);
    const device = { deviceId: space.deviceId, signingKey: space.signingPublic, wrapKey: space.wrapPublic };
    const vouch = await vouchFor(keyOfEpoch(keyring, this.epoch)!, space.spaceId, device, this.epoch);
    await syncJson<void>({ method: 'PUT', path: `/spaces/${space.spaceId}/devices/${space.deviceId}/vouch`, body: { vouch, epoch: this.epoch }, signer: signerOf(space) });
    this.space = { ...space, vouchedEpoch: this.epoch };
    await this.database.syncState.put({ key: SYNC_STATE.space, value: this.space });
  }

  /** A device left holding the current key: this one renews it for the family. */
  private async renewKey(): Promise<void> {
    try {
      await rotateFamilyKey(this.database, { catchUp: () => this.pull().then(() => undefined) });
    } catch (error) {
      // Another device renewed it first: take its key.
      if (!(error instanceof SyncHttpError && error.code === 'KEY_ROTATED')) throw error;
      await this.refreshKeys();
      return;
    }
    await this.load();
  }

  /** The device was removed, or (SPACE_ERASED) the family's copy on the server was erased. */
  private async markRemoved(code: string): Promise<void> {
    const gone = copyGone(code) ? code : null;
    // A round still running while this device erases itself meets its own erase: nothing to keep.
    await this.database.transaction('rw', this.database.syncState, async () => {
      if (await this.database.syncState.get(SYNC_STATE.space)) {
        await this.database.syncState.put({ key: SYNC_STATE.removed, value: gone ?? true });
      }
    });
    this.stop();
    this.space = null;
    this.set({ state: 'removed', problem: gone });
  }

  /** Sends and receives until both sides are up to date; calls made meanwhile run once more afterwards. */
  async syncNow(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.round();
      } while (this.again);
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async round(): Promise<void> {
    if (!this.space && !(await this.load())) return;
    if (this.space?.paused) return;
    this.set({ state: 'syncing' });
    try {
      await this.push();
      await this.sendNotices();
      const page = await this.pull();
      await this.refreshNotifications();
      await this.vouchForThisDevice();
      // After the changes: a recording's moment reaches the family first, its bytes follow.
      await this.sendRecordings();
      await this.fetchAwaitedRecordings();
      if (page.rekeyDue) await this.renewKey();
      const pins = await readPins(this.database);
      if (page.deviceCount !== undefined && page.deviceCount > (pins?.count ?? 0)) await this.checkFamilyDevices(page.deviceCount);
      const pending = await this.database.syncOutbox.count();
      this.set({ state: this.status.rejected > 0 ? 'attention' : 'synced', pending, lastSyncedAt: new Date().toISOString(), problem: null, progress: 1 });
    } catch (error) {
      if (error instanceof SyncHttpError && endsSync(error.code)) return this.markRemoved(error.code);
      const pending = await this.database.syncOutbox.count();
      if (error instanceof SyncOfflineError) this.set({ state: 'offline', pending });
      else if (error instanceof KeyringRefusedError) this.set({ state: 'attention', pending, problem: 'KEYS_UNCONFIRMED' });
      else this.set({ state: 'attention', pending, problem: error instanceof SyncHttpError ? error.code : 'UNKNOWN' });
    }
  }

  private async push(): Promise<void> {
    const { space, keys } = this.ready();
    for (;;) {
      const entries = await this.database.syncOutbox.orderBy('hlc').limit(PUSH_BATCH).toArray();
      if (entries.length === 0) return;
      const changes: { recordKey: string; hlc: string; ciphertext: string }[] = [];
      let bytes = 0;
      for (const entry of entries) {
        const { table, id } = splitRecordRef(entry.ref);
        const value = (await this.database.table(table).get(id)) as Record<string, unknown> | undefined;
        const recordKey = await recordKeyOf(keys, table, id);
        const ciphertext = await encryptChange(keys, space.spaceId, recordKey, entry.hlc, this.epoch, { table, id, deleted: !value, value: value ?? null });
        if (changes.length > 0 && bytes + ciphertext.length > PUSH_BYTES) break;
        bytes += ciphertext.length;
        changes.push({ recordKey, hlc: entry.hlc, ciphertext });
      }
      let answer: PushAnswer;
      try {
        answer = await syncJson<PushAnswer>({ method: 'POST', path: `/spaces/${space.spaceId}/changes`, body: { changes, epoch: this.epoch, format: CHANGE_FORMAT }, signer: signerOf(space) });
      } catch (error) {
        // Another device rotated the key: take the new one and seal the batch again.
        if (error instanceof SyncHttpError && error.code === 'KEY_ROTATED' && (await this.refreshKeys())) return this.push();
        // A device left holding the key: renew it, then seal the batch again.
        if (error instanceof SyncHttpError && error.code === 'REKEY_DUE') {
          await this.renewKey();
          return this.push();
        }
        throw error;
      }
      const sent = entries.slice(0, changes.length);
      // An entry changed again while sending keeps its newer clock and goes in the next batch.
      await this.database.transaction('rw', this.database.syncOutbox, this.database.syncState, async () => {
        for (const entry of sent) {
          const now = await this.database.syncOutbox.get(entry.ref);
          if (now?.hlc === entry.hlc) await this.database.syncOutbox.delete(entry.ref);
        }
        const cursor = await this.readCursor();
        const next = cursorAfterOwnPush(cursor, answer);
        if (next !== cursor) await this.database.syncState.put({ key: SYNC_STATE.cursor, value: next });
      });
      this.set({ pending: await this.database.syncOutbox.count() });
    }
  }

  /** Tells the family's devices about what was just sent; a failure here never holds sync up. */
  private async sendNotices(): Promise<void> {
    try {
      await sendQueuedNotices(this.database, this.ready().space);
    } catch {
      // The notices stay queued for the next round.
    }
  }

  /** Keeps this device's registration current (no reminder once the family shared today); never holds sync up. */
  private async refreshNotifications(): Promise<void> {
    try {
      await refreshRegistration(browserPushPlatform(), this.database);
    } catch {
      // Registered again on the next round.
    }
  }

  /** Where this device's next pull starts: after the last change it holds. */
  private async readCursor(): Promise<number> {
    return ((await this.database.syncState.get(SYNC_STATE.cursor))?.value as number | undefined) ?? 0;
  }

  /** Pulls until up to date; returns the last page (the key epoch, a pending renewal, the device count). */
  private async pull(): Promise<PullPage> {
    const { space } = this.ready();
    let cursor = await this.readCursor();
    const start = cursor;
    for (;;) {
      const page = await syncJson<PullPage>({
        method: 'GET',
        path: `/spaces/${space.spaceId}/changes?after=${cursor}&limit=${PULL_LIMIT}`,
        signer: signerOf(space),
      });
      // A rotation this device has not heard of: its new key (and the retired key's end) first.
      if ((page.keyEpoch ?? 0) > this.epoch || page.changes.some((change) => !this.aesByEpoch.has(change.epoch ?? 0))) await this.refreshKeys();
      const { recordMac } = this.ready().keys;
      // Decrypted all at once: WebCrypto works off the main thread, so a page of photos opens in
      // parallel instead of one change after another (the join benchmark, docs/performance.md "Family sync").
      // Each change opens with the key of its epoch, and only if it is older than that key's retirement.
      const opened = await Promise.all(
        page.changes.map((change) => {
          const epoch = change.epoch ?? 0;
          const aes = this.aesByEpoch.get(epoch);
          if (!aes) return null; // A key this device never received: skipped and reported.
          const retired = this.retiredBy.get(epoch);
          // Sealed with a retired key but dated after its retirement: whoever still holds that key
          // (a removed device) wrote it. Skipped and reported, never applied.
          if (retired !== undefined && change.hlc >= retired) return null;
          return decryptChange({ aes, recordMac }, space.spaceId, change.recordKey, change.hlc, change.ciphertext, { epoch, format: change.format ?? 1 }).then(
            (plain): RemoteChange => ({ hlc: change.hlc, ...plain }),
            () => null, // Tampered, or not from this family: skipped and reported, never applied.
          );
        }),
      );
      const changes = opened.filter((change): change is RemoteChange => change !== null);
      const rejected = opened.length - changes.length;
      const next = page.changes.at(-1)?.seq ?? cursor;
      await applyRemoteChanges(this.database, changes, space.deviceId, next);
      if (rejected > 0) await this.reportRejected(rejected);
      cursor = next;
      const total = Math.max(page.lastSeq - start, 1);
      this.set({ progress: Math.min(1, (cursor - start) / total) });
      if (!page.hasMore || page.changes.length === 0) return page;
    }
  }

  private async reportRejected(count: number): Promise<void> {
    const previous = ((await this.database.syncState.get(SYNC_STATE.problems))?.value as number | undefined) ?? 0;
    await this.database.syncState.put({ key: SYNC_STATE.problems, value: previous + count });
    this.set({ rejected: this.status.rejected + count });
  }

  /** Listens to the server's event stream and pulls when the space grows; reconnects with a back-off. */
  startLive(): void {
    if (this.live || !this.space || this.space.paused) return;
    const controller = new AbortController();
    this.live = controller;
    void (async () => {
      let delay = 1000;
      while (!controller.signal.aborted) {
        try {
          const space = this.ready().space;
          const response = await syncFetch({ method: 'GET', path: `/spaces/${space.spaceId}/events`, signer: signerOf(space), signal: controller.signal });
          delay = 1000;
          if (this.status.liveRefused) this.set({ liveRefused: false });
          await readEventStream(response, controller.signal, () => void this.syncNow());
        } catch (error) {
          if (controller.signal.aborted) return;
          if (error instanceof SyncHttpError && endsSync(error.code)) return this.markRemoved(error.code);
          // Not offline: the server only keeps this window's live connection for another.
          if (error instanceof SyncHttpError && error.code === 'TOO_MANY_STREAMS') this.set({ liveRefused: true });
          else if (this.status.state !== 'attention') this.set({ state: 'offline' });
        }
        const woken = await this.backOff(delay);
        delay = woken ? 1000 : Math.min(delay * 2, 30_000);
      }
    })();
  }

  /** Waits `ms`, or less when reconnectLive() is called; true when woken early. */
  private backOff(ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.wakeLive = null;
        resolve(false);
      }, ms);
      this.wakeLive = () => {
        clearTimeout(timer);
        this.wakeLive = null;
        resolve(true);
      };
    });
  }

  /**
   * Reconnects the live stream now if it is waiting to retry: after a long time offline the
   * back-off reaches 30 s, and a family back online should not wait for it.
   */
  reconnectLive(): void {
    this.wakeLive?.();
  }

  stop(): void {
    this.live?.abort();
    this.wakeLive?.();
    this.live = null;
  }

  /** What a recording's transfer needs: the space, its signer and the key of every epoch held. */
  private transferKeys(): MediaTransferKeys {
    const { space } = this.ready();
    return { spaceId: space.spaceId, signer: signerOf(space), epoch: this.epoch, aesOf: (epoch) => this.aesByEpoch.get(epoch) };
  }

  private async sendRecordings(): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await syncRecordings(this.database, this.transferKeys());
      } catch (error) {
        if (attempt >= 2 || !(error instanceof SyncHttpError)) throw error;
        // As for changes: take the new key, or renew it after a device left, then seal again.
        if (error.code === 'KEY_ROTATED' && (await this.refreshKeys())) continue;
        if (error.code === 'REKEY_DUE') {
          await this.renewKey();
          continue;
        }
        throw error;
      }
    }
  }

  /**
   * Fetches a recording this device does not hold and keeps it beside its moment. Null while the
   * server does not hold all of it yet (the device that made it is still sending); 'off' when this
   * device does not sync. Throws SyncOfflineError, SyncHttpError or RecordingDamagedError.
   */
  async fetchRecording(postId: string, media: PostMedia, onProgress?: (share: number) => void): Promise<Blob | null | 'off'> {
    if (!this.space && !(await this.load())) return 'off';
    if (this.space?.paused) return 'off';
    const blob = await fetchRecording(this.transferKeys(), media, onProgress);
    if (blob) {
      this.awaited.delete(media.id);
      await keepRecording({ id: media.id, postId, blob, sent: true }, this.database);
    } else this.awaited.set(media.id, { postId, media });
    return blob;
  }

  /**
   * The server tells the family's open devices when a recording is complete; a round then fetches
   * those a player is waiting for, and keeping one shows it (its card reads it again). A failure
   * here never holds sync up: the player asks again. One whose moment was deleted meanwhile is no
   * longer waited for.
   */
  private async fetchAwaitedRecordings(): Promise<void> {
    for (const { postId, media } of [...this.awaited.values()]) {
      if ((await this.database.posts.get(postId)) === undefined) {
        this.awaited.delete(media.id);
        continue;
      }
      try {
        await this.fetchRecording(postId, media);
      } catch {
        this.awaited.delete(media.id);
      }
    }
  }

  private ready(): { space: SyncSpace; keys: FamilyKeys } {
    if (!this.space || !this.keys) throw new Error('Sync is not on');
    return { space: this.space, keys: this.keys };
  }
}

/** The app's engine, on the app's database. */
export const syncEngine = new SyncEngine();
