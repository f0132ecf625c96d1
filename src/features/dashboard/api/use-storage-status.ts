import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/data/query-keys';
import { isStoragePersisted, requestPersistentStorage, storageEstimate, type StorageEstimate } from '@/data/storage';
import { useDashboardServices, type StorageManagerLike } from '@/features/dashboard/api/dashboard-calls-context';

export interface StorageStatus {
  /** Space used and available, or null when the browser cannot tell. */
  estimate: StorageEstimate | null;
  persisted: boolean;
}

// Not a Dexie table: nothing invalidates it by itself; export, erase and cleanup refetch it.

export const storageStatusQueryOptions = (storage: StorageManagerLike | undefined) =>
  queryOptions({
    queryKey: queryKeys.storage.status(),
    queryFn: async (): Promise<StorageStatus> => {
      const [estimate, persisted] = await Promise.all([
        storage ? storageEstimate(storage) : storageEstimate(),
        storage ? isStoragePersisted(storage) : isStoragePersisted(),
      ]);
      return { estimate, persisted };
    },
  });

/** Space used and whether the browser promised to keep the data (docs/product.md#storage-card). */
export function useStorageStatus() {
  const { storage } = useDashboardServices();
  return useQuery(storageStatusQueryOptions(storage));
}

/** Asks the browser for persistent storage (navigator.storage.persist()); resolves to whether it was granted. */
export function useRequestPersistence() {
  const { storage } = useDashboardServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => (storage ? requestPersistentStorage(storage) : requestPersistentStorage()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.storage.status() }),
  });
}
