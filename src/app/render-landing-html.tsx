import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '@/app/app';
import { createRoutes } from '@/app/router';
import { festivalHostPrefix } from '@/lib/config';

/** Any host that is not the festival host: the landing page belongs to the main app. */
const MAIN_HOST = 'hearth.invalid';

/**
 * The landing page (/) as HTML, rendered at build time into index.html (vite.config.ts) so a first
 * visit paints it before any JavaScript has run. It is the tree main.tsx renders on `/` (the same
 * App, routes and layouts), so the browser hydrates this markup instead of replacing it: the
 * trees must stay identical (useId, text).
 */
export function renderLandingHtml(): string {
  return renderToString(
    <StrictMode>
      <App hostname={MAIN_HOST} createRouter={() => createMemoryRouter(createRoutes(), { initialEntries: ['/'] })} />
    </StrictMode>,
  );
}

/**
 * The inline script index.html runs in its head, before the first paint. The server and the
 * service worker answer every address with the same index.html, which holds the prerendered landing
 * page; only the address knows whether it is the landing page, and CSS cannot read the address. So
 * this marks the page `data-hearth-route="landing"` on `/` of the main host, and index.html's
 * stylesheet shows the landing page only then and the splash everywhere else: no address flashes
 * the landing page. Inline, so nothing is downloaded before the first paint; the content security
 * policy allows it by its hash (server/inline-scripts.ts), so its text never depends on the build's
 * settings: the festival host prefix is read from the page (vite.config.ts writes it on <html>).
 */
export function landingRouteScript(): string {
  return (
    "(function(){var d=document.documentElement;var p=(d.getAttribute('data-festival-host-prefix')||'').toLowerCase();" +
    "var festival=p!==''&&location.hostname.toLowerCase().indexOf(p)===0;" +
    "d.setAttribute('data-hearth-route',location.pathname==='/'&&!festival?'landing':'app');})();"
  );
}

/** The attribute on <html> the head script reads the festival host prefix from. */
export function festivalPrefixAttribute(): string {
  return `data-festival-host-prefix="${festivalHostPrefix.toLowerCase().replace(/[^a-z0-9.-]/g, '')}"`;
}
