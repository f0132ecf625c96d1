import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fallbackChallenge } from '@/features/moments/data/fallback-challenge';
import { ReflectionDialog } from '@/features/moments/components/reflection-dialog';
import { STORY_DATE, asha, familySeed, storyFamily, storyServices, withPage } from './moment-fixtures';

const meta = {
  title: 'Moments/ReflectionDialog',
  component: ReflectionDialog,
  decorators: [withPage],
  args: {
    open: true,
    onOpenChange: fn(),
    onContinueToFeed: fn(),
    family: storyFamily,
    date: STORY_DATE,
    task: fallbackChallenge,
    memberName: asha.name,
  },
  parameters: { seed: { preferences: [familySeed()] }, services: storyServices },
} satisfies Meta<typeof ReflectionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function reflectStep(canvasElement: HTMLElement) {
  const dialog = await body(canvasElement).findByRole('dialog', { name: 'How did it go?' });
  return within(dialog);
}

/** DM-34 (docs/product.md#reflection): step 1, a pause: 'Take a moment' or 'Maybe later'. */
export const Pause: Story = {
  play: async ({ canvasElement, args, step }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Pause and reflect together' }));
    await expect(dialog.getByRole('button', { name: 'Take a moment' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Maybe later' })).toBeVisible();
    await step("'Maybe later' closes", async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Maybe later' }));
      await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    });
  },
};

/** DM-35 (docs/product.md#reflection): step 2 with its defaults: good, 0/200, would do again: yes, 'Back'. */
export const ReflectDefault: Story = {
  args: { initialStep: 'reflect' },
  play: async ({ canvasElement }) => {
    const view = await reflectStep(canvasElement);
    const howItWent = within(view.getByRole('radiogroup', { name: 'How did it go?' }));
    await expect(howItWent.getAllByRole('radio').map((r) => r.textContent?.replace(/\p{Extended_Pictographic}/gu, '').trim())).toEqual([
      'Amazing',
      'Good',
      'Okay',
      'Challenging',
    ]);
    await expect(howItWent.getByRole('radio', { name: /Good/ })).toHaveAttribute('aria-checked', 'true');
    await expect(view.getByRole('textbox', { name: 'Family response' })).toHaveValue('');
    await expect(view.getByText('0/200')).toBeVisible();
    await expect(view.getByRole('textbox', { name: 'Surprises (optional)' })).toHaveValue('');
    await expect(view.getByText('0/150')).toBeVisible();
    await expect(view.getByRole('radio', { name: 'Yes' })).toHaveAttribute('aria-checked', 'true');
    await expect(view.getByRole('button', { name: 'Back' })).toBeVisible();
  },
};

/** DM-36 (docs/product.md#reflection): filled in; the counter counts up to 200. */
export const ReflectFilled: Story = {
  args: { initialStep: 'reflect' },
  play: async ({ canvasElement }) => {
    const view = await reflectStep(canvasElement);
    await userEvent.click(view.getByRole('radio', { name: /Amazing/ }));
    await userEvent.type(view.getByRole('textbox', { name: 'Family response' }), 'Mia forecast sunshine for everyone');
    await userEvent.type(view.getByRole('textbox', { name: 'Surprises (optional)' }), 'Dad said he felt foggy');
    await expect(view.getByText('34/200')).toBeVisible();
    await expect(view.getByText('22/150')).toBeVisible();
    await expect(view.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** DM-37 (docs/product.md#reflection): 'Family response is required'. */
export const ResponseRequired: Story = {
  args: { initialStep: 'reflect' },
  play: async ({ canvasElement }) => {
    const view = await reflectStep(canvasElement);
    await userEvent.click(view.getByRole('button', { name: 'Save Reflection' }));
    await expect(view.getByText('Family response is required')).toBeVisible();
    await expect(view.getByRole('textbox', { name: 'Family response' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** DM-38 (docs/product.md#reflection): 'Family response must be less than 200 characters'. */
export const ResponseTooLong: Story = {
  args: { initialStep: 'reflect' },
  play: async ({ canvasElement }) => {
    const view = await reflectStep(canvasElement);
    await userEvent.click(view.getByRole('textbox', { name: 'Family response' }));
    await userEvent.paste('We had so much fun together tonight! '.repeat(6));
    await expect(view.getByText('Family response must be less than 200 characters')).toBeVisible();
    await expect(view.getByText('221/200')).toBeVisible();
  },
};

/** DM-39 (docs/product.md#reflection): 'Surprises must be less than 150 characters'. */
export const SurprisesTooLong: Story = {
  args: { initialStep: 'reflect' },
  play: async ({ canvasElement }) => {
    const view = await reflectStep(canvasElement);
    await userEvent.click(view.getByRole('textbox', { name: 'Surprises (optional)' }));
    await userEvent.paste('Everyone surprised me! '.repeat(7));
    await expect(view.getByText('Surprises must be less than 150 characters')).toBeVisible();
  },
};

/** DM-40 (docs/product.md#reflection): 'Please keep your content family-friendly'. */
export const NotFamilyFriendly: Story = {
  args: { initialStep: 'reflect' },
  play: async ({ canvasElement }) => {
    const view = await reflectStep(canvasElement);
    await userEvent.type(view.getByRole('textbox', { name: 'Family response' }), 'It was crap');
    await expect(view.getByText('Please keep your content family-friendly')).toBeVisible();
  },
};

/** DM-41 (docs/product.md#reflection): step 3: 'Continue to Family Feed'. */
export const Complete: Story = {
  args: { initialStep: 'complete' },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Thank you for reflecting together!' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Continue to Family Feed' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onContinueToFeed).toHaveBeenCalled();
  },
};

/** The three steps in order: pause, reflect, Back, reflect again, save, complete. */
export const FullReflection: Story = {
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Take a moment' }));
    let view = await reflectStep(canvasElement);
    await userEvent.type(view.getByRole('textbox', { name: 'Family response' }), 'We all want to do it again');
    await userEvent.click(view.getByRole('button', { name: 'Back' }));
    await userEvent.click(await page.findByRole('button', { name: 'Take a moment' }));
    view = await reflectStep(canvasElement);
    await expect(view.getByRole('textbox', { name: 'Family response' })).toHaveValue('We all want to do it again');
    await userEvent.click(view.getByRole('button', { name: 'Save Reflection' }));
    await waitFor(() => expect(page.getByRole('button', { name: 'Continue to Family Feed' })).toBeVisible());
  },
};
