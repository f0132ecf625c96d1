import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { coDrawingHandlers } from '../../mocks/co-drawing-handlers';
import { configHandler } from '../../mocks/guidance-handlers';
import { HOUSE_DRAWING } from '../co-drawing/co-drawing-fixtures';
import { CoDrawingPage } from '@/features/co-drawing/components/co-drawing-page';
import { agreedAiServices } from '../../mocks/ai-consent';
import { withCoDrawingFrame } from '../co-drawing/co-drawing-frame';

/**
 * The co-drawing error dialog as a family meets it (docs/product.md#co-drawing): the image service
 * answers with an error (MSW), the page draws its local placeholder after 1.5 s and opens the themed
 * dialog over it. Each story leaves the dialog open.
 */
const meta = {
  title: 'AiErrors/CoDrawingErrorDialog',
  component: CoDrawingPage,
  decorators: [withCoDrawingFrame],
  // A family that already agreed to co-drawing's AI, with fresh model health per story.
  parameters: { route: '/family/co-drawing', services: agreedAiServices },
  args: { initialStrokes: HOUSE_DRAWING, initialPrompt: 'A friendly dragon' },
} satisfies Meta<typeof CoDrawingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

function dialogPlay(code: string | RegExp, text: RegExp, { support = false }: { support?: boolean } = {}): Story['play'] {
  return async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Create AI Magic' }));
    const dialog = await body.findByRole('dialog', {}, { timeout: 8000 });
    await expect(dialog).toHaveAttribute('data-error-code', expect.stringMatching(code));
    await expect(within(dialog).getByRole('heading', { name: 'Our AI artist needs a moment' })).toBeVisible();
    await expect(dialog).toHaveTextContent(text);
    await expect(within(dialog).getByRole('button', { name: 'Got it!' })).toBeVisible();
    await expect(within(dialog).queryByText('Demo Mode')).toBeNull();
    if (support) await expect(within(dialog).getByRole('link', { name: /@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    // Under the dialog (hidden from assistive tech while it is open) the placeholder is on the canvas.
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Family drawing canvas', hidden: true })).toHaveAttribute('data-image-source', 'unavailable'),
    );
  };
}

/** AE-07 (docs/product.md#ai-errors): 429. */
export const QuotaExceeded: Story = {
  parameters: { msw: { handlers: [configHandler(), coDrawingHandlers.status(429)] } },
  play: dialogPlay('QUOTA_EXCEEDED', /wait a minute and try again/i),
};

/** AE-08 (docs/product.md#ai-errors): 402. */
export const InsufficientCredits: Story = {
  parameters: { msw: { handlers: [configHandler(), coDrawingHandlers.status(402)] } },
  play: dialogPlay('INSUFFICIENT_CREDITS', /has run out of credit/i),
};

/** AE-09 (docs/product.md#ai-errors): 401. */
export const InvalidApiKey: Story = {
  parameters: { msw: { handlers: [configHandler(), coDrawingHandlers.status(401)] } },
  play: dialogPlay('INVALID_API_KEY', /contact support/i, { support: true }),
};

/** AE-10 (docs/product.md#ai-errors): 503 (a real outage, not demo mode). */
export const ServiceUnavailable: Story = {
  parameters: { msw: { handlers: [configHandler(), coDrawingHandlers.status(503)] } },
  play: dialogPlay('SERVICE_UNAVAILABLE', /try again in a few minutes/i),
};

/** AE-11 (docs/product.md#ai-errors): 500, 502 and 504 (here 502). */
export const ServerError: Story = {
  parameters: { msw: { handlers: [configHandler(), coDrawingHandlers.status(502)] } },
  play: dialogPlay('SERVER_ERROR', /try again in a few minutes/i),
};

/** AE-12 (docs/product.md#ai-errors): any other code, here the connection failed (NETWORK_ERROR). */
export const Other: Story = {
  parameters: { msw: { handlers: [configHandler(), coDrawingHandlers.networkError()] } },
  play: dialogPlay('NETWORK_ERROR', /connection problem.*check your internet/i),
};

/** AE-12 again: API_ERROR_{status}. */
export const OtherStatus: Story = {
  parameters: { msw: { handlers: [configHandler(), coDrawingHandlers.status(418)] } },
  play: dialogPlay('API_ERROR_418', /connection problem/i),
};

/** AE-12 again: an answer without an image (NO_IMAGE_GENERATED). */
export const OtherNoImage: Story = {
  parameters: { msw: { handlers: [configHandler(), coDrawingHandlers.noImage()] } },
  play: dialogPlay('NO_IMAGE_GENERATED', /connection problem/i),
};
