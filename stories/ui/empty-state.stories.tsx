import type { Meta, StoryObj } from '@storybook/react-vite';
import { Images } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';

const onAction = fn();

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  parameters: { layout: 'padded' },
  args: {
    icon: <Images />,
    title: 'No memories yet',
    description: 'Shared moments appear here, newest first.',
    action: <Button onClick={onAction}>Share the first moment</Button>,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'No memories yet' })).toBeVisible();
    await expect(canvas.getByText('Shared moments appear here, newest first.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Share the first moment' }));
    await expect(onAction).toHaveBeenCalled();
  },
};

export const EmojiIconOnly: Story = {
  args: { icon: '🍲', title: 'No recipes yet', description: undefined, action: undefined, titleAs: 'h3' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'No recipes yet' })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
