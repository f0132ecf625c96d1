import { queryOptions, useQuery } from '@tanstack/react-query';
import { readFamilyWithoutDexie } from '@/data/first-paint-reads';
import { mayHaveLocalDatabase } from '@/data/has-local-database';
import { queryKeys } from '@/data/query-keys';
import type { FamilyData } from '@/data/types';

/**
 * core spec §4: loading the family also recomputes member initials and saves them when they differ
 * (loadFamilyData), so every screen reading the family sees the corrected initials. A device
 * without Hearth's database (a first visit) has no family: that is answered without loading the
 * database code, so onboarding paints without it (issue 9 budget for /family); it is loaded once
 * onboarding has painted (family-index-route.tsx) and before anything is saved. A returning
 * family's record is read with plain IndexedDB (first-paint-reads.ts), so no /family page waits for
 * Dexie just to know the family; Dexie reads it when that cannot be done or initials need saving.
 */
async function readFamily(): Promise<FamilyData | null> {
  if (!(await mayHaveLocalDatabase())) return null;
  const family = await readFamilyWithoutDexie();
  if (family !== undefined) return family;
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
