import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/data/query-keys';
import { isStoragePersisted, requestPersistentStorage, storageEstimate, type StorageEstimate } from '@/data/storage';
import { useServices, type StorageManagerLike } from '@/lib/services';

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
        storageEstimate(storage),
        isStoragePersisted(storage),
      ]);
      return { estimate, persisted };
    },
  });

/** Space used and whether the browser promised to keep the data (docs/product.md#storage-card). */
export function useStorageStatus() {
  const { storageManager } = useServices();
  return useQuery(storageStatusQueryOptions(storageManager));
}

/** Asks the browser for persistent storage (navigator.storage.persist()); resolves to whether it was granted. */
export function useRequestPersistence() {
  const { storageManager } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => requestPersistentStorage(storageManager),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.storage.status() }),
  });
}
