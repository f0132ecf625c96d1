import { Smartphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { AlertBanner } from '@/ui/alert-banner';
import { Button } from '@/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { InvitePanel, type InvitePanelProps } from '@/features/sync/components/invite-panel';

export type SyncDevicesViewProps = {
  on: boolean;
  /** The devices list and recovery kit, once sync is on. */
  devices?: ReactNode;
  busy: boolean;
  error: string | null;
  invite: Omit<InvitePanelProps, 'onShare' | 'onCopy' | 'onWithdraw' | 'onNewInvite'> | null;
  withdrawn: boolean;
  onTurnOn: () => void;
  onInvite: () => void;
  onShare: () => void;
  onCopy: () => void;
  onWithdraw: () => void;
};

/** Dashboard card "Use Hearth on more devices". */
export function SyncDevicesView(props: SyncDevicesViewProps) {
  const { on, busy, error, invite, withdrawn } = props;
  return (
    <Card data-slot="sync-devices-card">
      <CardHeader>
        <CardTitle as="h2">Use Hearth on more devices</CardTitle>
        <CardDescription>
          {on
            ? 'Sync is on. Invite each phone or tablet of the family; everything travels end-to-end encrypted.'
            : "Share your family's moments between phones and tablets. Hearth's server only relays encrypted data it cannot read; no account needed."}
        </CardDescription>
      </CardHeader>
      {error ? (
        <AlertBanner tone="danger" role="alert" title="That did not work">
          {error}
        </AlertBanner>
      ) : null}
      {withdrawn ? <p role="status" className="text-sm">The invitation was withdrawn: it can no longer be opened.</p> : null}
      {invite ? (
        <InvitePanel {...invite} onShare={props.onShare} onCopy={props.onCopy} onWithdraw={props.onWithdraw} onNewInvite={props.onInvite} />
      ) : (
        <Button className="self-start" loading={busy} onClick={on ? props.onInvite : props.onTurnOn}>
          {busy ? null : <Smartphone aria-hidden="true" />}
          {on ? 'Invite a device' : 'Turn on sync'}
        </Button>
      )}
      {on ? props.devices : null}
    </Card>
  );
}
