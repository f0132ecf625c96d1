import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SingingGamePage } from '@/features/singing-game/components/singing-game-page';
import { desktop, mobile } from '../pages/page-frame';
import { LOAD, withFamilyFrame } from '../activities/family-frame';
import { deterministicGame, familySeed, gameFrame } from './fixtures';

const meta = {
  title: 'SingingGame/Intro',
  component: SingingGamePage,
  decorators: [withFamilyFrame],
  parameters: { route: '/family/bollywood-game', services: deterministicGame, seed: familySeed, frame: gameFrame },
} satisfies Meta<typeof SingingGamePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const introPlay: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { name: 'Family Alphabet Singing', level: 2 }, LOAD)).toBeVisible();
  await expect(canvas.getByText(/Inspired by Antakshari/)).toBeVisible();
  await expect(canvas.getByRole('heading', { name: 'How to play' })).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Start Family Challenge!' })).toBeVisible();
};

/** SG-02 (docs/product.md#singing-game): the intro. */
export const Default: Story = { globals: desktop, play: introPlay };
export const DefaultMobile: Story = { globals: mobile, play: introPlay };

/** 'Start Family Challenge!' opens the language picker, focus on its heading. */
export const StartChallenge: Story = {
  globals: desktop,
  play: async (context) => {
    await introPlay(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Start Family Challenge!' }));
    const heading = await canvas.findByRole('heading', { name: 'Choose Your Language' }, LOAD);
    await waitFor(() => expect(heading).toHaveFocus());
  },
};
