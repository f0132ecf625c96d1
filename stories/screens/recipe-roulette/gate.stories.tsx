import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RecipeRoulettePage } from '@/features/recipe-roulette/components/recipe-roulette-page';
import { desktop, mobile } from '../pages/page-frame';
import { withFamilyFrame } from '../activities/family-frame';
import { deterministicRoulette, rouletteFrame } from './fixtures';

const meta = {
  title: 'RecipeRoulette/Gate',
  component: RecipeRoulettePage,
  decorators: [withFamilyFrame],
  parameters: { route: '/family/recipe-roulette', services: deterministicRoulette(), frame: { ...rouletteFrame, familyName: undefined } },
} satisfies Meta<typeof RecipeRoulettePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const noFamilyPlay: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { name: 'Recipe Roulette needs a family' })).toBeVisible();
  await expect(canvas.getByText(/Set up your family on this device, then come back to spin/)).toBeVisible();
  await expect(canvas.getByRole('link', { name: 'Set Up Your Family' })).toHaveAttribute('href', '/family');
  await expect(canvas.queryByRole('button', { name: 'Spin the Roulette' })).not.toBeInTheDocument();
};

/** RR-01 (docs/product.md#recipe-roulette): no family on this device. */
export const NoFamily: Story = { globals: desktop, play: noFamilyPlay };
export const NoFamilyMobile: Story = { globals: mobile, play: noFamilyPlay };
