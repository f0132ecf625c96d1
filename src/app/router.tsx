import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@/app/route-handle';
import { PageLayout } from '@/app/layout/page-layout';
import { PageFallback, RootLayout } from '@/app/layout/root-layout';
import { RouteErrorPage } from '@/app/routes/route-error-page';
import { LegacyRedirect } from '@/app/routes/legacy-redirect';
import { preloadFamily, preloadFamilyHome } from '@/app/routes/family-preload';
import * as activities from '@/app/routes/activities-routes';
import * as aiTools from '@/app/routes/ai-tools-routes';
import * as family from '@/app/routes/family-routes';
import * as memories from '@/app/routes/memories-routes';
import * as moments from '@/app/routes/moments-routes';
import * as pages from '@/app/routes/pages-routes';
import * as sync from '@/app/routes/sync-routes';

const features = [family, moments, memories, activities, aiTools, pages, sync];

const handle = (h: RouteHandle) => h;

// Each screen is its own lazily loaded chunk (activities spec §2.1 route table).
const LEGACY_PATHS = [
  'family',
  'family/feeds',
  'family/dashboard',
  'family/manage',
  'family/add-member',
  'family/activities',
  'family/ai-fun',
  'family/time-travel',
  'family/co-drawing',
  'family/bollywood-game',
  'family/recipe-roulette',
  'onam',
];

/**
 * The app's routes. With the app's query client, opening the family space also starts reading the
 * family (and, for /family, the home's code and data) while the route's code loads.
 */
export function createRoutes(queryClient?: QueryClient): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      // Shown while the first lazy route of a visit loads, instead of a blank page.
      HydrateFallback: PageFallback,
      children: [
        {
          element: <PageLayout />,
          children: [
            ...features.flatMap((f) => f.pageRoutes),
            {
              path: '*',
              handle: handle({ title: 'Page not found' }),
              lazy: () => import('@/features/pages/components/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
            },
          ],
        },
        {
          // The family space is its own chunk, so the landing page stays small for a first visit.
          path: 'family',
          lazy: () => {
            if (queryClient) preloadFamily(queryClient);
            return import('@/app/layout/family-layout').then((m) => ({ Component: m.FamilyLayout }));
          },
          children: [
            {
              index: true,
              handle: handle({ title: 'Family Home', back: false }),
              lazy: () => {
                if (queryClient) preloadFamilyHome(queryClient);
                return import('@/features/home/components/family-index-page').then((m) => ({ Component: m.FamilyIndexPage }));
              },
            },
            ...features.flatMap((f) => f.familyRoutes),
            { path: 'ai-fun', element: <Navigate replace to="/family/activities" /> },
          ],
        },
        ...LEGACY_PATHS.map((path) => ({ path: `app/${path}`, element: <LegacyRedirect /> })),
      ],
    },
  ];
}

export const routes: RouteObject[] = createRoutes();

export function createAppRouter(queryClient?: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
