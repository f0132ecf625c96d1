import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importBackup } from '@/data/backup';

/**
 * Restores a backup file (all-or-nothing: a file that fails validation changes nothing). The picked
 * File itself is passed on, so reading and validating it happen in a worker (src/data/backup.ts).
 * Every table may have changed, so every query is refreshed; onboarding reloads the page after
 * the family has read the success message (core spec §4).
 */
export function useImportBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: Blob | string) => importBackup(file),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
