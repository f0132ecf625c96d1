import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PostCard } from '@/features/feed/components/post-card';
import { FIXED_NOW, demoPhoto, demoPhotos, hoursAgo, makePost, memberAt, minutesAgo } from '../../mocks/post-fixtures';
import { mobile, withFeedColumn } from './feed-frame';

const meta = {
  title: 'Feed/PostCard',
  component: PostCard,
  decorators: [withFeedColumn],
  args: { now: FIXED_NOW, post: makePost({ id: 'p1' }) },
} satisfies Meta<typeof PostCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const article = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('article', { name });

/** HF-07 (docs/product.md#post-card): member colour and initials, name, content, relative time. */
export const Text: Story = {
  args: {
    post: makePost({ id: 'text', content: 'We built a blanket fort and told stories inside it.', timestamp: minutesAgo(FIXED_NOW, 12) }, memberAt(1)),
  },
  play: async ({ canvasElement }) => {
    const card = within(article(canvasElement, 'Ravi Kumar'));
    await expect(card.getByRole('heading', { name: 'Ravi Kumar' })).toBeVisible();
    await expect(card.getByText('RK')).toBeVisible();
    await expect(card.getByText('We built a blanket fort and told stories inside it.')).toBeVisible();
    await expect(card.getByText('12m ago')).toBeVisible();
    await expect(card.getByText('Reflection')).toBeVisible();
  },
};

export const TextMobile: Story = { ...Text, globals: mobile };

/** HF-08 (docs/product.md#post-card): a single photo. */
export const PhotoSingle: Story = {
  args: {
    post: makePost({ id: 'photo1', type: 'photo', content: 'Sunset walk', imageUrl: demoPhoto(0), imageUrls: [demoPhoto(0)], timestamp: hoursAgo(FIXED_NOW, 3) }),
  },
  play: async ({ canvasElement }) => {
    const card = within(article(canvasElement, 'Asha'));
    await expect(card.getAllByRole('button', { name: /^Open photo/ })).toHaveLength(1);
    await expect(card.getByText('3h ago')).toBeVisible();
  },
};

/** HF-09 (docs/product.md#post-card): four thumbnails, no overlay. */
export const PhotoFour: Story = {
  args: { post: makePost({ id: 'photo4', type: 'photo', content: 'Our picnic', imageUrls: demoPhotos(4), imageUrl: demoPhoto(0) }, memberAt(2)) },
  play: async ({ canvasElement }) => {
    const card = within(article(canvasElement, 'Mia'));
    await expect(card.getAllByRole('button', { name: /^Open photo \d of 4/ })).toHaveLength(4);
    await expect(card.queryByText(/^\+\d$/)).not.toBeInTheDocument();
  },
};

/** HF-10 (docs/product.md#post-card): five photos show four thumbnails with '+1' over the last. */
export const PhotoOverflow: Story = {
  args: { post: makePost({ id: 'photo5', type: 'photo', content: 'Beach day!', imageUrls: demoPhotos(5), imageUrl: demoPhoto(0) }, memberAt(3)) },
  play: async ({ canvasElement }) => {
    const card = within(article(canvasElement, 'Leo'));
    await expect(card.getAllByRole('button', { name: /^Open photo/ })).toHaveLength(4);
    await expect(card.getByText('+1')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Open photo 4 of 5 full screen, 1 more' })).toBeVisible();
  },
};

/** HF-11 (docs/product.md#post-card): the mood emoji. */
export const Mood: Story = {
  args: { post: makePost({ id: 'mood', type: 'mood', mood: '🥰', content: 'Cosy movie night', timestamp: hoursAgo(FIXED_NOW, 30) }) },
  play: async ({ canvasElement }) => {
    const card = within(article(canvasElement, 'Asha'));
    await expect(card.getByText('🥰')).toBeVisible();
    await expect(card.getByText('Cosy movie night')).toBeVisible();
    await expect(card.getByText('1d ago')).toBeVisible();
  },
};

/** HF-12 (docs/product.md#post-card): gratitude content, styled as a note of thanks. */
export const Gratitude: Story = {
  args: { post: makePost({ id: 'gratitude', type: 'gratitude', content: 'Grandma calling us just to say hello.' }, memberAt(1)) },
  play: async ({ canvasElement }) => {
    const card = within(article(canvasElement, 'Ravi Kumar'));
    await expect(card.getByText('Grateful for')).toBeVisible();
    await expect(card.getByText('Grandma calling us just to say hello.')).toBeVisible();
  },
};

/** HF-13 (docs/product.md#post-card): a post shared after a daily moment carries the task's emoji and title. */
export const FromDailyMoment: Story = {
  args: {
    post: makePost({
      id: 'task',
      content: 'Everyone described their day as weather. Leo was a thunderstorm that turned into a rainbow.',
      taskId: 'family-weather-report',
      taskTitle: 'Family weather report',
      taskEmoji: '🌦️',
    }),
  },
  play: async ({ canvasElement }) => {
    const card = within(article(canvasElement, 'Asha'));
    await expect(card.getByText('Family weather report')).toBeVisible();
    await expect(card.getByText('🌦️')).toBeVisible();
  },
};

/** HF-14 (docs/product.md#post-card): the photo post a recipe roulette cooking session creates (task 'recipe-roulette'). */
export const FromRecipeRoulette: Story = {
  args: {
    post: makePost(
      {
        id: 'recipe',
        type: 'photo',
        content: 'We cooked Grandma Dal together! MVP chef: Mia',
        imageUrls: demoPhotos(2, 3),
        imageUrl: demoPhoto(3),
        taskId: 'recipe-roulette',
        taskTitle: 'Cooked Grandma Dal',
        taskEmoji: '🍲',
        timestamp: hoursAgo(FIXED_NOW, 2),
      },
      memberAt(2),
    ),
  },
  play: async ({ canvasElement }) => {
    const card = within(article(canvasElement, 'Mia'));
    await expect(card.getByText('Cooked Grandma Dal')).toBeVisible();
    await expect(card.getAllByRole('button', { name: /^Open photo/ })).toHaveLength(2);
  },
};

/** HF-16 (docs/product.md#photos-as-data): an image that is not a data URL is never loaded; 'Invalid image data' shows instead. */
export const InvalidImageData: Story = {
  args: {
    post: makePost({ id: 'bad', type: 'photo', content: 'From an old backup', imageUrls: ['https://example.org/tracker.jpg', demoPhoto(1)] }),
  },
  play: async ({ canvasElement }) => {
    const card = within(article(canvasElement, 'Asha'));
    await expect(card.getByText('Invalid image data')).toBeVisible();
    // The broken one cannot be opened; the good one can.
    await expect(card.getAllByRole('button', { name: /^Open photo/ })).toHaveLength(1);
    await expect(canvasElement.querySelector('img[src^="https:"]')).toBeNull();
  },
};

/** HF-17 (docs/product.md#photos-as-data): a data URL that does not decode says 'Failed to load image'. */
export const ImageLoadFailed: Story = {
  args: {
    post: makePost({ id: 'broken', type: 'photo', content: 'Half-saved photo', imageUrls: ['data:image/jpeg;base64,AAAA'] }),
  },
  play: async ({ canvasElement }) => {
    const card = within(article(canvasElement, 'Asha'));
    await waitFor(() => expect(card.getByText('Failed to load image')).toBeVisible(), { timeout: 5000 });
    await expect(card.queryByRole('button', { name: /^Open photo/ })).not.toBeInTheDocument();
  },
};

/** Opening a thumbnail from a card (the viewer itself: Feed/PhotoViewer). */
export const OpensViewer: Story = {
  ...PhotoSingle,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Open photo 1 of 1/ }));
    await expect(await body.findByRole('dialog', { name: 'Photo shared by Asha' }, { timeout: 5000 })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
  },
};
