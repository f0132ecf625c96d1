import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '@/app/route-handle';

// Routes of the family feature. familyRoutes are children of /family (family layout: header, nav, tab bar);
// pageRoutes are children of the public page layout (content + shared footer).
// The /family index (onboarding or home) is wired in features/home/components/family-index-page.tsx.
export const familyRoutes: RouteObject[] = [
  lazyScreen(
    'manage', { title: 'Manage Family', back: '/family' },
    () => import('@/features/family/components/manage/manage-family-page').then((m) => m.ManageFamilyPage),
  ),
  // core spec §2: Edit Member's route is not shown; its back target is /family/manage.
  lazyScreen(
    'manage/edit/:memberId', { title: 'Edit Member', back: '/family/manage' },
    () => import('@/features/family/components/manage/edit-member-page').then((m) => m.EditMemberPage),
  ),
  lazyScreen(
    'add-member', { title: 'Add Family Member', back: '/family/manage' },
    () => import('@/features/family/components/manage/add-member-page').then((m) => m.AddMemberPage),
  ),
];
export const pageRoutes: RouteObject[] = [];
