import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SafeImage } from '@/ui/safe-image';
import { BROKEN_PHOTO, SAMPLE_PHOTO } from './sample-image';

const meta = {
  title: 'UI/SafeImage',
  component: SafeImage,
  parameters: { layout: 'padded' },
  args: { src: SAMPLE_PHOTO, alt: 'Grandma teaching the twins to knead dough', className: 'h-48 w-72 rounded-xl' },
} satisfies Meta<typeof SafeImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const img = canvas.getByRole('img', { name: 'Grandma teaching the twins to knead dough' });
    await expect(img).toBeVisible();
    await expect(img).toHaveAttribute('src', SAMPLE_PHOTO);
  },
};

export const InvalidSource: Story = {
  args: { src: 'https://tracker.example.org/pixel.png' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Invalid image data')).toBeVisible();
    // Never rendered, so never requested.
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const MissingSource: Story = {
  args: { src: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Invalid image data')).toBeVisible();
  },
};

export const FailedToLoad: Story = {
  args: { src: BROKEN_PHOTO, loading: 'eager' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Failed to load image')).toBeVisible();
  },
};
