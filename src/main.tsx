import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@/index.css';
import { App } from '@/app/app';
import { coverWithSnapshot, recordFirstPaintSnapshots } from '@/app/first-paint-snapshot';
import { afterFirstPaint } from '@/lib/after-first-paint';

const root = document.getElementById('root');
// This build's entry module (its name is hashed by every change to the app's code): a first-paint
// snapshot is only painted by the build that saved it (first-paint-snapshot.ts).
const build = new URL(import.meta.url).pathname;
if (!root) throw new Error('Hearth needs a #root element to start.');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The first render is a transition so React renders in slices of a few milliseconds and lets the
// browser paint and answer input in between, instead of one long task of several hundred
// milliseconds on a slow phone (issue 9 budget: total blocking time). The page shows the splash
// or the prerendered landing page until then, so nothing waits for it.
// On `/` the build prerendered the landing page (vite.config.ts, prerender-landing.tsx) and the
// classic script in the head marked the page as the landing page: the app hydrates that markup, so
// the text already painted stays and is not painted again once the scripts have run (that second
// paint was the landing page's largest contentful paint). The prerendered container keeps
// `display: contents` (index.html) and stays the app's root after the family navigates on.
const prerendered =
  document.documentElement.getAttribute('data-hearth-route') === 'landing'
    ? root.querySelector<HTMLElement>(':scope > .hearth-prerendered-landing')
    : null;
if (prerendered) {
  root.querySelector(':scope > .hearth-splash')?.remove();
  startTransition(() => {
    hydrateRoot(prerendered, app);
  });
  recordFirstPaintSnapshots(prerendered, build);
} else {
  // A returning family's /family page whose snapshot the head script painted: the app renders
  // beside it, unseen, and is swapped in once the page is ready (first-paint-snapshot.ts).
  const snapshot = root.querySelector(':scope > .hearth-snapshot');
  if (!snapshot) document.documentElement.removeAttribute('data-hearth-snapshot');
  const container = snapshot ? coverWithSnapshot(root, snapshot) : root;
  const reactRoot = createRoot(container);
  startTransition(() => reactRoot.render(app));
  recordFirstPaintSnapshots(container, build);
}

// Offline use and updates (issue 8). Only in builds: the dev server has no service worker. Loaded a
// few seconds after the page has loaded, when the main thread is idle, so neither its code (and the
// toast it may show) nor the worker's precaching of every file of the build competes with the
// route's own chunks and data on a slow phone (issue 9 budgets).
const SERVICE_WORKER_DELAY_MS = 3000;
if (import.meta.env.PROD) {
  const register = () => {
    window.setTimeout(() => {
      afterFirstPaint(() => void import('@/features/pages/pwa/register-service-worker').then((m) => m.registerServiceWorker()));
    }, SERVICE_WORKER_DELAY_MS);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
