import '@/index.css';
import { mayHaveLocalDatabase } from '@/data/has-local-database';

const root = document.getElementById('root');
if (!root) throw new Error('Hearth needs a #root element to start.');

// Builds prerender the landing page into index.html (render-landing-html.tsx); the head script marks
// the page as the landing page on `/` only. Every other address shows the splash until the app
// renders, so its code is requested at once. On the landing page the page is already readable and
// its links are plain links that work before any code has run, so the app starts only when it has
// something to do: at once (after the first paint) on a device that may hold a family (the landing
// page sends a family with moments on to /family and welcomes a returning one), otherwise at the
// visitor's first tap, click or key. A first visit on a slow phone then reads and scrolls the page
// without React evaluating and hydrating it underneath; the service worker still installs below.
const prerendered = root.querySelector<HTMLElement>(':scope > .hearth-prerendered-landing');
const onLanding = prerendered !== null && document.documentElement.dataset.hearthRoute === 'landing';
let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('@/app/start').then((m) => m.startApp(root, onLanding ? prerendered : null));
};
if (onLanding) {
  const firstInteraction = ['pointerdown', 'keydown', 'touchstart'] as const;
  const onInteraction = () => {
    for (const type of firstInteraction) window.removeEventListener(type, onInteraction, true);
    start();
  };
  for (const type of firstInteraction) window.addEventListener(type, onInteraction, { capture: true, passive: true });
  void mayHaveLocalDatabase().then((may) => {
    if (may) requestAnimationFrame(() => window.setTimeout(start, 0));
  });
} else start();

// Offline use and updates. Only in builds: the dev server has no service worker. Registered
// a few seconds after the page has loaded, so the worker's precaching of every file of the build
// does not compete with the page's own requests on a first visit.
const SERVICE_WORKER_DELAY_MS = 3000;
if (import.meta.env.PROD) {
  const register = () => {
    window.setTimeout(() => {
      void import('@/features/pages/pwa/register-service-worker').then((m) => m.registerServiceWorker());
    }, SERVICE_WORKER_DELAY_MS);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
