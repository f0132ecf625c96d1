import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importBackup } from '@/data/backup';

/**
 * Restores a backup file's text (all-or-nothing: a file that fails validation changes nothing).
 * Every table may have changed, so every query is refreshed; onboarding reloads the page after
 * the family has read the success message (core spec §4).
 */
export function useImportBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => importBackup(text),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
