// What the service worker shows for a push (src/sw/notifications.ts): it opens the sealed preview
// with this device's keyring from IndexedDB and words it by this device's choice. Whatever cannot
// be read (no space, a key this device never had, damage, an old replay) shows the generic text:
// a browser requires a notification for every push, and it must never say more than it knows.
import type { Dexie } from 'dexie';
import { openPreview } from '@/data/notifications/preview';
import { startOfLocalDay } from '@/data/notifications/schedule';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '@/data/notifications/settings';
import { GENERIC_NOTICE, isStale, NOTIFICATION_TITLE, noticeText, noticeUrl, REMINDER_SHARED_TEXT, REMINDER_TEXT } from '@/data/notifications/text';
import { keyringOf, SYNC_STATE, type SyncSpace } from '@/data/sync/schema';

export interface ShownNotice {
  title: string;
  body: string;
  /** Where a tap leads (same origin). */
  url: string;
  /** One notification per kind replaces the last instead of piling up. */
  tag: 'hearth-family' | 'hearth-reminder';
}

/** What the worker reads of this device's database. */
export interface DeviceView {
  space: SyncSpace | null;
  settings: NotificationSettings;
  /** Whether a moment of today (this device's day) is on the device. */
  sharedToday: boolean;
}

/** The few reads the worker needs, so it opens the database without declaring its schema. */
export interface DeviceStores {
  syncState(key: string): Promise<unknown>;
  postsSince(isoTime: string): Promise<number>;
}

/** The reads over a Dexie database (the worker's is opened without a schema, as the page left it). */
export function dexieStores(database: Dexie): DeviceStores {
  return {
    syncState: async (key) => ((await database.table('syncState').get(key)) as { value?: unknown } | undefined)?.value,
    postsSince: (isoTime) => database.table('posts').where('timestamp').aboveOrEqual(isoTime).count(),
  };
}

export async function readDeviceView(stores: DeviceStores, now: Date): Promise<DeviceView> {
  const space = ((await stores.syncState(SYNC_STATE.space)) as SyncSpace | undefined) ?? null;
  const stored = (await stores.syncState(SYNC_STATE.notifications)) as Partial<NotificationSettings> | undefined;
  const sharedToday = (await stores.postsSince(new Date(startOfLocalDay(now)).toISOString())) > 0;
  return { space, settings: { ...DEFAULT_NOTIFICATION_SETTINGS, ...stored }, sharedToday };
}

const generic: ShownNotice = { title: NOTIFICATION_TITLE, body: GENERIC_NOTICE, url: '/family', tag: 'hearth-family' };

function parsePayload(text: string | null): { k?: unknown; e?: unknown; c?: unknown; n?: unknown } | null {
  if (!text || text.length > 4_096) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? value : null;
  } catch {
    return null;
  }
}

/** The notification for a push's payload (payload.ts on the server) on this device. */
export async function noticeFor(payloadText: string | null, view: DeviceView | null, now: Date): Promise<ShownNotice> {
  const payload = parsePayload(payloadText);
  if (payload?.k === 'reminder') {
    return view?.sharedToday
      ? { title: NOTIFICATION_TITLE, body: REMINDER_SHARED_TEXT, url: '/family', tag: 'hearth-reminder' }
      : { title: NOTIFICATION_TITLE, body: REMINDER_TEXT, url: '/family', tag: 'hearth-reminder' };
  }
  if (!view?.space || payload?.k !== 'family' || typeof payload.e !== 'number' || typeof payload.c !== 'string') return generic;
  const preview = await openPreview(keyringOf(view.space), view.space.spaceId, payload.e, payload.c);
  if (!preview || isStale(preview, now.getTime())) return generic;
  const count = typeof payload.n === 'number' && Number.isInteger(payload.n) && payload.n > 0 && payload.n < 1_000 ? payload.n : 1;
  return { title: NOTIFICATION_TITLE, body: noticeText(preview, view.settings.preview, count), url: noticeUrl(preview), tag: 'hearth-family' };
}

/** Only Hearth's own pages: a notification's data never sends the family elsewhere. */
export function sameOriginUrl(value: unknown, origin: string): string {
  if (typeof value !== 'string') return `${origin}/family`;
  try {
    const url = new URL(value, origin);
    return url.origin === origin ? url.href : `${origin}/family`;
  } catch {
    return `${origin}/family`;
  }
}
