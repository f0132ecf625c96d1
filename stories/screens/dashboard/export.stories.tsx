import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Post } from '@/data/types';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { stoppedClock } from '@/lib/clock';
import { FIXED_NOW, completedTasks, dailyPosts, demoFamily, familyPreference, lastBackupPreference } from '../../mocks/post-fixtures';
import { desktop, mobile, withFamilyFrame } from '../memories/memories-frame';

const DAY = 24 * 60 * 60 * 1000;

const meta = {
  title: 'Dashboard/Export',
  component: DashboardPage,
  decorators: [withFamilyFrame('Family Dashboard', demoFamily.familyName)],
  parameters: {
    services: { clock: stoppedClock(FIXED_NOW) },
    route: '/family/dashboard',
    seed: {
      preferences: [familyPreference(), lastBackupPreference(new Date(FIXED_NOW.getTime() - 20 * DAY))],
      posts: dailyPosts(8),
      completedTasks: completedTasks(8),
    },
  },
  globals: desktop,
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const EXPORT_SUCCESS =
  'Family data exported successfully! You can now share this backup file via WhatsApp, email, or save it for safekeeping.';

/** DB-08 (docs/product.md#export): the backup file is handed to the browser, then the exact success alert; the reminder goes away. */
export const Succeeded: Story = {
  parameters: { services: { saveFile: fn() } },
  play: async ({ canvasElement, parameters, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const saveFile = (parameters.services as { saveFile: ReturnType<typeof fn> }).saveFile;
    await expect(await canvas.findByText('Time for a backup', {}, { timeout: 8000 })).toBeVisible();

    await step('Export', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Export Family Data' }));
      const alert = await body.findByRole('alertdialog', { name: 'Backup exported' }, { timeout: 5000 });
      await expect(alert).toHaveAccessibleDescription(EXPORT_SUCCESS);
    });

    await step('The file is a Hearth backup of everything', async () => {
      await expect(saveFile).toHaveBeenCalledTimes(1);
      const [blob, fileName] = saveFile.mock.calls[0] as [Blob, string];
      await expect(fileName).toBe('Hearth-backup-2025-06-15.txt');
      const backup = JSON.parse(await blob.text());
      await expect(backup.appName).toBe('Hearth');
      await expect(backup.version).toBe('1.1');
      await expect(backup.data.reactions).toEqual([]);
      await expect(backup.data.posts).toHaveLength(8);
      await expect(backup.data.tasks).toHaveLength(8);
    });

    await step('OK closes; the last backup is today and the reminder is gone', async () => {
      await userEvent.click(body.getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 5000 });
      await waitFor(() => expect(canvas.getByText(/^Last backup: .+ \(today\)$/)).toBeVisible(), { timeout: 5000 });
      await expect(canvas.queryByText('Time for a backup')).not.toBeInTheDocument();
    });

    await step('Left showing the alert', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Export Family Data' }));
      await expect(await body.findByRole('alertdialog', { name: 'Backup exported' }, { timeout: 5000 })).toBeVisible();
    });
  },
};

export const SucceededMobile: Story = { ...Succeeded, globals: mobile };

/** DB-09 (docs/product.md#export): building the file fails (the stored recipes cannot be read): the exact error alert, and no backup is recorded. */
export const Failed: Story = {
  parameters: {
    services: { saveFile: fn() },
    storageFailures: [{ table: 'recipes', on: 'read', error: 'device-full' }],
  },
  play: async ({ canvasElement, parameters }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const saveFile = (parameters.services as { saveFile: ReturnType<typeof fn> }).saveFile;
    await userEvent.click(await canvas.findByRole('button', { name: 'Export Family Data' }, { timeout: 8000 }));
    const alert = await body.findByRole('alertdialog', { name: 'Export failed' }, { timeout: 5000 });
    await expect(alert).toHaveAccessibleDescription('Error exporting data. Please try again.');
    await expect(saveFile).not.toHaveBeenCalled();
    await expect(canvas.getByText(/^Last backup: .+ \(20 days ago\)$/)).toBeVisible();
  },
};

/** Two stored moments that lost their sharer's name: the import would refuse them. */
const damagedPosts = dailyPosts(8).map((post, i) => {
  if (i >= 2) return post;
  const { userName: _lost, ...damaged } = post;
  return damaged as Post;
});

/** XS-04: the export left out records the import would refuse, and says which. */
export const SkippedRecords: Story = {
  parameters: {
    services: { saveFile: fn() },
    seed: {
      preferences: [familyPreference(), lastBackupPreference(new Date(FIXED_NOW.getTime() - 20 * DAY))],
      posts: damagedPosts,
      completedTasks: completedTasks(8),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Export Family Data' }, { timeout: 8000 }));
    const alert = await body.findByRole('alertdialog', { name: 'Backup exported' }, { timeout: 5000 });
    await expect(alert).toHaveTextContent('2 moments could not be saved in the backup: part of it is missing or damaged (userName).');
  },
};
