import { QueryClient } from '@tanstack/react-query';
import { onTableChanges } from '@/data/table-changes';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // IndexedDB is not the network: without 'always' queries pause while the device is offline.
      queries: { networkMode: 'always', staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 },
      mutations: { networkMode: 'always', retry: 0 },
    },
  });
}

/**
 * Query keys start with their table name (src/data/query-keys.ts), so each write (in this tab or
 * another) refreshes exactly the queries that read the changed tables.
 */
export function invalidateOnStorageMutation(queryClient: QueryClient): () => void {
  return onTableChanges((tables) => {
    for (const table of tables) void queryClient.invalidateQueries({ queryKey: [table] });
  });
}
