import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@/app/route-handle';
import { PageLayout } from '@/app/layout/page-layout';
import { PageFallback, RootLayout } from '@/app/layout/root-layout';
import { RouteErrorPage } from '@/app/routes/route-error-page';
import { LegacyRedirect } from '@/app/routes/legacy-redirect';
import { FamilyLayout } from '@/app/layout/family-layout';
import { preloadFamilyHome, preloadFamilyRecord } from '@/app/routes/family-preload';
import { FamilyIndexPage } from '@/features/home/components/family-index-page';
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
 * The app's routes. With the app's query client, opening /family also starts loading the screen it
 * will show (onboarding, or the home's code and data) while the family record is read.
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
          // The family space's frame and /family (onboarding or the home, each its own chunk) ship
          // with the app: /family is the installed app's start page, and as lazy routes they cost a
          // first visit one more round trip after the app's code on a slow network (issue 18).
          path: 'family',
          Component: FamilyLayout,
          loader: () => {
            if (queryClient) preloadFamilyRecord(queryClient);
            return null;
          },
          children: [
            {
              index: true,
              handle: handle({ title: 'Family Home', back: false }),
              Component: FamilyIndexPage,
              // Requested as the route matches, before its first render waits for the family record.
              loader: () => {
                if (queryClient) preloadFamilyHome(queryClient);
                return null;
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
