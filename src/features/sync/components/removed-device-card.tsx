import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { eraseRemovedDevice, keepAsSeparateFamily } from '@/data/sync/devices';
import { RemovedDeviceView } from '@/features/sync/components/removed-device-view';
import { useSyncStatus } from '@/features/sync/api/use-sync';
import { toast } from '@/ui/toast';

const OUTCOMES = {
  keep: {
    task: keepAsSeparateFamily,
    done: 'Kept on this device: your copy is now a family of its own, not synced with anyone.',
    failed: "We couldn't keep your copy apart. Nothing was changed. Please try again.",
  },
  erase: {
    task: eraseRemovedDevice,
    done: "The family's data was erased from this device.",
    failed: "We couldn't erase this device's copy. Nothing was changed. Please try again.",
  },
} as const;

/**
 * Shown in place of the sync card on a device the family removed, or whose family copy
 * on the server was erased from another device. The outcome is a toast:
 * once kept or erased, this card gives way to the ordinary sync card or to onboarding at once.
 */
export function RemovedDeviceCard() {
  const client = useQueryClient();
  const status = useSyncStatus();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = (choice: keyof typeof OUTCOMES) => {
    const outcome = OUTCOMES[choice];
    setBusy(true);
    setError(null);
    outcome
      .task()
      .then(async () => {
        toast.success(outcome.done);
        await client.invalidateQueries();
      })
      .catch(() => setError(outcome.failed))
      .finally(() => setBusy(false));
  };
  return (
    <RemovedDeviceView
      reason={status.problem === 'SPACE_ERASED' ? 'space-erased' : status.problem === 'SPACE_REMOVED' ? 'space-removed' : 'removed'}
      busy={busy}
      error={error}
      onKeep={() => run('keep')}
      onErase={() => run('erase')}
    />
  );
}
