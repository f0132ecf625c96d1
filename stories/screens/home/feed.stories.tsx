import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FeedPreview } from '@/features/home/components/feed-preview';
import { FIXED_NOW, daysAgo, demoPhotos, hoursAgo, makePost, memberAt, minutesAgo, samplePosts } from '../../mocks/post-fixtures';
import { stoppedClock } from '@/lib/clock';

const meta = {
  title: 'Home/Feed',
  component: FeedPreview,
  decorators: [
    (Story) => (
      <main className="mx-auto w-full max-w-2xl bg-surface p-4">
        <Story />
      </main>
    ),
  ],
  parameters: { services: { clock: stoppedClock(FIXED_NOW) } },
} satisfies Meta<typeof FeedPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** HF-04 (docs/product.md#feed-preview): no posts yet: the three-step guide. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const guide = await canvas.findByTestId('feed-empty');
    const steps = within(guide).getAllByRole('listitem');
    await expect(steps).toHaveLength(3);
    await expect(steps[0]).toHaveTextContent("Start today's family moment");
    await expect(steps[1]).toHaveTextContent('Do it together');
    await expect(steps[2]).toHaveTextContent('Share it here');
    await expect(canvas.queryByRole('link', { name: /View all memories/ })).not.toBeInTheDocument();
  },
};

/** HF-05 (docs/product.md#feed-preview): the latest 5 of 12 posts, and 'View all memories'. */
export const Preview: Story = {
  parameters: {
    seed: {
      posts: [
        makePost(
          { id: 'many-photos', type: 'photo', content: 'Our beach day', imageUrls: demoPhotos(6), imageUrl: demoPhotos(1)[0], timestamp: minutesAgo(FIXED_NOW, 3), taskId: 'rose-bud-thorn', taskTitle: 'Rose, bud and thorn', taskEmoji: '🌹' },
          memberAt(1),
        ),
        ...samplePosts(11).slice(1),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Latest family moments', busy: false });
    await expect(within(list).getAllByRole('article')).toHaveLength(5);
    await expect(within(list).getByText('Our beach day')).toBeVisible();
    await expect(within(list).getByText('+2')).toBeVisible();
    await expect(within(list).getByText('Rose, bud and thorn')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /View all memories/ })).toHaveAttribute('href', '/family/feeds');
  },
};

/** HF-06 (docs/product.md#feed-preview): stored posts could not be read: a sample welcome post instead of an error. */
export const LoadFailedWelcomePost: Story = {
  parameters: { seed: { posts: samplePosts(3) }, storageFailures: [{ table: 'posts', on: 'read' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Welcome to your family feed' }, { timeout: 5000 });
    await expect(within(list).getByRole('article', { name: 'Hearth' })).toBeVisible();
    await expect(within(list).getByText(/Welcome to your family feed!/)).toBeVisible();
  },
};

const TIMES: [string, string][] = [
  [minutesAgo(FIXED_NOW, 0.4), 'Just now'],
  [minutesAgo(FIXED_NOW, 12), '12m ago'],
  [hoursAgo(FIXED_NOW, 5), '5h ago'],
  [daysAgo(FIXED_NOW, 3), '3d ago'],
];
const OLD = new Date(2025, 4, 20, 18, 0);

/** HF-15 (docs/product.md#relative-times): 'Just now', 'Nm ago', 'Nh ago', 'Nd ago', then the date. */
export const RelativeTimes: Story = {
  parameters: {
    seed: {
      posts: [
        ...TIMES.map(([timestamp], i) => makePost({ id: `time-${i}`, timestamp, content: `Shared ${TIMES[i]?.[1]}` }, memberAt(i))),
        makePost({ id: 'time-old', timestamp: OLD.toISOString(), content: 'Shared in May' }, memberAt(2)),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const list = within(await within(canvasElement).findByRole('list', { name: 'Latest family moments', busy: false }));
    const items = list.getAllByRole('listitem');
    for (const [i, [, text]] of TIMES.entries()) await expect(within(items[i] as HTMLElement).getByText(text)).toBeVisible();
    const date = OLD.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
    await expect(within(items[4] as HTMLElement).getByText(date)).toBeVisible();
  },
};
