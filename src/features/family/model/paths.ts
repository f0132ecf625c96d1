/** Paths of the family screens (registered in the route table, src/app/router.tsx). */
export const familyPaths = {
  home: '/family',
  manage: '/family/manage',
  addMember: '/family/add-member',
  editMember: (memberId: string) => `/family/manage/edit/${encodeURIComponent(memberId)}`,
} as const;
