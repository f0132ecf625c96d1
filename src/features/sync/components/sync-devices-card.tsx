import { useEffect, useState } from 'react';
import { syncEngine } from '@/data/sync/engine';
import { SyncHttpError, SyncOfflineError } from '@/data/sync/client';
import { createInvite, turnOnSync, withdrawInvite, type CreatedInvite } from '@/data/sync/space';
import { useSyncStatus } from '@/features/sync/api/use-sync';
import { useServerSyncSetup } from '@/features/sync/api/use-server-sync-setup';
import { idleRemovalText, needsCreationCode, turnOnErrorText } from '@/features/sync/model/sync-messages';
import { SyncDevicesView } from '@/features/sync/components/sync-devices-view';
import { FamilyDevicesPanel } from '@/features/sync/components/family-devices-panel';
import { RemovedDeviceCard } from '@/features/sync/components/removed-device-card';
import { NotificationsSection } from '@/features/notifications/components/notifications-section';

function errorText(error: unknown): string {
  if (error instanceof SyncOfflineError) return 'This device is offline. Connect to the internet and try again.';
  if (error instanceof SyncHttpError) {
    const text = turnOnErrorText(error.code);
    if (text) return text;
  }
  return "Hearth's server could not do that just now. Try again in a moment.";
}

/** Whether the invitation expiring at `expiresAt` is past its time; turns true when it passes. */
function useExpired(expiresAt: string | null): boolean {
  const [expiredAt, setExpiredAt] = useState<string | null>(null);
  useEffect(() => {
    if (!expiresAt) return;
    const left = Math.max(0, Date.parse(expiresAt) - Date.now());
    const timer = setTimeout(() => setExpiredAt(expiresAt), Math.min(left, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [expiresAt]);
  return expiresAt !== null && expiredAt === expiresAt;
}

/** The dashboard's sync card: turn sync on, invite a device, withdraw the invitation. */
export function SyncDevicesCard() {
  const status = useSyncStatus();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [invite, setInvite] = useState<CreatedInvite | null>(null);
  const [copied, setCopied] = useState(false);
  const [shared, setShared] = useState(false);
  const [withdrawn, setWithdrawn] = useState(false);
  const expired = useExpired(invite?.expiresAt ?? null);
  const setup = useServerSyncSetup();
  const [code, setCode] = useState('');
  // Asked for when the server says it restricts new families, or when it answered that it needs one.
  const [codeAsked, setCodeAsked] = useState(false);
  const link = invite ? `${window.location.origin}${invite.path}` : '';
  if (status.state === 'removed') return <RemovedDeviceCard />;

  const run = async (task: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    setWithdrawn(false);
    try {
      await task();
    } catch (caught) {
      if (caught instanceof SyncHttpError && needsCreationCode(caught.code)) setCodeAsked(true);
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  };
  const invitePanel = async () => {
    setCopied(false);
    setShared(false);
    setInvite(await createInvite());
  };

  return (
    <SyncDevicesView
      on={status.state !== 'off'}
      devices={status.state === 'off' ? null : <FamilyDevicesPanel paused={status.state === 'paused'} />}
      notifications={status.state === 'off' ? null : <NotificationsSection />}
      busy={busy}
      error={error}
      withdrawn={withdrawn}
      closed={setup?.newSpaces === 'closed'}
      idleNote={idleRemovalText(setup?.idleSpaceDays)}
      codeField={codeAsked || setup?.newSpaces === 'code' ? { value: code, onChange: setCode } : null}
      invite={invite ? { link, expiresAt: invite.expiresAt, copied, shared, expired, canShare: typeof navigator.share === 'function' } : null}
      onTurnOn={() =>
        void run(async () => {
          await turnOnSync(null, undefined, code || undefined);
          if (await syncEngine.load()) {
            syncEngine.startLive();
            void syncEngine.syncNow();
          }
          await invitePanel();
        })
      }
      onInvite={() => void run(invitePanel)}
      onShare={() =>
        void navigator
          .share({ title: 'Join our family on Hearth', text: 'Open this link to use Hearth with us:', url: link })
          .then(() => setShared(true))
          // Closing the share sheet without choosing an app is not an error.
          .catch(() => undefined)
      }
      onCopy={() =>
        void navigator.clipboard
          .writeText(link)
          .then(() => setCopied(true))
          .catch(() => setError('Copying did not work here: select the link and copy it by hand.'))
      }
      onWithdraw={() =>
        void run(async () => {
          if (invite) await withdrawInvite(invite.inviteId);
          setInvite(null);
          setWithdrawn(true);
        })
      }
    />
  );
}
