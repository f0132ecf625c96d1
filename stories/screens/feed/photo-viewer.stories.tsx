import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PostCard } from '@/features/feed/components/post-card';
import { FIXED_NOW, demoPhoto, demoPhotos, makePost, memberAt } from '../../mocks/post-fixtures';
import { mobile, withFeedColumn } from './feed-frame';

const post = makePost(
  { id: 'beach', type: 'photo', content: 'Beach day!', imageUrls: demoPhotos(5), imageUrl: demoPhoto(0) },
  memberAt(3),
);

const meta = {
  title: 'Feed/PhotoViewer',
  component: PostCard,
  decorators: [withFeedColumn],
  args: { now: FIXED_NOW, post },
} satisfies Meta<typeof PostCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * HF-18 (core §2): a photo full screen. Escape closes it, so does a click; the step buttons reach the photo
 * behind '+1'. Left open at the end.
 */
export const Open: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const viewer = () => body.findByRole('dialog', { name: /^Photo shared by Leo/ }, { timeout: 5000 });

    await step('Escape closes', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Open photo 1 of 5 full screen' }));
      await expect(await viewer()).toHaveAccessibleName('Photo shared by Leo (photo 1 of 5)');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
    });

    await step('A click on the photo closes', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Open photo 2 of 5 full screen' }));
      const dialog = await viewer();
      await userEvent.click(within(dialog).getByRole('img'));
      await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
    });

    await step("'+1' opens the fourth photo and Next reaches the fifth without closing", async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Open photo 4 of 5 full screen, 1 more' }));
      const dialog = await viewer();
      await expect(within(dialog).getByText('4 / 5')).toBeVisible();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
      await expect(within(dialog).getByText('5 / 5')).toBeVisible();
      await userEvent.keyboard('{ArrowRight}');
      await expect(within(dialog).getByText('1 / 5')).toBeVisible();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Previous photo' }));
      await expect(within(dialog).getByText('5 / 5')).toBeVisible();
      await expect(within(dialog).getByRole('img')).toHaveAttribute('src', demoPhoto(4));
    });
  },
};

export const OpenMobile: Story = { ...Open, globals: mobile };
