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

/** ON-01 (docs/product.md#home): while the family data loads. */
export const Default: Story = {
  render: () => <FamilyLoading />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your family...');
  },
};

const retry = fn();

/** ON-02 (docs/product.md#home): the family data failed to load, with a way to try again. */
export const LoadFailed: Story = {
  render: () => <FamilyLoadError onRetry={retry} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load family data');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(retry).toHaveBeenCalledTimes(1);
  },
};

/** XS-07: a browser that cannot store data at all (no IndexedDB): said plainly, with what to do. */
export const BrowserCannotStore: Story = {
  render: () => <FamilyLoadError onRetry={retry} error={{ name: 'MissingAPIError', message: 'IndexedDB API missing' }} />,
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent("This browser cannot store Hearth's data");
    await expect(alert).not.toHaveTextContent('still saved on this device');
  },
};
