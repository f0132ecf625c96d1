import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { stoppedClock } from '@/lib/clock';
import type { Services } from '@/lib/services';
import { IntentionPage } from '@/features/pages/components/intention-page';
import { desktop, mobile, withPageFrame } from './page-frame';

const meta = {
  title: 'Pages/Intention',
  component: IntentionPage,
  decorators: [withPageFrame],
  parameters: { route: '/intention' },
} satisfies Meta<typeof IntentionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A stopped clock: the demo holds the step it shows, for the screenshot. */
const heldClock: Partial<Services> = { clock: stoppedClock(new Date(2025, 10, 22, 10, 0)) };

const closedPlay: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  for (const heading of ['Scrolling is built to keep you scrolling', 'A pause, not a punishment', 'Private by design']) {
    await expect(canvas.getByRole('heading', { name: heading })).toBeVisible();
  }
  const earlyAccess = canvas.getAllByRole('link', { name: 'Get early access' });
  await expect(earlyAccess[0]?.getAttribute('href') ?? '').toMatch(/^mailto:/);
  await expect(canvas.getByRole('button', { name: 'Experience a mindful pause' })).toBeEnabled();
  // No quotes until real, consented ones exist.
  await expect(canvas.queryByRole('heading', { name: 'What early testers say' })).toBeNull();
};

/** IP-04 (docs/product.md#pages): the landing with the demo closed. */
export const DemoClosed: Story = { globals: desktop, play: closedPlay };
export const DemoClosedMobile: Story = { globals: mobile, play: closedPlay };

/** IP-05 (docs/product.md#mindful-demo): 'Experience a mindful pause' opens step 1 (held there for the screenshot). */
export const DemoStep1: Story = {
  globals: desktop,
  parameters: { services: heldClock },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Experience a mindful pause' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Take a mindful pause' });
    // The dialog fades in: wait for it to be fully shown.
    await waitFor(() => expect(within(dialog).getByText(/Breathe in slowly/)).toBeVisible());
    // No early dismissal: Escape leaves the pause open.
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('dialog', { name: 'Take a mindful pause' })).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  },
};

/** IP-06 (docs/product.md#mindful-demo): from 2 s, the intention question; its buttons do nothing in the demo. */
export const DemoStep2: Story = {
  globals: desktop,
  args: { demo: { initialElapsedMs: 2000 } },
  parameters: { services: heldClock },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: "What's your intention?" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue mindfully' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Do something else' }));
    await expect(body.getByRole('dialog', { name: "What's your intention?" })).toBeVisible();
  },
};

export const DemoStep2Mobile: Story = { ...DemoStep2, globals: mobile };

/** IP-07 (docs/product.md#mindful-demo): from 5 s, 'Choice created' (the run closes at 8 s). */
export const DemoStep3: Story = {
  globals: desktop,
  args: { demo: { initialElapsedMs: 5000 } },
  parameters: { services: heldClock },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Choice created' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** IP-08 (docs/product.md#mindful-demo): after a run, the button offers to run the demo again. */
export const DemoReplay: Story = {
  globals: desktop,
  args: { demo: { initialHasRun: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Try the demo again' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Experience a mindful pause' })).not.toBeInTheDocument();
  },
};

/** A whole run on a real clock, 8 seconds: step 2 at 2 s, step 3 at 5 s, closed at 8 s. */
export const DemoFullRun: Story = {
  globals: desktop,
  tags: ['!snapshot'],
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Experience a mindful pause' }));
    await step('step 1 at once', async () => {
      await expect(await body.findByRole('dialog', { name: 'Take a mindful pause' })).toBeInTheDocument();
    });
    await step('step 2 from 2 s', async () => {
      await expect(await body.findByRole('dialog', { name: "What's your intention?" }, { timeout: 3000 })).toBeInTheDocument();
    });
    await step('step 3 from 5 s', async () => {
      await expect(await body.findByRole('dialog', { name: 'Choice created' }, { timeout: 4000 })).toBeInTheDocument();
    });
    await step('closed at 8 s, ready to run again', async () => {
      await expect(await canvas.findByRole('button', { name: 'Try the demo again' }, { timeout: 4000 })).toBeEnabled();
      await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
    });
  },
};
