import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CompleteConfirmDialog } from '@/features/moments/components/complete-confirm-dialog';
import { withPage } from './moment-fixtures';

const meta = {
  title: 'Moments/ConfirmDialog',
  component: CompleteConfirmDialog,
  decorators: [withPage],
  args: { open: true, onOpenChange: fn(), onConfirm: fn() },
} satisfies Meta<typeof CompleteConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** DM-10 (docs/product.md#daily-card): 'Ready to complete?' with 'Not yet' and 'Yes, complete!'. */
export const Open: Story = {
  play: async ({ canvasElement, args, step }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Ready to complete?' }));
    await step("'Not yet' closes without completing", async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Not yet' }));
      await expect(args.onOpenChange).toHaveBeenCalledWith(false);
      await expect(args.onConfirm).not.toHaveBeenCalled();
    });
    await step("'Yes, complete!' confirms", async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Yes, complete!' }));
      await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    });
  },
};
