import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchServerSyncSetup, type ServerSyncSetup } from '@/data/sync/server-sync-setup';

export const serverSyncSetupQueryOptions = () =>
  queryOptions({
    queryKey: ['server', 'config', 'syncSetup'] as const,
    queryFn: ({ signal }): Promise<ServerSyncSetup | null> => fetchServerSyncSetup({ signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** How the server keeps family copies and takes new families; null until it answers (or if it cannot). */
export function useServerSyncSetup(): ServerSyncSetup | null {
  return useQuery(serverSyncSetupQueryOptions()).data ?? null;
}
