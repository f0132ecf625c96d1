import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';

/**
 * Starts the app in #root (main.tsx decides when). The first render is a transition so React renders
 * in slices and lets the browser paint and answer input in between, instead of one long task on a
 * slow phone. On the landing page the app hydrates the prerendered markup (render-landing-html.tsx),
 * so the text already painted stays; on every other address the prerendered copy is dropped and the
 * app renders afresh over the splash.
 */
export function startApp(root: HTMLElement, prerendered: HTMLElement | null): void {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (prerendered) {
    root.querySelector(':scope > .hearth-splash')?.remove();
    startTransition(() => {
      hydrateRoot(prerendered, app);
    });
    return;
  }
  root.querySelector(':scope > .hearth-prerendered-landing')?.remove();
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(app));
}
