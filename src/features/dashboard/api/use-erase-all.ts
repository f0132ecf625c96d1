import { useMutation } from '@tanstack/react-query';
import { eraseFamilyData, type EraseScope } from '@/data/sync/erase';

/**
 * Erase (docs/product.md#erase): clears every store in one transaction (src/data/storage.ts), so a
 * failure leaves every record as it was. Every table changes, and the page reloads right after,
 * so there is nothing to invalidate here (Dexie's storagemutated refreshes open queries anyway).
 */
export function useEraseAll() {
  return useMutation({ mutationFn: (scope: EraseScope = 'device') => eraseFamilyData(scope) });
}
