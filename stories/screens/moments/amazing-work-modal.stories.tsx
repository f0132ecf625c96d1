import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AmazingWorkDialog } from '@/features/moments/components/amazing-work-dialog';
import { withPage } from './moment-fixtures';

const meta = {
  title: 'Moments/AmazingWorkModal',
  component: AmazingWorkDialog,
  decorators: [withPage],
  args: { open: true, onOpenChange: fn() },
} satisfies Meta<typeof AmazingWorkDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** DM-42 (docs/product.md#invite-others): all 4 moments shared, from 'Invite Others'. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Amazing Work!' });
    await expect(dialog).toHaveAccessibleDescription('Your family shared all 4 moments today! New moments will be available tomorrow.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ready to begin?' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
