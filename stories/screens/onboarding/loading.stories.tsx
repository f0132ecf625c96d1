import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FamilyLoadError, FamilyLoading } from '@/features/family/components/family-status';
import { withFamilyFrame } from '../family/family-frame';

const meta = {
  title: 'Onboarding/Loading',
  decorators: [withFamilyFrame({ title: 'Home' })],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** ON-01 (core §2): while the family data loads. */
export const Default: Story = {
  render: () => <FamilyLoading />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your family...');
  },
};

const retry = fn();

/** ON-02 (core §8): the family data failed to load (core spec §8), with a way to try again. */
export const LoadFailed: Story = {
  render: () => <FamilyLoadError onRetry={retry} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load family data');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(retry).toHaveBeenCalledTimes(1);
  },
};
