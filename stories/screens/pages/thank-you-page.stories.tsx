import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ThankYouPage } from '@/features/pages/components/thank-you-page';
import { desktop, mobile, withPageFrame } from './page-frame';

const meta = {
  title: 'Pages/ThankYou',
  component: ThankYouPage,
  decorators: [withPageFrame],
  parameters: { route: '/thankyou' },
} satisfies Meta<typeof ThankYouPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const play: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/Thank you/);
  await expect(canvas.getByText('It means a great deal to us.')).toBeVisible();
  await expect(canvas.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/family');
};

/** IP-12 (docs/product.md#pages): Thank-you (/thankyou), Default. */
export const Default: Story = { globals: desktop, play };
export const Mobile: Story = { globals: mobile, play };
