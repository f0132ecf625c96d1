import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AiSetup } from '@/lib/ai-recipients';
import { stoppedClock } from '@/lib/clock';
import { AiToolsCard } from '@/features/ai-tools/components/ai-tools-card';
import { allowedConsentMap, sampleServerAiSetup } from '../../mocks/ai-consent';
import { memoryAiServices } from '../../mocks/services';

// The dashboard's AI tools card, where a family sees and changes what each tool may send.

function Card({ setup }: { setup: AiSetup }) {
  return (
    <div className="max-w-xl p-4">
      <AiToolsCard setup={setup} />
    </div>
  );
}

const configured: AiSetup = sampleServerAiSetup;

const meta = {
  title: 'AiTools/AiToolsCard',
  component: Card,
  args: { setup: configured },
  // A fresh device (every tool asks first); choices are recorded at the story's moment.
  parameters: { services: () => ({ ai: memoryAiServices(), clock: stoppedClock(new Date('2025-11-01T10:00:00Z')) }) },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** XS-13: a fresh device: every tool, the daily moment's guidance too, asks before its first use. */
export const AsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('list', { name: 'AI tools on this device' }));
    await expect(list.getAllByText(/Asks before its first use/)).toHaveLength(4);
    await expect(list.getAllByRole('button', { name: /^Allow/ })).toHaveLength(4);
    await expect(list.getByRole('button', { name: 'Allow: Daily-moment guidance' })).toBeVisible();
  },
};

/** XS-14: 'Allow' asks with the same dialog; Continue allows that tool only. */
export const AllowOneTool: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Allow: Co-drawing' }));
    const dialog = await body.findByRole('dialog', { name: 'Send to an AI provider?' });
    await expect(dialog).toHaveTextContent(/your drawing/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Ask first: Co-drawing' })).toBeVisible();
    await expect(canvas.getAllByText(/Allowed on this device/)).toHaveLength(1);
  },
};

/** XS-15: every tool allowed; 'Ask first' takes one back. */
export const AllAllowed: Story = {
  parameters: { services: () => ({ ai: memoryAiServices(allowedConsentMap()), clock: stoppedClock(new Date('2025-11-01T10:00:00Z')) }) },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(/Allowed on this device/)).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Ask first: Time-travel photos' }));
    await expect(canvas.getAllByText(/Allowed on this device/)).toHaveLength(3);
    await expect(canvas.getByText(/Asks before its first use/)).toBeVisible();
  },
};

/** XS-16: demo mode: the card says the AI tools send nothing. */
export const DemoMode: Story = {
  args: { setup: { ...configured, demoMode: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/send nothing to any AI provider/)).toBeVisible();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
