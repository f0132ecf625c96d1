import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { SyncHttpError, SyncOfflineError } from '@/data/sync/client';
import { deviceFamilyFor } from '@/data/sync/join';
import { restoreFromCode, WrongRecoveryCodeError } from '@/data/sync/recovery';
import { RecoverView, type RecoverState } from '@/features/sync/components/recover-view';

function recoverErrorText(error: unknown): string {
  if (error instanceof WrongRecoveryCodeError || (error instanceof SyncHttpError && error.code === 'RECOVERY_NOT_FOUND')) {
    return 'This recovery code does not open any family. Check it, or use the newest code you saved.';
  }
  if (error instanceof SyncHttpError && error.code === 'RATE_LIMITED') return 'Too many tries. Wait a minute, then try again.';
  if (error instanceof SyncOfflineError) return 'This device is offline. Connect to the internet and try again.';
  if (error instanceof Error && error.message === 'other-family') return 'This device already holds a family. Recover on a device without one, or erase this one first.';
  return 'Hearth could not recover your family just now. Try again in a moment.';
}

/** /recover: opens the family on this device with the recovery code. */
export function RecoverPage() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [state, setState] = useState<RecoverState>({ step: 'enter' });
  const onRecover = (code: string) => {
    setState({ step: 'recovering' });
    void (async () => {
      // A family is never merged silently: recovery needs a device without one.
      if ((await deviceFamilyFor('')) !== 'none') throw new Error('other-family');
      await restoreFromCode(code);
    })()
      .then(async () => {
        await client.invalidateQueries();
        setState({ step: 'done' });
      })
      .catch((error: unknown) => setState({ step: 'enter', error: recoverErrorText(error) }));
  };
  return <RecoverView state={state} onRecover={onRecover} onHome={() => navigate('/family')} />;
}
