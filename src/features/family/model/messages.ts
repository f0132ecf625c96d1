import { BackupError, storageErrorMessage, type BackupErrorReason } from '@/data/errors';
// Exact texts of core spec §2 and §8 for the family screens ({product} is Hearth, PRODUCT.md).
export const familyMessages = {
  loading: 'Loading your family...',
  loadFailed: 'Failed to load family data',
  importSucceeded: 'Family data imported successfully! Your family memories and settings have been restored.',
  importFailed: 'Failed to import family data. Please make sure you selected a valid Hearth backup file.',
  noFamilyData: 'No Family Data Found',
} as const;

// Refusals whose own words tell the family what to do; any other refusal gets the spec's message.
const SELF_EXPLAINING: readonly BackupErrorReason[] = ['newer-version', 'no-family', 'duplicate-member', 'too-large', 'unreadable'];

/**
 * What the family reads when a backup could not be restored: a full disk or a browser that cannot
 * store says so (the file is fine: issue 20, item 6), a refusal with its own words gives them,
 * anything else the spec's message (core spec §8).
 */
export function importFailureMessage(error: unknown): string {
  const storage = storageErrorMessage(error, 'import-backup');
  if (storage) return storage;
  if (error instanceof BackupError && SELF_EXPLAINING.includes(error.reason)) return error.message;
  return familyMessages.importFailed;
}
