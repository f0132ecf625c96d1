import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '@/app/route-handle';

// Routes of the moments feature. familyRoutes are children of /family (family layout: header, nav, tab bar);
// pageRoutes are children of the public page layout (content + shared footer).
// The home itself (/family) is rendered by the family index route with FamilyHomePage; core spec §2:
// /family/feed also counts as home.
export const familyRoutes: RouteObject[] = [
  lazyScreen(
    'feed', { title: 'Family Home', back: false },
    () => import('@/features/home/components/family-feed-route').then((m) => m.FamilyFeedRoute),
  ),
];
export const pageRoutes: RouteObject[] = [];
