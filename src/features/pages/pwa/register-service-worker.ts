/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';

/** Browsers check for a new version on each navigation; a tab left open all day also checks hourly. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers Hearth's service worker (vite.config.ts, vite-plugin-pwa in 'prompt' mode). A new
 * version never reloads the page by itself, because a family may be in the middle of typing a
 * moment: it waits, and a toast offers 'Refresh'. Only that button activates the new version, which
 * then reloads the page once. Without a click the update applies when every Hearth tab has closed.
 * The toast's code (and React under it) is loaded only when there is an update to offer: registering
 * runs on every visit, the landing page's first one included, where nothing else needs React yet.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const updateServiceWorker = registerSW({
    onNeedRefresh() {
      void import('@/ui/toast').then(({ toast }) =>
        toast('A new version of Hearth is ready', {
          id: 'hearth-update',
          description: 'Refresh when you have finished what you are doing.',
          duration: Number.POSITIVE_INFINITY,
          action: { label: 'Refresh', onClick: () => void updateServiceWorker(true) },
        }),
      );
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine && registration.installing === null) void registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
    onRegisterError(error: unknown) {
      // Hearth still works online without a service worker; it just will not open offline.
      console.warn('Hearth could not set up offline use:', error);
    },
  });
}
