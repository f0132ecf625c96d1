import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { isFestivalHost } from '@/lib/config';
import { mayHaveLocalDatabase } from '@/data/has-local-database';

type AppRouter = ReturnType<typeof createAppRouter>;

// The splash gives way to the app at the latest after this, routed or not: a screen whose code or
// data takes longer (a slow network, a database another tab is upgrading) shows its own loading
// state meanwhile, as the router renders one until it is ready.
const SPLASH_AT_MOST_MS = 1500;

const strict = (app: ReactNode) => <StrictMode>{app}</StrictMode>;

/** Resolves once the router has matched the address and its loaders (and lazy screen) are done. */
function whenRouted(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * Starts the app in #root (main.tsx decides when). On the landing page the app hydrates the
 * prerendered markup (render-landing-html.tsx), so the text already painted stays. On every other
 * address the router starts first, its loaders reading what the screen shows (a returning family's
 * record, the home's code and newest moments: router.tsx), while the splash stays on screen; the
 * app then renders once, with that data, in place of the splash. Its first render used to be the
 * header and a loading state, then the screen a moment later, each one more React commit, style
 * and layout ahead of a returning family's first post.
 *
 * A returning family's first render is their screen, from the service worker's cache: one task,
 * the quickest way to it. A first visit's (the landing page's hydration, onboarding's header while
 * its code still comes over the network) is a transition, so React renders in slices and lets the
 * browser paint and answer input in between instead of one long task on a slow phone.
 */
export function startApp(root: HTMLElement, prerendered: HTMLElement | null): void {
  if (prerendered) {
    root.querySelector(':scope > .hearth-splash')?.remove();
    startTransition(() => {
      hydrateRoot(prerendered, strict(<App />));
    });
    return;
  }
  // The festival host has no routes: it renders its own page at once, as a first visit does.
  if (isFestivalHost(window.location.hostname)) {
    root.querySelector(':scope > .hearth-prerendered-landing')?.remove();
    const reactRoot = createRoot(root);
    startTransition(() => reactRoot.render(strict(<App />)));
    return;
  }
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  const atMost = new Promise<void>((resolve) => window.setTimeout(resolve, SPLASH_AT_MOST_MS));
  void Promise.all([Promise.race([whenRouted(router), atMost]), mayHaveLocalDatabase()]).then(([, returning]) => {
    root.querySelector(':scope > .hearth-prerendered-landing')?.remove();
    const reactRoot = createRoot(root);
    const render = () => reactRoot.render(strict(<App queryClient={queryClient} createRouter={() => router} />));
    if (returning) render();
    else startTransition(render);
  });
}
