import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { EditMemberPage } from '@/features/family/components/manage/edit-member-page';
import { familyMsw, familySeed, manyScriptsFamily, savedFamily, ZOE } from './family-fixtures';
import { desktop, mobile, withFamilyFrame } from './family-frame';

const meta = {
  title: 'Family/EditMember',
  component: EditMemberPage,
  decorators: [withFamilyFrame({ title: 'Edit Member', backTo: '/family/manage', familyName: manyScriptsFamily.familyName })],
  parameters: {
    ...familyMsw,
    route: `/family/manage/edit/${ZOE.id}`,
    routePath: '/family/manage/edit/:memberId',
    seed: familySeed(manyScriptsFamily),
  },
} satisfies Meta<typeof EditMemberPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ON-26 (docs/product.md#edit-member): the member's current name and colour; back to /family/manage. */
export const Default: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Name')).toHaveValue('Zoë');
    await expect(canvas.getByRole('radio', { name: 'Plum' })).toBeChecked();
    await expect(canvas.getByRole('link', { name: /Back/ })).toHaveAttribute('href', '/family/manage');
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  },
};

/** ON-26, then saved: her own name is not a duplicate, and the changes are stored. */
export const DefaultSaveStoresChanges: Story = {
  globals: desktop,
  tags: ['no-visual'],
  play: async (context) => {
    await Default.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.clear(canvas.getByLabelText('Name'));
    await userEvent.type(canvas.getByLabelText('Name'), 'zoë adeyemi');
    await userEvent.click(canvas.getByRole('radio', { name: 'Seafoam' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(async () =>
      expect((await savedFamily())?.members[1]).toMatchObject({ name: 'Zoë Adeyemi', color: '#06b6d4', initials: 'ZA' }),
    );
  },
};

export const DefaultMobile: Story = { ...Default, globals: mobile };

/** ON-27 (docs/product.md#edit-member): blank after trim: not saved. */
export const BlankName: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByLabelText('Name');
    await userEvent.clear(field);
    await userEvent.type(field, '   ');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter a name');
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await expect((await savedFamily())?.members[1]?.name).toBe('Zoë');
  },
};

/** The member is not in the family (removed elsewhere, or a stale link). */
export const MemberNotFound: Story = {
  globals: desktop,
  parameters: { route: '/family/manage/edit/member_0_gone' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Family member not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Manage Family' })).toHaveAttribute('href', '/family/manage');
  },
};
