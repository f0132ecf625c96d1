import { useState } from 'react';
import type { FamilyDevice } from '@/data/sync/devices';
import { MAX_DEVICE_NAME, type DeviceLabel } from '@/data/sync/devices';
import { AlertBanner } from '@/ui/alert-banner';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { TextField } from '@/ui/text-field';
import { alsoRemovedText, deviceName, deviceTrustText, deviceUser, removedText, type MemberName } from '@/features/sync/model/device-text';

export type DeviceListViewProps = {
  devices: FamilyDevice[] | null;
  members: MemberName[];
  loadError: string | null;
  paused: boolean;
  busy: boolean;
  error: string | null;
  /** Shown after a removal: the removed device's name. */
  removedName: string | null;
  /** Shown after a removal: the devices removed with it because the family could not vouch for them. */
  alsoRemovedNames?: string[];
  /** Opens the dialog for this device (stories). */
  initialConfirm?: { deviceId: string; leave: boolean } | null;
  onRename: (label: DeviceLabel) => Promise<boolean>;
  onRemove: (deviceId: string) => Promise<boolean>;
  onPause: (paused: boolean) => void;
};

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });

function RenameForm({ device, members, busy, onRename }: { device: FamilyDevice; members: MemberName[]; busy: boolean; onRename: DeviceListViewProps['onRename'] }) {
  const [name, setName] = useState(device.label?.name ?? '');
  const [memberId, setMemberId] = useState(device.label ? (device.label.memberId ?? '') : (device.joinedAs ?? ''));
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (name.trim() === '') return setProblem('Give this device a name, like "Mum\'s phone".');
        setProblem(null);
        void onRename({ name, memberId: memberId === '' ? null : memberId });
      }}
    >
      <TextField label="Name of this device" value={name} maxLength={MAX_DEVICE_NAME} error={problem} onChange={(event) => setName(event.target.value)} />
      <label className="flex flex-col gap-1 text-sm font-semibold">
        Who uses it
        <select className="min-h-11 rounded-md border border-border bg-surface px-3 font-normal" value={memberId} onChange={(event) => setMemberId(event.target.value)}>
          <option value="">The whole family</option>
          {members.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" variant="outline" className="self-start" loading={busy}>
        Save name
      </Button>
    </form>
  );
}

/**
 * The family's devices: names, users, dates, this device, whether the family vouches for each
 * device's keys, rename, remove, leave, pause.
 */
export function DeviceListView(props: DeviceListViewProps) {
  const { devices, members, busy } = props;
  const [confirm, setConfirm] = useState(props.initialConfirm ?? null);
  const target = devices?.find((device) => device.deviceId === confirm?.deviceId) ?? null;
  const targetName = target ? deviceName(target) : '';
  // A removal gives no key to a device the family does not vouch for: it goes in the same step.
  const goingToo = (devices ?? []).filter((device) => !device.isThisDevice && device.trust !== 'verified' && device.deviceId !== confirm?.deviceId).map(deviceName);
  const removeText = `${targetName} stops syncing at once and the family gets a new key, so it cannot read anything new. What it already synced stays on it: Hearth cannot take that back.`;
  return (
    <section aria-labelledby="family-devices-title" className="flex flex-col gap-3" data-slot="family-devices">
      <h3 id="family-devices-title" className="font-semibold">
        Your family&apos;s devices
      </h3>
      {props.loadError ? <p className="text-sm">{props.loadError}</p> : null}
      {props.error ? (
        <AlertBanner tone="danger" role="alert" title="That did not work">
          {props.error}
        </AlertBanner>
      ) : null}
      {props.removedName ? <p role="status" className="text-sm">{removedText(props.removedName, props.alsoRemovedNames ?? [])}</p> : null}
      <ul className="flex flex-col gap-3">
        {(devices ?? []).map((device) => (
          <li key={device.deviceId} className="flex flex-col gap-2 rounded-md border border-border p-3" data-slot="family-device">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-semibold">{deviceName(device)}</span>
              {device.isThisDevice ? <Badge>This device</Badge> : null}
              {device.trust !== 'verified' ? <Badge variant="warning">Unverified</Badge> : null}
            </div>
            <p className="text-sm">
              Used by {deviceUser(device, members)} · Added {day(device.createdAt)} · Last synced {day(device.lastSeenAt)}
            </p>
            {deviceTrustText(device.trust) ? <p className="text-sm" data-slot="device-trust">{deviceTrustText(device.trust)}</p> : null}
            {device.isThisDevice ? (
              <>
                <RenameForm device={device} members={members} busy={busy} onRename={props.onRename} />
                <div className="flex flex-wrap gap-2">
                  <Button variant="outline" onClick={() => props.onPause(!props.paused)}>
                    {props.paused ? 'Resume sync' : 'Pause sync'}
                  </Button>
                  <Button variant="outline" onClick={() => setConfirm({ deviceId: device.deviceId, leave: true })}>
                    Leave the family on this device
                  </Button>
                </div>
              </>
            ) : (
              <Button variant="outline" className="self-start" onClick={() => setConfirm({ deviceId: device.deviceId, leave: false })}>
                Remove {deviceName(device)}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => (open ? undefined : setConfirm(null))}
        tone="danger"
        busy={busy}
        title={confirm?.leave ? 'Leave the family on this device?' : `Remove ${targetName}?`}
        description={
          confirm?.leave
            ? 'This device stops syncing at once and the family gets a new key. What it already has stays on it until you erase it.'
            : [removeText, alsoRemovedText(goingToo)].filter(Boolean).join(' ')
        }
        confirmLabel={confirm?.leave ? 'Leave' : `Remove ${targetName}`}
        onConfirm={() => {
          if (!confirm) return;
          void props.onRemove(confirm.deviceId).then((done) => done && setConfirm(null));
        }}
      />
    </section>
  );
}
