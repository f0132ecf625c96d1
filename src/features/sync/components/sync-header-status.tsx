import { syncEngine } from '@/data/sync/engine';
import { usePauseSync } from '@/features/sync/api/use-devices';
import { useSyncRunner, useSyncStatus } from '@/features/sync/api/use-sync';
import { SyncStatusView } from '@/features/sync/components/sync-status-view';

/** The family layout's sync state; also keeps this device in sync while the family space is open. */
export function SyncHeaderStatus() {
  useSyncRunner();
  const status = useSyncStatus();
  const pause = usePauseSync();
  return (
    <SyncStatusView
      status={status}
      onSyncNow={() => void syncEngine.syncNow()}
      onAcknowledge={() => void syncEngine.acknowledgeProblems()}
      onResume={() => pause.mutate(false)}
    />
  );
}
