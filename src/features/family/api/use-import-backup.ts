import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReadBackup } from '@/data/backup/backup';

// The backup code (its zod schemas, the worker that reads the file) is loaded when a file is
// picked: onboarding shows this option on its first screen, and that code was a quarter of the
// JavaScript in front of its first paint.
const loadBackup = () => import('@/data/backup/backup');

/** Starts fetching the backup code ahead of the import (when the file picker opens). */
export function preloadBackupCode(): void {
  void loadBackup().catch(() => undefined);
}

/**
 * Reads and checks a backup file without writing anything (in a worker: src/data/backup/read.ts),
 * so the family can be told what will be skipped before anything changes.
 */
export function useReadBackup() {
  return useMutation({
    mutationFn: (file: Blob | string) => loadBackup().then((backup) => backup.readBackup(file)),
  });
}

/**
 * Restores a read backup in one transaction (a failure changes nothing). Every table may have
 * changed, so every query is refreshed; onboarding reloads the page after the family has read the
 * success message.
 */
export function useRestoreBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (backup: ReadBackup) => loadBackup().then((module) => module.restoreBackup(backup)),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
