import { queryOptions, useQuery } from '@tanstack/react-query';
import { getLastBackupAt } from '@/data/backup/backup';
import { queryKeys } from '@/data/query-keys';
import { preferenceKeys } from '@/data/types';

export const lastBackupQueryKey = queryKeys.preferences.byKey(preferenceKeys.lastBackupAt);

/** When the family last exported a backup (for the 14-day reminder), or null. */
export const lastBackupQueryOptions = () =>
  queryOptions({ queryKey: lastBackupQueryKey, queryFn: () => getLastBackupAt() });

export function useLastBackup() {
  return useQuery(lastBackupQueryOptions());
}
