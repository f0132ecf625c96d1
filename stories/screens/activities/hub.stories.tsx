import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ActivitiesHub, ActivitiesHubPage } from '@/features/activities/components/activities-hub-page';
import { ArtGuide } from '@/features/art-guide/components/art-guide';
import { demoFamily, familyPreference } from '../../mocks/post-fixtures';
import { desktop, mobile } from '../pages/page-frame';
import { LOAD, withFamilyFrame, type FamilyFrame } from './family-frame';

const frame: FamilyFrame = { title: 'Family Activities', back: '/family', familyName: demoFamily.familyName };

const meta = {
  title: 'Activities/Hub',
  component: ActivitiesHubPage,
  decorators: [withFamilyFrame],
  args: { ArtGuide },
  parameters: { route: '/family/activities', frame },
} satisfies Meta<typeof ActivitiesHubPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const CARD_TITLES = ['Collaborative Art', 'Family Alphabet Singing', 'Recipe Roulette'];

/** AH-01 (docs/product.md#activities): the family is still being read from the device. */
export const Loading: Story = {
  globals: desktop,
  render: ({ ArtGuide: Guide }) => <ActivitiesHub familyState="loading" openActivity={null} artId={null} ArtGuide={Guide} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading activities…');
    await expect(canvas.queryByRole('heading', { name: 'Play Together' })).not.toBeInTheDocument();
  },
};

const cardsPlay: Story['play'] = async ({ canvasElement, step }) => {
  const canvas = within(canvasElement);
  await step('the three activity cards', async () => {
    await expect(await canvas.findByRole('heading', { name: 'Play Together' }, LOAD)).toBeVisible();
    for (const title of CARD_TITLES) await expect(canvas.getByRole('heading', { name: title })).toBeVisible();
    await expect(canvas.getByText(/inspired by Antakshari, the Indian family favourite/)).toBeVisible();
    await expect(canvas.getByText(/Playable in any language/)).toBeVisible();
    await expect(canvas.getByText('7 activities · 30 to 90 minutes · ages 4+')).toBeVisible();
  });
  await step('each card opens its activity', async () => {
    await expect(canvas.getByRole('link', { name: 'Explore Art Activities' })).toHaveAttribute('href', '/family/activities?activity=art');
    await expect(canvas.getByRole('link', { name: 'Play Alphabet Singing' })).toHaveAttribute('href', '/family/bollywood-game');
    await expect(canvas.getByRole('link', { name: 'Spin Recipe Roulette' })).toHaveAttribute('href', '/family/recipe-roulette');
    await expect(canvas.queryByText(/This activity needs a family/)).not.toBeInTheDocument();
  });
  await step('the AI photo tools', async () => {
    await expect(canvas.getByRole('heading', { name: 'AI Photo Fun' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Time-Travel Photos/ })).toHaveAttribute('href', '/family/time-travel');
    await expect(canvas.getByRole('link', { name: /Co-Drawing Magic/ })).toHaveAttribute('href', '/family/co-drawing');
  });
};

/** AH-02 (docs/product.md#activities): a family is set up, so the three cards open their activities. */
export const Cards: Story = {
  globals: desktop,
  parameters: { seed: { preferences: [familyPreference()] } },
  play: cardsPlay,
};
export const CardsMobile: Story = {
  globals: mobile,
  parameters: { seed: { preferences: [familyPreference()] } },
  play: cardsPlay,
};

const noFamilyPlay: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { name: 'Play Together' }, LOAD)).toBeVisible();
  const placeholders = canvas.getAllByTestId('family-needed');
  await expect(placeholders).toHaveLength(3);
  for (const placeholder of placeholders) {
    await expect(placeholder).toHaveTextContent(
      'This activity needs a family. Set up your family on this device to play together.',
    );
    await expect(within(placeholder).getByRole('link', { name: 'Set Up Your Family' })).toHaveAttribute('href', '/family');
  }
  for (const action of ['Explore Art Activities', 'Play Alphabet Singing', 'Spin Recipe Roulette']) {
    await expect(canvas.queryByRole('link', { name: action })).not.toBeInTheDocument();
  }
};

/** AH-03 (docs/product.md#activities): no family on this device: each activity is a placeholder that needs one. */
export const NoFamily: Story = { globals: desktop, play: noFamilyPlay };
export const NoFamilyMobile: Story = { globals: mobile, play: noFamilyPlay };
