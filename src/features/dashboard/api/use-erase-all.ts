import { useMutation } from '@tanstack/react-query';
import { eraseThisDevice } from '@/data/erase-device';
import { syncEngine } from '@/data/sync/engine';
import type { EraseScope } from '@/data/sync/erase';

/**
 * Erase (docs/product.md#erase): everything Hearth keeps on this device; with 'server', first the
 * family's copy on Hearth's server (nothing is erased when that fails). Every table changes, and the
 * page reloads right after, so there is nothing to invalidate here (Dexie's storagemutated
 * refreshes open queries anyway).
 */
async function eraseAll(scope: EraseScope = 'device'): Promise<void> {
  // No pull may bring records back while the device is emptied (apply.ts also checks).
  syncEngine.stop();
  try {
    await eraseThisDevice(scope);
  } finally {
    // Sync is off after an erase; after a failed one the device keeps syncing as before.
    if (await syncEngine.load()) {
      syncEngine.startLive();
      void syncEngine.syncNow();
    }
  }
}

export function useEraseAll() {
  return useMutation({ mutationFn: (scope: EraseScope = 'device') => eraseAll(scope) });
}
