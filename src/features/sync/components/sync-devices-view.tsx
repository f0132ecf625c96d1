import { Smartphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { AlertBanner } from '@/ui/alert-banner';
import { Button } from '@/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { TextField } from '@/ui/text-field';
import { turnOnErrorText } from '@/features/sync/model/sync-messages';
import { InvitePanel, type InvitePanelProps } from '@/features/sync/components/invite-panel';

export type SyncDevicesViewProps = {
  on: boolean;
  /** The devices list and recovery kit, once sync is on. */
  devices?: ReactNode;
  /** This device's notifications, once sync is on. */
  notifications?: ReactNode;
  busy: boolean;
  error: string | null;
  invite: Omit<InvitePanelProps, 'onShare' | 'onCopy' | 'onWithdraw' | 'onNewInvite'> | null;
  withdrawn: boolean;
  /** How long the server keeps a family copy no device opens, in the family's words (null: not said). */
  idleNote?: string | null;
  /** The server asks for a family code before it makes a new family's space. */
  codeField?: { value: string; onChange: (value: string) => void } | null;
  /** The server takes no new families: said instead of offering a button that cannot work. */
  closed?: boolean;
  onTurnOn: () => void;
  onInvite: () => void;
  onShare: () => void;
  onCopy: () => void;
  onWithdraw: () => void;
};

/** Dashboard card "Use Hearth on more devices". */
export function SyncDevicesView(props: SyncDevicesViewProps) {
  const { on, busy, error, invite, withdrawn, idleNote, codeField, closed = false } = props;
  const showCodeField = !on && codeField;
  return (
    <Card data-slot="sync-devices-card">
      <CardHeader>
        <CardTitle as="h2">Use Hearth on more devices</CardTitle>
        <CardDescription>
          {on
            ? 'Sync is on. Invite each phone or tablet of the family; everything travels end-to-end encrypted.'
            : "Share your family's moments between phones and tablets. Hearth's server only relays encrypted data it cannot read; no account needed."}
        </CardDescription>
        {idleNote ? (
          <p data-slot="sync-idle-note" className="text-sm text-muted-foreground">
            {idleNote}
          </p>
        ) : null}
      </CardHeader>
      {error ? (
        <AlertBanner tone="danger" role="alert" title="That did not work">
          {error}
        </AlertBanner>
      ) : null}
      {withdrawn ? <p role="status" className="text-sm">The invitation was withdrawn: it can no longer be opened.</p> : null}
      {showCodeField ? (
        <TextField
          label="Family code"
          hint="The code the person who runs this Hearth server gave your family."
          value={codeField.value}
          maxLength={200}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => codeField.onChange(event.target.value)}
        />
      ) : null}
      {!on && closed ? (
        <p role="status" className="text-sm font-semibold">
          {turnOnErrorText('NEW_SPACES_CLOSED')}
        </p>
      ) : invite ? (
        <InvitePanel {...invite} onShare={props.onShare} onCopy={props.onCopy} onWithdraw={props.onWithdraw} onNewInvite={props.onInvite} />
      ) : (
        <Button className="self-start" loading={busy} onClick={on ? props.onInvite : props.onTurnOn}>
          {busy ? null : <Smartphone aria-hidden="true" />}
          {on ? 'Invite a device' : 'Turn on sync'}
        </Button>
      )}
      {on ? props.devices : null}
      {on ? props.notifications : null}
    </Card>
  );
}
