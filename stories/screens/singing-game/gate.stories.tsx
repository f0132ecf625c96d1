import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SingingGamePage } from '@/features/singing-game/components/singing-game-page';
import { desktop, mobile } from '../pages/page-frame';
import { LOAD, withFamilyFrame } from '../activities/family-frame';
import { deterministicGame, gameFrame } from './fixtures';

const meta = {
  title: 'SingingGame/Gate',
  component: SingingGamePage,
  decorators: [withFamilyFrame],
  parameters: { route: '/family/bollywood-game', services: deterministicGame, frame: { ...gameFrame, familyName: undefined } },
} satisfies Meta<typeof SingingGamePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const noFamilyPlay: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { name: 'Please set up your family first' }, LOAD)).toBeVisible();
  await expect(
    canvas.getByText('Family Alphabet Singing is played together. Set up your family on this device, then come back to sing.'),
  ).toBeVisible();
  await expect(canvas.getByRole('link', { name: 'Set Up Your Family' })).toHaveAttribute('href', '/family');
  await expect(canvas.queryByRole('button', { name: 'Start Family Challenge!' })).not.toBeInTheDocument();
};

/** SG-01 (docs/product.md#singing-game): no family on this device. */
export const NoFamily: Story = { globals: desktop, play: noFamilyPlay };
export const NoFamilyMobile: Story = { globals: mobile, play: noFamilyPlay };
