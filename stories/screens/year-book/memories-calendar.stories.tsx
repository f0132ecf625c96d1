import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MemoriesPage } from '@/features/memories/components/memories-page';
import { FIXED_NOW, demoFamily, familyPreference, makePost, memberAt } from '../../mocks/post-fixtures';
import { desktop, mobile, withFamilyFrame } from '../memories/memories-frame';
import { stoppedClock } from '@/lib/clock';

// The Memories calendar. A busy month two months before the fixed clock, nothing since.
const busy = new Date(FIXED_NOW.getFullYear(), FIXED_NOW.getMonth() - 2, 1);
const key = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
const POSTS = Array.from({ length: 24 }, (_, i) =>
  makePost({ id: `cal-${i}`, content: `Evening walk number ${i + 1}`, timestamp: new Date(busy.getFullYear(), busy.getMonth(), 1 + ((i * 5) % 27), 18, i).toISOString() }, memberAt(i)),
);
const seed = { posts: POSTS, preferences: [familyPreference()] };

const meta = {
  title: 'YearBook/MemoriesCalendar',
  component: MemoriesPage,
  decorators: [withFamilyFrame('Family Memories', demoFamily.familyName)],
  parameters: { routePath: '/family/feeds', seed, services: { clock: stoppedClock(FIXED_NOW) } },
  globals: desktop,
} satisfies Meta<typeof MemoriesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** XS-44: a month with moments: a dot on each day that has some. */
export const BusyMonth: Story = {
  parameters: { route: `/family/feeds?view=calendar&month=${key(busy)}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('button', { name: /: 1 moment$/ }, { timeout: 8000 })).toHaveLength(24);
  },
};

/** XS-45: a day opened: its moments under the month. */
export const DayOpened: Story = {
  globals: mobile,
  parameters: { route: `/family/feeds?view=calendar&day=${key(busy)}-06` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Evening walk number 2', undefined, { timeout: 8000 })).toBeVisible();
  },
};

/** XS-46: this month has nothing yet: the way back to the last month with moments. */
export const EmptyMonth: Story = {
  parameters: { route: '/family/feeds?view=calendar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^No moments in/, undefined, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Go to / })).toBeVisible();
  },
};
