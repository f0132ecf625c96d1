import { QueryClient } from '@tanstack/react-query';
import { DEXIE_LOADED_EVENT } from '@/data/has-local-database';
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
  // Dexie is loaded on demand, by the data layer, the first time a query or mutation reads or
  // writes a table; the landing page of a first visit never loads it (issue 9 budget). So the
  // listener is attached as soon as Dexie is there (dexie's module registers itself under
  // Symbol.for('Dexie')), checked on every query and mutation event and when db.ts announces it:
  // no write can happen before Dexie has loaded.
  let stop: (() => void) | null = null;
  let cancelled = false;
  let attached = false;
  const dexieLoaded = () => Symbol.for('Dexie') in globalThis;
  const attach = () => {
    if (attached || !dexieLoaded()) return;
    attached = true;
    stopWatching();
    void import('dexie').then(({ Dexie }) => {
      if (cancelled) return;
      Dexie.on('storagemutated', listener);
      stop = () => Dexie.on('storagemutated').unsubscribe(listener);
    });
  };
  // The family and the first memories may have been read without Dexie (first-paint-reads.ts): a
  // write in this tab loads Dexie first, and db.ts announces it before the write commits; a write
  // in another tab is heard only once Dexie is loaded here, so it is loaded when this tab is hidden
  // (the family is using another tab) if this page shows data, at no cost to what they see.
  const loadWhenHidden = () => {
    if (typeof document === 'undefined' || document.visibilityState !== 'hidden' || dexieLoaded()) return;
    const showsData = queryClient.getQueryCache().getAll().some((query) => TABLES.includes(query.queryKey[0] as TableName));
    if (showsData) void import('@/data/db').catch(() => undefined);
  };
  const hasDocument = typeof document !== 'undefined';
  if (hasDocument) document.addEventListener('visibilitychange', loadWhenHidden);
  globalThis.addEventListener?.(DEXIE_LOADED_EVENT, attach);
  const watchers = [
    queryClient.getQueryCache().subscribe(attach),
    queryClient.getMutationCache().subscribe(attach),
    () => globalThis.removeEventListener?.(DEXIE_LOADED_EVENT, attach),
    () => (hasDocument ? document.removeEventListener('visibilitychange', loadWhenHidden) : undefined),
  ];
  function stopWatching() {
    for (const unsubscribe of watchers.splice(0)) unsubscribe();
  }
  attach();
  return () => {
    cancelled = true;
    stopWatching();
    stop?.();
  };
}
