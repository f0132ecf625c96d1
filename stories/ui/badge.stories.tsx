import type { Meta, StoryObj } from '@storybook/react-vite';
import { Lock } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Badge } from '@/ui/badge';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  parameters: { layout: 'padded' },
  args: { children: 'New' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  render: () => (
    <div className="flex flex-wrap items-center gap-2">
      <Badge>Neutral</Badge>
      <Badge variant="primary">Primary</Badge>
      <Badge variant="secondary">Secondary</Badge>
      <Badge variant="success">Shared today</Badge>
      <Badge variant="warning">2 left</Badge>
      <Badge variant="danger">Limit reached</Badge>
      <Badge variant="outline">
        <Lock aria-hidden="true" />
        Locked
      </Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of ['Neutral', 'Primary', 'Secondary', 'Shared today', '2 left', 'Limit reached', 'Locked']) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
  },
};
