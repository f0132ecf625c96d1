import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StorageCard } from '@/features/dashboard/components/storage-card';
import { fakeStorageManager } from '../../mocks/services';

const meta = {
  title: 'Dashboard/Storage',
  component: StorageCard,
  decorators: [
    (Story) => (
      <main className="mx-auto max-w-xl bg-surface p-4">
        <Story />
      </main>
    ),
  ],
  parameters: { route: '/family/dashboard' },
} satisfies Meta<typeof StorageCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** DB-05 (docs/product.md#storage-card): persistence granted, and the space used. */
export const PersistGranted: Story = {
  parameters: { services: { storageManager: fakeStorageManager({ usage: 23_400_000, quota: 1_200_000_000, persisted: true }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Persistent storage granted', {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByText('23 MB')).toBeVisible();
    await expect(canvas.getByText(/used of 1\.2 GB available/)).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Storage space used' })).toHaveAttribute('aria-valuenow', '2');
    await expect(canvas.queryByRole('button', { name: 'Ask the browser again' })).not.toBeInTheDocument();
  },
};

/** DB-06 (docs/product.md#storage-card): the browser declined: asked once on open, and again only when the family presses the button. */
export const PersistDenied: Story = {
  parameters: {
    services: { storageManager: fakeStorageManager({ usage: 912_000, quota: 300_000_000, persisted: false, grantOnAsk: false }) },
  },
  play: async ({ canvasElement, parameters }) => {
    const canvas = within(canvasElement);
    const storage = (parameters.services as { storageManager: ReturnType<typeof fakeStorageManager> }).storageManager;
    await expect(await canvas.findByText('Persistent storage not granted', {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByText('912 KB')).toBeVisible();
    await waitFor(() => expect(storage.persistCalls()).toBe(1), { timeout: 5000 });
    // The silent ask on open shows no answer.
    await expect(canvas.queryByText('The browser did not allow it this time.')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Ask the browser again' }));
    await expect(await canvas.findByText('The browser did not allow it this time.', {}, { timeout: 5000 })).toBeVisible();
    await expect(storage.persistCalls()).toBe(2);
  },
};

/** Not yet persistent, granted when the dashboard asks on open. */
export const PersistGrantedOnOpen: Story = {
  // Ends as PersistGranted (DB-05) does: its picture would repeat that one.
  tags: ['no-visual'],
  parameters: { services: { storageManager: fakeStorageManager({ persisted: false, grantOnAsk: true }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Persistent storage granted', {}, { timeout: 8000 })).toBeVisible();
  },
};

/** A browser without navigator.storage.estimate: the card says so instead of showing 0. */
export const NoEstimate: Story = {
  parameters: { services: { storageManager: { persisted: async () => true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This browser does not say how much space Hearth uses.', {}, { timeout: 8000 })).toBeVisible();
  },
};
