import type { Client, Row } from '@libsql/client';
import { migrate } from '../store';
import { writeQueueOf, type WriteConnection } from '../write-queue';
import { countedWindow, type DeliveryState, type ScheduleSegment } from './rules';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** What a device registers: where its push service is, the keys of its encryption, what it follows and when. */
export interface SubscriptionInput {
  endpoint: string;
  p256dh: string;
  auth: string;
  /** Opaque topics (HMACs under the family key) the device wants notices for. */
  topics: string[];
  schedule: ScheduleSegment[];
  /** The family already shared today on this device's day: no reminder before this (ms). */
  skipReminderUntil: number;
}

export interface StoredSubscription extends SubscriptionInput, DeliveryState {
  spaceId: string;
  deviceId: string;
  failures: number;
  pendingCount: number;
  pendingSealed: string | null;
  pendingEpoch: number | null;
  pendingSince: number | null;
  reminderSentAt: number;
}

/** A notice taken for sending: what the push carries. */
export interface TakenNotice {
  epoch: number;
  sealed: string;
  count: number;
}

export type TakeResult = { status: 'send'; subscription: StoredSubscription; notice: TakenNotice } | { status: 'held'; until: number } | { status: 'none' };

export interface PushStore {
  /** The stored VAPID keys, or `made()` stored first (several instances starting at once agree on one pair). */
  vapidKeys(made: () => VapidKeys, now: Date): Promise<VapidKeys>;
  save(spaceId: string, deviceId: string, subscription: SubscriptionInput, now: Date): Promise<void>;
  get(spaceId: string, deviceId: string): Promise<StoredSubscription | null>;
  remove(spaceId: string, deviceId: string): Promise<void>;
  /** Removes it only while it still has this endpoint (a push service said it is gone). */
  removeEndpoint(spaceId: string, deviceId: string, endpoint: string): Promise<void>;
  /** The family's other devices, still in the space, that follow `topic`. */
  followers(spaceId: string, topic: string, except: string): Promise<{ deviceId: string }[]>;
  /** Adds a notice to what waits for a device (the newest preview stands for all of them). */
  hold(spaceId: string, deviceId: string, notice: { epoch: number; sealed: string }, now: number): Promise<void>;
  /**
   * In one transaction: when `sendAt(subscription, now)` has come, takes what waits and counts the
   * delivery; otherwise says until when it waits. Held notices older than `maxAgeMs` are dropped.
   */
  take(spaceId: string, deviceId: string, now: number, maxAgeMs: number, sendAt: (subscription: StoredSubscription, now: number) => number): Promise<TakeResult>;
  /** A post failed: the notice waits again, and nothing goes to the device before `retryAt`. */
  failed(spaceId: string, deviceId: string, notice: TakenNotice | null, retryAt: number): Promise<number>;
  succeeded(spaceId: string, deviceId: string): Promise<void>;
  /** Devices with something waiting whose back-off has passed. */
  waiting(now: number, limit: number): Promise<{ spaceId: string; deviceId: string }[]>;
  /** Devices that asked for a daily reminder. */
  withReminders(limit: number): Promise<StoredSubscription[]>;
  /** Claims the reminder due at `due` once (false: sent or claimed already). */
  claimReminder(spaceId: string, deviceId: string, due: number, now: number): Promise<boolean>;
}

function subscriptionOf(row: Row): StoredSubscription {
  return {
    spaceId: String(row.space_id),
    deviceId: String(row.device_id),
    endpoint: String(row.endpoint),
    p256dh: String(row.p256dh),
    auth: String(row.auth),
    topics: JSON.parse(String(row.topics)) as string[],
    schedule: JSON.parse(String(row.schedule)) as ScheduleSegment[],
    skipReminderUntil: Number(row.skip_reminder_until),
    lastPushAt: Number(row.last_push_at),
    windowStart: Number(row.window_start),
    windowCount: Number(row.window_count),
    retryAt: Number(row.retry_at),
    failures: Number(row.failures),
    pendingCount: Number(row.pending_count),
    pendingSealed: row.pending_sealed === null ? null : String(row.pending_sealed),
    pendingEpoch: row.pending_epoch === null ? null : Number(row.pending_epoch),
    pendingSince: row.pending_since === null ? null : Number(row.pending_since),
    reminderSentAt: Number(row.reminder_sent_at),
  };
}

const clearPending = 'pending_count = 0, pending_sealed = NULL, pending_epoch = NULL, pending_since = NULL';

/** `writer`: the connection that does every write, when it is not `client` (server/sync/store.ts). */
export async function createLibsqlPushStore(client: Client, writer: WriteConnection = client): Promise<PushStore> {
  await migrate(client);
  const write = writeQueueOf(writer);
  const select = 'SELECT * FROM push_subscriptions WHERE space_id = ? AND device_id = ?';

  return {
    vapidKeys(made, now) {
      return write(async (tx) => {
        const row = (await tx.execute('SELECT public_key, private_key FROM push_vapid_keys WHERE id = 1')).rows[0];
        if (row) return { publicKey: String(row.public_key), privateKey: String(row.private_key) };
        const keys = made();
        await tx.execute({
          sql: 'INSERT INTO push_vapid_keys (id, public_key, private_key, created_at) VALUES (1, ?, ?, ?)',
          args: [keys.publicKey, keys.privateKey, now.toISOString()],
        });
        return keys;
      });
    },

    save(spaceId, deviceId, subscription, now) {
      const at = now.toISOString();
      return write(async (tx) => {
        // A new endpoint is a new delivery: its counters start again. The reminder counts as sent
        // up to now, so changing its time never sends one for a minute already past.
        await tx.execute({
          sql: `INSERT INTO push_subscriptions (space_id, device_id, endpoint, p256dh, auth, topics, schedule, skip_reminder_until, created_at, updated_at, reminder_sent_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (space_id, device_id) DO UPDATE SET
                  failures = CASE WHEN endpoint = excluded.endpoint THEN failures ELSE 0 END,
                  retry_at = CASE WHEN endpoint = excluded.endpoint THEN retry_at ELSE 0 END,
                  endpoint = excluded.endpoint, p256dh = excluded.p256dh, auth = excluded.auth,
                  topics = excluded.topics, schedule = excluded.schedule,
                  skip_reminder_until = excluded.skip_reminder_until, updated_at = excluded.updated_at,
                  reminder_sent_at = MAX(reminder_sent_at, excluded.reminder_sent_at)`,
          args: [
            spaceId,
            deviceId,
            subscription.endpoint,
            subscription.p256dh,
            subscription.auth,
            JSON.stringify(subscription.topics),
            JSON.stringify(subscription.schedule),
            subscription.skipReminderUntil,
            at,
            at,
            now.getTime(),
          ],
        });
      });
    },

    async get(spaceId, deviceId) {
      const row = (await client.execute({ sql: select, args: [spaceId, deviceId] })).rows[0];
      return row ? subscriptionOf(row) : null;
    },

    remove(spaceId, deviceId) {
      return write(async (tx) => {
        await tx.execute({ sql: 'DELETE FROM push_subscriptions WHERE space_id = ? AND device_id = ?', args: [spaceId, deviceId] });
      });
    },

    removeEndpoint(spaceId, deviceId, endpoint) {
      return write(async (tx) => {
        await tx.execute({ sql: 'DELETE FROM push_subscriptions WHERE space_id = ? AND device_id = ? AND endpoint = ?', args: [spaceId, deviceId, endpoint] });
      });
    },

    async followers(spaceId, topic, except) {
      const result = await client.execute({
        sql: `SELECT s.device_id FROM push_subscriptions s
              JOIN sync_devices d ON d.space_id = s.space_id AND d.device_id = s.device_id AND d.removed_at IS NULL
              WHERE s.space_id = ? AND s.device_id <> ? AND EXISTS (SELECT 1 FROM json_each(s.topics) WHERE json_each.value = ?)`,
        args: [spaceId, except, topic],
      });
      return result.rows.map((row) => ({ deviceId: String(row.device_id) }));
    },

    hold(spaceId, deviceId, notice, now) {
      return write(async (tx) => {
        await tx.execute({
          sql: `UPDATE push_subscriptions SET pending_count = pending_count + 1, pending_sealed = ?, pending_epoch = ?,
                  pending_since = COALESCE(pending_since, ?) WHERE space_id = ? AND device_id = ?`,
          args: [notice.sealed, notice.epoch, now, spaceId, deviceId],
        });
      });
    },

    take(spaceId, deviceId, now, maxAgeMs, sendAt) {
      return write(async (tx): Promise<TakeResult> => {
        const row = (await tx.execute({ sql: select, args: [spaceId, deviceId] })).rows[0];
        if (!row) return { status: 'none' };
        const subscription = subscriptionOf(row);
        if (subscription.pendingCount === 0 || subscription.pendingSealed === null) return { status: 'none' };
        // Older than a push service would keep it: the family has opened Hearth since, or will.
        if (subscription.pendingSince !== null && subscription.pendingSince < now - maxAgeMs) {
          await tx.execute({ sql: `UPDATE push_subscriptions SET ${clearPending} WHERE space_id = ? AND device_id = ?`, args: [spaceId, deviceId] });
          return { status: 'none' };
        }
        // The same instant the notice is judged and counted at: a later reading would hold it to the next tick.
        const until = sendAt(subscription, now);
        if (until > now) return { status: 'held', until };
        const window = countedWindow(subscription, now);
        await tx.execute({
          sql: `UPDATE push_subscriptions SET ${clearPending}, last_push_at = ?, window_start = ?, window_count = ? WHERE space_id = ? AND device_id = ?`,
          args: [now, window.windowStart, window.windowCount, spaceId, deviceId],
        });
        return {
          status: 'send',
          subscription,
          notice: { epoch: subscription.pendingEpoch ?? 0, sealed: subscription.pendingSealed, count: subscription.pendingCount },
        };
      });
    },

    failed(spaceId, deviceId, notice, retryAt) {
      return write(async (tx) => {
        // The notice waits again unless a newer one arrived meanwhile (that one stands for both).
        const result = await tx.execute({
          sql: `UPDATE push_subscriptions SET failures = failures + 1, retry_at = ?,
                  pending_count = pending_count + ?,
                  pending_sealed = COALESCE(pending_sealed, ?), pending_epoch = COALESCE(pending_epoch, ?),
                  pending_since = CASE WHEN ? = 0 THEN pending_since ELSE COALESCE(pending_since, ?) END
                WHERE space_id = ? AND device_id = ? RETURNING failures`,
          args: [retryAt, notice?.count ?? 0, notice?.sealed ?? null, notice?.epoch ?? null, notice?.count ?? 0, retryAt, spaceId, deviceId],
        });
        return Number(result.rows[0]?.failures ?? 0);
      });
    },

    succeeded(spaceId, deviceId) {
      return write(async (tx) => {
        await tx.execute({ sql: 'UPDATE push_subscriptions SET failures = 0, retry_at = 0 WHERE space_id = ? AND device_id = ? AND failures > 0', args: [spaceId, deviceId] });
      });
    },

    async waiting(now, limit) {
      const result = await client.execute({
        sql: 'SELECT space_id, device_id FROM push_subscriptions WHERE pending_count > 0 AND retry_at <= ? ORDER BY pending_since LIMIT ?',
        args: [now, limit],
      });
      return result.rows.map((row) => ({ spaceId: String(row.space_id), deviceId: String(row.device_id) }));
    },

    async withReminders(limit) {
      const result = await client.execute({
        sql: `SELECT * FROM push_subscriptions WHERE EXISTS (SELECT 1 FROM json_each(schedule) WHERE json_extract(json_each.value, '$.reminder') IS NOT NULL) LIMIT ?`,
        args: [limit],
      });
      return result.rows.map(subscriptionOf);
    },

    claimReminder(spaceId, deviceId, due, now) {
      return write(async (tx) => {
        const result = await tx.execute({
          sql: `UPDATE push_subscriptions SET reminder_sent_at = ?, last_push_at = MAX(last_push_at, ?) WHERE space_id = ? AND device_id = ? AND reminder_sent_at < ?`,
          args: [due, now, spaceId, deviceId, due],
        });
        return result.rowsAffected === 1;
      });
    },
  };
}
