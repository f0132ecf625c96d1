import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FaqPage } from '@/features/pages/components/faq-page';
import { desktop, mobile, withPageFrame } from './page-frame';

const meta = {
  title: 'Pages/Faq',
  component: FaqPage,
  decorators: [withPageFrame],
  parameters: { route: '/faq' },
} satisfies Meta<typeof FaqPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const play: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  for (const question of [
    'What is Hearth?',
    'Why do screen-time restrictions backfire with teens?',
    'How does collaboration improve family relationships?',
    'What does discipline look like beyond punishment?',
    'Is Hearth based on evidence?',
    'What happens to our family’s privacy?',
    'Is Hearth free?',
  ]) {
    await expect(canvas.getByRole('heading', { level: 2, name: question })).toBeInTheDocument();
  }
  await expect(canvas.getByRole('link', { name: 'Try Hearth with your family' })).toHaveAttribute('href', '/family');
  await expect(canvas.getByRole('link', { name: 'Start your family space' })).toHaveAttribute('href', '/family');
};

/** IP-02 (docs/product.md#pages): Parent FAQ (/faq), Default. */
export const Default: Story = { globals: desktop, play };
export const Mobile: Story = { globals: mobile, play };
