import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contactEmails } from '@/lib/config';
import { localDataKinds, PrivacyPolicyPage } from '@/features/pages/components/privacy-policy-page';
import { desktop, mobile, withPageFrame } from './page-frame';

const meta = {
  title: 'Pages/PrivacyPolicy',
  component: PrivacyPolicyPage,
  decorators: [withPageFrame],
  parameters: { route: '/privacy-policy' },
} satisfies Meta<typeof PrivacyPolicyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const play: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  for (const heading of ['Local-first design', 'What stays on your device', 'You are in control', 'Zero surveillance', 'Research ethics']) {
    await expect(canvas.getByRole('heading', { name: heading })).toBeVisible();
  }
  for (const kind of localDataKinds) await expect(canvas.getByText(kind)).toBeVisible();
  await expect(canvas.getByRole('heading', { name: 'Demo mode' })).toBeVisible();
  await expect(canvas.getByRole('link', { name: 'research and methodology page' })).toHaveAttribute('href', '/research');
  const mails = canvas.getAllByRole('link', { name: contactEmails.privacy });
  await expect(mails.length).toBeGreaterThanOrEqual(1);
};

/** IP-09 (activities §2.10): Privacy policy (/privacy-policy), Default. */
export const Default: Story = { globals: desktop, play };
export const Mobile: Story = { globals: mobile, play };
