import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { OnThisDay } from '@/features/on-this-day/api/use-on-this-day';
import { OnThisDayCard } from '@/features/on-this-day/components/on-this-day-card';
import { OnThisDayPanel } from '@/features/on-this-day/components/on-this-day-panel';
import { localDayRange } from '@/lib/local-days';
import { FIXED_NOW, demoPhotos, makePost, memberAt } from '../../mocks/post-fixtures';
import { videoMoment, voiceMoment } from '../../mocks/media-fixtures';

// The home's "On this day" card, from fixed data (the data rules have their own tests);
// the panel that reads it shows exactly this card, or nothing.
const day = (year: number, month = 3, date = 14) => ({ year, month, day: date });
const years = (ago: number) => ({ kind: 'years' as const, ago, day: day(2026 - ago), range: localDayRange(day(2026 - ago)) });
const photoMoment = makePost({ id: 'otd-photo', type: 'photo', content: 'Pancakes on the beach at sunrise', imageUrls: demoPhotos(1, 3) }, memberAt(1));
const textMoment = makePost({ id: 'otd-text', content: 'Leo read his first whole book to us tonight, every voice different.' }, memberAt(3));

const memory = (overrides: Partial<OnThisDay>): OnThisDay => ({ lookback: years(1), moment: photoMoment, count: 1, others: [], ...overrides });

const meta = {
  title: 'YearBook/OnThisDayCard',
  component: OnThisDayCard,
  args: { memory: memory({}) },
  decorators: [(Story) => <div className="mx-auto max-w-md p-4"><Story /></div>],
} satisfies Meta<typeof OnThisDayCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement) => within(canvasElement).findByRole('region', { name: /On this day|From/ });

/** XS-40: a photo moment from a year ago. */
export const AYearAgoPhoto: Story = {
  play: async ({ canvasElement }) => {
    const card = within(await region(canvasElement));
    await expect(card.getByText('1 year ago')).toBeVisible();
    await expect(card.getByText('Pancakes on the beach at sunrise')).toBeVisible();
    await expect(card.getByRole('img')).toBeVisible();
  },
};

/** XS-411: a video moment from a year ago: its poster, marked as a video with its length. */
export const AYearAgoVideo: Story = {
  args: { memory: memory({ moment: videoMoment({ id: 'otd-video', content: 'First wobbly bike ride down the lane' }, memberAt(2), { durationMs: 34_000 }).post }) },
  play: async ({ canvasElement }) => {
    const card = within(await region(canvasElement));
    await expect(card.getByText('🎬 Video · 0:34')).toBeVisible();
    await expect(card.getByRole('img', { name: 'Video shared by Mia' })).toBeVisible();
    await expect(card.getByText('First wobbly bike ride down the lane')).toBeVisible();
  },
};

/** XS-412: a voice note from a year ago: a line with its length, and its caption. */
export const AYearAgoVoice: Story = {
  args: { memory: memory({ moment: voiceMoment({ id: 'otd-voice', content: 'Grandpa telling the lighthouse story' }, memberAt(3), { durationMs: 84_000 }).post }) },
  play: async ({ canvasElement }) => {
    const card = within(await region(canvasElement));
    await expect(card.getByText('🎙️ Voice note · 1:24')).toBeVisible();
    await expect(card.getByText('Grandpa telling the lighthouse story')).toBeVisible();
    await expect(card.queryByRole('img')).toBeNull();
  },
};

/** XS-41: several earlier years on this day; the others are listed under the featured one. */
export const SeveralYears: Story = {
  args: { memory: memory({ count: 3, others: [{ lookback: years(2), count: 2 }, { lookback: years(4), count: 1 }] }) },
  play: async ({ canvasElement }) => {
    const card = within(await region(canvasElement));
    await expect(card.getByRole('link', { name: '2 years ago · 2 moments' })).toBeVisible();
    await expect(card.getByRole('link', { name: '4 years ago · 1 moment' })).toBeVisible();
  },
};

/** XS-42: a young family: the month fallback. */
export const MonthFallback: Story = {
  args: { memory: memory({ lookback: { kind: 'months', ago: 6, day: day(2025, 9), range: localDayRange(day(2025, 9)) }, moment: textMoment }) },
  play: async ({ canvasElement }) => {
    await expect(within(await region(canvasElement)).getByRole('heading', { name: 'From 6 months ago' })).toBeVisible();
  },
};

/** XS-43: a moment of words only. */
export const TextMoment: Story = {
  args: { memory: memory({ lookback: years(3), moment: textMoment }) },
  play: async ({ canvasElement }) => {
    const card = within(await region(canvasElement));
    await expect(card.getByText(/Leo read his first whole book/)).toBeVisible();
    await expect(card.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** Nothing to show (no moment before today): the panel takes no space at all. */
export const NothingToShow: Story = {
  render: () => <OnThisDayPanel today={FIXED_NOW} />,
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(within(canvasElement).queryByTestId('on-this-day')).not.toBeInTheDocument();
  },
};
