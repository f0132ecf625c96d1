import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@/data/notifications/settings';
import type { NotificationChoices } from '@/features/notifications/api/use-notifications';
import { NotificationOfferView } from '@/features/notifications/components/notification-offer';
import { NotificationsView, type NotificationsViewProps } from '@/features/notifications/components/notifications-view';
import type { NotificationState } from '@/features/notifications/model/notification-state';
import { SyncDevicesView } from '@/features/sync/components/sync-devices-view';

// This device's notifications in the dashboard's sync card, and the home's one offer
// (docs/product.md#notifications), from the components that take data and callbacks.
const meta = { title: 'Notifications/Screens', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const { moments, responses, preview, reminder, quiet } = DEFAULT_NOTIFICATION_SETTINGS;
const firstChoices: NotificationChoices = { moments, responses, preview, reminder, quiet };
const devices = { busy: false, error: null, withdrawn: false, invite: null, onTurnOn: fn(), onInvite: fn(), onShare: fn(), onCopy: fn(), onWithdraw: fn() };

function InSyncCard({ state, choices = firstChoices, ...patch }: Partial<NotificationsViewProps> & { state: NotificationState }) {
  const props: NotificationsViewProps = { state, choices, memberName: 'Ravi', busy: false, error: null, onTurnOn: fn(), onTurnOff: fn(), onChange: fn(), ...patch };
  return <SyncDevicesView {...devices} on notifications={<NotificationsView {...props} />} />;
}

const section = (canvasElement: HTMLElement) => within(canvasElement.querySelector<HTMLElement>('[data-slot="notifications"]')!);

/** XS-360: off; turned on from a tap. */
export const Off: Story = {
  render: () => <InSyncCard state="off" />,
  play: async ({ canvasElement }) => expect(section(canvasElement).getByRole('button', { name: 'Turn on notifications' })).toBeEnabled(),
};

/** XS-361: the browser's question is open. */
export const Asking: Story = {
  render: () => <InSyncCard state="asking" />,
  play: async ({ canvasElement }) => expect(section(canvasElement).getByText('Choose “Allow” in your browser’s question.')).toBeVisible(),
};

/** XS-362: on, as first chosen: new moments, Ravi's moments' reactions and comments, the name only, the reminder at 19:00, quiet 21:00 to 07:00. */
export const On: Story = {
  render: () => <InSyncCard state="on" />,
  play: async ({ canvasElement }) => {
    const canvas = section(canvasElement);
    await expect(canvas.getByRole('radio', { name: /The name only/ })).toBeChecked();
    await expect(canvas.getByLabelText('At')).toHaveValue('19:00');
    await expect(canvas.getByLabelText('From')).toHaveValue('21:00');
  },
};

/** XS-363: the whole preview, no reminder, no quiet hours. */
export const WholePreview: Story = {
  render: () => <InSyncCard state="on" choices={{ ...firstChoices, preview: 'full', reminder: null, quiet: null }} />,
  play: async ({ canvasElement }) => {
    const canvas = section(canvasElement);
    await expect(canvas.getByRole('radio', { name: /The whole preview/ })).toBeChecked();
    await expect(canvas.queryByLabelText('At')).toBeNull();
  },
};

/** XS-364: nothing in the preview, on a device the whole family uses (no "my moments"). */
export const NothingShown: Story = {
  render: () => <InSyncCard state="on" memberName={null} choices={{ ...firstChoices, preview: 'none' }} />,
  play: async ({ canvasElement }) => {
    const canvas = section(canvasElement);
    await expect(canvas.getByRole('radio', { name: /Nothing/ })).toBeChecked();
    await expect(canvas.queryByText(/Reactions and comments/)).toBeNull();
  },
};

/** XS-365: blocked in the browser, with how to allow it again. */
export const Blocked: Story = {
  render: () => <InSyncCard state="blocked" />,
  play: async ({ canvasElement }) => expect(section(canvasElement).getByText(/set Notifications to Allow/)).toBeVisible(),
};

/** XS-366: iPhone or iPad in Safari: add Hearth to the Home Screen first. */
export const NeedsHomeScreen: Story = {
  render: () => <InSyncCard state="needs-home-screen" />,
  play: async ({ canvasElement }) => expect(section(canvasElement).getByText(/Add to Home Screen/)).toBeVisible(),
};

/** XS-367: a browser without notifications. */
export const Unsupported: Story = {
  render: () => <InSyncCard state="unsupported" />,
  play: async ({ canvasElement }) => expect(section(canvasElement).getByText(/cannot show notifications from Hearth/)).toBeVisible(),
};

/** XS-368: turning on failed (offline). */
export const TurnOnFailed: Story = {
  render: () => <InSyncCard state="off" error="This device is offline. Connect to the internet and try again." />,
  play: async ({ canvasElement }) => expect(section(canvasElement).getByRole('alert')).toHaveTextContent('This device is offline'),
};

/** XS-369: the home's one offer, after this device's first shared moment. */
export const HomeOffer: Story = {
  render: () => <NotificationOfferView busy={false} onTurnOn={fn()} onNotNow={fn()} />,
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('heading', { name: 'Know when your family shares?' })).toBeVisible(),
};
