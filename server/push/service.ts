import type { Logger } from '../app';
import type { PushConfig } from './config';
import { allowedEndpoint, type AllowedEndpoint } from './endpoint';
import { encodePayload, type PushPayload } from './payload';
import { backOffMs, lastReminderDue, nextReminderAt, nextSendAt, type ScheduleSegment } from './rules';
import type { PushStore, StoredSubscription, SubscriptionInput, TakenNotice, VapidKeys } from './store';

/** One post to a push service, encrypted and signed by the sender (RFC 8291, RFC 8292). */
export interface PushMessage {
  endpoint: AllowedEndpoint;
  keys: { p256dh: string; auth: string };
  payload: string;
  ttlSeconds: number;
  /** RFC 8030 topic: a push service keeps only the newest undelivered message of a topic. */
  topic: 'family' | 'reminder';
  vapid: VapidKeys & { subject: string };
}

/** The push service's answer; throws when none came (refused address, timeout, network). */
export type PushSend = (message: PushMessage) => Promise<{ status: number; retryAfterSeconds?: number }>;

export interface FamilyNotice {
  topic: string;
  epoch: number;
  sealed: string;
}

export interface PushStatus {
  vapidKey: string;
  subscription: { endpoint: string; topics: string[]; schedule: ScheduleSegment[]; skipReminderUntil: number } | null;
  nextReminderAt: string | null;
}

export interface PushService {
  readonly vapidPublicKey: string;
  status(spaceId: string, deviceId: string): Promise<PushStatus>;
  /** False when the endpoint is not a push service this server posts to. */
  register(spaceId: string, deviceId: string, subscription: SubscriptionInput): Promise<boolean>;
  unregister(spaceId: string, deviceId: string): Promise<void>;
  /** Queues the notice for every other device following its topic; returns how many. */
  notifyFamily(spaceId: string, senderDeviceId: string, notice: FamilyNotice): Promise<number>;
  /** Sends what has waited long enough and the reminders that are due (the scheduler's tick). */
  runDue(): Promise<void>;
  /** Resolves once no post is in flight (tests, shutdown). */
  idle(): Promise<void>;
}

export interface PushServiceDeps {
  store: PushStore;
  send: PushSend;
  config: PushConfig;
  now: () => Date;
  logger: Logger;
  /** Makes a VAPID key pair (Node: web-push); used once, when neither configuration nor database has one. */
  makeVapidKeys: () => VapidKeys;
}

// Posts in flight at once; what is beyond waits in the database for the next tick.
const maxInFlight = 16;
// A reminder later than this (the server was down) is not sent: a reminder at the wrong time is noise.
const reminderGraceMs = 15 * 60_000;
const reminderTtlSeconds = 3_600;
// A subscription that failed this many times in a row (over hours of back-off) is dropped.
const maxFailures = 12;
const tickBatch = 500;

export async function createPushService(deps: PushServiceDeps): Promise<PushService> {
  const { store, config, logger } = deps;
  const vapid = { ...(config.vapidKeys ?? (await store.vapidKeys(deps.makeVapidKeys, deps.now()))), subject: config.subject };
  const nowMs = () => deps.now().getTime();
  const limits = { perHour: config.perDevicePerHour, coalesceMs: config.coalesceSeconds * 1_000 };
  const maxAgeMs = config.ttlSeconds * 1_000;
  let inFlight = 0;
  const running = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    const tracked = work.catch((error: unknown) => logger.error(`push delivery failed: ${String(error)}`)).finally(() => running.delete(tracked));
    running.add(tracked);
  };
  const sendAt = (subscription: StoredSubscription) => nextSendAt(subscription, subscription.schedule, limits, nowMs());

  async function post(subscription: StoredSubscription, payload: PushPayload, notice: TakenNotice | null): Promise<void> {
    const endpoint = allowedEndpoint(subscription.endpoint, config.serviceHosts);
    const { spaceId, deviceId } = subscription;
    if (!endpoint) {
      // The operator narrowed PUSH_SERVICE_HOSTS since: this device must subscribe again.
      await store.remove(spaceId, deviceId);
      return;
    }
    inFlight += 1;
    try {
      const answer = await deps.send({
        endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
        payload: encodePayload(payload),
        ttlSeconds: payload.kind === 'reminder' ? reminderTtlSeconds : config.ttlSeconds,
        topic: payload.kind,
        vapid,
      });
      if (answer.status >= 200 && answer.status < 300) {
        if (subscription.failures > 0) await store.succeeded(spaceId, deviceId);
        return;
      }
      if (answer.status === 404 || answer.status === 410) {
        // The browser unsubscribed or the subscription expired: it will never deliver again.
        await store.removeEndpoint(spaceId, deviceId, subscription.endpoint);
        logger.info(`push to ${endpoint.url.hostname} answered ${answer.status}: subscription dropped`);
        return;
      }
      await failed(subscription, notice, `answered ${answer.status}`, answer.retryAfterSeconds, endpoint.url.hostname);
    } catch (error) {
      await failed(subscription, notice, error instanceof Error ? error.name : 'failed', undefined, endpoint.url.hostname);
    } finally {
      inFlight -= 1;
    }
  }

  async function failed(subscription: StoredSubscription, notice: TakenNotice | null, why: string, retryAfterSeconds: number | undefined, host: string) {
    // No retry storm: the notice waits for the back-off, coalesced with whatever arrives meanwhile.
    const failures = subscription.failures + 1;
    const retryAt = nowMs() + backOffMs(failures, retryAfterSeconds);
    const total = await store.failed(subscription.spaceId, subscription.deviceId, notice, retryAt);
    logger.warn(`push to ${host} ${why}: retry after ${new Date(retryAt).toISOString()}`);
    if (total >= maxFailures) await store.removeEndpoint(subscription.spaceId, subscription.deviceId, subscription.endpoint);
  }

  /** Sends what waits for one device if its limits allow it now; otherwise it waits for a tick. */
  async function deliver(spaceId: string, deviceId: string): Promise<void> {
    if (inFlight >= maxInFlight) return;
    const taken = await store.take(spaceId, deviceId, nowMs(), maxAgeMs, sendAt);
    if (taken.status !== 'send') return;
    await post(taken.subscription, { kind: 'family', ...taken.notice }, taken.notice);
  }

  async function sendReminders(): Promise<void> {
    const now = nowMs();
    for (const subscription of await store.withReminders(tickBatch * 4)) {
      const due = lastReminderDue(subscription.schedule, now);
      if (due === null || due <= subscription.reminderSentAt || now - due > reminderGraceMs) continue;
      if (!(await store.claimReminder(subscription.spaceId, subscription.deviceId, due, now))) continue;
      // This device already saw the family share today: its reminder stays quiet.
      if (subscription.skipReminderUntil > due) continue;
      if (subscription.retryAt > now) continue;
      await post(subscription, { kind: 'reminder' }, null);
    }
  }

  return {
    vapidPublicKey: vapid.publicKey,

    async status(spaceId, deviceId) {
      const subscription = await store.get(spaceId, deviceId);
      const next = subscription ? nextReminderAt(subscription.schedule, nowMs()) : null;
      return {
        vapidKey: vapid.publicKey,
        subscription: subscription
          ? { endpoint: subscription.endpoint, topics: subscription.topics, schedule: subscription.schedule, skipReminderUntil: subscription.skipReminderUntil }
          : null,
        nextReminderAt: next === null ? null : new Date(next).toISOString(),
      };
    },

    async register(spaceId, deviceId, subscription) {
      if (!allowedEndpoint(subscription.endpoint, config.serviceHosts)) return false;
      await store.save(spaceId, deviceId, subscription, deps.now());
      // A notice held for quiet hours the device just ended (or changed) goes out now, not at the next tick.
      track(deliver(spaceId, deviceId));
      return true;
    },

    unregister: (spaceId, deviceId) => store.remove(spaceId, deviceId),

    async notifyFamily(spaceId, senderDeviceId, notice) {
      const followers = await store.followers(spaceId, notice.topic, senderDeviceId);
      const now = nowMs();
      for (const { deviceId } of followers) await store.hold(spaceId, deviceId, notice, now);
      // The answer does not wait for the push services.
      for (const { deviceId } of followers) track(deliver(spaceId, deviceId));
      return followers.length;
    },

    async runDue() {
      for (const { spaceId, deviceId } of await store.waiting(nowMs(), tickBatch)) {
        if (inFlight >= maxInFlight) break;
        await deliver(spaceId, deviceId);
      }
      await sendReminders();
    },

    async idle() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
