import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db } from '@/data/db';
import { ManageFamilyPage } from '@/features/family/components/manage/manage-family-page';
import { familyMsw, familySeed, manyScriptsFamily, savedFamily, ZOE, zoePosts } from './family-fixtures';
import { desktop, mobile, withFamilyFrame } from './family-frame';

const meta = {
  title: 'Family/Manage',
  component: ManageFamilyPage,
  decorators: [withFamilyFrame({ title: 'Manage Family', backTo: '/family', familyName: manyScriptsFamily.familyName })],
  parameters: { ...familyMsw, route: '/family/manage', seed: familySeed(manyScriptsFamily, zoePosts()) },
} satisfies Meta<typeof ManageFamilyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** ON-18 (docs/product.md#manage-family): family name, members with 'Edit' and 'Delete' each, and 'Add Member'. */
export const Default: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Family members' })).toBeVisible();
    await expect(canvas.getAllByText('The Okafor-García Family')).toHaveLength(2); // header and page
    for (const member of manyScriptsFamily.members) {
      await expect(canvas.getByRole('link', { name: `Edit ${member.name}` })).toHaveAttribute(
        'href',
        `/family/manage/edit/${member.id}`,
      );
      await expect(canvas.getByRole('button', { name: `Delete ${member.name}` })).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: 'Add Member' })).toHaveAttribute('href', '/family/add-member');
  },
};

export const DefaultMobile: Story = { ...Default, globals: mobile };

/** ON-19 (docs/product.md#manage-family): the family-name field in edit mode. */
export const EditingFamilyName: Story = {
  globals: desktop,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit family name' }));
    const field = canvas.getByLabelText('Family name');
    await expect(field).toHaveValue('The Okafor-García Family');
    await step('A new name is saved trimmed', async () => {
      await userEvent.clear(field);
      await userEvent.type(field, '  The García Family  ');
      await userEvent.click(canvas.getByRole('button', { name: 'Save family name' }));
      await waitFor(async () => expect((await savedFamily())?.familyName).toBe('The García Family'));
      await expect(await canvas.findByText('The García Family')).toBeVisible();
    });
    await step('Edit mode again, left open', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Edit family name' }));
      await expect(canvas.getByLabelText('Family name')).toHaveValue('The García Family');
    });
  },
};

/** ON-20 (docs/product.md#manage-family): a blank (after trim) family name is not saved, and the field says why. */
export const FamilyNameBlank: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit family name' }));
    const field = canvas.getByLabelText('Family name');
    await userEvent.clear(field);
    await userEvent.type(field, '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Save family name' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Family name is required');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect((await savedFamily())?.familyName).toBe('The Okafor-García Family');
  },
};

/** ON-21 (docs/product.md#manage-family): no family data on this device. */
export const NoFamilyData: Story = {
  globals: desktop,
  parameters: { seed: { preferences: [], posts: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No Family Data Found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Set Up Family' })).toHaveAttribute('href', '/family');
    await expect(canvas.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  },
};

export const NoFamilyDataMobile: Story = { ...NoFamilyData, globals: mobile };

/** Deleting asks first, naming that the member's moments go too and their words on others' stay. */
export const DeleteConfirmation: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Zoë' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Delete Zoë?' });
    await expect(dialog).toHaveTextContent("all of Zoë's moments will be deleted too");
    // What Zoë said on the others' moments stays, under a neutral name.
    await expect(dialog).toHaveTextContent('left on other moments stay, shown as “Family member”');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeVisible();
  },
};

export const DeleteConfirmationMobile: Story = { ...DeleteConfirmation, globals: mobile };

/** Confirming removes the member and all their posts. Cancel keeps everything. */
export const MemberDeleted: Story = {
  globals: desktop,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const page = body(canvasElement);
    await step('Cancel keeps Zoë and her moments', async () => {
      await userEvent.click(await canvas.findByRole('button', { name: 'Delete Zoë' }));
      await userEvent.click(await page.findByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument());
      await expect(await db.posts.where('userId').equals(ZOE.id).count()).toBe(3);
    });
    await step('Delete removes Zoë and her moments', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Delete Zoë' }));
      const dialog = await page.findByRole('alertdialog');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(canvas.queryByRole('button', { name: 'Delete Zoë' })).not.toBeInTheDocument());
      await expect(await db.posts.where('userId').equals(ZOE.id).count()).toBe(0);
      await expect((await savedFamily())?.members.map((m) => m.name)).toEqual(['José', 'देव', '李华']);
      await expect(await page.findByText('Zoë was removed from your family')).toBeVisible();
    });
  },
};
