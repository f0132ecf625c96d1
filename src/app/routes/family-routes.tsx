import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@/app/route-handle';

const handle = (h: RouteHandle) => h;

// Routes of the family feature. familyRoutes are children of /family (family layout: header, nav, tab bar);
// pageRoutes are children of the public page layout (content + shared footer).
// The /family index (onboarding or home) is wired in family-index-route.tsx.
export const familyRoutes: RouteObject[] = [
  {
    path: 'manage',
    handle: handle({ title: 'Manage Family', back: '/family' }),
    lazy: () =>
      import('@/features/family/components/manage/manage-family-page').then((m) => ({ Component: m.ManageFamilyPage })),
  },
  {
    // core spec §2: Edit Member's route is not shown; its back target is /family/manage.
    path: 'manage/edit/:memberId',
    handle: handle({ title: 'Edit Member', back: '/family/manage' }),
    lazy: () =>
      import('@/features/family/components/manage/edit-member-page').then((m) => ({ Component: m.EditMemberPage })),
  },
  {
    path: 'add-member',
    handle: handle({ title: 'Add Family Member', back: '/family/manage' }),
    lazy: () =>
      import('@/features/family/components/manage/add-member-page').then((m) => ({ Component: m.AddMemberPage })),
  },
];
export const pageRoutes: RouteObject[] = [];
