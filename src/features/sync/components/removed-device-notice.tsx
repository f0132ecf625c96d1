import { useSyncStatus } from '@/features/sync/api/use-sync';
import { RemovedDeviceCard } from '@/features/sync/components/removed-device-card';

/**
 * Where the family lands (/family): a device the family removed offers at once to keep its copy as
 * a family of its own or to erase it, not only on the dashboard. Nothing while it is still synced.
 */
export function RemovedDeviceNotice() {
  const status = useSyncStatus();
  if (status.state !== 'removed') return null;
  return (
    <div className="mb-4">
      <RemovedDeviceCard />
    </div>
  );
}
