import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AddMemberPage } from '@/features/family/components/manage/add-member-page';
import { familyMsw, familySeed, manyScriptsFamily, savedFamily } from './family-fixtures';
import { desktop, mobile, withFamilyFrame } from './family-frame';

const meta = {
  title: 'Family/AddMember',
  component: AddMemberPage,
  decorators: [
    withFamilyFrame({ title: 'Add Family Member', backTo: '/family/manage', familyName: manyScriptsFamily.familyName }),
  ],
  parameters: { ...familyMsw, route: '/family/add-member', seed: familySeed(manyScriptsFamily) },
} satisfies Meta<typeof AddMemberPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ON-22 (docs/product.md#add-member): back to /family/manage, an empty name, 'Add' disabled. */
export const Blank: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Name')).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Add' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: /Back/ })).toHaveAttribute('href', '/family/manage');
    // The first colour no member uses yet is preselected.
    await expect(canvas.getByRole('radio', { name: 'Mint' })).toBeChecked();
  },
};

export const BlankMobile: Story = { ...Blank, globals: mobile };

/** ON-23 (docs/product.md#add-member): a valid name: 'Add' enabled; adding saves the sanitised name. */
export const Valid: Story = {
  globals: desktop,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Name'), '  siobhán   o’neil ');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Add' })).toBeEnabled();
    await step('Add saves the sanitised name with the chosen colour', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Gold' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
      await waitFor(async () => expect((await savedFamily())?.members).toHaveLength(5));
      await expect((await savedFamily())?.members[4]).toMatchObject({ name: 'Siobhán O’neil', color: '#f59e0b', initials: 'SO' });
    });
  },
};

/** ON-24 (docs/product.md#add-member): the validator's message inline, 'Add' disabled. */
export const InlineError: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Name'), 'zoë');
    await expect(canvas.getByRole('alert')).toHaveTextContent('This name is already taken by another family member');
    await expect(canvas.getByRole('button', { name: 'Add' })).toBeDisabled();
  },
};

/** ON-24, then the field emptied: the message follows the name ('Please enter a name'). */
export const InlineErrorFollowsTheName: Story = {
  globals: desktop,
  tags: ['no-visual'],
  play: async (context) => {
    await InlineError.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.clear(canvas.getByLabelText('Name'));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter a name');
    await expect(canvas.getByRole('button', { name: 'Add' })).toBeDisabled();
  },
};

export const InlineErrorMobile: Story = { ...InlineError, globals: mobile };

/** ON-25 (docs/product.md#add-member): a validator that fails without a message: 'Invalid name', 'Add' disabled. */
export const InvalidNameFallback: Story = {
  globals: desktop,
  args: { validateName: () => ({ valid: false, error: '' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Name'), 'Asha');
    await expect(canvas.getByRole('alert')).toHaveTextContent(/^Invalid name$/);
    await expect(canvas.getByRole('button', { name: 'Add' })).toBeDisabled();
  },
};

/** No family on this device: the same 'No Family Data Found' page as Manage Family. */
export const NoFamilyData: Story = {
  globals: desktop,
  parameters: { seed: { preferences: [], posts: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No Family Data Found' })).toBeVisible();
  },
};
