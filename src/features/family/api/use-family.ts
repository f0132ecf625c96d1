import { queryOptions, useQuery } from '@tanstack/react-query';
import { mayHaveLocalDatabase } from '@/data/has-local-database';
import { queryKeys } from '@/data/query-keys';
import type { FamilyData } from '@/data/types';

/**
 * Loading the family also recomputes member initials and saves them when they differ
 * (loadFamilyData), so every screen reading the family sees the corrected initials. A device
 * without Hearth's database (a first visit) has no family: that is answered without loading the
 * database code, so onboarding paints without it; it is loaded at the
 * family's first tap or key on onboarding (home/components/family-index-page.tsx), before anything
 * is saved.
 */
async function readFamily(): Promise<FamilyData | null> {
  if (!(await mayHaveLocalDatabase())) return null;
  const { loadFamilyData } = await import('@/data/family');
  return loadFamilyData();
}

export const familyQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.preferences.family(),
    queryFn: readFamily,
  });

/** The family saved on this device, or null before onboarding. */
export function useFamily() {
  return useQuery(familyQueryOptions());
}
