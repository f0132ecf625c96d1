import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadFamilyData } from '@/data/family';
import { queryKeys } from '@/data/query-keys';

// core spec §4: loading the family also recomputes member initials and saves them when they differ
// (loadFamilyData), so every screen reading the family sees the corrected initials.
export const familyQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.preferences.family(),
    queryFn: () => loadFamilyData(),
  });

/** The family saved on this device, or null before onboarding. */
export function useFamily() {
  return useQuery(familyQueryOptions());
}
