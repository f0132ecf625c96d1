import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '@/app/query-client';
import { createRoutes } from '@/app/router';
import { festivalHostPrefix } from '@/lib/config';

/**
 * The landing page (/) as HTML, rendered at build time into index.html (vite.config.ts) so a first
 * visit paints it with no JavaScript at all (issue 9 budgets: LCP, JavaScript before the first
 * paint). It is the same tree the app renders on `/` (root and page layouts, landing page, footer),
 * from the same routes; the app then renders over it (main.tsx), exactly as it did over the splash.
 */
export function renderLandingHtml(): string {
  const router = createMemoryRouter(createRoutes(), { initialEntries: ['/'] });
  return renderToString(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

/**
 * The classic script index.html runs before it paints: it tells the stylesheet whether this page
 * is the landing page (`/` on the main host), so every other address (the server and the service
 * worker answer them all with index.html) shows the splash and never a flash of the landing page.
 * A file, not inline: the content security policy allows scripts from this origin only.
 */
export function landingRouteScript(): string {
  const prefix = JSON.stringify(festivalHostPrefix.toLowerCase());
  return (
    `(function(){var p=${prefix};var festival=p!==''&&location.hostname.toLowerCase().indexOf(p)===0;` +
    `document.documentElement.setAttribute('data-hearth-route',location.pathname==='/'&&!festival?'landing':'app');})();\n`
  );
}
