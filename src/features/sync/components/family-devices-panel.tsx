import { useState } from 'react';
import { SyncHttpError, SyncOfflineError } from '@/data/sync/client';
import { createRecoveryKit } from '@/data/sync/recovery';
import { useFamily } from '@/features/family/api/use-family';
import { useFamilyDevices, usePauseSync, useRemoveDevice, useRenameDevice } from '@/features/sync/api/use-devices';
import { DeviceListView } from '@/features/sync/components/device-list-view';
import { RecoveryKitView, type RecoveryKitState } from '@/features/sync/components/recovery-kit-view';
import { deviceErrorText, deviceName } from '@/features/sync/model/device-text';

const codeOf = (error: unknown) => (error instanceof SyncOfflineError ? 'OFFLINE' : error instanceof SyncHttpError ? error.code : 'UNKNOWN');

/** The devices list and the recovery kit, shown in the sync card once sync is on (issue 25). */
export function FamilyDevicesPanel({ paused }: { paused: boolean }) {
  const family = useFamily();
  const devices = useFamilyDevices(true);
  const rename = useRenameDevice();
  const remove = useRemoveDevice();
  const pause = usePauseSync();
  const [error, setError] = useState<string | null>(null);
  const [removedName, setRemovedName] = useState<string | null>(null);
  const [kit, setKit] = useState<RecoveryKitState | null>(null);
  const [kitBusy, setKitBusy] = useState(false);
  const [kitError, setKitError] = useState<string | null>(null);
  const members = (family.data?.members ?? []).map(({ id, name }) => ({ id, name }));
  const kitState: RecoveryKitState = kit ?? { step: 'offer', createdAt: devices.data?.recoveryCreatedAt ?? null };

  const attempt = async (task: () => Promise<void>): Promise<boolean> => {
    setError(null);
    setRemovedName(null);
    try {
      await task();
      return true;
    } catch (caught) {
      setError(deviceErrorText(codeOf(caught)));
      return false;
    }
  };

  return (
    <>
      <DeviceListView
        devices={devices.data?.devices ?? null}
        members={members}
        loadError={devices.isError ? deviceErrorText(codeOf(devices.error)) : null}
        paused={paused}
        busy={rename.isPending || remove.isPending || pause.isPending}
        error={error}
        removedName={removedName}
        onRename={(label) => attempt(() => rename.mutateAsync(label))}
        onRemove={(deviceId) => {
          const target = devices.data?.devices.find((device) => device.deviceId === deviceId);
          return attempt(async () => {
            await remove.mutateAsync(deviceId);
            if (target && !target.isThisDevice) setRemovedName(deviceName(target));
          });
        }}
        onPause={(next) => void attempt(() => pause.mutateAsync(next))}
      />
      <RecoveryKitView
        state={kitState}
        busy={kitBusy}
        error={kitError}
        onMake={() => {
          setKitBusy(true);
          setKitError(null);
          createRecoveryKit()
            .then((code) => setKit({ step: 'show', code }))
            .catch((caught: unknown) => setKitError(deviceErrorText(codeOf(caught))))
            .finally(() => setKitBusy(false));
        }}
        onPrint={() => window.print()}
        onSaved={() => {
          setKit({ step: 'saved', createdAt: new Date().toISOString() });
          void devices.refetch();
        }}
        onSkip={() => setKit({ step: 'skipped' })}
      />
    </>
  );
}
