import { useState } from 'react';
import { SyncHttpError, SyncOfflineError } from '@/data/sync/client';
import { createRecoveryKit } from '@/data/sync/recovery';
import { useFamily } from '@/features/family/api/use-family';
import { useAcknowledgeRecoveryNotice, useFamilyDevices, usePauseSync, useRemoveDevice, useRenameDevice } from '@/features/sync/api/use-devices';
import { DeviceListView } from '@/features/sync/components/device-list-view';
import { RecoveryKitView, type RecoveryKitState } from '@/features/sync/components/recovery-kit-view';
import { deviceErrorText, deviceName, recoveryNotice } from '@/features/sync/model/device-text';

const codeOf = (error: unknown) => (error instanceof SyncOfflineError ? 'OFFLINE' : error instanceof SyncHttpError ? error.code : 'UNKNOWN');
const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });

/** The devices list and the recovery kit, shown in the sync card once sync is on. */
export function FamilyDevicesPanel({ paused }: { paused: boolean }) {
  const family = useFamily();
  const devices = useFamilyDevices(true);
  const rename = useRenameDevice();
  const remove = useRemoveDevice();
  const pause = usePauseSync();
  const acknowledge = useAcknowledgeRecoveryNotice();
  const [error, setError] = useState<string | null>(null);
  const [removed, setRemoved] = useState<{ name: string; also: string[] } | null>(null);
  const [kit, setKit] = useState<RecoveryKitState | null>(null);
  const [kitBusy, setKitBusy] = useState(false);
  const [kitError, setKitError] = useState<string | null>(null);
  const members = (family.data?.members ?? []).map(({ id, name }) => ({ id, name }));
  const recovery = devices.data?.recovery;
  const kitState: RecoveryKitState = kit ?? { step: 'offer', current: recovery?.current ?? null };

  const attempt = async (task: () => Promise<void>): Promise<boolean> => {
    setError(null);
    setRemoved(null);
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
        removedName={removed?.name ?? null}
        alsoRemovedNames={removed?.also ?? []}
        onRename={(label) => attempt(() => rename.mutateAsync(label))}
        onRemove={(deviceId) => {
          const listed = devices.data?.devices ?? [];
          const target = listed.find((device) => device.deviceId === deviceId);
          return attempt(async () => {
            const outcome = await remove.mutateAsync(deviceId);
            const also = listed.filter((device) => outcome.alsoRemoved.includes(device.deviceId)).map(deviceName);
            if (target && !target.isThisDevice) setRemoved({ name: deviceName(target), also });
            // The code the family saved stopped working with the old key: the section asks for a new one.
            if (outcome.recoveryRetired) setKit(null);
          });
        }}
        onPause={(next) => void attempt(() => pause.mutateAsync(next))}
      />
      <RecoveryKitView
        state={kitState}
        notice={kit ? null : recoveryNotice(recovery, day)}
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
        onAcknowledge={() => {
          if (recovery?.current) acknowledge.mutate(recovery.current.createdAt);
        }}
      />
    </>
  );
}
