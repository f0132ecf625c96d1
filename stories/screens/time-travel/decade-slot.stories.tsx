import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { statusTexts } from '@/lib/ai/model-fallback';
import { DecadeSlotCard } from '@/features/time-travel/components/decade-slot-card';
import { createSlot } from '@/features/time-travel/model/slots';
import { SAMPLE_RESULT_DATA_URL } from '../../mocks/ai-handlers';

const meta = {
  title: 'TimeTravel/DecadeSlot',
  component: DecadeSlotCard,
  decorators: [
    (Story) => (
      <div className="w-72 p-4">
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'centered' },
  args: { slot: createSlot('1970s'), onRegenerate: fn(), onDownload: fn() },
} satisfies Meta<typeof DecadeSlotCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Travelling to the 1970s…')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** TT-05 (docs/product.md#time-travel): the slot moved to another model. */
export const Retrying: Story = {
  args: { slot: { ...createSlot('1970s'), status: 'retrying', attempt: 2, statusText: statusTexts.quotaSwitching } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: '1970s' })).toHaveAttribute('data-status', 'retrying');
    await expect(canvas.getByText(statusTexts.quotaSwitching)).toBeVisible();
    await expect(canvas.getByText('Attempt 2')).toBeVisible();
  },
};

export const Done: Story = {
  args: { slot: { ...createSlot('1970s'), status: 'done', url: SAMPLE_RESULT_DATA_URL } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Your family in the 1970s' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Regenerate' }));
    await expect(args.onRegenerate).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await expect(args.onDownload).toHaveBeenCalledOnce();
  },
};

export const DoneInDemoMode: Story = {
  args: { slot: { ...createSlot('1970s'), status: 'done', url: SAMPLE_RESULT_DATA_URL, demo: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Demo Mode')).toBeVisible();
    await expect(canvas.getByText('Warm, faded colour print')).toBeVisible();
  },
};

export const Failed: Story = {
  args: {
    slot: { ...createSlot('1970s'), status: 'error', error: { code: 'SERVER_ERROR', message: 'x', status: 500, demoMode: false } },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Failed to generate')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRegenerate).toHaveBeenCalledOnce();
  },
};
