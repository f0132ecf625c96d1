import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@/ui/button';
import { ConfirmDialog, type ConfirmDialogProps } from '@/ui/confirm-dialog';
import { TextField } from '@/ui/text-field';

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  parameters: { layout: 'padded' },
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: 'Delete this memory?',
    description: 'It disappears from every view on this device. This cannot be undone.',
    confirmLabel: 'Delete',
    cancelLabel: 'Keep it',
    tone: 'danger',
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Holds `open` like a screen would, and closes after confirming. */
function Controlled(args: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete memory
      </Button>
      <ConfirmDialog
        {...args}
        open={open}
        onOpenChange={(next) => {
          args.onOpenChange(next);
          setOpen(next);
        }}
        onConfirm={() => {
          args.onConfirm();
          setOpen(false);
        }}
      />
    </>
  );
}

export const Danger: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement, args, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    await step('Cancel closes without confirming', async () => {
      await userEvent.click(body.getByRole('button', { name: 'Delete memory' }));
      const dialog = await body.findByRole('alertdialog', { name: 'Delete this memory?' });
      await expect(dialog).toHaveAccessibleDescription(
        'It disappears from every view on this device. This cannot be undone.',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
      await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
      await expect(args.onConfirm).not.toHaveBeenCalled();
      // Focus goes back to the button that asked the question.
      await expect(body.getByRole('button', { name: 'Delete memory' })).toHaveFocus();
    });
    await step('Delete confirms', async () => {
      await userEvent.click(body.getByRole('button', { name: 'Delete memory' }));
      const dialog = await body.findByRole('alertdialog', { name: 'Delete this memory?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await expect(args.onConfirm).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    });
  },
};

export const Default: Story = {
  args: {
    tone: 'default',
    title: 'Start a new day?',
    description: "Today's card will be replaced by a fresh challenge.",
    confirmLabel: 'Continue',
    cancelLabel: 'Cancel',
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Start a new day?' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Busy: Story = {
  args: { busy: true, title: 'Erasing…', description: 'Removing every record from this device.', confirmLabel: 'Erase All Data' },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Erasing…' });
    const confirm = within(dialog).getByRole('button', { name: 'Erase All Data' });
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Keep it' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
  },
};

function TypeToConfirm(args: ConfirmDialogProps) {
  const [typed, setTyped] = useState('');
  return (
    <ConfirmDialog {...args} confirmDisabled={typed !== 'ERASE'}>
      <TextField label="Type ERASE to confirm" value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
    </ConfirmDialog>
  );
}

export const ConfirmDisabledUntilTyped: Story = {
  args: {
    title: 'Erase all family data?',
    description: 'Export a backup first if you want to keep your memories.',
    confirmLabel: 'Erase All Data',
    cancelLabel: 'Cancel',
  },
  render: (args) => <TypeToConfirm {...args} />,
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Erase all family data?' });
    const confirm = within(dialog).getByRole('button', { name: 'Erase All Data' });
    await expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Type ERASE to confirm'), 'ERASE');
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};
