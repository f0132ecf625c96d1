import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { RecipeRoulettePage } from '@/features/recipe-roulette/components/recipe-roulette-page';
import { desktop, mobile } from '../pages/page-frame';
import { withFamilyFrame } from '../activities/family-frame';
import { CHOSEN, deterministicRoulette, familySeed, rouletteFrame, spinToSelection } from './fixtures';

// Selection stage: reached by the real spin, played out at once.

const meta = {
  title: 'RecipeRoulette/Selection',
  component: RecipeRoulettePage,
  decorators: [withFamilyFrame],
  parameters: { route: '/family/recipe-roulette', services: deterministicRoulette(), seed: familySeed, frame: rouletteFrame },
} satisfies Meta<typeof RecipeRoulettePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const defaultPlay: Story['play'] = async ({ canvasElement }) => {
  const { canvas, heading } = await spinToSelection(canvasElement);
  await expect(heading).toHaveFocus();
  await expect(canvas.getByText("Tonight's selection")).toBeVisible();
  const boxes = canvas.getAllByRole('checkbox');
  await expect(boxes).toHaveLength(CHOSEN.ingredients.length);
  for (const box of boxes) await expect(box).not.toBeChecked();
  await expect(canvas.getByText(`0 of ${CHOSEN.ingredients.length} ready`)).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Start Cooking' })).toBeVisible();
};

/** RR-26 (docs/product.md#recipe-roulette): the chosen recipe, nothing ticked, 'Back' and 'Start Cooking'. */
export const Default: Story = { globals: desktop, play: defaultPlay };
export const DefaultMobile: Story = { globals: mobile, play: defaultPlay };

/** RR-27 (docs/product.md#recipe-roulette): some ingredients ticked. */
export const PartlyTicked: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const { canvas } = await spinToSelection(canvasElement);
    for (const index of [0, 2, 3]) await userEvent.click(canvas.getByRole('checkbox', { name: CHOSEN.ingredients[index] }));
    await expect(canvas.getByRole('checkbox', { name: CHOSEN.ingredients[0] })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: CHOSEN.ingredients[1] })).not.toBeChecked();
    await expect(canvas.getByText(`3 of ${CHOSEN.ingredients.length} ready`)).toBeVisible();
    // Unticking works too.
    await userEvent.click(canvas.getByRole('checkbox', { name: CHOSEN.ingredients[3] }));
    await expect(canvas.getByText(`2 of ${CHOSEN.ingredients.length} ready`)).toBeVisible();
  },
};

/** Back returns to the collection, ready to spin again. */
export const BackToCollection: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const { canvas } = await spinToSelection(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(await canvas.findByRole('heading', { name: 'Your Recipe Collection' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Spin the Roulette' })).toBeEnabled();
  },
};
