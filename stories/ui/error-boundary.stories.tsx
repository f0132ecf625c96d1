import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorBoundary, ErrorFallback } from '@/ui/error-boundary';

const meta = {
  title: 'UI/ErrorBoundary',
  component: ErrorFallback,
  parameters: { layout: 'padded' },
  args: { error: new Error('Cannot read the festival photo'), onReset: fn() },
} satisfies Meta<typeof ErrorFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

/** GL-04 (docs/product.md#error-boundary): Page error boundary, Error with message. */
export const WithMessage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible();
    await expect(canvas.getByText('🎭')).toBeVisible();
    await expect(
      canvas.getByText('The Onam page encountered an error. This helps us identify the issue!'),
    ).toBeVisible();
    await expect(canvas.getByText(/^Error:/).parentElement).toHaveTextContent('Error: Cannot read the festival photo');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
  },
};

/** GL-05 (docs/product.md#error-boundary): Page error boundary, Unknown error. */
export const UnknownError: Story = {
  args: { error: { code: 42 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Error:/).parentElement).toHaveTextContent('Error: Unknown error');
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

export const OtherPageMessage: Story = {
  args: { message: 'The recipe page hit a snag. Your recipes are safe on this device.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The recipe page hit a snag. Your recipes are safe on this device.')).toBeVisible();
  },
};

let shouldThrow = true;
const onErrorSpy = fn();

function Flaky() {
  if (shouldThrow) throw new Error('The photo list could not be drawn');
  return <p>Festival photos are ready.</p>;
}

function Recovering({ onError }: { onError: () => void }) {
  const [resets, setResets] = useState(0);
  return (
    <ErrorBoundary
      onError={onError}
      onReset={() => {
        // The cause is fixed before trying again (e.g. data reloaded).
        shouldThrow = false;
        setResets((n) => n + 1);
      }}
    >
      <Flaky key={resets} />
    </ErrorBoundary>
  );
}

/** XS-02 (docs/product.md#error-boundary): Page error boundary, Try Again resets the page. */
export const TryAgainResets: Story = {
  render: () => {
    shouldThrow = true;
    return <Recovering onError={onErrorSpy} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible();
    await expect(canvas.getByText(/^Error:/).parentElement).toHaveTextContent('Error: The photo list could not be drawn');
    await expect(onErrorSpy).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(await canvas.findByText('Festival photos are ready.')).toBeVisible();
    await expect(canvas.queryByText('Oops! Something went wrong')).not.toBeInTheDocument();
  },
};

