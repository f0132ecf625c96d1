import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DefaultRecipeError } from '@/data/errors';
import { deletePreference } from '@/data/preferences';
import { preferenceKeys } from '@/data/types';
import { RecipeRoulettePage } from '@/features/recipe-roulette/components/recipe-roulette-page';
import { desktop, mobile } from '../pages/page-frame';
import { withFamilyFrame } from '../activities/family-frame';
import { deterministicRoulette, expectToast, familyRecipes, familySeed, familySeedWithRecipes, rouletteFrame } from './fixtures';

// Recipe toasts: each toast comes from the real action on the seeded database; failures come from
// storage that fails the way a full disk or a locked database does (`storageFailures`).

const meta = {
  title: 'RecipeRoulette/Toast',
  component: RecipeRoulettePage,
  decorators: [withFamilyFrame],
  parameters: { route: '/family/recipe-roulette', services: deterministicRoulette(), seed: familySeed, frame: rouletteFrame },
} satisfies Meta<typeof RecipeRoulettePage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function addRecipe(canvasElement: HTMLElement, name: string, beforeSubmit?: () => Promise<void>) {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(await canvas.findByRole('button', { name: 'Add Family Recipe' }));
  const dialog = within(await body.findByRole('dialog', { name: 'Add Family Recipe' }));
  await userEvent.type(dialog.getByLabelText('Recipe name'), name);
  await userEvent.type(dialog.getByLabelText('Ingredients'), '2 cups rice{enter}{enter}1 cup peas{enter}');
  await userEvent.click(dialog.getByRole('radio', { name: /Mia/ }));
  await beforeSubmit?.();
  await userEvent.click(dialog.getByRole('button', { name: 'Add Recipe' }));
  return { body, dialog };
}

/** Submits, then checks the toast and that the dialog kept everything typed. */
function failedAddPlay(message: string, beforeSubmit?: () => Promise<void>): Story['play'] {
  return async ({ canvasElement }) => {
    const { body, dialog } = await addRecipe(canvasElement, 'Mint Pulao', beforeSubmit);
    await expectToast(canvasElement, message);
    await expect(body.getByRole('dialog', { name: 'Add Family Recipe' })).toBeVisible();
    await expect(dialog.getByLabelText('Recipe name')).toHaveValue('Mint Pulao');
    await expect(dialog.getByLabelText('Ingredients')).toHaveValue('2 cups rice\n\n1 cup peas\n');
    await expect(dialog.getByRole('radio', { name: /Mia/ })).toHaveAttribute('aria-checked', 'true');
  };
}

const addedPlay: Story['play'] = async ({ canvasElement }) => {
  const { body } = await addRecipe(canvasElement, '  Mint Pulao ');
  await expectToast(canvasElement, 'Mint Pulao added to your collection!');
  await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
  const canvas = within(canvasElement);
  // The new recipe's page opens, with its name trimmed and the blank line dropped.
  await expect(await canvas.findByText('Page 2 of 2')).toBeVisible();
  const card = (await canvas.findByRole('heading', { name: 'Mint Pulao' })).closest('[data-testid="recipe-card"]') as HTMLElement;
  await expect(within(card).getByText('From Mia')).toBeVisible();
  await expect(within(card).getByText('2 ingredients')).toBeVisible();
  await expect(within(card).getByRole('button', { name: 'Delete Mint Pulao' })).toBeVisible();
};

/** RR-17 (docs/product.md#recipe-form): '{recipe name} added to your collection!'. */
export const RecipeAdded: Story = { globals: desktop, play: addedPlay };
export const RecipeAddedMobile: Story = { globals: mobile, play: addedPlay };

/** RR-18 (docs/product.md#recipe-form): the family was erased (e.g. in another tab) while the dialog was open. */
export const FamilyNotLoaded: Story = {
  globals: desktop,
  play: failedAddPlay('Unable to save recipe - family data not loaded', () => deletePreference(preferenceKeys.familyData)),
};

/** RR-19 (docs/product.md#recipe-form): the device refused the write. */
export const SaveFailed: Story = {
  globals: desktop,
  parameters: { storageFailures: [{ table: 'recipes', on: 'write' }] },
  play: failedAddPlay('Failed to save recipe - please try again'),
};

async function deleteRecipe(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(await canvas.findByRole('button', { name: `Delete ${name}` }));
  const confirm = within(await body.findByRole('alertdialog', { name: `Delete ${name}?` }));
  await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
  return { canvas, body };
}

/** RR-20 (docs/product.md#recipe-form): 'Recipe removed from your collection'. */
export const RecipeRemoved: Story = {
  globals: desktop,
  args: { initialPage: 2 },
  parameters: { seed: familySeedWithRecipes },
  play: async ({ canvasElement }) => {
    const { canvas, body } = await deleteRecipe(canvasElement, 'Sunday Banana Pancakes');
    await expectToast(canvasElement, 'Recipe removed from your collection');
    await expect(body.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Sunday Banana Pancakes' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: "Nani's Dal Tadka" })).toBeVisible();
  },
};

/** RR-21 (docs/product.md#recipe-form): the delete did not reach the device's storage. */
export const DeleteFailed: Story = {
  globals: desktop,
  args: { initialPage: 2 },
  parameters: { seed: familySeedWithRecipes, storageFailures: [{ table: 'recipes', on: 'delete', error: new Error('Database is locked') }] },
  play: async ({ canvasElement }) => {
    const { canvas, body } = await deleteRecipe(canvasElement, 'Sunday Banana Pancakes');
    await expectToast(canvasElement, 'Failed to delete recipe - please try again');
    await expect(body.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Sunday Banana Pancakes' })).toBeVisible();
  },
};

/**
 * RR-22: defaults show no delete button; a delete that still reaches one (here the store reports
 * the recipe as a default) is refused with its toast.
 */
export const DefaultNotDeletable: Story = {
  globals: desktop,
  args: { initialPage: 2 },
  parameters: {
    seed: familySeedWithRecipes,
    storageFailures: [{ table: 'recipes', on: 'delete', error: new DefaultRecipeError(familyRecipes[0]!.id) }],
  },
  play: async ({ canvasElement }) => {
    const { canvas, body } = await deleteRecipe(canvasElement, "Nani's Dal Tadka");
    await expectToast(canvasElement, 'Default recipes cannot be deleted - they keep your family dinner options ready!');
    await expect(body.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: "Nani's Dal Tadka" })).toBeVisible();
  },
};
