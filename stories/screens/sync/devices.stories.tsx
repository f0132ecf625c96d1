import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { FamilyDevice } from '@/data/sync/devices';
import type { SyncStatus } from '@/data/sync/engine';
import { DeviceListView, type DeviceListViewProps } from '@/features/sync/components/device-list-view';
import { RecoverView } from '@/features/sync/components/recover-view';
import { RecoveryKitView, type RecoveryKitState } from '@/features/sync/components/recovery-kit-view';
import { RemovedDeviceView } from '@/features/sync/components/removed-device-view';
import { SyncStatusView } from '@/features/sync/components/sync-status-view';
import { deviceErrorText } from '@/features/sync/model/device-text';
import { demoFamily } from '../../mocks/post-fixtures';

// Issue 25: the family's devices, removal, the removed device, the recovery kit and recovery.
const meta = { title: 'Sync/Devices', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const [first, second] = demoFamily.members;
const members = demoFamily.members.map(({ id, name }) => ({ id, name }));
const device = (deviceId: string, name: string | null, memberId: string | null, isThisDevice = false): FamilyDevice => ({
  deviceId,
  label: name === null ? null : { name, memberId },
  createdAt: '2025-01-02T09:00:00.000Z',
  lastSeenAt: '2025-01-05T18:30:00.000Z',
  isThisDevice,
  joinedAs: isThisDevice ? memberId : null,
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
const kit = (state: RecoveryKitState) => <RecoveryKitView state={state} busy={false} error={null} onMake={fn()} onPrint={fn()} onSaved={fn()} onSkip={fn()} />;
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
  render: () => kit({ step: 'offer', createdAt: null }),
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
