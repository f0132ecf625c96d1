import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '@/app/route-handle';

// Issue 24: the invitation link `/join#<secret>` opens outside the family space (the device may
// have no family yet).
export const familyRoutes: RouteObject[] = [];

export const pageRoutes: RouteObject[] = [
  lazyScreen('join', { title: 'Join your family' }, () => import('@/features/sync/components/join-page').then((m) => m.JoinPage)),
];
