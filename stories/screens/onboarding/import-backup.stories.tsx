import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { db } from '@/data/db';
import { OnboardingFlow } from '@/features/family/components/onboarding/onboarding-flow';
import { familyMsw, manyScriptsFamily, savedFamily } from '../family/family-fixtures';
import { desktop, withFamilyFrame } from '../family/family-frame';

const reload = fn();

const meta = {
  title: 'Onboarding/ImportBackup',
  component: OnboardingFlow,
  decorators: [withFamilyFrame({ title: 'Home' })],
  parameters: { ...familyMsw },
  args: { family: null, reload },
  beforeEach: () => {
    reload.mockClear();
  },
} satisfies Meta<typeof OnboardingFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const validBackup = JSON.stringify({
  exportDate: '2025-01-01T12:00:00.000Z',
  version: '1.0',
  appName: 'Hearth',
  data: {
    posts: [
      {
        id: 'post_1735732800000_a1b2c3d4',
        userId: manyScriptsFamily.members[1]!.id,
        userName: 'Zoë',
        userImage: '',
        type: 'text',
        content: 'We built a blanket fort',
        timestamp: '2025-01-01T11:00:00.000Z',
        likes: 0,
        comments: 0,
      },
    ],
    tasks: [],
    preferences: [{ key: 'familyData', value: manyScriptsFamily }],
  },
});

/** ON-05 (core §5, §8; decisions: names): a file that is not a Hearth backup: the exact alert, and nothing changes. Ends with the alert open. */
export const Failed: Story = {
  globals: desktop,
  parameters: { seed: { posts: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const file = new File(['{"appName":"Other","data":{"posts":[]}}'], 'notes.txt', { type: 'text/plain' });
    await userEvent.upload(canvas.getByLabelText('Hearth backup file'), file);
    const alert = await body(canvasElement).findByRole('alertdialog');
    await expect(alert).toHaveTextContent(
      'Failed to import family data. Please make sure you selected a valid Hearth backup file.',
    );
    await expect(await savedFamily()).toBeNull();
    await expect(await db.posts.count()).toBe(0);
  },
};

/** ON-05, then OK: the alert closes and the device still has no family and no posts. */
export const FailedOkClosesAndChangesNothing: Story = {
  ...Failed,
  tags: ['no-visual'],
  play: async (context) => {
    await Failed.play?.(context);
    const { canvasElement } = context;
    const alert = body(canvasElement).getByRole('alertdialog');
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(reload).not.toHaveBeenCalled();
    await expect(await savedFamily()).toBeNull();
    await expect(await db.posts.count()).toBe(0);
    await expect(within(canvasElement).getByLabelText('Family name')).toBeVisible();
  },
};

/** ON-06 (core §4, §8): a valid backup: the exact success alert, the family restored. Ends with the alert open. */
export const Succeeded: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const file = new File([validBackup], 'Hearth-backup-2025-01-01.txt', { type: 'text/plain' });
    await userEvent.upload(canvas.getByLabelText('Hearth backup file'), file);
    const alert = await body(canvasElement).findByRole('alertdialog');
    await expect(alert).toHaveTextContent(
      'Family data imported successfully! Your family memories and settings have been restored.',
    );
    await expect((await savedFamily())?.familyName).toBe('The Okafor-García Family');
    await expect(await db.posts.count()).toBe(1);
    await expect(reload).not.toHaveBeenCalled();
  },
};

/** ON-06, then OK: the page reloads. */
export const SucceededOkReloads: Story = {
  ...Succeeded,
  tags: ['no-visual'],
  play: async (context) => {
    await Succeeded.play?.(context);
    const alert = body(context.canvasElement).getByRole('alertdialog');
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  },
};
