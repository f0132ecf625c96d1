import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '@/app/route-handle';

// Issue 24: the invitation link `/join#<secret>` opens outside the family space (the device may
// have no family yet).
export const familyRoutes: RouteObject[] = [];

export const pageRoutes: RouteObject[] = [
  lazyScreen('join', { title: 'Join your family' }, () => import('@/features/sync/components/join-page').then((m) => m.JoinPage)),
  // Issue 25: a new device opens the family with its recovery code.
  lazyScreen('recover', { title: 'Recover your family' }, () => import('@/features/sync/components/recover-page').then((m) => m.RecoverPage)),
];
