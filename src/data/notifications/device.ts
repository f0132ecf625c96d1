// Notifications on this device: the browser's permission and push subscription, and this device's
// registration on Hearth's server. The browser asks for permission only from a tap (turnOn is
// called from one); everything else follows the family's choices quietly.
import { db as defaultDb, type HearthDatabase } from '@/data/db';
import { readNotificationSettings, writeNotificationSettings, type NotificationSettings } from '@/data/notifications/settings';
import { fetchPushStatus, syncRegistration, unregisterPush, type BrowserSubscription } from '@/data/notifications/subscription';
import { SYNC_STATE } from '@/data/sync/schema';
import { readSpace } from '@/data/sync/space';

export type PermissionState = 'default' | 'granted' | 'denied';

/** What this browser offers, and its push subscription (a fake in tests and stories). */
export interface PushPlatform {
  /** Service worker, Push API and notifications are all there. */
  supported: boolean;
  /** An iPhone or iPad, where web notifications need Hearth added to the Home Screen. */
  appleMobile: boolean;
  /** Opened from the Home Screen (or as an installed app). */
  standalone: boolean;
  permission(): PermissionState;
  requestPermission(): Promise<PermissionState>;
  subscription(): Promise<BrowserSubscription | null>;
  subscribe(vapidKey: string): Promise<BrowserSubscription>;
  unsubscribe(): Promise<void>;
}

function asBrowserSubscription(subscription: PushSubscription): BrowserSubscription {
  const json = subscription.toJSON();
  return { endpoint: json.endpoint ?? subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
}

function vapidBytes(key: string): Uint8Array<ArrayBuffer> {
  const binary = atob(key.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(key.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** The browser's own. */
export function browserPushPlatform(): PushPlatform {
  const hasWindow = typeof window !== 'undefined' && typeof navigator !== 'undefined';
  const supported = hasWindow && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  const ua = hasWindow ? navigator.userAgent : '';
  // iPadOS presents itself as a Mac; a Mac with touch is an iPad.
  const appleMobile = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && hasWindow && navigator.maxTouchPoints > 1);
  const standalone =
    hasWindow && (window.matchMedia?.('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true);
  const registration = () => navigator.serviceWorker.ready;
  // `ready` waits for a service worker that may never come (not registered yet on this page, or
  // refused by the browser); reading or dropping a subscription must not wait for it: without a
  // registration there is none.
  const registered = () => navigator.serviceWorker.getRegistration();
  return {
    supported,
    appleMobile,
    standalone,
    permission: () => (supported ? (Notification.permission as PermissionState) : 'default'),
    requestPermission: async () => (await Notification.requestPermission()) as PermissionState,
    async subscription() {
      if (!supported) return null;
      const existing = await (await registered())?.pushManager.getSubscription();
      return existing ? asBrowserSubscription(existing) : null;
    },
    async subscribe(vapidKey) {
      const manager = (await registration()).pushManager;
      const existing = await manager.getSubscription();
      // A subscription made for another server key cannot be reused.
      if (existing) await existing.unsubscribe();
      return asBrowserSubscription(await manager.subscribe({ userVisibleOnly: true, applicationServerKey: vapidBytes(vapidKey) }));
    },
    async unsubscribe() {
      if (!supported) return;
      await (await (await registered())?.pushManager.getSubscription())?.unsubscribe();
    },
  };
}

export type TurnOnOutcome = 'on' | 'blocked' | 'dismissed';

// A registration and a removal take turns: a registration already under way when the family turns
// notifications off (a moment just arrived, a new week) would otherwise put the subscription back on
// the server after its removal. The one that waits reads the settings again when its turn comes.
let registrationTurn: Promise<unknown> = Promise.resolve();
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const run = registrationTurn.then(work, work);
  registrationTurn = run.catch(() => undefined);
  return run;
}

/** Asks the browser (from a tap), subscribes with the server's key and registers this device. */
export async function turnOnNotifications(platform: PushPlatform, database: HearthDatabase = defaultDb): Promise<TurnOnOutcome> {
  const permission = await platform.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'dismissed';
  const space = await readSpace(database);
  if (!space) throw new Error('Notifications need sync to be on');
  const { vapidKey } = await fetchPushStatus(space);
  const subscription = await platform.subscribe(vapidKey);
  await writeNotificationSettings(database, { ...(await readNotificationSettings(database)), enabled: true });
  await syncRegistration(database, subscription, new Date(), true);
  await answerNotificationOffer(database);
  return 'on';
}

/** Drops this device's subscription on the server and in the browser; the choices are kept. */
export function turnOffNotifications(platform: PushPlatform, database: HearthDatabase = defaultDb): Promise<void> {
  return inTurn(async () => {
    await unregisterPush(database);
    await platform.unsubscribe();
    await writeNotificationSettings(database, { ...(await readNotificationSettings(database)), enabled: false });
  });
}

/** Keeps a change of choices; when notifications are on, the server hears of what it needs. */
export async function saveNotificationChoices(
  platform: PushPlatform,
  choices: Pick<NotificationSettings, 'moments' | 'responses' | 'preview' | 'reminder' | 'quiet'>,
  database: HearthDatabase = defaultDb,
): Promise<void> {
  const settings = { ...(await readNotificationSettings(database)), ...choices };
  await writeNotificationSettings(database, settings);
  await refreshRegistration(platform, database);
}

/**
 * Registers again when anything the server holds would change (the choices, the day's reminder
 * once the family shared, a new week); does nothing while notifications are off or blocked.
 */
export function refreshRegistration(platform: PushPlatform, database: HearthDatabase = defaultDb, now = new Date()): Promise<boolean> {
  return inTurn(async () => {
    if (!platform.supported || platform.permission() !== 'granted') return false;
    if (!(await readNotificationSettings(database)).enabled) return false;
    const subscription = await platform.subscription();
    if (!subscription) return false;
    return syncRegistration(database, subscription, now);
  });
}

/**
 * The gentle offer: due once, after the first moment this device shares while synced, and never
 * again once answered (turned on, or "Not now").
 */
export type OfferState = 'due' | 'answered' | undefined;

export async function readNotificationOffer(database: HearthDatabase = defaultDb): Promise<OfferState> {
  return (await database.syncState.get(SYNC_STATE.notificationsOffered))?.value as OfferState;
}

export async function markNotificationOfferDue(database: HearthDatabase): Promise<void> {
  await database.transaction('rw', database.syncState, async () => {
    if ((await readNotificationOffer(database)) !== undefined) return;
    await database.syncState.put({ key: SYNC_STATE.notificationsOffered, value: 'due' });
  });
}

export async function answerNotificationOffer(database: HearthDatabase = defaultDb): Promise<void> {
  await database.syncState.put({ key: SYNC_STATE.notificationsOffered, value: 'answered' });
}
