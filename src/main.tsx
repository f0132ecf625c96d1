import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/index.css';
import { App } from '@/app/app';
import { registerServiceWorker } from '@/features/pages/pwa/register-service-worker';

const root = document.getElementById('root');
if (!root) throw new Error('Hearth needs a #root element to start.');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Offline use and updates (issue 8). Only in builds: the dev server has no service worker.
if (import.meta.env.PROD) registerServiceWorker();
