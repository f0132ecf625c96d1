import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TermsPage } from '@/features/pages/components/terms-page';
import { desktop, mobile, withPageFrame } from './page-frame';
import { stoppedClock } from '@/lib/clock';

const meta = {
  title: 'Pages/Terms',
  component: TermsPage,
  decorators: [withPageFrame],
  // A fixed "today" so the dated banner does not change the screenshot every day.
  parameters: { route: '/terms', services: { clock: stoppedClock(new Date(2025, 10, 22, 10, 0)) } },
} satisfies Meta<typeof TermsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const play: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  await expect(canvas.getByRole('status')).toHaveTextContent('Terms in effect on November 22, 2025');
  await expect(canvas.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy-policy');
  await expect(canvas.getByRole('link', { name: 'research page' })).toHaveAttribute('href', '/research');
  await expect(canvas.getByRole('heading', { name: 'Not professional counselling' })).toBeVisible();
};

/** IP-10 (docs/product.md#pages): Terms of service (/terms), Default. */
export const Default: Story = { globals: desktop, play };
export const Mobile: Story = { globals: mobile, play };
