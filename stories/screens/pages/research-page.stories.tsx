import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contactEmails } from '@/lib/config';
import { ResearchPage } from '@/features/pages/components/research-page';
import { desktop, mobile, withPageFrame } from './page-frame';

const meta = {
  title: 'Pages/Research',
  component: ResearchPage,
  decorators: [withPageFrame],
  parameters: { route: '/research' },
} satisfies Meta<typeof ResearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const play: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  await expect(canvas.getByRole('heading', { name: 'A privacy-first approach' })).toBeVisible();
  await expect(canvas.getByText(/Nothing yet that we can count/)).toBeVisible();
  await expect(canvas.getByRole('heading', { name: 'Our research ethics' })).toBeVisible();
  const mail = canvas.getByRole('link', { name: contactEmails.research });
  await expect(mail.getAttribute('href') ?? '').toMatch(new RegExp(`^mailto:${contactEmails.research}`));
  await expect(canvas.getByRole('link', { name: 'Try Connection Moments' })).toHaveAttribute('href', '/family');
};

/** IP-03 (docs/product.md#pages): Research (/research), Default. */
export const Default: Story = { globals: desktop, play };
export const Mobile: Story = { globals: mobile, play };
