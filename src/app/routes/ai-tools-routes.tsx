import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '@/app/route-handle';
import { OnamRouteError } from '@/features/festival/components/onam-route-error';

// Routes of the ai-tools feature. familyRoutes are children of /family (family layout: header, nav, tab bar);
// pageRoutes are children of the public page layout (content + shared footer).
export const familyRoutes: RouteObject[] = [
  // activities spec §2.7; not gated by a family (only the activities hub is, §2.3).
  lazyScreen(
    'time-travel', { title: 'Time-Travel Photos', back: '/family/activities' },
    () => import('@/features/time-travel/components/time-travel-page').then((m) => m.TimeTravelPage),
  ),
  // activities spec §2.8; full-screen drawing tool, not gated by a family (only the hub is, §2.3).
  lazyScreen(
    'co-drawing', { title: 'Co-Drawing Magic', back: '/family/activities', hideTabs: true },
    () => import('@/features/co-drawing/components/co-drawing-page').then((m) => m.CoDrawingPage),
  ),
];

export const pageRoutes: RouteObject[] = [
  // activities spec §2.9; §2.1: a failure to show it ends on 'Onam Page Error'.
  lazyScreen(
    'onam', { title: 'Onam Photo Magic' },
    () => import('@/features/festival/components/onam-page').then((m) => m.OnamPage),
    { errorElement: <OnamRouteError /> },
  ),
];
