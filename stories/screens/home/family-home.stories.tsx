import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FamilyHomePage } from '@/features/home/components/family-home-page';
import { RemovedDeviceView } from '@/features/sync/components/removed-device-view';
import { guidanceHandlers } from '../../mocks/guidance-handlers';
import { samplePosts } from '../../mocks/post-fixtures';
import {
  allocationSeed,
  asha,
  currentChallengeSeed,
  familySeed,
  ravi,
  storyFamily,
  storyServices,
  desktop,
  mobile,
} from '../moments/moment-fixtures';

const meta = {
  title: 'Home/FamilyHome',
  component: FamilyHomePage,
  decorators: [
    (Story) => (
      <main className="mx-auto w-full max-w-6xl bg-surface px-4 pt-4">
        <Story />
      </main>
    ),
  ],
  args: { family: storyFamily, supportCheckoutUrl: 'https://checkout.example.org/hearth' },
  parameters: {
    services: storyServices,
    seed: { posts: samplePosts(8), preferences: [familySeed(), currentChallengeSeed('rose-bud-thorn')] },
    msw: { handlers: guidanceHandlers.demoMode() },
  },
} satisfies Meta<typeof FamilyHomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectHome(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { name: 'Rose, bud and thorn' })).toBeVisible();
  await expect(await canvas.findByRole('list', { name: 'Latest family moments' })).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Invite Others' })).toBeVisible();
  await expect(canvas.getByRole('link', { name: 'Read the research' })).toHaveAttribute('href', '/about');
  await expect(canvas.getByRole('link', { name: /Support Hearth/ })).toHaveAttribute('target', '_blank');
  return canvas;
}

/** HF-01 (docs/product.md#home): two columns: the feed 65%, the daily panel 35%. */
export const Wide: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = await expectHome(canvasElement);
    const feed = canvas.getByTestId('feed-preview').getBoundingClientRect();
    const card = canvas.getByTestId('daily-card').getBoundingClientRect();
    // Side by side: the feed on the left, wider, about 65:35.
    await expect(feed.left).toBeLessThan(card.left);
    await expect(Math.abs(feed.top - card.top)).toBeLessThan(40);
    await expect(feed.width / (feed.width + card.width)).toBeGreaterThan(0.6);
    await expect(feed.width / (feed.width + card.width)).toBeLessThan(0.7);
  },
};

/** HF-02 (docs/product.md#home): one column: today's moment first, then the feed. */
export const Narrow: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = await expectHome(canvasElement);
    const feed = canvas.getByTestId('feed-preview').getBoundingClientRect();
    const card = canvas.getByTestId('daily-card').getBoundingClientRect();
    await expect(card.bottom).toBeLessThanOrEqual(feed.top);
    await expect(Math.abs(feed.left - card.left)).toBeLessThan(2);
  },
};

/** 'Invite Others' while moments are left: the share dialog for today's moment. */
export const InviteOthersShares: Story = {
  globals: desktop,
  parameters: { seed: { posts: samplePosts(3), preferences: [familySeed(), currentChallengeSeed('rose-bud-thorn'), allocationSeed({ [asha.id]: ['text'] })] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const invite = await canvas.findByRole('button', { name: 'Invite Others' });
    await waitFor(() => expect(invite).toBeEnabled());
    await userEvent.click(invite);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Share a Family Moment' });
    await waitFor(() => expect(dialog).toHaveAccessibleDescription('Rose, bud and thorn'));
  },
};

/** DM-42 from the home: 4 moments shared today, so 'Invite Others' shows 'Amazing Work!'. */
export const InviteOthersAllShared: Story = {
  globals: desktop,
  parameters: {
    seed: {
      posts: samplePosts(4),
      preferences: [familySeed(), currentChallengeSeed('rose-bud-thorn'), allocationSeed({ [asha.id]: ['text', 'photo'], [ravi.id]: ['mood', 'gratitude'] })],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const invite = await canvas.findByRole('button', { name: 'Invite Others' });
    await waitFor(() => expect(invite).toBeEnabled());
    await userEvent.click(invite);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Amazing Work!' });
    await expect(dialog).toHaveTextContent('Your family shared all 4 moments today! New moments will be available tomorrow.');
    await expect(within(dialog).getByRole('button', { name: 'Ready to begin?' })).toBeVisible();
  },
};

/**
 * XS-330: a device the family removed, opened again: where the family lands, the choice to keep its
 * copy as a family of its own or to erase it, above the home as before. (The app shows the card
 * through sync's RemovedDeviceNotice once sync's state is "removed"; the e2e test drives that.)
 */
export const RemovedDevice: Story = {
  decorators: [
    (Story) => (
      <>
        <div className="mb-4">
          <RemovedDeviceView busy={false} error={null} onKeep={fn()} onErase={fn()} />
        </div>
        <Story />
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await expectHome(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This device was removed from the family' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Keep my copy, unsynced' })).toBeVisible();
  },
};
