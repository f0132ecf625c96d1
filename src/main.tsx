import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/index.css';
import { App } from '@/app/app';

const root = document.getElementById('root');
if (!root) throw new Error('Hearth needs a #root element to start.');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Offline use and updates (issue 8). Only in builds: the dev server has no service worker. Loaded
// after the first paint so its code (and the toast it may show) does not delay the landing page.
if (import.meta.env.PROD) {
  void import('@/features/pages/pwa/register-service-worker').then((m) => m.registerServiceWorker());
}
