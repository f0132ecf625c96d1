import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from '@/ui/footer';

const meta = {
  title: 'UI/Footer',
  component: Footer,
  args: { contactEmail: 'hello@example.org' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** LS-04 (docs/product.md#footer): Footer, Default. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'hello@example.org' })).toHaveAttribute(
      'href',
      'mailto:hello@example.org',
    );
    await expect(canvas.getByText(`© ${new Date().getFullYear()} Hearth`)).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Footer' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    await expect(hrefs).toEqual(['/about', '/faq', '/privacy-policy', '/terms', '/help']);
  },
};

export const Mobile: Story = {
  args: { year: 2026 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('© 2026 Hearth')).toBeVisible();
    for (const link of canvas.getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};
