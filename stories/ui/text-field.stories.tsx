import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from '@/ui/text-field';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  parameters: { layout: 'padded' },
  args: { label: 'Family name', placeholder: 'e.g. The Garcias' },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Family name');
    await userEvent.type(input, 'The Garcias');
    await expect(input).toHaveValue('The Garcias');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const WithHint: Story = {
  args: { label: 'Your name', hint: 'Letters, spaces, hyphens and apostrophes.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Your name')).toHaveAccessibleDescription(
      'Letters, spaces, hyphens and apostrophes.',
    );
  },
};

export const WithError: Story = {
  args: { label: 'Your name', defaultValue: 'R2D2', error: 'Name can only contain letters' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Your name');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Name can only contain letters');
    await expect(input).toHaveAccessibleDescription('Name can only contain letters');
  },
};

function ValidatedName() {
  const [value, setValue] = useState('');
  const error = /\d/.test(value) ? 'Name can only contain letters' : undefined;
  return (
    <TextField label="Your name" value={value} onChange={(e) => setValue(e.target.value)} error={error} maxLength={30} showCounter />
  );
}

export const ErrorAppearsWhileTyping: Story = {
  render: () => <ValidatedName />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Your name');
    await userEvent.type(input, 'Ana');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.type(input, '7');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Name can only contain letters');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('4/30')).toBeVisible();
  },
};

export const WithCounter: Story = {
  args: { label: 'Moment title', maxLength: 20, showCounter: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Moment title');
    await expect(canvas.getByText('0/20')).toBeVisible();
    await userEvent.type(input, 'Picnic');
    await expect(canvas.getByText('6/20')).toBeVisible();
    // The browser stops at maxLength; the counter says so.
    await userEvent.type(input, ' in the park with grandma');
    await expect(input).toHaveValue('Picnic in the park w');
    await expect(canvas.getByText('20/20')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { label: 'Family ID', defaultValue: 'family_1718000000000_ab12', disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Family ID')).toBeDisabled();
  },
};
