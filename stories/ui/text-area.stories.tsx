import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextArea } from '@/ui/text-area';

const meta = {
  title: 'UI/TextArea',
  component: TextArea,
  parameters: { layout: 'padded' },
  args: { label: 'What made you smile today?' },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByLabelText('What made you smile today?');
    await userEvent.type(area, 'Baking bread together.{enter}Flour everywhere!');
    await expect(area).toHaveValue('Baking bread together.\nFlour everywhere!');
  },
};

export const WithCounter: Story = {
  args: { maxLength: 500, showCounter: true, hint: 'A sentence or two is plenty.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByLabelText('What made you smile today?');
    await userEvent.type(area, 'Dance party');
    await expect(canvas.getByText('11/500')).toBeVisible();
    await expect(area).toHaveAccessibleDescription('A sentence or two is plenty. 11/500');
  },
};

export const WithError: Story = {
  args: { defaultValue: 'https://example.org', error: 'Please keep it family-friendly and without links' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByLabelText('What made you smile today?');
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please keep it family-friendly and without links');
  },
};
