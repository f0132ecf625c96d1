import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MemoriesPage } from '@/features/memories/components/memories-page';
import { stoppedClock } from '@/lib/clock';
import { FIXED_NOW, demoFamily, demoPhotos, familyPreference, hoursAgo, makePost, memberAt, samplePosts } from '../../mocks/post-fixtures';
import { commentOn, seedWithResponses } from '../../mocks/response-fixtures';
import { videoMoment, voiceMoment } from '../../mocks/media-fixtures';
import { desktop, mobile, withFamilyFrame } from './memories-frame';

// 40 posts, one every 7 hours back from the fixed clock: types and members cycle.
const POSTS = samplePosts(40);
const seed = { posts: POSTS, preferences: [familyPreference()] };

const meta = {
  title: 'Memories/MemoriesPage',
  component: MemoriesPage,
  decorators: [withFamilyFrame('Family Memories', demoFamily.familyName)],
  parameters: { route: '/family/feeds', routePath: '/family/feeds', seed, services: { clock: stoppedClock(FIXED_NOW) } },
  globals: desktop,
} satisfies Meta<typeof MemoriesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('list', { name: 'Family memories', busy: false }, { timeout: 8000 }));
const names = async (canvasElement: HTMLElement) =>
  (await list(canvasElement)).getAllByRole('article').map((a) => a.querySelector('h3')?.textContent);

/** ME-01 (docs/product.md#memories): filters, the first 15 posts, and paging with 'Next page'. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await list(canvasElement)).getAllByRole('article')).toHaveLength(15);
    await expect(canvas.getByText('Showing 1–15 of 40 memories')).toBeVisible();
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeEnabled();
    // Family members load on their own; the member filter appears with them.
    await expect(await canvas.findByRole('radiogroup', { name: 'Who shared' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: 'Type of moment' })).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: 'When' })).toBeVisible();
  },
};

/** ME-01 on a phone: the filters fold away behind 'Show filters'. */
export const DefaultMobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await list(canvasElement)).getAllByRole('article')).toHaveLength(15);
    await expect(canvas.queryByRole('radiogroup', { name: 'Type of moment' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Show filters' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Photo' }));
    await waitFor(() => expect(canvas.getByText('Showing 1–10 of 10 memories')).toBeVisible(), { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Hide filters' }));
    await expect(canvas.getByRole('button', { name: 'Show filters (1 on)' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  },
};

/** ME-02 (docs/product.md#memories): only one member's posts. */
export const FilterMember: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Mia' }, { timeout: 5000 }));
    await waitFor(() => expect(canvas.getByText(/of 10 memories$/)).toBeVisible(), { timeout: 5000 });
    await waitFor(async () => expect(new Set(await names(canvasElement))).toEqual(new Set(['Mia'])), { timeout: 5000 });
    await expect(canvas.getByRole('radio', { name: 'Mia' })).toHaveAttribute('aria-checked', 'true');
  },
};

/** ME-03 (docs/product.md#memories): only one type (here gratitude). */
export const FilterType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Gratitude' }));
    await waitFor(() => expect(canvas.getByText('Showing 1–10 of 10 memories')).toBeVisible(), { timeout: 5000 });
    const articles = (await list(canvasElement)).getAllByRole('article');
    for (const article of articles) await expect(article).toHaveAttribute('data-type', 'gratitude');
    await expect(canvas.queryByRole('navigation', { name: 'Memories pages' })).not.toBeInTheDocument();
  },
};

/** ME-04 (docs/product.md#memories): a period; 'Today' (posts since local midnight) combined with nothing else, then 'Last 7 days'. */
export const FilterPeriod: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await list(canvasElement);
    // Posts are 7 hours apart from 14:15 on the fixed clock's day: 14:15, 07:15 and 00:15 are today.
    await step('Today', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Today' }));
      await waitFor(() => expect(canvas.getByText('Showing 1–3 of 3 memories')).toBeVisible(), { timeout: 5000 });
    });
    await step('Last 7 days', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Last 7 days' }));
      await waitFor(() => expect(canvas.getByText(/^Showing 1–15 of \d+ memories$/)).toBeVisible(), { timeout: 5000 });
      const total = Number(/of (\d+) memories/.exec(canvas.getByText(/^Showing/).textContent ?? '')?.[1]);
      // 6 whole days before today plus today's 14h15: (6 × 24 + 14.25) / 7 ≈ 22.6 → 23 posts.
      await expect(total).toBe(23);
    });
  },
};

/** ME-05 (docs/product.md#memories): filters that match nothing say so and offer to clear them. */
export const FilterNoResults: Story = {
  parameters: { route: '/family/feeds?member=member_1700000000003_leo&type=mood&period=today' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No memories match these filters' }, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Clear filters' }).at(-1)).toBeEnabled();
  },
};

/** ME-05, then 'Clear filters': every memory is back and the filters are reset. */
export const FilterNoResultsClearFiltersShowsAll: Story = {
  ...FilterNoResults,
  tags: ['no-visual'],
  play: async (context) => {
    await FilterNoResults.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Clear filters' }).at(-1) as HTMLElement);
    await expect((await list(context.canvasElement)).getAllByRole('article')).toHaveLength(15);
    await expect(canvas.getByRole('radio', { name: 'Everyone' })).toHaveAttribute('aria-checked', 'true');
  },
};

/** ME-06 (docs/product.md#memories): page 2 of 3, reached with 'Next page' (and back with 'Previous page'). */
export const SecondPage: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await list(canvasElement);
    await step('Next page', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
      await waitFor(() => expect(canvas.getByText('Page 2 of 3')).toBeVisible(), { timeout: 5000 });
      // The line under the filters follows the list, which follows once the page is read.
      await expect(await canvas.findByText('Showing 16–30 of 40 memories', {}, { timeout: 5000 })).toBeVisible();
    });
    await step('to the last page and back', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
      await waitFor(() => expect(canvas.getByText('Page 3 of 3')).toBeVisible(), { timeout: 5000 });
      await expect(await canvas.findByText('Showing 31–40 of 40 memories', {}, { timeout: 5000 })).toBeVisible();
      await expect((await list(canvasElement)).getAllByRole('article')).toHaveLength(10);
      await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
      await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
      await waitFor(() => expect(canvas.getByText('Page 2 of 3')).toBeVisible(), { timeout: 5000 });
    });
  },
};

/** A page that no longer exists (e.g. a bookmark after a tidy-up) shows the last page. */
export const PageOutOfRange: Story = {
  parameters: { route: '/family/feeds?page=9' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Page 3 of 3')).toBeVisible(), { timeout: 5000 });
    await waitFor(async () => expect((await list(canvasElement)).getAllByRole('article')).toHaveLength(10), { timeout: 5000 });
    await expect(canvas.getByText('Showing 31–40 of 40 memories')).toBeVisible();
  },
};

/** ME-07 (docs/product.md#memories): no memories yet: a warm empty state leading to today's moment. */
export const Empty: Story = {
  // Parameters merge with the meta's: the posts list must be replaced explicitly.
  parameters: { seed: { posts: [], preferences: [familyPreference()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your family story starts here' }, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: "Go to today's moment" })).toHaveAttribute('href', '/family');
    await expect(canvas.queryByRole('radiogroup')).not.toBeInTheDocument();
  },
};

/** ME-07 (load failure): an empty list and 'Try again', never a crash. */
export const LoadFailed: Story = {
  parameters: { storageFailures: [{ table: 'posts', on: 'read', error: new Error('IndexedDB is unavailable') }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your memories could not be loaded', {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};

/** A failure that clears: 'Try again' loads the memories (ends showing ME-01, so no picture of its own). */
export const LoadFailedThenRetry: Story = {
  tags: ['no-visual'],
  parameters: { storageFailures: [{ table: 'posts', on: 'read', times: 1, error: new Error('busy') }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }, { timeout: 8000 }));
    await expect((await list(canvasElement)).getAllByRole('article')).toHaveLength(15);
  },
};

/** ME-08 (docs/product.md#memories): the full-size photo opens from a memory and Escape closes it. Left open at the end. */
export const ImageViewer: Story = {
  parameters: {
    seed: {
      preferences: [familyPreference()],
      posts: [
        makePost({ id: 'trip', type: 'photo', content: 'Our trip to the hills', imageUrls: demoPhotos(5), timestamp: FIXED_NOW.toISOString() }, memberAt(1)),
        ...POSTS.slice(1, 6),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await list(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open photo 1 of 5 full screen' }));
    await expect(await body.findByRole('dialog', { name: /Photo shared by Ravi Kumar/ }, { timeout: 5000 })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Open photo 4 of 5 full screen, 1 more' }));
    await expect(await body.findByRole('dialog', { name: /Photo shared by Ravi Kumar/ }, { timeout: 5000 })).toBeVisible();
  },
};

// Three of the 40 moments have comments (the second, the fifth and the twelfth newest).
const commentedSeed = {
  preferences: [familyPreference()],
  ...seedWithResponses(POSTS, [], [
    commentOn(POSTS[1]!, memberAt(2), 'Can we do this again tomorrow?', FIXED_NOW.toISOString()),
    commentOn(POSTS[4]!, memberAt(0), 'Love this 💛', FIXED_NOW.toISOString()),
    commentOn(POSTS[4]!, memberAt(3), 'Me too!', FIXED_NOW.toISOString()),
    commentOn(POSTS[11]!, memberAt(1), 'Best day of the week', FIXED_NOW.toISOString()),
  ]),
};

/** XS-33: "Moments with comments" on: only the commented moments, newest first, each with its count. */
export const FilterWithComments: Story = {
  parameters: { seed: commentedSeed },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Moments with comments' }, { timeout: 5000 }));
    await waitFor(() => expect(canvas.getByText('Showing 1–3 of 3 memories')).toBeVisible(), { timeout: 5000 });
    const cards = (await list(canvasElement)).getAllByRole('article');
    await expect(cards).toHaveLength(3);
    await expect(within(cards[1] as HTMLElement).getByRole('button', { name: '2 comments' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Moments with comments' })).toHaveAttribute('aria-checked', 'true');
  },
};

export const FilterWithCommentsMobile: Story = {
  parameters: { seed: commentedSeed, route: '/family/feeds?comments=1' },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Showing 1–3 of 3 memories')).toBeVisible(), { timeout: 8000 });
    await expect(canvas.getByRole('button', { name: 'Show filters (1 on)' })).toBeVisible();
  },
};

/** XS-34: "Moments with comments" when no one has commented yet: says so, and offers every memory. */
export const FilterWithCommentsNone: Story = {
  parameters: { route: '/family/feeds?comments=1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No comments yet' }, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show every memory' })).toBeEnabled();
  },
};

/** XS-34, then 'Show every memory': the filter is off and every memory is back. */
export const FilterWithCommentsNoneShowsEvery: Story = {
  ...FilterWithCommentsNone,
  tags: ['no-visual'],
  play: async (context) => {
    await FilterWithCommentsNone.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show every memory' }));
    await expect((await list(context.canvasElement)).getAllByRole('article')).toHaveLength(15);
    await expect(canvas.getByRole('checkbox', { name: 'Moments with comments' })).toHaveAttribute('aria-checked', 'false');
  },
};

export const FilterWithCommentsNoneMobile: Story = { ...FilterWithCommentsNone, globals: mobile };

// Among the 40 sample moments: two voice notes and a video, each with its recording on this device.
const recorded = [
  voiceMoment({ id: 'voice_1', content: 'Mia singing in the bath', timestamp: hoursAgo(FIXED_NOW, 3) }, memberAt(2), { seed: 11 }),
  videoMoment({ id: 'video_1', content: 'Leo’s first cartwheel', timestamp: hoursAgo(FIXED_NOW, 10) }, memberAt(3), { seed: 12 }),
  voiceMoment({ id: 'voice_2', content: 'Bedtime story, chapter two', timestamp: hoursAgo(FIXED_NOW, 30) }, memberAt(0), { seed: 13, durationMs: 84_000 }),
];
const recordedSeed = {
  posts: [...POSTS, ...recorded.map((moment) => moment.post)],
  mediaBlobs: recorded.map((moment) => moment.recording),
  preferences: [familyPreference()],
};

async function filterTo(canvasElement: HTMLElement, type: 'Voice note' | 'Video', count: number) {
  const canvas = within(canvasElement);
  await list(canvasElement);
  await userEvent.click(canvas.getByRole('radio', { name: type }));
  const showing = count === 1 ? 'Showing 1 memory' : `Showing 1–${count} of ${count} memories`;
  await waitFor(() => expect(canvas.getByText(showing)).toBeVisible(), { timeout: 5000 });
  await expect(canvas.getByRole('radio', { name: type })).toHaveAttribute('aria-checked', 'true');
  return (await list(canvasElement)).getAllByRole('article');
}

/** XS-413 (docs/product.md#voice-and-video): only voice notes, each with its player. */
export const FilterVoiceNotes: Story = {
  parameters: { seed: recordedSeed },
  play: async ({ canvasElement }) => {
    const articles = await filterTo(canvasElement, 'Voice note', 2);
    for (const article of articles) await expect(article).toHaveAttribute('data-type', 'voice');
    await expect(within(canvasElement).getByRole('group', { name: 'Voice note from Asha, 1:24' })).toBeVisible();
    await waitFor(() => expect(within(articles[0] as HTMLElement).getByRole('slider')).toBeEnabled());
  },
};

/** XS-414: only videos, on a phone: the seven type chips wrap within 375 px. */
export const FilterVideosMobile: Story = {
  parameters: { seed: recordedSeed },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show filters' }, { timeout: 8000 }));
    const articles = await filterTo(canvasElement, 'Video', 1);
    await expect(articles[0]).toHaveAttribute('data-type', 'video');
    await expect(canvas.getByRole('button', { name: 'Play video shared by Leo, 0:02' })).toBeVisible();
    // Every chip of the type filter fits the phone's width.
    const group = canvas.getByRole('radiogroup', { name: 'Type of moment' });
    for (const chip of within(group).getAllByRole('radio')) {
      await expect(chip.getBoundingClientRect().right).toBeLessThanOrEqual(group.getBoundingClientRect().right + 0.5);
    }
  },
};
