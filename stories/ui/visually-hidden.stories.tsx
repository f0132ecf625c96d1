import type { Meta, StoryObj } from '@storybook/react-vite';
import { Lock } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from '@/ui/visually-hidden';

const meta = {
  title: 'UI/VisuallyHidden',
  component: VisuallyHidden,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NamesAnIconOnlyState: Story = {
  render: () => (
    <p className="inline-flex items-center gap-2 font-bold">
      Tamil songs
      <Lock aria-hidden="true" className="size-4" />
      <VisuallyHidden>(locked)</VisuallyHidden>
    </p>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hidden = canvas.getByText('(locked)');
    await expect(hidden).toHaveClass('sr-only');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
