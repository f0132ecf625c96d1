import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@/ui/button';
import { toast, Toaster } from '@/ui/toast';

// The Toaster itself is mounted once for every story by .storybook/preview.tsx, as in the app.
const meta = {
  title: 'UI/Toast',
  component: Toaster,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

function toastsIn(element: HTMLElement) {
  return Array.from(element.ownerDocument.querySelectorAll<HTMLElement>('[data-sonner-toast]'));
}

/** GL-06 (docs/product.md#toasts): Toasts, Single toast. */
export const Single: Story = {
  render: () => <Button onClick={() => toast('Moment shared with your family')}>Show toast</Button>,
  play: async ({ canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Show toast' }));
    const message = await body.findByText('Moment shared with your family');
    await expect(message).toBeVisible();
    await step('shows top-right', async () => {
      const region = canvasElement.ownerDocument.querySelector('[data-sonner-toaster]');
      await expect(region).toHaveAttribute('data-y-position', 'top');
      await expect(region).toHaveAttribute('data-x-position', 'right');
    });
  },
};

/** GL-06, then about 4 seconds: the toast goes away by itself. */
export const SingleGoesAwayByItself: Story = {
  ...Single,
  tags: ['no-visual'],
  play: async (context) => {
    await Single.play?.(context);
    const body = within(context.canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.queryByText('Moment shared with your family')).not.toBeInTheDocument(), { timeout: 7000 });
  },
};

/** GL-07 (docs/product.md#toasts): Toasts, Stack. */
export const Stack: Story = {
  render: () => (
    <Button
      onClick={() => {
        toast('First: photo saved');
        toast.info('Second: backup reminder');
        toast('Third: recipe added');
        toast('Fourth: streak extended');
      }}
    >
      Show four toasts
    </Button>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Show four toasts' }));
    await body.findByText('Fourth: streak extended');
    // At most three at once; the oldest waits hidden.
    await waitFor(() => {
      const visible = toastsIn(canvasElement).filter((t) => t.dataset.visible === 'true');
      expect(visible).toHaveLength(3);
    });
    const visibleText = toastsIn(canvasElement)
      .filter((t) => t.dataset.visible === 'true')
      .map((t) => t.textContent);
    await expect(visibleText.join(' ')).not.toContain('First: photo saved');
  },
};

export const SuccessAndError: Story = {
  render: () => (
    <div className="flex gap-3">
      <Button onClick={() => toast.success('Pasta night added to your collection!')}>Success</Button>
      <Button variant="danger" onClick={() => toast.error('Failed to save recipe - please try again')}>
        Error
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Success' }));
    await expect(await body.findByText('Pasta night added to your collection!')).toBeVisible();
    // The newest toast is in front; older ones tuck behind it until hovered.
    await userEvent.click(body.getByRole('button', { name: 'Error' }));
    await expect(await body.findByText('Failed to save recipe - please try again')).toBeVisible();
    const types = toastsIn(canvasElement).map((t) => t.dataset.type);
    await expect(types).toEqual(expect.arrayContaining(['success', 'error']));
  },
};
