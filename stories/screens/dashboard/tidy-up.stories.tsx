import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db } from '@/data/db';
import { TidyUpCard } from '@/features/dashboard/components/tidy-up-card';
import { FIXED_NOW, dailyPosts, familyPreference } from '../../mocks/post-fixtures';
import { withDashboardServices } from './dashboard-story-helpers';

const meta = {
  title: 'Dashboard/TidyUp',
  component: TidyUpCard,
  decorators: [
    withDashboardServices,
    (Story) => (
      <main className="mx-auto max-w-xl bg-surface p-4">
        <Story />
      </main>
    ),
  ],
  args: { now: () => FIXED_NOW },
  parameters: {
    route: '/family/dashboard',
    // 100 days of daily posts at 10:00: the 10 from 90 to 99 days ago are older than 90 days (cut-off 14:30).
    seed: { preferences: [familyPreference()], posts: dailyPosts(100) },
  },
} satisfies Meta<typeof TidyUpCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Count first, confirm, then remove exactly those; never automatic. */
export const CountThenRemove: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await db.posts.count()).toBe(100);
    await step('Count', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Check for old moments' }));
      await expect(await canvas.findByText('10 moments are older than 90 days.', {}, { timeout: 5000 })).toBeVisible();
      await expect(await db.posts.count()).toBe(100);
    });
    await step('Cancel keeps them', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Remove 10 moments' }));
      const dialog = await body.findByRole('alertdialog', { name: 'Remove 10 moments?' }, { timeout: 5000 });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Keep them' }));
      await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 5000 });
      await expect(await db.posts.count()).toBe(100);
    });
    await step('Confirm removes them', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Remove 10 moments' }));
      const dialog = await body.findByRole('alertdialog', { name: 'Remove 10 moments?' }, { timeout: 5000 });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
      await expect(await body.findByText('Removed 10 moments older than 90 days.', {}, { timeout: 5000 })).toBeVisible();
      await expect(await db.posts.count()).toBe(90);
    });
  },
};

/** Nothing older than 90 days. */
export const NothingToTidy: Story = {
  parameters: { seed: { preferences: [familyPreference()], posts: dailyPosts(20) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Check for old moments' }));
    await expect(await canvas.findByText('No moments are older than 90 days. Nothing to tidy up.', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  },
};

/** XS-128: on a synced device the question says the moments go from every device of the family. */
export const SyncedDeviceConfirm: Story = {
  args: { synced: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Check for old moments' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove 10 moments' }, { timeout: 5000 }));
    const dialog = await body.findByRole('alertdialog', { name: 'Remove 10 moments?' }, { timeout: 5000 });
    await expect(dialog).toHaveTextContent('from every other device of your family that syncs with it');
  },
};
