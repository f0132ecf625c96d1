import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SignInPage } from '@/features/pages/components/sign-in-page';
import { desktop, mobile, withPageFrame } from './page-frame';

const meta = {
  title: 'Pages/SignIn',
  component: SignInPage,
  decorators: [withPageFrame],
  parameters: { route: '/sign-in' },
} satisfies Meta<typeof SignInPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const play: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name: 'No account needed' })).toBeVisible();
  await expect(canvas.getByRole('link', { name: 'Go to your family space' })).toHaveAttribute('href', '/family');
};

/** IP-13 (docs/product.md#pages): Sign-in (/sign-in), Default. */
export const Default: Story = { globals: desktop, play };
export const Mobile: Story = { globals: mobile, play };
