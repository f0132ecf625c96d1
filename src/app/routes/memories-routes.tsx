import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@/app/route-handle';

const handle = (h: RouteHandle) => h;

// Routes of the memories and dashboard features (core spec §2). familyRoutes are children of
// /family (family layout: header, nav, tab bar); pageRoutes are children of the public page layout.
export const familyRoutes: RouteObject[] = [
  {
    path: 'feeds',
    handle: handle({ title: 'Family Memories', back: '/family' }),
    lazy: () => import('@/features/memories/components/memories-page').then((m) => ({ Component: m.MemoriesPage })),
  },
  {
    path: 'dashboard',
    handle: handle({ title: 'Family Dashboard', back: '/family' }),
    lazy: () => import('@/features/dashboard/components/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
  },
];
export const pageRoutes: RouteObject[] = [];
