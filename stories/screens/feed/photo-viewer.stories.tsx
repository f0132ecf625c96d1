import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PostCard } from '@/features/feed/components/post-card';
import { PostList } from '@/features/feed/components/post-list';
import { resetActingMember } from '@/features/feed/api/use-acting-member';
import { FIXED_NOW, demoPhoto, demoPhotos, familyPreference, makePost, memberAt, minutesAgo } from '../../mocks/post-fixtures';
import { commentOn, reactionOn, seedWithResponses } from '../../mocks/response-fixtures';
import { mobile, withFeedColumn } from './feed-frame';
import { stoppedClock } from '@/lib/clock';

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
 * HF-18: a photo full screen. Escape closes it, so does a click; the step buttons reach the photo
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

// The same reactions and comments under the full-screen photo, from the stored records.
const shells = makePost({ id: 'post_shells', type: 'photo', content: 'Shell hunting', imageUrls: demoPhotos(3, 1), imageUrl: demoPhoto(1), timestamp: minutesAgo(FIXED_NOW, 90) }, memberAt(3));
const responsesSeed = seedWithResponses(
  [shells],
  [
    reactionOn(shells, memberAt(0), '❤️', minutesAgo(FIXED_NOW, 80)),
    reactionOn(shells, memberAt(1), '❤️', minutesAgo(FIXED_NOW, 70)),
    reactionOn(shells, memberAt(2), '😮', minutesAgo(FIXED_NOW, 60)),
  ],
  [
    commentOn(shells, memberAt(1), 'So many shells! 🐚', minutesAgo(FIXED_NOW, 50)),
    commentOn(shells, memberAt(0), 'The striped one is my favourite', minutesAgo(FIXED_NOW, 20)),
  ],
);
const seededShells = responsesSeed.posts[0]!;

async function openViewerWithResponses(canvasElement: HTMLElement) {
  // Mia is reacting on this device (picked a minute ago), so her reactions show pressed.
  resetActingMember({ memberId: memberAt(2).id, at: FIXED_NOW.getTime() });
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(await canvas.findByRole('button', { name: 'Open photo 1 of 3 full screen' }, { timeout: 8000 }));
  const dialog = await body.findByRole('dialog', { name: /^Photo shared by Leo/ }, { timeout: 5000 });
  // The panel comes with the family's data, which a loaded machine may read after the photo opened.
  const panel = within(await within(dialog).findByRole('region', { name: 'Reactions and comments' }, { timeout: 5000 }));
  await expect(await panel.findByRole('button', { name: 'React with heart, 2 reactions' }, { timeout: 5000 })).toHaveAttribute('aria-pressed', 'false');
  await expect(panel.getByRole('button', { name: 'React with wow, 1 reaction' })).toHaveAttribute('aria-pressed', 'true');
  return panel;
}

/** XS-31: a photo full screen with the moment's reactions, who reacted and the comment count under it. */
export const WithReactions: Story = {
  parameters: { seed: { preferences: [familyPreference()], ...responsesSeed }, services: { clock: stoppedClock(FIXED_NOW) } },
  render: () => <PostList posts={[seededShells]} aria-label="Family moments" />,
  play: async ({ canvasElement }) => {
    const panel = await openViewerWithResponses(canvasElement);
    await expect(panel.getByRole('button', { name: '2 comments' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** XS-32: the comment count under the full-screen photo opens the thread there, with the box to answer. */
export const WithCommentsOpen: Story = {
  ...WithReactions,
  play: async ({ canvasElement }) => {
    const panel = await openViewerWithResponses(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: '2 comments' }));
    await expect(await panel.findByText('So many shells! 🐚', {}, { timeout: 5000 })).toBeVisible();
    await expect(panel.getByLabelText(/^Comment as Mia/)).toBeVisible();
  },
};
