import { useMutation } from '@tanstack/react-query';
import type { EraseScope } from '@/data/sync/erase';
import { useDashboardServices } from '@/features/dashboard/api/dashboard-calls-context';

/**
 * Erase (docs/product.md#erase): clears every store in one transaction (src/data/storage.ts), so a
 * failure leaves every record as it was. Every table changes, and the page reloads right after,
 * so there is nothing to invalidate here (Dexie's storagemutated refreshes open queries anyway).
 */
export function useEraseAll() {
  const services = useDashboardServices();
  return useMutation({ mutationFn: (scope: EraseScope = 'device') => services.clearAllData(scope) });
}
