import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { SyncStatus } from '@/data/sync/engine';
import { EraseDataDialog } from '@/features/dashboard/components/erase-data-dialog';
import { ERASE_FAILURE, ERASE_SERVER_FAILURE, ERASE_SUCCESS } from '@/features/dashboard/components/dashboard-page';
import { MessageDialog } from '@/features/dashboard/components/message-dialog';
import { whatRemainsElsewhere } from '@/features/dashboard/model/erase-copies';
import { RemovedDeviceView } from '@/features/sync/components/removed-device-view';
import { SyncStatusView } from '@/features/sync/components/sync-status-view';

// Erase on a synced device (docs/product.md#erase-synced): whether to also delete the family's copy on Hearth's
// server (worded for the last device, or with a warning that the others lose sync), what remains
// elsewhere afterwards, and what the other devices show once the copy is gone.
const meta = { title: 'Sync/Erase', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const synced = (otherDevices: number | null, recoveryKit = true) => ({ kind: 'synced' as const, otherDevices, recoveryKit });
const dialogOf = async () => within(await within(document.body).findByRole('alertdialog', { name: 'Erase all family data?' }));
const status = (patch: Partial<SyncStatus>): SyncStatus => ({ state: 'synced', pending: 0, lastSyncedAt: '2025-01-01T12:00:00.000Z', rejected: 0, problem: null, progress: 1, ...patch });

/** XS-78: a synced device with two others: this device only is chosen; the server choice warns. */
export const EraseChoice: Story = {
  render: () => <EraseDataDialog open sync={synced(2)} onOpenChange={fn()} onErase={fn()} />,
  play: async () => {
    const dialog = await dialogOf();
    await expect(dialog.getByRole('radio', { name: 'Remove from this device only' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Also delete the family’s copy on Hearth’s server' })).not.toBeChecked();
    await expect(dialog.getByText(/2 other devices will lose sync/)).toBeVisible();
  },
};

/** XS-79: the server copy chosen with two other devices: the warning, and ready once 'delete' is typed. */
export const EraseServerCopyOthersLoseSync: Story = {
  render: () => <EraseDataDialog open sync={synced(2)} onOpenChange={fn()} onErase={fn()} />,
  play: async () => {
    const dialog = await dialogOf();
    await userEvent.click(dialog.getByRole('radio', { name: 'Also delete the family’s copy on Hearth’s server' }));
    await userEvent.type(dialog.getByLabelText('Type delete to confirm'), 'delete');
    await expect(dialog.getByRole('button', { name: 'Erase All Data' })).toBeEnabled();
    await expect(dialog.getByRole('radio', { name: 'Also delete the family’s copy on Hearth’s server' })).toHaveAccessibleDescription(
      /can no longer share anything until one of them turns sync on again/,
    );
  },
};

/** XS-120: the family's last device: deleting the server copy leaves nothing of the family there. */
export const EraseChoiceLastDevice: Story = {
  render: () => <EraseDataDialog open sync={synced(0)} onOpenChange={fn()} onErase={fn()} />,
  play: async () => {
    const dialog = await dialogOf();
    await expect(dialog.getByText(/This is your family’s last device/)).toBeVisible();
    await expect(dialog.getByText(/only your recovery code can open it again/)).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Also delete the family’s copy on Hearth’s server' })).toBeEnabled();
  },
};

/** XS-121: the server cannot be reached: the server copy cannot be deleted now; this device only is possible. */
export const EraseChoiceOffline: Story = {
  render: () => <EraseDataDialog open sync={synced(null)} onOpenChange={fn()} onErase={fn()} />,
  play: async () => {
    const dialog = await dialogOf();
    await expect(dialog.getByRole('radio', { name: 'Also delete the family’s copy on Hearth’s server' })).toBeDisabled();
    await expect(dialog.getByText(/Hearth could not reach its server just now/)).toBeVisible();
  },
};

const confirmed = fn();

/** Confirming the server copy calls onErase with 'server' (the dashboard then deletes it first). */
export const EraseServerCopyConfirmed: Story = {
  tags: ['no-visual'],
  render: () => <EraseDataDialog open sync={synced(0)} onOpenChange={fn()} onErase={confirmed} />,
  play: async () => {
    confirmed.mockClear();
    const dialog = await dialogOf();
    await userEvent.click(dialog.getByRole('radio', { name: 'Also delete the family’s copy on Hearth’s server' }));
    await userEvent.type(dialog.getByLabelText('Type delete to confirm'), 'delete');
    await userEvent.click(dialog.getByRole('button', { name: 'Erase All Data' }));
    await expect(confirmed).toHaveBeenCalledWith('server');
  },
};

/** XS-122: erased on a synced device, this device only: the second line says the other devices and the server keep their copies. */
export const ErasedOthersKeepTheirCopy: Story = {
  render: () => (
    <MessageDialog
      open
      title="Data erased"
      message={ERASE_SUCCESS}
      note={whatRemainsElsewhere({ scope: 'device', sync: synced(2), lastBackupAt: null })}
      onClose={fn()}
    />
  ),
  play: async () => {
    const alert = await within(document.body).findByRole('alertdialog', { name: 'Data erased' });
    await expect(alert).toHaveAccessibleDescription(ERASE_SUCCESS);
    await expect(within(alert).getByText(/2 other devices still have everything/)).toBeVisible();
  },
};

/** XS-123: erased with the server copy, the others lose sync, and a backup file was exported. */
export const ErasedServerCopyAndBackupRemains: Story = {
  render: () => (
    <MessageDialog
      open
      title="Data erased"
      message={ERASE_SUCCESS}
      note={whatRemainsElsewhere(
        { scope: 'server', sync: synced(1), lastBackupAt: new Date('2025-01-01T12:00:00Z') },
        () => 'January 1, 2025',
      )}
      onClose={fn()}
    />
  ),
  play: async () => {
    const alert = within(await within(document.body).findByRole('alertdialog', { name: 'Data erased' }));
    await expect(alert.getByText(/other device keeps what it had, but no longer syncs/)).toBeVisible();
    await expect(alert.getByText(/the last on January 1, 2025/)).toBeVisible();
  },
};

/** XS-124: the server copy could not be deleted, so nothing was erased. */
export const EraseServerCopyFailed: Story = {
  render: () => <MessageDialog open title="Erase failed" message={ERASE_FAILURE} note={ERASE_SERVER_FAILURE} onClose={fn()} />,
  play: async () => {
    const alert = within(await within(document.body).findByRole('alertdialog', { name: 'Erase failed' }));
    await expect(alert.getByText(/so nothing was erased/)).toBeVisible();
  },
};

/** XS-125: another device of the family erased the server copy: this one keeps its data or erases it. */
export const FamilyCopyErasedElsewhere: Story = {
  render: () => <RemovedDeviceView reason="space-erased" busy={false} error={null} onKeep={fn()} onErase={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your family’s copy on Hearth’s server was deleted' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Keep my copy, unsynced' })).toBeEnabled();
  },
};

/** XS-126: the header of such a device: "Sync ended", and why. */
export const HeaderSyncEnded: Story = {
  render: () => <SyncStatusView status={status({ state: 'removed', problem: 'SPACE_ERASED' })} onSyncNow={fn()} defaultOpen />,
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Sync: Sync ended' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('sync has ended here');
    await expect(dialog.queryByRole('button', { name: 'Sync now' })).toBeNull();
  },
};
