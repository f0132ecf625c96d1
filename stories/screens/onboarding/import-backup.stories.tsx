import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { db } from '@/data/db';
import { OnboardingFlow } from '@/features/family/components/onboarding/onboarding-flow';
import { familyMsw, manyScriptsFamily, savedFamily } from '../family/family-fixtures';
import { desktop, mobile, withFamilyFrame } from '../family/family-frame';

const reload = fn();

const meta = {
  title: 'Onboarding/ImportBackup',
  component: OnboardingFlow,
  decorators: [withFamilyFrame({ title: 'Home' })],
  parameters: { ...familyMsw, services: { reload } },
  args: { family: null },
  beforeEach: () => {
    reload.mockClear();
    // The import's notices live in their own React root (openAlertNotice), outside the story: one
    // left open must not cover the next story, so it is dismissed (Escape) and unmounts itself.
    return async () => {
      for (const dialog of document.querySelectorAll('[role="alertdialog"]')) {
        dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      }
      await waitFor(() => expect(document.querySelector('[data-slot="alert-notice-root"]')).toBeNull());
    };
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

/** ON-05 (docs/product.md#import-backup): a file that is not a Hearth backup: the exact alert, and nothing changes. Ends with the alert open. */
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

/** ON-06 (docs/product.md#import-backup): a valid backup: the exact success alert, the family restored. Ends with the alert open. */
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

const backupWith = (changes: { posts?: unknown[]; version?: string }) =>
  JSON.stringify({ ...JSON.parse(validBackup), ...(changes.version ? { version: changes.version } : {}), data: { ...JSON.parse(validBackup).data, ...(changes.posts ? { posts: changes.posts } : {}) } });

const fileOf = (text: string) => new File([text], 'Hearth-backup-2025-01-01.txt', { type: 'text/plain' });

/** XS-03: some records cannot be restored: "N of M can be restored", Restore / Cancel. */
export const RestorePreview: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const good = JSON.parse(validBackup).data.posts[0];
    const posts = [good, { ...good, id: 'post_2', timestamp: '1970-01-01T00:00:00.000Z' }, { ...good, id: 'post_3', userName: undefined }];
    await userEvent.upload(within(canvasElement).getByLabelText('Hearth backup file'), fileOf(backupWith({ posts })));
    const question = await body(canvasElement).findByRole('alertdialog', {}, { timeout: 8000 });
    await expect(question).toHaveTextContent('1 of 3 moments can be restored. Restore them?');
    await expect(within(question).getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(await db.posts.count()).toBe(0);
  },
};

export const RestorePreviewMobile: Story = { ...RestorePreview, globals: mobile };

/** XS-05: a backup from a newer Hearth is refused with what to do. */
export const NewerVersion: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    await userEvent.upload(within(canvasElement).getByLabelText('Hearth backup file'), fileOf(backupWith({ version: '2.0' })));
    const alert = await body(canvasElement).findByRole('alertdialog', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('This backup was made by a newer Hearth; update Hearth to restore it.');
  },
};

/** XS-06: a good backup that does not fit: the device is out of space, and what to do. */
export const OutOfSpace: Story = {
  globals: desktop,
  beforeEach: () => {
    const full = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    db.posts.hook('creating', full);
    return () => db.posts.hook('creating').unsubscribe(full);
  },
  play: async ({ canvasElement }) => {
    await userEvent.upload(within(canvasElement).getByLabelText('Hearth backup file'), fileOf(validBackup));
    const alert = await body(canvasElement).findByRole('alertdialog', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('The backup could not be restored: this device is out of storage space. Your backup file is fine');
  },
};

export const OutOfSpaceMobile: Story = { ...OutOfSpace, globals: mobile };
