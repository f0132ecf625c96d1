import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { lazy, Suspense, useState } from 'react';
import { AppProviders } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { isFestivalHost } from '@/lib/config';
import { OnamPageBoundary } from '@/features/festival/components/onam-page-error';

// The festival host gets only the Onam page; its code loads on that host only.
const FestivalApp = lazy(() => import('@/features/festival/components/festival-app').then((m) => ({ default: m.FestivalApp })));

type CreateRouter = (queryClient: QueryClient) => ReturnType<typeof createAppRouter>;

function MainApp({ createRouter }: { createRouter: CreateRouter }) {
  const queryClient = useQueryClient();
  const [router] = useState(() => createRouter(queryClient));
  return <RouterProvider router={router} useTransitions={false} />;
}

/**
 * `createRouter`: the build's prerender of the landing page (render-landing-html.tsx) passes a memory
 * router, so the markup it writes into index.html comes from this same tree and the browser can
 * hydrate it (main.tsx) instead of replacing it.
 */
export function App({
  hostname = window.location.hostname,
  createRouter = createAppRouter,
  queryClient,
}: {
  hostname?: string;
  createRouter?: CreateRouter;
  /** The query client the router's loaders already fill (start.tsx); a new one by default. */
  queryClient?: QueryClient;
}) {
  return (
    <AppProviders queryClient={queryClient}>
      {isFestivalHost(hostname) ? (
        // Outside the lazy chunk, so a failed load also shows 'Onam Page Error'.
        <OnamPageBoundary>
          <Suspense fallback={null}>
            <FestivalApp />
          </Suspense>
        </OnamPageBoundary>
      ) : (
        <MainApp createRouter={createRouter} />
      )}
    </AppProviders>
  );
}
