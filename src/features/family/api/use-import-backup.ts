import { useMutation, useQueryClient } from '@tanstack/react-query';

// The backup code (its zod schemas, the worker that reads the file) is loaded when a file is
// picked: onboarding shows this option on its first screen, and that code was a quarter of the
// JavaScript in front of its first paint (issue 9 budget for /family).
const loadBackup = () => import('@/data/backup');

/** Starts fetching the backup code ahead of the import (when the file picker opens). */
export function preloadBackupCode(): void {
  void loadBackup().catch(() => undefined);
}

/**
 * Restores a backup file (all-or-nothing: a file that fails validation changes nothing). The picked
 * File itself is passed on, so reading and validating it happen in a worker (src/data/backup.ts).
 * Every table may have changed, so every query is refreshed; onboarding reloads the page after
 * the family has read the success message (core spec §4).
 */
export function useImportBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: Blob | string) => loadBackup().then((backup) => backup.importBackup(file)),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
