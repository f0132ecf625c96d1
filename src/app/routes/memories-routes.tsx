import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '@/app/route-handle';

// Routes of the memories and dashboard features (core spec §2). familyRoutes are children of
// /family (family layout: header, nav, tab bar); pageRoutes are children of the public page layout.
export const familyRoutes: RouteObject[] = [
  lazyScreen(
    'feeds', { title: 'Family Memories', back: '/family' },
    () => import('@/features/memories/components/memories-page').then((m) => m.MemoriesPage),
  ),
  lazyScreen(
    'dashboard', { title: 'Family Dashboard', back: '/family' },
    () => import('@/features/dashboard/components/dashboard-page').then((m) => m.DashboardPage),
  ),
  // Issue 23: the family year book, made on demand from the stored moments.
  lazyScreen(
    'year-book', { title: 'Our year book', back: '/family/dashboard' },
    () => import('@/features/year-book/components/year-book-page').then((m) => m.YearBookPage),
  ),
];
export const pageRoutes: RouteObject[] = [];
