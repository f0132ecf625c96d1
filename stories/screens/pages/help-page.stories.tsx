import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { contactEmails } from '@/lib/config';
import { HelpPage } from '@/features/pages/components/help-page';
import { desktop, mobile, withPageFrame } from './page-frame';

const meta = {
  title: 'Pages/Help',
  component: HelpPage,
  decorators: [withPageFrame],
  parameters: { route: '/help' },
} satisfies Meta<typeof HelpPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const play: Story['play'] = async ({ canvasElement, step }) => {
  const canvas = within(canvasElement);
  await step('six support addresses and the supported browsers', async () => {
    for (const purpose of ['legal', 'privacy', 'general', 'support', 'technical', 'billing'] as const) {
      await expect(canvas.getAllByRole('link', { name: contactEmails[purpose] }).length).toBeGreaterThanOrEqual(1);
    }
    const browsers = within(canvas.getByRole('list', { name: 'Supported browsers' })).getAllByRole('listitem');
    await expect(browsers.map((item) => item.textContent)).toEqual(['Chrome: tested', 'Safari: not tested yet', 'Firefox: not tested yet']);
  });
  await step('packs with their prices and the credit rules', async () => {
    await expect(canvas.getByText('$12')).toBeVisible();
    await expect(canvas.getByText('$10')).toBeVisible();
    await expect(canvas.getByText('$5')).toBeVisible();
    await expect(canvas.getByText(/within 120 days of purchase/)).toBeVisible();
  });
  await step('troubleshooting opens on a click', async () => {
    const summary = canvas.getByText('Our family data has disappeared');
    await userEvent.click(summary);
    await expect(canvas.getByText(/Export a backup from the dashboard before you clear anything/)).toBeVisible();
  });
  await step('links to the terms, privacy policy and about page', async () => {
    await expect(canvas.getByRole('link', { name: 'Terms of service' })).toHaveAttribute('href', '/terms');
    await expect(canvas.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy');
    await expect(canvas.getByRole('link', { name: 'About Hearth' })).toHaveAttribute('href', '/about');
  });
};

/** IP-11 (docs/product.md#pages): Help and support (/help), Default. */
export const Default: Story = { globals: desktop, play };
export const Mobile: Story = { globals: mobile, play };
