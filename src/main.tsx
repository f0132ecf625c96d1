import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@/index.css';
import { App } from '@/app/app';

const root = document.getElementById('root');
if (!root) throw new Error('Hearth needs a #root element to start.');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The first render is a transition so React renders in slices and lets the browser paint and
// answer input in between, instead of one long task on a slow phone. The page shows the splash or
// the prerendered landing page until then.
// Builds prerender the landing page into index.html (render-landing-html.tsx); the head script marks
// the page as the landing page on `/` only. There the app hydrates that markup, so the text already
// painted stays; on every other address the prerendered copy is dropped and the app renders afresh.
const prerendered = root.querySelector<HTMLElement>(':scope > .hearth-prerendered-landing');
if (prerendered && document.documentElement.dataset.hearthRoute === 'landing') {
  root.querySelector(':scope > .hearth-splash')?.remove();
  startTransition(() => {
    hydrateRoot(prerendered, app);
  });
} else {
  prerendered?.remove();
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(app));
}

// Offline use and updates (issue 8). Only in builds: the dev server has no service worker. Registered
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
