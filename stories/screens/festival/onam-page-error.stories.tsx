import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OnamPageError } from '@/features/festival/components/onam-page-error';

const meta = {
  title: 'Festival/OnamPageError',
  component: OnamPageError,
  parameters: { router: false },
} satisfies Meta<typeof OnamPageError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** FE-06 (docs/product.md#festival-host) */
export const WithMessage: Story = {
  args: { error: new Error('Failed to fetch dynamically imported module') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Onam Page Error' })).toBeVisible();
    await expect(canvas.getByText('There was an error loading the Onam page.')).toBeVisible();
    await expect(canvas.getByText('Failed to fetch dynamically imported module')).toBeVisible();
  },
};

/** FE-07 (docs/product.md#festival-host) */
export const UnknownError: Story = {
  args: { error: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('There was an error loading the Onam page.')).toBeVisible();
    await expect(canvas.getByText('Unknown error')).toBeVisible();
  },
};
