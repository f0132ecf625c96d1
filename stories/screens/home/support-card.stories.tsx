import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SupportCard } from '@/features/home/components/info-cards';

const meta = {
  title: 'Home/SupportCard',
  component: SupportCard,
  decorators: [
    (Story) => (
      <main className="mx-auto w-full max-w-md bg-surface p-4">
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof SupportCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The checkout is configured: the button opens it in a new tab. */
export const WithCheckout: Story = {
  args: { checkoutUrl: 'https://checkout.example.org/hearth' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Support Hearth/ });
    await expect(link).toHaveAttribute('href', 'https://checkout.example.org/hearth');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAccessibleName('Support Hearth (opens in a new tab)');
  },
};

/** HF-03 (docs/product.md#support-card): no checkout configured: the card still explains, and the button is hidden. */
export const NoCheckout: Story = {
  args: { checkoutUrl: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Support Hearth' })).toBeVisible();
    await expect(canvas.getByText(/Card payments are not set up on this copy of Hearth/)).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};
