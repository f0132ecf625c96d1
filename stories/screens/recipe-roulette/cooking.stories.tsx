import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { RecipeRoulettePage } from '@/features/recipe-roulette/components/recipe-roulette-page';
import { desktop, mobile } from '../pages/page-frame';
import { withFamilyFrame } from '../activities/family-frame';
import { CHOSEN, deterministicRoulette, familySeed, pngFile, rouletteFrame, spinToSelection, tickOf } from './fixtures';

// Cooking (documenting) stage and Cooking photo: "Cooking notes":
// reached by the real spin and 'Start Cooking'; photos go through the real compression.

const meta = {
  title: 'RecipeRoulette/Cooking',
  component: RecipeRoulettePage,
  decorators: [withFamilyFrame],
  parameters: { route: '/family/recipe-roulette', services: deterministicRoulette(), seed: familySeed, frame: rouletteFrame },
} satisfies Meta<typeof RecipeRoulettePage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function startCooking(canvasElement: HTMLElement) {
  const { canvas } = await spinToSelection(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Start Cooking' }));
  await expect(await canvas.findByText('Now cooking')).toBeVisible();
  return canvas;
}

// The real file picker can offer "All files": the stage must still refuse what is not an image.
const anyFile = () => userEvent.setup({ applyAccept: false });

const emptyPlay: Story['play'] = async ({ canvasElement }) => {
  const canvas = await startCooking(canvasElement);
  await expect(canvas.getByRole('heading', { level: 2, name: CHOSEN.name })).toHaveFocus();
  await expect(canvas.getByRole('button', { name: 'Add a photo' })).toBeEnabled();
  await expect(canvas.getByLabelText('Choose a photo of your meal')).toHaveAttribute('accept', 'image/*');
  await expect(canvas.getByLabelText('Cooking notes')).toHaveValue('');
  await expect(canvas.getByRole('radiogroup', { name: 'Most valuable chef' })).toBeVisible();
  await expect(canvas.getAllByRole('radio').every((r) => r.getAttribute('aria-checked') === 'false')).toBe(true);
  await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Save to Family Feed' })).toBeEnabled();
  await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
};

/** RR-28 (docs/product.md#cooking): photo upload, notes, chef selector, Back and 'Save to Family Feed'. */
export const Empty: Story = { globals: desktop, play: emptyPlay };
export const EmptyMobile: Story = { globals: mobile, play: emptyPlay };

const filledPlay: Story['play'] = async ({ canvasElement }) => {
  const canvas = await startCooking(canvasElement);
  await userEvent.upload(canvas.getByLabelText('Choose a photo of your meal'), await pngFile('dinner.png', 1600));
  const preview = await canvas.findByTestId('cooking-photo-preview', {}, { timeout: 10_000 });
  await expect(preview.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
  // Compressed to 600 px wide.
  await waitFor(() => expect((preview as HTMLImageElement).naturalWidth).toBe(600), { timeout: 5_000 });
  await expect(canvas.getByRole('button', { name: 'Change photo' })).toBeVisible();
  await userEvent.type(canvas.getByLabelText('Cooking notes'), 'Leo cracked every egg himself. Only one shell in the pan!');
  await userEvent.click(canvas.getByRole('radio', { name: /Leo/ }));
  await expect(canvas.getByRole('radio', { name: /Leo/ })).toHaveAttribute('aria-checked', 'true');
  await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  await expect(canvas.getByRole('button', { name: 'Save to Family Feed' })).toBeEnabled();
};

/** RR-29 (docs/product.md#cooking): a photo, notes and a chef. */
export const Filled: Story = { globals: desktop, play: filledPlay };
export const FilledMobile: Story = { globals: mobile, play: filledPlay };

/** RR-30 (docs/product.md#cooking): notes over 1000 characters block the save. */
export const NotesInvalid: Story = {
  globals: desktop,
  play: async ({ canvasElement, parameters }) => {
    const canvas = await startCooking(canvasElement);
    await userEvent.click(canvas.getByLabelText('Cooking notes'));
    await userEvent.paste('We had so much fun. '.repeat(51));
    await expect(canvas.getByText('Cooking notes must be less than 1000 characters')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save to Family Feed' }));
    await expect(await canvas.findByText('Please fix the content issues before sharing your cooking adventure')).toBeVisible();
    await expect(canvas.getByText('Now cooking')).toBeVisible();
    await expect(tickOf(parameters).play).toHaveBeenCalled();
  },
};

/** Notes that are not family-friendly block the save the same way. */
export const NotesNotFamilyFriendly: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = await startCooking(canvasElement);
    await userEvent.type(canvas.getByLabelText('Cooking notes'), 'What a damn mess we made');
    await userEvent.click(canvas.getByRole('button', { name: 'Save to Family Feed' }));
    await expect(await canvas.findByText('Please fix the content issues before sharing your cooking adventure')).toBeVisible();
    await expect(canvas.getByText('Please keep your content family-friendly')).toBeVisible();
  },
};

/** RR-31 (docs/product.md#cooking): 'Please select an image file'. */
export const PhotoNotImage: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = await startCooking(canvasElement);
    await anyFile().upload(canvas.getByLabelText('Choose a photo of your meal'), new File(['eggs, milk'], 'shopping.txt', { type: 'text/plain' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please select an image file');
    await expect(canvas.queryByTestId('cooking-photo-preview')).not.toBeInTheDocument();
  },
};

/** RR-32 (docs/product.md#cooking): 'Please select an image smaller than 5MB'. */
export const PhotoTooLarge: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = await startCooking(canvasElement);
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'feast.jpg', { type: 'image/jpeg' });
    await userEvent.upload(canvas.getByLabelText('Choose a photo of your meal'), big);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please select an image smaller than 5MB');
    await expect(canvas.queryByTestId('cooking-photo-preview')).not.toBeInTheDocument();
  },
};

/** RR-33 (docs/product.md#cooking): the file says it is an image but cannot be read: 'Failed to upload photo. Please try again.' */
export const PhotoUploadFailed: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = await startCooking(canvasElement);
    const broken = new File([new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8])], 'broken.jpg', { type: 'image/jpeg' });
    await userEvent.upload(canvas.getByLabelText('Choose a photo of your meal'), broken);
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('Failed to upload photo. Please try again.');
    await expect(canvas.queryByTestId('cooking-photo-preview')).not.toBeInTheDocument();
  },
};

/** The save did not reach the device's storage: the stage and everything entered stay. */
export const SaveFailed: Story = {
  globals: desktop,
  parameters: { storageFailures: [{ table: 'cookingSessions', on: 'write' }] },
  play: async ({ canvasElement }) => {
    const canvas = await startCooking(canvasElement);
    await userEvent.type(canvas.getByLabelText('Cooking notes'), 'Crispy edges, soft middle');
    await userEvent.click(canvas.getByRole('radio', { name: /Asha/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save to Family Feed' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/couldn't add your cooking adventure to the family feed/);
    await expect(canvas.getByLabelText('Cooking notes')).toHaveValue('Crispy edges, soft middle');
    await expect(canvas.getByRole('radio', { name: /Asha/ })).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByRole('button', { name: 'Save to Family Feed' })).toBeEnabled();
  },
};

/** Back from cooking returns to the checklist; going forward again keeps the notes. */
export const BackKeepsDraft: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = await startCooking(canvasElement);
    await userEvent.type(canvas.getByLabelText('Cooking notes'), 'Halfway there');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(await canvas.findByRole('button', { name: 'Start Cooking' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Start Cooking' }));
    await expect(await canvas.findByLabelText('Cooking notes')).toHaveValue('Halfway there');
  },
};
