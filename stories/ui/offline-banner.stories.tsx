import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { OfflineBanner } from '@/ui/offline-banner';
import { useOnlineStatus } from '@/ui/use-online-status';

const meta = {
  title: 'UI/OfflineBanner',
  component: OfflineBanner,
  args: { online: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
} satisfies Meta<typeof OfflineBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** GL-01 (docs/product.md#offline-indicator): Connectivity indicator, Online. */
export const Online: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.queryByText('Working offline')).not.toBeInTheDocument();
  },
};

/** GL-02 (docs/product.md#offline-indicator): Connectivity indicator, Offline. */
export const Offline: Story = {
  args: { online: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Working offline');
  },
};

/** XS-01 (docs/product.md#offline-indicator): Offline indicator, App loaded while offline (banner at once). */
export const LoadedOffline: Story = {
  args: { online: false, initiallyOffline: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Working offline')).toBeVisible();
  },
};

/** GL-03 (docs/product.md#offline-indicator): Connectivity indicator, Back online. */
export const BackOnline: Story = {
  args: { online: true, showBackOnline: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Back online!');
  },
};

function LiveIndicator() {
  const status = useOnlineStatus();
  return <OfflineBanner {...status} />;
}

export const FollowsTheConnection: Story = {
  render: () => <LiveIndicator />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const win = canvasElement.ownerDocument.defaultView;
    if (!win) throw new Error('no window');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();

    await step("going offline shows 'Working offline', which stays", async () => {
      // Retried until the hook's listeners are attached (effects run just after the first paint).
      await waitFor(() => {
        win.dispatchEvent(new Event('offline'));
        expect(canvas.getByText('Working offline')).toBeVisible();
      });
      await new Promise((resolve) => setTimeout(resolve, 3500));
      await expect(canvas.getByText('Working offline')).toBeVisible();
    });

    await step("coming back shows 'Back online!' for 3 seconds", async () => {
      win.dispatchEvent(new Event('online'));
      await expect(await canvas.findByText('Back online!')).toBeVisible();
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await expect(canvas.getByText('Back online!')).toBeVisible();
      await waitFor(() => expect(canvas.queryByText('Back online!')).not.toBeInTheDocument(), { timeout: 3000 });
    });
  },
};
