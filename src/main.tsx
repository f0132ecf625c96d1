import '@/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Hearth needs a #root element to start.');

// Builds prerender the landing page into index.html (render-landing-html.tsx); the head script marks
// the page as the landing page on `/` only. There the page is already readable, so the app's code is
// requested once it has painted and does not compete with that first paint on a slow phone; every
// other address shows the splash until the app renders, so its code is requested at once.
const prerendered = root.querySelector<HTMLElement>(':scope > .hearth-prerendered-landing');
const onLanding = prerendered !== null && document.documentElement.dataset.hearthRoute === 'landing';
const start = () => void import('@/app/start').then((m) => m.startApp(root, onLanding ? prerendered : null));
if (onLanding) requestAnimationFrame(() => window.setTimeout(start, 0));
else start();

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
