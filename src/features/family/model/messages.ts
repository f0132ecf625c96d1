import { BackupError, storageErrorMessage, type BackupErrorReason } from '@/data/errors';
// The family screens' exact texts (docs/product.md#onboarding).
export const familyMessages = {
  loading: 'Loading your family...',
  loadFailed: 'Failed to load family data',
  importSucceeded: 'Family data imported successfully! Your family memories and settings have been restored.',
  importFailed: 'Failed to import family data. Please make sure you selected a valid Hearth backup file.',
  noFamilyData: 'No Family Data Found',
} as const;

// Refusals whose own words tell the family what to do; any other refusal gets the import failure message.
const SELF_EXPLAINING: readonly BackupErrorReason[] = ['newer-version', 'no-family', 'duplicate-member', 'too-large', 'unreadable'];

/**
 * What the family reads when a backup could not be restored: a full disk or a browser that cannot
 * store says so (the file is fine), a refusal with its own words gives them, anything else the
 * import failure message.
 */
export function importFailureMessage(error: unknown): string {
  const storage = storageErrorMessage(error, 'import-backup');
  if (storage) return storage;
  if (error instanceof BackupError && SELF_EXPLAINING.includes(error.reason)) return error.message;
  return familyMessages.importFailed;
}
