import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/ui/card';

const meta = {
  title: 'UI/Card',
  component: Card,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Card {...args} className="max-w-md">
      <CardHeader>
        <CardTitle>Today's moment</CardTitle>
        <CardDescription>Share one thing that made you smile today.</CardDescription>
      </CardHeader>
      <CardContent>
        <p>Everyone can add a photo, a mood, a note or a thank-you.</p>
      </CardContent>
      <CardFooter>
        <Button>Share a moment</Button>
        <Button variant="ghost">Later</Button>
      </CardFooter>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: "Today's moment" })).toBeVisible();
    await expect(canvas.getByText('Share one thing that made you smile today.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Share a moment' })).toBeVisible();
  },
};

export const Variants: Story = {
  render: () => (
    <div className="grid max-w-3xl gap-4 sm:grid-cols-3">
      {(['raised', 'flat', 'muted'] as const).map((variant) => (
        <Card key={variant} variant={variant}>
          <CardHeader>
            <CardTitle className="capitalize">{variant}</CardTitle>
            <CardDescription>The {variant} card surface.</CardDescription>
          </CardHeader>
        </Card>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};
