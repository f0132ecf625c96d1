import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OnboardingFlow } from '@/features/family/components/onboarding/onboarding-flow';
import { familyMsw, savedFamily } from '../family/family-fixtures';
import { desktop, mobile, withFamilyFrame } from '../family/family-frame';

const meta = {
  title: 'Onboarding/FamilyName',
  component: OnboardingFlow,
  decorators: [withFamilyFrame({ title: 'Home' })],
  parameters: { ...familyMsw },
  args: { family: null },
} satisfies Meta<typeof OnboardingFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ON-03 (docs/product.md#onboarding): empty family name, Continue disabled, the option to import a backup. */
export const Blank: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Family name')).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Family name'), '    ');
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Import a backup' })).toBeEnabled();
  },
};

export const BlankMobile: Story = { ...Blank, globals: mobile };

/** ON-04 (docs/product.md#onboarding): a name entered: Continue is enabled and leads to the members step. */
export const Filled: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Family name'), 'The Okafors');
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeEnabled();
  },
};

/** ON-04, then 'Continue': the name is saved and the members step opens. */
export const FilledContinueOpensMembers: Story = {
  ...Filled,
  tags: ['no-visual'],
  play: async (context) => {
    await Filled.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('heading', { name: "Who's in your family?" })).toBeVisible();
    await waitFor(async () => expect((await savedFamily())?.familyName).toBe('The Okafors'));
  },
};

/** The family-friendly check on the family name. */
export const NotFamilyFriendly: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Family name'), 'The Sh1t Family');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Please keep your content family-friendly')).toBeVisible();
    await expect(await savedFamily()).toBeNull();
  },
};
