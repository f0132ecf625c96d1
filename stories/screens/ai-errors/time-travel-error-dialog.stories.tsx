import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TimeTravelPage } from '@/features/time-travel/components/time-travel-page';
import { aiHandlers, SAMPLE_PHOTO_DATA_URL } from '../../mocks/ai-handlers';

/**
 * The time-travel error dialog as a family meets it: every decade fails with the proxy's answer
 * (MSW), the page hands the last error to the dialog.
 */
function TimeTravelFailing() {
  return (
    <main className="mx-auto max-w-6xl p-4">
      <TimeTravelPage initialPhoto={SAMPLE_PHOTO_DATA_URL} autoStart />
    </main>
  );
}

const meta = {
  title: 'AiErrors/TimeTravelErrorDialog',
  component: TimeTravelFailing,
  parameters: { route: '/family/time-travel' },
} satisfies Meta<typeof TimeTravelFailing>;

export default meta;
type Story = StoryObj<typeof meta>;

function dialogPlay(text: RegExp, { support = false }: { support?: boolean } = {}): Story['play'] {
  return async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', {}, { timeout: 8000 });
    await expect(within(dialog).getByRole('heading', { name: 'The time machine needs a moment' })).toBeVisible();
    await expect(dialog).toHaveTextContent(text);
    await expect(within(dialog).queryByText('Demo Mode')).toBeNull();
    if (support) await expect(within(dialog).getByRole('link', { name: /@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    // Opened and settled: 'Got it!' has the focus. The story ends here, the dialog open.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Got it!' })).toHaveFocus());
  };
}

/** AE-01 (docs/product.md#ai-errors): 429. */
export const QuotaExceeded: Story = {
  parameters: { msw: { handlers: aiHandlers.status(429, 'chat') } },
  play: dialogPlay(/wait a minute and try again/i),
};

/** AE-02 (docs/product.md#ai-errors): 402. */
export const InsufficientCredits: Story = {
  parameters: { msw: { handlers: aiHandlers.status(402, 'chat') } },
  play: dialogPlay(/has run out of credit/i),
};

/** AE-03 (docs/product.md#ai-errors): 401 (stops the model fallback at once). */
export const InvalidApiKey: Story = {
  parameters: { msw: { handlers: aiHandlers.status(401, 'chat') } },
  play: dialogPlay(/contact support/i, { support: true }),
};

/** AE-04 (docs/product.md#ai-errors): 503 (not demo mode). */
export const ServiceUnavailable: Story = {
  parameters: { msw: { handlers: aiHandlers.status(503, 'chat') } },
  play: dialogPlay(/try again in a few minutes/i),
};

/** AE-05 (docs/product.md#ai-errors): 500, 502 and 504. */
export const ServerError: Story = {
  parameters: { msw: { handlers: aiHandlers.status(504, 'chat') } },
  play: dialogPlay(/try again in a few minutes/i),
};

/** AE-06 (docs/product.md#ai-errors): any other code, here an answer without an image (NO_IMAGE_GENERATED). */
export const Other: Story = {
  parameters: { msw: { handlers: aiHandlers.answer({ kind: 'json', status: 200, body: { choices: [{ message: { content: 'Sorry, I cannot.' } }] } }, 'chat') } },
  play: dialogPlay(/connection problem.*check your internet/i),
};

/** AE-06 again: API_ERROR_{status}. */
export const OtherStatus: Story = {
  parameters: { msw: { handlers: aiHandlers.status(404, 'chat') } },
  play: dialogPlay(/connection problem.*check your internet/i),
};

/** AE-01, then 'Got it!': the dialog closes and the page is usable again. */
export const QuotaExceededGotItCloses: Story = {
  ...QuotaExceeded,
  tags: ['no-visual'],
  play: async (context) => {
    await QuotaExceeded.play?.(context);
    const body = within(context.canvasElement.ownerDocument.body);
    await userEvent.click(within(body.getByRole('dialog')).getByRole('button', { name: 'Got it!' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};
