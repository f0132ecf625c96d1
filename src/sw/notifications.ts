// Hearth's notifications in the service worker: imported by the worker vite-plugin-pwa generates
// (vite.config.ts, hearthNotificationsWorker). A push is opened with this device's keyring from
// IndexedDB (data/notifications/worker.ts); a tap opens the moment's day, in a Hearth tab when
// one is open.
import { Dexie } from 'dexie';
import { dexieStores, noticeFor, readDeviceView, sameOriginUrl, type DeviceView } from '@/data/notifications/worker';

interface PushEventLike extends Event {
  data: { text(): string } | null;
  waitUntil(work: Promise<unknown>): void;
}
interface NotificationEventLike extends Event {
  notification: { data: unknown; close(): void };
  waitUntil(work: Promise<unknown>): void;
}
interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}
interface WorkerScope {
  location: { origin: string };
  registration: { showNotification(title: string, options: NotificationOptions & { data?: unknown }): Promise<void> };
  clients: { matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClientLike[]>; openWindow(url: string): Promise<unknown> };
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEventLike) => void): void;
}

const scope = globalThis as unknown as WorkerScope;

/** The page's database as the page left it: opened without a schema, so no version is ever changed here. */
async function deviceView(now: Date): Promise<DeviceView | null> {
  const database = new Dexie('Hearth');
  try {
    await database.open();
    return await readDeviceView(dexieStores(database), now);
  } catch {
    return null;
  } finally {
    database.close();
  }
}

async function show(payload: string | null): Promise<void> {
  const now = new Date();
  const notice = await noticeFor(payload, await deviceView(now), now);
  await scope.registration.showNotification(notice.title, {
    body: notice.body,
    tag: notice.tag,
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    data: { url: notice.url },
  });
}

async function open(url: string): Promise<void> {
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const hearth = windows.find((client) => new URL(client.url).origin === scope.location.origin);
  if (hearth) {
    await hearth.focus();
    await hearth.navigate(url);
    return;
  }
  await scope.clients.openWindow(url);
}

scope.addEventListener('push', (event) => {
  let payload: string | null = null;
  try {
    payload = event.data?.text() ?? null;
  } catch {
    // Unreadable: the generic text.
  }
  event.waitUntil(show(payload));
});

scope.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  event.waitUntil(open(sameOriginUrl(data?.url, scope.location.origin)));
});
