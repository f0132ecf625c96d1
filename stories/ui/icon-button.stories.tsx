import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pencil, Trash2, X } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from '@/ui/icon-button';

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  parameters: { layout: 'padded' },
  args: { label: 'Edit', children: <Pencil />, onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Edit' });
    await expect(button).toHaveAttribute('title', 'Edit');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    const box = button.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(box.height).toBeGreaterThanOrEqual(44);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <IconButton {...args} label="Edit" variant="ghost">
        <Pencil />
      </IconButton>
      <IconButton {...args} label="Delete" variant="danger">
        <Trash2 />
      </IconButton>
      <IconButton {...args} label="Close" variant="outline">
        <X />
      </IconButton>
      <IconButton {...args} label="Edit (small)" variant="secondary" size="sm">
        <Pencil />
      </IconButton>
      <IconButton {...args} label="Delete (disabled)" variant="primary" disabled>
        <Trash2 />
      </IconButton>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Edit', 'Delete', 'Close', 'Edit (small)']) {
      await expect(canvas.getByRole('button', { name })).toBeEnabled();
    }
    await expect(canvas.getByRole('button', { name: 'Delete (disabled)' })).toBeDisabled();
  },
};
