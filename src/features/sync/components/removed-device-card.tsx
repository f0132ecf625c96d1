import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { eraseRemovedDevice, keepAsSeparateFamily } from '@/data/sync/devices';
import { RemovedDeviceView } from '@/features/sync/components/removed-device-view';

/** Shown in place of the sync card on a device the family removed (issue 25). */
export function RemovedDeviceCard() {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<'kept' | 'erased' | null>(null);
  const run = (task: () => Promise<void>, outcome: 'kept' | 'erased') => {
    setBusy(true);
    task()
      .then(async () => {
        setDone(outcome);
        await client.invalidateQueries();
      })
      .finally(() => setBusy(false));
  };
  return <RemovedDeviceView busy={busy} done={done} onKeep={() => run(() => keepAsSeparateFamily(), 'kept')} onErase={() => run(() => eraseRemovedDevice(), 'erased')} />;
}
