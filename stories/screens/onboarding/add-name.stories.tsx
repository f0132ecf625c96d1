import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { OnboardingFlow } from '@/features/family/components/onboarding/onboarding-flow';
import { familyMsw, familySeed, namedFamily } from '../family/family-fixtures';
import { desktop, mobile, withFamilyFrame } from '../family/family-frame';
import { addMember, openAddName } from './onboarding-steps';

const meta = {
  title: 'Onboarding/AddName',
  component: OnboardingFlow,
  decorators: [withFamilyFrame({ title: 'Home', familyName: namedFamily.familyName })],
  parameters: { ...familyMsw, seed: familySeed(namedFamily) },
  args: { family: namedFamily },
} satisfies Meta<typeof OnboardingFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

const NEXT = 'Next: choose a colour';

/** Types `name` in the add-name step and expects the exact member-name message. */
function showsMessage(name: string, message: string, { before }: { before?: string[] } = {}): Story['play'] {
  return async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const existing of before ?? []) await addMember(canvas, existing, existing);
    await openAddName(canvas);
    await userEvent.type(canvas.getByLabelText('Member name'), name);
    await userEvent.click(canvas.getByRole('button', { name: NEXT }));
    const field = canvas.getByLabelText('Member name');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent(message);
    // The step does not move on with an invalid name.
    await expect(canvas.getByRole('button', { name: NEXT })).toBeVisible();
  };
}

/** ON-08 (docs/product.md#member-name): the empty member-name field. */
export const Blank: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openAddName(canvas);
    await expect(canvas.getByLabelText('Member name')).toHaveValue('');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const BlankMobile: Story = { ...Blank, globals: mobile };

/** ON-09 (docs/product.md#member-name) */
export const ErrorEmpty: Story = { globals: desktop, play: showsMessage('   ', 'Please enter a name') };

/** ON-10 (docs/product.md#member-name) */
export const ErrorTooShort: Story = { globals: desktop, play: showsMessage('J', 'Name must be at least 2 characters long') };

/** ON-11 (docs/product.md#member-name) */
export const ErrorTooLong: Story = {
  globals: desktop,
  play: showsMessage('Alexandrina Victoria Wilhelmina Charlotte Augusta Mary', 'Name must be less than 50 characters'),
};

/** ON-12 (docs/product.md#member-name): whole-word match: an obfuscated word is refused. */
export const ErrorNotFamilyFriendly: Story = {
  globals: desktop,
  play: showsMessage('B1tch', 'Please choose a family-friendly name'),
};

/** ON-12's check is whole-word: a real name that contains a listed word passes. */
export const RealNameWithListedWordPasses: Story = {
  globals: desktop,
  tags: ['no-visual'],
  play: async (context) => {
    await ErrorNotFamilyFriendly.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.clear(canvas.getByLabelText('Member name'));
    await userEvent.type(canvas.getByLabelText('Member name'), 'Cassandra');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** ON-13 (docs/product.md#member-name): case-insensitive, against the members already in the list. */
export const ErrorDuplicate: Story = {
  globals: desktop,
  play: showsMessage('ZOË', 'This name is already taken by another family member', { before: ['Zoë'] }),
};

/** ON-14 (docs/product.md#member-name): digits, emoji and symbols are not letters. */
export const ErrorInvalidCharacters: Story = {
  globals: desktop,
  play: showsMessage('Zoë 2', 'Names can only contain letters, spaces, hyphens, and apostrophes'),
};
