import { useQuery } from '@tanstack/react-query';
import type { SyncStatus } from '@/data/sync/engine';
import { useDashboardServices } from '@/features/dashboard/api/dashboard-calls-context';
import type { SyncSituation } from '@/features/dashboard/model/erase-copies';

/**
 * This device's place in family sync, for the erase dialog: on a synced device the server is asked
 * (each time the dialog opens: devices join and leave) which of the family's devices still sync.
 */
export function useSyncSituation(status: SyncStatus, asking: boolean): { sync: SyncSituation; checking: boolean } {
  const services = useDashboardServices();
  const synced = status.state !== 'off' && status.state !== 'removed';
  const copies = useQuery({
    queryKey: ['sync', 'family-copies'],
    queryFn: () => services.familyCopies(),
    enabled: synced && asking,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    networkMode: 'always',
  });
  if (status.state === 'off') return { sync: { kind: 'not-synced' }, checking: false };
  if (status.state === 'removed') return { sync: { kind: 'left' }, checking: false };
  const data = copies.data;
  return {
    sync: { kind: 'synced', otherDevices: data?.synced ? data.otherDevices : null, recoveryKit: data?.recoveryKit ?? false },
    checking: copies.isPending || copies.isFetching,
  };
}
