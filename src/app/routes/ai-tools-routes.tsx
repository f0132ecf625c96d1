import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@/app/route-handle';
import { OnamRouteError } from '@/features/festival/components/onam-route-error';

// Routes of the ai-tools feature. familyRoutes are children of /family (family layout: header, nav, tab bar);
// pageRoutes are children of the public page layout (content + shared footer).
const handle = (h: RouteHandle) => h;

export const familyRoutes: RouteObject[] = [
  {
    // activities spec §2.7; not gated by a family (only the activities hub is, §2.3).
    path: 'time-travel',
    handle: handle({ title: 'Time-Travel Photos', back: '/family/activities' }),
    lazy: () => import('@/features/time-travel/components/time-travel-page').then((m) => ({ Component: m.TimeTravelPage })),
  },
  {
    // activities spec §2.8; full-screen drawing tool, not gated by a family (only the hub is, §2.3).
    path: 'co-drawing',
    handle: handle({ title: 'Co-Drawing Magic', back: '/family/activities', hideTabs: true }),
    lazy: () => import('@/features/co-drawing/components/co-drawing-page').then((m) => ({ Component: m.CoDrawingPage })),
  },
];

export const pageRoutes: RouteObject[] = [
  {
    // activities spec §2.9; §2.1: a failure to show it ends on 'Onam Page Error'.
    path: 'onam',
    handle: handle({ title: 'Onam Photo Magic' }),
    errorElement: <OnamRouteError />,
    lazy: () => import('@/features/festival/components/onam-page').then((m) => ({ Component: m.OnamPage })),
  },
];
