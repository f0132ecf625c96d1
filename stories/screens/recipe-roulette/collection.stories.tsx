import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RecipeRoulettePage } from '@/features/recipe-roulette/components/recipe-roulette-page';
import { defaultRecipes } from '@/features/recipe-roulette/data/default-recipes';
import { desktop, mobile } from '../pages/page-frame';
import { withFamilyFrame } from '../activities/family-frame';
import { deterministicRoulette, familyRecipes, familySeed, familySeedWithRecipes, rouletteFrame } from './fixtures';

const meta = {
  title: 'RecipeRoulette/Collection',
  component: RecipeRoulettePage,
  decorators: [withFamilyFrame],
  parameters: { route: '/family/recipe-roulette', services: deterministicRoulette(), seed: familySeed, frame: rouletteFrame },
} satisfies Meta<typeof RecipeRoulettePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardNames = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByTestId('recipe-card')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

const defaultsPlay: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { name: "Spin for tonight's dinner" })).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Spin the Roulette' })).toBeEnabled();
  await expect(await canvas.findByText('Page 1 of 2')).toBeVisible();
  await expect(cardNames(canvasElement)).toEqual(defaultRecipes.slice(0, 6).map((r) => r.name));
  await expect(canvas.getByRole('button', { name: 'Add Family Recipe' })).toBeEnabled();
  await expect(canvas.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await expect(canvas.getByRole('button', { name: 'Next page' })).toBeEnabled();
  const pasta = canvas.getAllByTestId('recipe-card')[0]!;
  await expect(within(pasta).getByText('A Hearth classic')).toBeVisible();
  await expect(within(pasta).getByText('Easy')).toBeVisible();
  await expect(within(pasta).getByText(`${defaultRecipes[0]!.ingredients.length} ingredients`)).toBeVisible();
  await expect(within(pasta).getByText('Not cooked yet')).toBeVisible();
};

/** RR-02 (docs/product.md#recipe-collection): the eight defaults, page 1 of 2, no delete buttons. */
export const Defaults: Story = { globals: desktop, play: defaultsPlay };
export const DefaultsMobile: Story = { globals: mobile, play: defaultsPlay };

/** RR-03 (docs/product.md#recipe-collection): page 2 of the list. */
export const SecondPage: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('Page 2 of 2')).toBeVisible();
    await expect(cardNames(canvasElement)).toEqual(defaultRecipes.slice(6).map((r) => r.name));
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

/** RR-03, then 'Previous page': back on page 1. */
export const SecondPagePreviousGoesBack: Story = {
  ...SecondPage,
  tags: ['no-visual'],
  play: async (context) => {
    await SecondPage.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(canvas.getByText('Page 1 of 2')).toBeVisible();
  },
};

const withFamilyPlay: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText('Page 2 of 2')).toBeVisible();
  await expect(cardNames(canvasElement)).toEqual([...defaultRecipes.slice(6), ...familyRecipes].map((r) => r.name));
  const deletes = canvas.getAllByRole('button', { name: /^Delete/ });
  await expect(deletes.map((b) => b.textContent)).toEqual(familyRecipes.map((r) => `Delete ${r.name}`));
  await expect(canvas.getByRole('button', { name: "Delete Nani's Dal Tadka" })).toBeVisible();
  const dal = canvas.getByRole('heading', { name: "Nani's Dal Tadka" }).closest('[data-testid="recipe-card"]') as HTMLElement;
  await expect(within(dal).getByText('From Asha')).toBeVisible();
  await expect(within(dal).getByText('Cooked 2 times')).toBeVisible();
  await expect(within(dal).getByText('9 ingredients')).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
  await expect(canvas.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
};

/** RR-04 (docs/product.md#recipe-collection): the family's recipes (page 2) have 'Delete'; the defaults do not. */
export const WithFamilyRecipes: Story = {
  globals: desktop,
  args: { initialPage: 2 },
  parameters: { seed: familySeedWithRecipes },
  play: withFamilyPlay,
};
export const WithFamilyRecipesMobile: Story = { ...WithFamilyRecipes, globals: mobile };

/** Deleting asks first; 'Keep it' leaves the recipe where it was. */
export const DeleteConfirm: Story = {
  globals: desktop,
  args: { initialPage: 2 },
  parameters: { seed: familySeedWithRecipes },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Sunday Banana Pancakes' }));
    const confirm = await body.findByRole('alertdialog', { name: 'Delete Sunday Banana Pancakes?' });
    await expect(within(confirm).getByRole('button', { name: 'Delete' })).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    await expect(body.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Sunday Banana Pancakes' })).toBeVisible();
  },
};
