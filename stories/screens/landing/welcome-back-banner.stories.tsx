import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WelcomeBackBanner } from '@/features/landing/components/welcome-back-banner';

const meta = {
  title: 'Landing/WelcomeBackBanner',
  component: WelcomeBackBanner,
  parameters: { layout: 'padded', route: '/family' },
  args: { count: 12, onContinue: fn() },
} satisfies Meta<typeof WelcomeBackBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** LS-02 (docs/product.md#welcome-back): on the family home after the redirect from /, with the count of shared moments. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
    await expect(canvas.getByText('12 shared moments')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

export const OneMoment: Story = {
  args: { count: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 shared moment')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Continue' });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
