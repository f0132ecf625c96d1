import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { DeviceTrust, FamilyDevice } from '@/data/sync/devices';
import type { SyncStatus } from '@/data/sync/engine';
import { DeviceListView, type DeviceListViewProps } from '@/features/sync/components/device-list-view';
import { RecoverView } from '@/features/sync/components/recover-view';
import { RecoveryKitView, type RecoveryKitState, type RecoveryNotice } from '@/features/sync/components/recovery-kit-view';
import { RemovedDeviceView } from '@/features/sync/components/removed-device-view';
import { SyncStatusView } from '@/features/sync/components/sync-status-view';
import { deviceErrorText, recoveryReplacedText, recoveryRetiredText } from '@/features/sync/model/device-text';
import { demoFamily } from '../../mocks/post-fixtures';

// The family's devices, removal, the removed device, the recovery kit and recovery; whether the
// family vouches for each device's keys, and what the family is told about its recovery code.
const meta = { title: 'Sync/Devices', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const [first, second] = demoFamily.members;
const members = demoFamily.members.map(({ id, name }) => ({ id, name }));
const device = (deviceId: string, name: string | null, memberId: string | null, isThisDevice = false, trust: DeviceTrust = 'verified'): FamilyDevice => ({
  deviceId,
  label: name === null ? null : { name, memberId },
  createdAt: '2025-01-02T09:00:00.000Z',
  lastSeenAt: '2025-01-05T18:30:00.000Z',
  isThisDevice,
  joinedAs: isThisDevice ? memberId : null,
  trust,
});
const devices = [device('d1', 'Kitchen tablet', null, true), device('d2', "Mum's phone", first?.id ?? null), device('d3', null, second?.id ?? null)];
const list = (patch: Partial<DeviceListViewProps> = {}) => (
  <DeviceListView
    devices={devices}
    members={members}
    loadError={null}
    paused={false}
    busy={false}
    error={null}
    removedName={null}
    onRename={fn(async () => true)}
    onRemove={fn(async () => true)}
    onPause={fn()}
    {...patch}
  />
);
const kit = (state: RecoveryKitState, notice: RecoveryNotice | null = null, onAcknowledge = fn()) => (
  <RecoveryKitView state={state} notice={notice} busy={false} error={null} onMake={fn()} onPrint={fn()} onSaved={fn()} onSkip={fn()} onAcknowledge={onAcknowledge} />
);
const madeBy = (madeByName: string | null, madeByThisDevice = false) => ({ createdAt: '2025-01-04T10:00:00.000Z', madeByName, madeByThisDevice });
const status: SyncStatus = { state: 'paused', pending: 3, lastSyncedAt: '2025-01-05T18:30:00.000Z', rejected: 0, problem: null, progress: 1 };

/** XS-80: the family's devices, this device marked. */
export const DevicesList: Story = {
  render: () => list(),
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('This device')).toBeVisible(),
};

/** XS-81: remove a device: the confirm dialog names it and says what stays on it. */
export const RemoveConfirm: Story = {
  render: () => list({ initialConfirm: { deviceId: 'd2', leave: false } }),
  play: async () => expect(within(document.body).getByRole('alertdialog', { name: "Remove Mum's phone?" })).toHaveTextContent('What it already synced stays on it'),
};

/** XS-82: the device was removed. */
export const RemoveSuccess: Story = {
  render: () => list({ devices: devices.filter((d) => d.deviceId !== 'd2'), removedName: "Mum's phone" }),
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('status')).toHaveTextContent('was removed. It can no longer see anything new'),
};

/** XS-83: removing failed: this device is offline. */
export const RemoveOffline: Story = {
  render: () => list({ error: deviceErrorText('OFFLINE') }),
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('This device is offline'),
};

/** XS-84: leave the family on this device: the confirm dialog. */
export const LeaveConfirm: Story = {
  render: () => list({ initialConfirm: { deviceId: 'd1', leave: true } }),
  play: async () => expect(within(document.body).getByRole('alertdialog', { name: 'Leave the family on this device?' })).toBeVisible(),
};

/** XS-85: a removed device, when next opened. */
export const RemovedDevice: Story = {
  render: () => <RemovedDeviceView busy={false} error={null} onKeep={fn()} onErase={fn()} />,
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('This device was removed from the family')).toBeVisible(),
};

/** XS-98: a removed device's choice failed: it says so and nothing was changed. */
export const RemovedDeviceFailed: Story = {
  render: () => <RemovedDeviceView busy={false} error="We couldn't erase this device's copy. Nothing was changed. Please try again." onKeep={fn()} onErase={fn()} />,
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Nothing was changed'),
};

/** XS-86: the recovery kit offered, with what skipping it means. */
export const RecoveryKitOffer: Story = {
  render: () => kit({ step: 'offer', current: null }),
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText(/nobody can read your family’s data on the server/)).toBeVisible(),
};

/** XS-87: the recovery code, shown once, with Print and "I saved it". */
export const RecoveryKitShow: Story = {
  render: () => kit({ step: 'show', code: '7K2M-Q9XA-4HTR-B8NW-3FJP-ZC6V-1DGS-0YEK' }),
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('button', { name: 'I saved it' })).toBeVisible(),
};

/** XS-88: the recovery code was saved. */
export const RecoveryKitSaved: Story = {
  render: () => kit({ step: 'saved', createdAt: '2025-01-05T18:30:00.000Z' }),
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('status')).toHaveTextContent('Recovery code saved on'),
};

/** XS-89: recover on a new device: enter the code. */
export const RecoverEnterCode: Story = {
  render: () => <RecoverView state={{ step: 'enter' }} onRecover={fn()} onHome={fn()} />,
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('textbox', { name: 'Recovery code' })).toBeVisible(),
};

/** XS-90: recover: a wrong (or replaced) code. */
export const RecoverWrongCode: Story = {
  render: () => <RecoverView state={{ step: 'enter', error: 'This recovery code does not open any family. Check it, or use the newest code you saved.' }} onRecover={fn()} onHome={fn()} />,
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText(/does not open any family/)).toBeVisible(),
};

/** XS-91: recovered: every moment is back on this device. */
export const RecoverSuccess: Story = {
  render: () => <RecoverView state={{ step: 'done' }} onRecover={fn()} onHome={fn()} />,
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('Your family is back')).toBeVisible(),
};

/** XS-92: rename this device without a name. */
export const RenameMissingName: Story = {
  render: () => list(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Name of this device' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save name' }));
    await expect(canvas.getByText(/Give this device a name/)).toBeVisible();
  },
};

/** XS-93: the header when sync is paused on this device. */
export const HeaderPaused: Story = {
  render: () => <SyncStatusView status={status} onSyncNow={fn()} />,
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('Sync paused')).toBeVisible(),
};

/** XS-320: a device whose keys the family does not vouch for is marked and gets no new key. */
export const DevicesListUnverified: Story = {
  render: () => list({ devices: [devices[0]!, devices[1]!, device('d4', 'Old tablet', null, false, 'unverified')] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Unverified')).toBeVisible();
    await expect(canvas.getByText(/Hearth cannot confirm this device belongs to your family/)).toBeVisible();
  },
};

/** XS-321: a device that has not opened Hearth since vouches came: not confirmed yet. */
export const DevicesListNotConfirmedYet: Story = {
  render: () => list({ devices: [devices[0]!, device('d5', "Grandpa's tablet", null, false, 'pending')] }),
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText(/Not confirmed yet: it confirms itself/)).toBeVisible(),
};

/** XS-322: removing a device while another is unverified: the dialog says it goes too. */
export const RemoveConfirmWithUnverified: Story = {
  render: () => list({ devices: [devices[0]!, devices[1]!, device('d4', 'Old tablet', null, false, 'unverified')], initialConfirm: { deviceId: 'd2', leave: false } }),
  play: async () =>
    expect(within(document.body).getByRole('alertdialog', { name: "Remove Mum's phone?" })).toHaveTextContent('Old tablet is removed too: Hearth cannot confirm it belongs to your family'),
};

/** XS-323: removed, together with the unverified device. */
export const RemoveSuccessWithUnverified: Story = {
  render: () => list({ devices: [devices[0]!], removedName: "Mum's phone", alsoRemovedNames: ['Old tablet'] }),
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('status')).toHaveTextContent('Also removed: Old tablet.'),
};

/** XS-324: a device that joined shows at once who uses it, before it has a name. */
export const DevicesListJoinedAs: Story = {
  render: () => list({ devices: [devices[0]!, device('d6', '', second?.id ?? null)] }),
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText(new RegExp(`Used by ${second?.name ?? ''}`))).toBeVisible(),
};

/** XS-325: which device made the current recovery code, and when. */
export const RecoveryKitMadeBy: Story = {
  render: () => kit({ step: 'offer', current: madeBy('Kitchen tablet') }),
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText(/The current recovery code was made by Kitchen tablet, January 4, 2025/)).toBeVisible(),
};

/** XS-326: the remover (and every device) is asked for a new code: the old one stopped working with the removal. */
export const RecoveryKitStoppedWorking: Story = {
  render: () => kit({ step: 'offer', current: null }, { kind: 'retired', text: recoveryRetiredText({ at: '2025-01-05T18:30:00.000Z', reason: 'removal', deviceName: "Mum's phone" }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("The old recovery code stopped working when Mum's phone was removed: make a new one.")).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Make a new recovery code' })).toBeVisible();
  },
};

/** XS-327: codes made before the update were retired: the family is asked for a new one. */
export const RecoveryKitUpgraded: Story = {
  render: () => kit({ step: 'offer', current: null }, { kind: 'retired', text: recoveryRetiredText({ at: '2025-01-05T18:30:00.000Z', reason: 'upgrade', deviceName: null }) }),
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText(/recovery codes became safer/)).toBeVisible(),
};

/** XS-328: another device replaced the recovery code: this one is told, until the family has read it. */
export const RecoveryKitReplaced: Story = {
  render: () => kit({ step: 'offer', current: madeBy('Garden laptop') }, { kind: 'replaced', text: recoveryReplacedText(madeBy('Garden laptop'), 'January 4, 2025') }),
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText(/Garden laptop made a new recovery code, January 4, 2025: the code you saved before no longer works/)).toBeVisible(),
};

const acknowledged = fn();

/** "Got it" tells the app the family has read it (the notice then goes: XS-325). */
export const RecoveryKitReplacedGotIt: Story = {
  tags: ['no-visual'],
  render: () => kit({ step: 'offer', current: madeBy('Garden laptop') }, { kind: 'replaced', text: recoveryReplacedText(madeBy('Garden laptop'), 'January 4, 2025') }, acknowledged),
  play: async ({ canvasElement }) => {
    acknowledged.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Got it' }));
    await expect(acknowledged).toHaveBeenCalledOnce();
  },
};

/** XS-329: a new family key came from no device this one knows: it was not taken, and the family is told what to do. */
export const HeaderKeysUnconfirmed: Story = {
  render: () => <SyncStatusView status={{ ...status, state: 'attention', problem: 'KEYS_UNCONFIRMED' }} onSyncNow={fn()} defaultOpen />,
  play: async () => expect(within(document.body).getByRole('dialog')).toHaveTextContent('did not come from a device this one knows'),
};
