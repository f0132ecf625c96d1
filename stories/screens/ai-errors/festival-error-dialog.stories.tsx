import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OnamPage } from '@/features/festival/components/onam-page';
import { aiHandlers, SAMPLE_PHOTO_DATA_URL } from '../../mocks/ai-handlers';
import { memoryAiServices, unreadableModelHealth } from '../../mocks/services';

/** The festival error dialog as a family meets it: the transform fails. */
function OnamFailing() {
  return <OnamPage initialPhoto={SAMPLE_PHOTO_DATA_URL} autoTransform />;
}

const meta = {
  title: 'AiErrors/FestivalErrorDialog',
  component: OnamFailing,
  parameters: { route: '/onam' },
} satisfies Meta<typeof OnamFailing>;

export default meta;
type Story = StoryObj<typeof meta>;

function dialogPlay(text: string | RegExp, { demo = false }: { demo?: boolean } = {}): Story['play'] {
  return async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', {}, { timeout: 8000 });
    await expect(within(dialog).getByRole('heading', { name: 'Onam magic paused' })).toBeVisible();
    if (typeof text === 'string') await expect(within(dialog).getByText(text)).toBeVisible();
    else await expect(dialog).toHaveTextContent(text);
    if (demo) await expect(within(dialog).getByText('Demo Mode')).toBeVisible();
    else await expect(within(dialog).queryByText('Demo Mode')).toBeNull();
    // Opened and settled: 'Got it!' has the focus. The story ends here, the dialog open.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Got it!' })).toHaveFocus());
  };
}

/** AE-13 (docs/product.md#ai-errors): 429 or 402. */
export const QuotaExceeded: Story = {
  parameters: { msw: { handlers: aiHandlers.status(402, 'chat') } },
  play: dialogPlay(/has run out of credit/i),
};

/** AE-14 (docs/product.md#ai-errors): 'AI service error: {status}'. */
export const ServiceErrorStatus: Story = {
  parameters: { msw: { handlers: aiHandlers.status(500, 'chat') } },
  play: dialogPlay('AI service error: 500'),
};

/** AE-15 (docs/product.md#ai-errors) */
export const InvalidResponse: Story = {
  parameters: { msw: { handlers: aiHandlers.invalidResponse('chat') } },
  play: dialogPlay('AI service returned invalid response format'),
};

/** AE-16 (docs/product.md#ai-errors) */
export const NetworkError: Story = {
  parameters: { msw: { handlers: aiHandlers.networkError('chat') } },
  play: dialogPlay('Network error or service unavailable'),
};

/** AE-17 (docs/product.md#ai-errors): something else went wrong while transforming (here: this device's model health cannot be read). */
export const TransformFailed: Story = {
  parameters: { services: () => ({ ai: { ...memoryAiServices(), modelHealth: unreadableModelHealth() } }) },
  play: dialogPlay('Failed to transform photo. Please try again.'),
};

/** AE-18 (docs/product.md#ai-errors): the server answered DEMO_MODE. */
export const DemoMode: Story = {
  parameters: { msw: { handlers: aiHandlers.demoMode('chat') } },
  play: dialogPlay('AI service error: 503', { demo: true }),
};

/** AE-13, then 'Got it!': the dialog closes and the photo stays, ready for another try. */
export const QuotaExceededGotItClosesAndKeepsPhoto: Story = {
  ...QuotaExceeded,
  tags: ['no-visual'],
  play: async (context) => {
    await QuotaExceeded.play?.(context);
    const body = within(context.canvasElement.ownerDocument.body);
    await userEvent.click(within(body.getByRole('dialog')).getByRole('button', { name: 'Got it!' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(within(context.canvasElement).getByRole('button', { name: 'Transform Photo' })).toBeEnabled();
  },
};
