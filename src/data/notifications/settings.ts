// This device's notification choices. Device-local (syncState is never synced or exported): each
// device of the family chooses for itself.
import { db as defaultDb, type HearthDatabase } from '@/data/db';
import type { LocalTimes } from '@/data/notifications/schedule';
import type { PreviewChoice } from '@/data/notifications/text';
import { SYNC_STATE } from '@/data/sync/schema';

export interface NotificationSettings extends LocalTimes {
  /** The family asked for notifications on this device (the browser may still block them). */
  enabled: boolean;
  /** New moments from the family. */
  moments: boolean;
  /** Reactions and comments on the moments of the member this device is used by. */
  responses: boolean;
  preview: PreviewChoice;
  /** The body last registered with the server (without the endpoint's keys): unchanged, nothing is sent. */
  registered?: string;
  /** When it was registered (ms): registered again after a week, so the server's times never run out. */
  registeredAt?: number;
}

/** Chosen when the family turns notifications on; each can be changed. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  enabled: false,
  moments: true,
  responses: true,
  reminder: '19:00',
  quiet: { start: '21:00', end: '07:00' },
  preview: 'name',
};

export async function readNotificationSettings(database: HearthDatabase = defaultDb): Promise<NotificationSettings> {
  const stored = (await database.syncState.get(SYNC_STATE.notifications))?.value as Partial<NotificationSettings> | undefined;
  return { ...DEFAULT_NOTIFICATION_SETTINGS, ...stored };
}

export async function writeNotificationSettings(database: HearthDatabase, settings: NotificationSettings): Promise<void> {
  await database.syncState.put({ key: SYNC_STATE.notifications, value: settings });
}
