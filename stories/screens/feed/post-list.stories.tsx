import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PostList } from '@/features/feed/components/post-list';
import { FIXED_NOW, daysAgo, hoursAgo, makePost, memberAt, minutesAgo } from '../../mocks/post-fixtures';
import { withFeedColumn } from './feed-frame';
import { stoppedClock } from '@/lib/clock';

const meta = {
  title: 'Feed/PostList',
  component: PostList,
  decorators: [withFeedColumn],
  args: { posts: [], 'aria-label': 'Family moments' },
  parameters: { services: { clock: stoppedClock(FIXED_NOW) } },
} satisfies Meta<typeof PostList>;

export default meta;
type Story = StoryObj<typeof meta>;

const TIMES: [string, string][] = [
  [minutesAgo(FIXED_NOW, 0.5), 'Just now'],
  [minutesAgo(FIXED_NOW, 5), '5m ago'],
  [hoursAgo(FIXED_NOW, 3), '3h ago'],
  [daysAgo(FIXED_NOW, 2), '2d ago'],
  [daysAgo(FIXED_NOW, 6.9), '6d ago'],
];

/** HF-15 (as a list): 'Just now', 'Nm ago', 'Nh ago', 'Nd ago' under 7 days, otherwise the date. */
export const RelativeTimes: Story = {
  args: {
    posts: [
      ...TIMES.map(([timestamp], i) => makePost({ id: `t${i}`, timestamp, content: `Moment ${i + 1}` }, memberAt(i))),
      makePost({ id: 'old', timestamp: new Date(2025, 4, 1, 9).toISOString(), content: 'A moment from May' }, memberAt(2)),
    ],
  },
  play: async ({ canvasElement }) => {
    const list = within(await within(canvasElement).findByRole('list', { name: 'Family moments', busy: false }));
    const items = list.getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    for (const [i, [, text]] of TIMES.entries()) {
      await expect(within(items[i] as HTMLElement).getByText(text)).toBeVisible();
    }
    const oldDate = new Date(2025, 4, 1, 9).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
    await expect(within(items[5] as HTMLElement).getByText(oldDate)).toBeVisible();
  },
};
