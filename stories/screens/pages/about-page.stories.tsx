import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AboutPage } from '@/features/pages/components/about-page';
import { desktop, mobile, withPageFrame } from './page-frame';

const meta = {
  title: 'Pages/About',
  component: AboutPage,
  decorators: [withPageFrame],
  parameters: { route: '/about' },
} satisfies Meta<typeof AboutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const play: Story['play'] = async ({ canvasElement, step }) => {
  const canvas = within(canvasElement);
  await step('back link, statistics and the try-it promise', async () => {
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByText('8 h 39 min')).toBeVisible();
    await expect(canvas.getAllByText(/^Source:/)).toHaveLength(3);
    await expect(canvas.getByRole('heading', { name: 'Collaboration, not restriction' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Try it for 7 days' })).toBeVisible();
  });
  await step('references open in a new tab', async () => {
    const references = canvas.getAllByRole('link', { name: /opens in a new tab/ });
    await expect(references.length).toBeGreaterThanOrEqual(5);
    for (const link of references) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link.getAttribute('rel') ?? '').toContain('noopener');
    }
  });
  await step('no named people without consent, and the calls to action', async () => {
    await expect(canvas.getByRole('heading', { name: 'Who makes Hearth' })).toBeVisible();
    await expect(canvas.queryByText('Product Lead')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Start your family space' })).toHaveAttribute('href', '/family');
    await expect(canvas.getByRole('link', { name: 'How we do research' })).toHaveAttribute('href', '/research');
  });
};

/** IP-01 (docs/product.md#pages): About / story page (/about), Default. */
export const Default: Story = { globals: desktop, play };
export const Mobile: Story = { globals: mobile, play };
