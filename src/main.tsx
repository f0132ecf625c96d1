import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/index.css';
import { App } from '@/app/app';
import { afterFirstPaint } from '@/app/after-first-paint';

const root = document.getElementById('root');
if (!root) throw new Error('Hearth needs a #root element to start.');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

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
