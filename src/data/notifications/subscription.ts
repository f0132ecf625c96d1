// This device's push subscription on Hearth's server, through its signed sync requests
// (docs/sync-protocol.md "Notifications"). The server gets the push service's endpoint and the
// keys of its encryption, the opaque topics this device follows, and the UTC minutes of its times.
import type { HearthDatabase } from '@/data/db';
import { noticeTopic } from '@/data/notifications/preview';
import { nextLocalMidnight, scheduleSegments, startOfLocalDay, type ScheduleSegment } from '@/data/notifications/schedule';
import { readNotificationSettings, writeNotificationSettings, type NotificationSettings } from '@/data/notifications/settings';
import { syncJson } from '@/data/sync/client';
import type { SyncSpace } from '@/data/sync/schema';
import { readSpace, signerOf } from '@/data/sync/space';

export interface PushStatusAnswer {
  vapidKey: string;
  subscription: { endpoint: string; topics: string[]; schedule: ScheduleSegment[]; skipReminderUntil: number } | null;
  nextReminderAt: string | null;
}

/** The browser's subscription as PushSubscription.toJSON() gives it. */
export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface RegistrationBody extends BrowserSubscription {
  topics: string[];
  schedule: ScheduleSegment[];
  skipReminderUntil: number;
}

// Registered again after this long even when nothing changed: the schedule covers the year ahead
// from the day it was made, and the server forgets nothing meanwhile.
const reregisterAfterMs = 7 * 86_400_000;

export async function fetchPushStatus(space: SyncSpace): Promise<PushStatusAnswer> {
  return syncJson<PushStatusAnswer>({ method: 'GET', path: `/spaces/${space.spaceId}/push`, signer: signerOf(space) });
}

/** What this device registers: its topics from its choices, its times as UTC segments. */
export async function registrationBody(
  space: SyncSpace,
  subscription: BrowserSubscription,
  settings: NotificationSettings,
  now: Date,
  sharedToday: boolean,
): Promise<RegistrationBody> {
  const topics: string[] = [];
  if (settings.moments) topics.push(await noticeTopic(space.familyKey, space.spaceId, { moments: true }));
  if (settings.responses && space.memberId) topics.push(await noticeTopic(space.familyKey, space.spaceId, { responsesTo: space.memberId }));
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: subscription.keys.p256dh, auth: subscription.keys.auth },
    topics,
    schedule: scheduleSegments({ reminder: settings.reminder, quiet: settings.quiet }, now),
    // The family already shared today: this device's reminder stays quiet until tomorrow.
    skipReminderUntil: sharedToday ? nextLocalMidnight(now) : 0,
  };
}

/** Whether the family shared a moment today (this device's day). */
export async function familySharedToday(database: HearthDatabase, now: Date): Promise<boolean> {
  const since = new Date(startOfLocalDay(now)).toISOString();
  return (await database.posts.where('timestamp').aboveOrEqual(since).count()) > 0;
}

/**
 * Registers this device's subscription when anything the server holds would change (or a week has
 * passed); returns whether it sent anything.
 */
export async function syncRegistration(
  database: HearthDatabase,
  subscription: BrowserSubscription,
  now: Date = new Date(),
  force = false,
): Promise<boolean> {
  const space = await readSpace(database);
  if (!space) return false;
  const settings = await readNotificationSettings(database);
  const body = await registrationBody(space, subscription, settings, now, await familySharedToday(database, now));
  const fingerprint = JSON.stringify(body);
  if (!force && settings.registered === fingerprint && now.getTime() - (settings.registeredAt ?? 0) < reregisterAfterMs) return false;
  await syncJson<void>({ method: 'PUT', path: `/spaces/${space.spaceId}/push`, body, signer: signerOf(space) });
  await writeNotificationSettings(database, { ...(await readNotificationSettings(database)), registered: fingerprint, registeredAt: now.getTime() });
  return true;
}

/** Drops this device's subscription on the server. */
export async function unregisterPush(database: HearthDatabase): Promise<void> {
  const space = await readSpace(database);
  if (!space) return;
  await syncJson<void>({ method: 'DELETE', path: `/spaces/${space.spaceId}/push`, signer: signerOf(space) });
  const settings = await readNotificationSettings(database);
  delete settings.registered;
  delete settings.registeredAt;
  await writeNotificationSettings(database, settings);
}
