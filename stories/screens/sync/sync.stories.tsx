import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { SyncStatus } from '@/data/sync/engine';
import { JoinView } from '@/features/sync/components/join-view';
import { RemovedDeviceView } from '@/features/sync/components/removed-device-view';
import { SyncDevicesView } from '@/features/sync/components/sync-devices-view';
import { SyncStatusView } from '@/features/sync/components/sync-status-view';
import { idleRemovalText, inviteErrorText, turnOnErrorText } from '@/features/sync/model/sync-messages';
import { demoFamily } from '../../mocks/post-fixtures';

// The screen states of family sync, from the components that take data and callbacks.
const meta = { title: 'Sync/Screens', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const contents = { spaceId: 's', familyKey: 'k', familyName: demoFamily.familyName, members: demoFamily.members };
const status = (patch: Partial<SyncStatus>): SyncStatus => ({ state: 'synced', pending: 0, lastSyncedAt: '2025-01-01T12:00:00.000Z', rejected: 0, problem: null, progress: 1, ...patch });
const devices = { busy: false, error: null, withdrawn: false, onTurnOn: fn(), onInvite: fn(), onShare: fn(), onCopy: fn(), onWithdraw: fn() };
const invite = { link: 'https://hearth.example/join#Vb2xQk1aG7x0Pp3rT9wYcE5uN8mJ4hL6dS2fA1zKqWe', expiresAt: '2025-01-02T12:00:00.000Z', copied: false, shared: false, expired: false, canShare: true };

/** XS-60: sync is off; the dashboard card offers to turn it on. */
export const TurnOn: Story = {
  render: () => <SyncDevicesView {...devices} on={false} invite={null} />,
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('button', { name: 'Turn on sync' })).toBeVisible(),
};

/** XS-61: an open invitation with QR code, link, share and copy. */
export const Invite: Story = {
  render: () => <SyncDevicesView {...devices} on invite={invite} />,
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('img', { name: 'QR code of the invitation link' })).toBeVisible(),
};

/** XS-62: the invitation was withdrawn. */
export const InviteWithdrawn: Story = {
  render: () => <SyncDevicesView {...devices} on withdrawn invite={null} />,
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText(/The invitation was withdrawn/)).toBeVisible(),
};

/** XS-63: join, "Who uses this device?" with the family decrypted on the device. */
export const JoinWhoUsesThisDevice: Story = {
  render: () => <JoinView state={{ step: 'choose', contents }} onJoin={fn()} onHome={fn()} />,
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('Who uses this device?')).toBeVisible(),
};

/** XS-64: join, downloading the family's moments. */
export const JoinProgress: Story = {
  render: () => <JoinView state={{ step: 'joining', familyName: contents.familyName, progress: 0.4 }} onJoin={fn()} onHome={fn()} />,
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40'),
};

/** XS-65: join refused: this device holds another family. */
export const JoinWrongFamily: Story = {
  render: () => <JoinView state={{ step: 'wrong-family', familyName: contents.familyName }} onJoin={fn()} onHome={fn()} />,
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('This device already has a family')).toBeVisible(),
};

/** XS-66: join refused: the invitation expired. */
export const JoinExpired: Story = {
  render: () => <JoinView state={{ step: 'problem', message: inviteErrorText('INVITE_EXPIRED') }} onJoin={fn()} onHome={fn()} />,
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText(/This invitation has expired/)).toBeVisible(),
};

/** XS-67: join while offline. */
export const JoinOffline: Story = {
  render: () => <JoinView state={{ step: 'problem', message: inviteErrorText('OFFLINE') }} onJoin={fn()} onHome={fn()} />,
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText(/This device is offline/)).toBeVisible(),
};

/** XS-68: the header's sync state, offline, with changes waiting. */
export const HeaderOffline: Story = {
  render: () => <SyncStatusView status={status({ state: 'offline', pending: 2 })} onSyncNow={fn()} />,
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('Offline')).toBeVisible(),
};

/** XS-69: the header's details: needs attention, a damaged change was skipped. */
export const HeaderNeedsAttention: Story = {
  render: () => <SyncStatusView status={status({ state: 'attention', rejected: 1 })} onSyncNow={fn()} defaultOpen />,
  play: async () => expect(within(document.body).getByText(/could not be read and was skipped/)).toBeVisible(),
};

/** XS-70: the invitation went to the share sheet (WhatsApp, e-mail...). */
export const InviteShared: Story = {
  render: () => <SyncDevicesView {...devices} on invite={{ ...invite, shared: true }} />,
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('status')).toHaveTextContent('Invitation sent'),
};

/** XS-71: the invitation link was copied. */
export const InviteCopied: Story = {
  render: () => <SyncDevicesView {...devices} on invite={{ ...invite, copied: true }} />,
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('button', { name: 'Link copied' })).toBeVisible(),
};

/** XS-72: the invitation shown on this device passed its 24 hours. */
export const InviteExpired: Story = {
  render: () => <SyncDevicesView {...devices} on invite={{ ...invite, expired: true }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This invitation has expired' })).toBeVisible();
    await expect(canvas.queryByRole('img', { name: 'QR code of the invitation link' })).toBeNull();
  },
};

/** XS-73: the header's sync state: everything sent and received. */
export const HeaderSynced: Story = {
  render: () => <SyncStatusView status={status({})} onSyncNow={fn()} />,
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('button', { name: 'Sync: Synced. Details' })).toBeVisible(),
};

/** XS-74: the header's sync state while sending or receiving. */
export const HeaderSyncing: Story = {
  render: () => <SyncStatusView status={status({ state: 'syncing', pending: 3 })} onSyncNow={fn()} />,
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('button', { name: 'Sync: Syncing…. Details' })).toBeVisible(),
};

/** XS-75: the header's sync state when something needs the family's attention (details closed). */
export const HeaderNeedsAttentionClosed: Story = {
  render: () => <SyncStatusView status={status({ state: 'attention', problem: 'SPACE_FULL', pending: 12 })} onSyncNow={fn()} />,
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('button', { name: 'Sync: Needs attention. Details' })).toBeVisible(),
};

/** XS-76: the details view of a synced device, opened from the header. */
export const HeaderDetails: Story = {
  render: () => <SyncStatusView status={status({})} onSyncNow={fn()} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sync: Synced. Details' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Sync: Synced' });
    await expect(within(dialog).getByText('Waiting to send')).toBeVisible();
  },
};

/** XS-77: the details view when the family's space on the server is full. */
export const HeaderSpaceFull: Story = {
  render: () => <SyncStatusView status={status({ state: 'attention', problem: 'SPACE_FULL', pending: 12 })} onSyncNow={fn()} defaultOpen />,
  play: async () => expect(within(document.body).getByRole('alert')).toHaveTextContent("Your family's space on Hearth's server is full"),
};

/** XS-97: the details view of a paused device offers to resume, not "Sync now". */
export const HeaderPaused: Story = {
  render: () => <SyncStatusView status={status({ state: 'paused', pending: 2 })} onSyncNow={fn()} onResume={fn()} defaultOpen />,
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Sync: Sync paused' }));
    await expect(dialog.getByText(/Sync is paused on this device/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Resume sync' })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Sync now' })).toBeNull();
  },
};

// What the relay may refuse so that one family or client cannot crowd out the others.
const turnOff = { ...devices, onTurnOn: fn() };

/** XS-340: turning on sync refused: the server is full. */
export const TurnOnServerFull: Story = {
  render: () => <SyncDevicesView {...turnOff} on={false} invite={null} error={turnOnErrorText('SERVER_FULL')} />,
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('This Hearth server is full and takes no new families just now'),
};

/** XS-341: turning on sync refused: too many new families from this network today. */
export const TurnOnTooManyToday: Story = {
  render: () => <SyncDevicesView {...turnOff} on={false} invite={null} error={turnOnErrorText('TOO_MANY_SPACES')} />,
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('many times today. Try again tomorrow'),
};

/** XS-342: a server that takes no new families says so instead of offering the button. */
export const TurnOnClosedServer: Story = {
  render: () => <SyncDevicesView {...turnOff} on={false} invite={null} closed />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('This Hearth server takes no new families');
    await expect(canvas.queryByRole('button', { name: 'Turn on sync' })).toBeNull();
  },
};

/** XS-343: the server asks for a family code; a wrong one was typed. */
export const TurnOnFamilyCode: Story = {
  render: () => (
    <SyncDevicesView {...turnOff} on={false} invite={null} error={turnOnErrorText('CREATION_CODE_WRONG')} codeField={{ value: 'maple-porch-41', onChange: fn() }} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Family code')).toHaveValue('maple-porch-41');
    await expect(canvas.getByRole('alert')).toHaveTextContent('That family code is not the one this Hearth server asks for');
  },
};

/** XS-344: before sync is on, the card says how long the server keeps a copy no device opens. */
export const TurnOnIdleNote: Story = {
  render: () => <SyncDevicesView {...turnOff} on={false} invite={null} idleNote={idleRemovalText(180)} />,
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText(/opens Hearth for 180 days/)).toBeVisible(),
};

/** XS-345: the details view when the whole server is full: changes wait on the device. */
export const HeaderServerFull: Story = {
  render: () => <SyncStatusView status={status({ state: 'attention', problem: 'SERVER_FULL', pending: 4 })} onSyncNow={fn()} defaultOpen />,
  play: async () => expect(within(document.body).getByRole('alert')).toHaveTextContent("Hearth's server is full just now. Everything stays on this device"),
};

/** XS-346: the details view of a window the server gave no live connection (two per device). */
export const HeaderLiveRefused: Story = {
  render: () => <SyncStatusView status={status({ liveRefused: true })} onSyncNow={fn()} defaultOpen />,
  play: async () => expect(within(document.body).getByText(/does not hear about new moments at once/)).toBeVisible(),
};

/** XS-347: the details view once the server removed a family copy no device opened for the idle time: sync has ended. */
export const HeaderSpaceRemoved: Story = {
  render: () => <SyncStatusView status={status({ state: 'removed', problem: 'SPACE_REMOVED' })} onSyncNow={fn()} defaultOpen />,
  play: async () => expect(within(document.body).getByRole('alert')).toHaveTextContent("Hearth's server removed your family's copy"),
};

/** XS-348: the server removed the family copy after its idle time: this device keeps its data or erases it. */
export const FamilyCopyRemovedIdle: Story = {
  render: () => <RemovedDeviceView reason="space-removed" busy={false} error={null} onKeep={fn()} onErase={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Hearth’s server removed your family’s copy' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Keep my copy, unsynced' })).toBeEnabled();
  },
};
