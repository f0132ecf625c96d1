import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RecipeRoulettePage } from '@/features/recipe-roulette/components/recipe-roulette-page';
import { desktop, mobile } from '../pages/page-frame';
import { withFamilyFrame } from '../activities/family-frame';
import { demoMembers } from '../../mocks/post-fixtures';
import { deterministicRoulette, familySeed, rouletteFrame } from './fixtures';

const meta = {
  title: 'RecipeRoulette/AddRecipeDialog',
  component: RecipeRoulettePage,
  decorators: [withFamilyFrame],
  parameters: { route: '/family/recipe-roulette', services: deterministicRoulette(), seed: familySeed, frame: rouletteFrame },
} satisfies Meta<typeof RecipeRoulettePage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Dialog = ReturnType<typeof within>;

async function openDialog(canvasElement: HTMLElement): Promise<Dialog> {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Add Family Recipe' }));
  const body = within(canvasElement.ownerDocument.body);
  return within(await body.findByRole('dialog', { name: 'Add Family Recipe' }));
}

/** Pastes rather than types: long texts (2000 characters) would take minutes key by key. */
async function setText(dialog: Dialog, label: string, text: string) {
  const field = dialog.getByLabelText(label);
  await userEvent.clear(field);
  if (text) {
    await userEvent.click(field);
    await userEvent.paste(text);
  }
}

const VALID = { name: 'Aloo Paratha', ingredients: '3 potatoes, boiled\n2 cups wholewheat flour\n1 tsp ajwain', notes: 'Roll gently!' };

async function fill(dialog: Dialog, values: Partial<typeof VALID> & { contributor?: string | null }) {
  const v = { ...VALID, contributor: 'Asha', ...values };
  await setText(dialog, 'Recipe name', v.name);
  await setText(dialog, 'Ingredients', v.ingredients);
  await setText(dialog, 'Notes (optional)', v.notes);
  if (v.contributor) await userEvent.click(dialog.getByRole('radio', { name: new RegExp(v.contributor) }));
}

async function submit(dialog: Dialog) {
  await userEvent.click(dialog.getByRole('button', { name: 'Add Recipe' }));
}

/** Submits and checks the field shows `message`, the dialog stays open and nothing else is wrong. */
function errorPlay(values: Parameters<typeof fill>[1], label: string, message: string): Story['play'] {
  return async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await fill(dialog, values);
    await submit(dialog);
    await expect(await dialog.findByText(message)).toBeVisible();
    await expect(dialog.getAllByRole('alert')).toHaveLength(1);
    await expect(dialog.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(message));
    await expect(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Add Family Recipe' })).toBeVisible();
  };
}

const emptyPlay: Story['play'] = async ({ canvasElement }) => {
  const dialog = await openDialog(canvasElement);
  await expect(dialog.getByLabelText('Recipe name')).toHaveValue('');
  await expect(dialog.getByRole('radiogroup', { name: 'Contributed by' })).toBeVisible();
  await expect(dialog.getAllByRole('radio', { checked: false }).length).toBeGreaterThanOrEqual(demoMembers.length);
  for (const member of demoMembers) await expect(dialog.getByRole('radio', { name: new RegExp(member.name) })).toBeVisible();
  await expect(dialog.getByLabelText('Ingredients')).toHaveAccessibleDescription('One ingredient per line');
  await expect(dialog.getByLabelText('Notes (optional)')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Easy' })).toHaveAttribute('aria-checked', 'true');
  await expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
  await expect(dialog.getByRole('button', { name: 'Add Recipe' })).toBeEnabled();
};

/** RR-05 (docs/product.md#recipe-form): the empty form. */
export const Empty: Story = { globals: desktop, play: emptyPlay };
export const EmptyMobile: Story = { globals: mobile, play: emptyPlay };

/** RR-06 (docs/product.md#recipe-form): every field valid, a contributor picked. */
export const Valid: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await fill(dialog, { contributor: 'Ravi Kumar' });
    await userEvent.click(dialog.getByRole('radio', { name: 'Medium' }));
    await expect(dialog.getByRole('radio', { name: /Ravi Kumar/ })).toHaveAttribute('aria-checked', 'true');
    await expect(dialog.getByRole('radio', { name: 'Medium' })).toHaveAttribute('aria-checked', 'true');
    await expect(dialog.getByLabelText('Recipe name')).toHaveValue('Aloo Paratha');
    await expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** RR-07 (docs/product.md#recipe-form): no contributor: the form does not submit and says why. */
export const NoContributor: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await fill(dialog, { contributor: null });
    await submit(dialog);
    await expect(await dialog.findByText('Please choose the family member who contributed this recipe')).toBeVisible();
    await expect(dialog.getByRole('radiogroup', { name: 'Contributed by' })).toHaveAccessibleDescription(
      'Please choose the family member who contributed this recipe',
    );
    await expect(dialog.getByRole('radio', { name: /Asha/ })).toHaveFocus();
    await expect(dialog.getByLabelText('Recipe name')).toHaveValue('Aloo Paratha');
    // Picking one clears the message.
    await userEvent.click(dialog.getByRole('radio', { name: /Mia/ }));
    await expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** RR-08 (docs/product.md#recipe-form) */
export const NameRequired: Story = { globals: desktop, play: errorPlay({ name: '' }, 'Recipe name', 'Recipe name is required') };
/** RR-09 (docs/product.md#recipe-form) */
export const NameTooShort: Story = {
  globals: desktop,
  play: errorPlay({ name: 'A' }, 'Recipe name', 'Recipe name must be at least 2 characters long'),
};
/** RR-10 (docs/product.md#recipe-form) */
export const NameTooLong: Story = {
  globals: desktop,
  play: errorPlay({ name: 'Paratha '.repeat(13) }, 'Recipe name', 'Recipe name must be less than 100 characters'),
};
/** RR-11 (docs/product.md#recipe-form) */
export const IngredientsRequired: Story = {
  globals: desktop,
  play: errorPlay({ ingredients: '' }, 'Ingredients', 'Ingredients is required'),
};
/** RR-12 (docs/product.md#recipe-form) */
export const IngredientsTooShort: Story = {
  globals: desktop,
  play: errorPlay({ ingredients: 'rice' }, 'Ingredients', 'Ingredients must be at least 5 characters long'),
};
/** RR-13 (docs/product.md#recipe-form): only separators, no line naming an ingredient. */
export const NoIngredientLine: Story = {
  globals: desktop,
  play: errorPlay({ ingredients: '-----\n• • •\n-----' }, 'Ingredients', 'Please add at least one ingredient'),
};
/** RR-14 (docs/product.md#recipe-form) */
export const IngredientsTooLong: Story = {
  globals: desktop,
  play: errorPlay({ ingredients: '1 cup basmati rice\n'.repeat(110) }, 'Ingredients', 'Ingredients must be less than 2000 characters'),
};
/** RR-15 (docs/product.md#recipe-form) */
export const NotesTooLong: Story = {
  globals: desktop,
  play: errorPlay({ notes: 'Stir slowly and keep tasting. '.repeat(17) }, 'Notes (optional)', 'Notes must be less than 500 characters'),
};
/** RR-16 (docs/product.md#recipe-form) */
export const NotFamilyFriendly: Story = {
  globals: desktop,
  play: errorPlay({ name: 'Damn Good Chili' }, 'Recipe name', 'Please keep your content family-friendly'),
};
export const NotFamilyFriendlyMobile: Story = { ...NotFamilyFriendly, globals: mobile };
