import { QueryClient } from '@tanstack/react-query';
import type { TableName } from '@/data/query-keys';

const TABLES: readonly TableName[] = ['posts', 'completedTasks', 'preferences', 'recipes', 'cookingSessions'];

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
 * Dexie reports every committed write (in this tab and in other tabs of the same origin) through
 * `storagemutated`. Query keys start with their table name (src/data/query-keys.ts), so each write
 * refreshes exactly the queries that read the changed tables.
 */
export function invalidateOnStorageMutation(queryClient: QueryClient): () => void {
  const listener = (parts: Record<string, unknown>) => {
    const changed = new Set<TableName>();
    for (const key of Object.keys(parts)) {
      // Keys look like "idb://Hearth/posts/..." — the fourth segment is the table.
      const table = key.split('/')[3] as TableName | undefined;
      if (table && TABLES.includes(table)) changed.add(table);
    }
    for (const table of changed) void queryClient.invalidateQueries({ queryKey: [table] });
  };
  // Dexie is loaded on demand so the landing page paints without the database code; no query that
  // reads a table can exist before Dexie itself has loaded, so nothing is missed meanwhile.
  let stop: (() => void) | null = null;
  let cancelled = false;
  void import('dexie').then(({ Dexie }) => {
    if (cancelled) return;
    Dexie.on('storagemutated', listener);
    stop = () => Dexie.on('storagemutated').unsubscribe(listener);
  });
  return () => {
    cancelled = true;
    stop?.();
  };
}
