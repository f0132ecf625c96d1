import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryModelHealthStore } from '@/lib/ai/model-health-store';
import type { AiModelConfig } from '@/lib/ai/model-registry';
import { transformFestivalPhoto } from '@/features/festival/api/use-transform-photo';
import { OnamPage } from '@/features/festival/components/onam-page';
import { OnamPageBoundary, OnamPageError } from '@/features/festival/components/onam-page-error';
import { buildFestivalBody, FESTIVAL_PROMPT } from '@/features/festival/model/festival-request';
import { aiHandlers, SAMPLE_PHOTO_DATA_URL, SAMPLE_RESULT_DATA_URL } from '../../../stories/mocks/ai-handlers';
import { agreedAiServices } from '../../../stories/mocks/ai-consent';
import { unreadableModelHealth } from '../../../stories/mocks/services';
import type { Services } from '@/lib/services';
import { stoppedClock } from '@/lib/clock';
import { renderWithProviders } from '../render';
import { configHandler } from '../../../stories/mocks/guidance-handlers';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Every page test starts from a configured server (the tools ask it before sending anything).
beforeEach(() => server.use(configHandler()));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const model = (id: string, modalities = false): AiModelConfig => ({ id, quality: 1, speed: 1, capabilities: [], specialties: [], uses: ['festival'], modalities });

describe('festival request', () => {
  it('asks for Kerala festival attire with max_tokens 1024', () => {
    const body = buildFestivalBody(model('flux', true), SAMPLE_PHOTO_DATA_URL);
    expect(FESTIVAL_PROMPT).toMatch(/Kerala/);
    expect(FESTIVAL_PROMPT).toMatch(/kasavu/);
    expect(FESTIVAL_PROMPT).toMatch(/jasmine/);
    expect(body).toMatchObject({ model: 'flux', max_tokens: 1024, temperature: 0.7, modalities: ['image', 'text'] });
    expect(body.messages[0]?.content).toEqual([
      { type: 'text', text: FESTIVAL_PROMPT },
      { type: 'image_url', image_url: { url: SAMPLE_PHOTO_DATA_URL } },
    ]);
  });

  it('uses the best available model and keeps its health', async () => {
    const store = createMemoryModelHealthStore();
    const requestImage = vi.fn(async () => SAMPLE_RESULT_DATA_URL);
    await expect(transformFestivalPhoto(SAMPLE_PHOTO_DATA_URL, { models: [model('x'), model('y')], store, now: () => new Date(), requestImage })).resolves.toBe(
      SAMPLE_RESULT_DATA_URL,
    );
    expect(requestImage).toHaveBeenCalledWith(expect.objectContaining({ model: 'x' }), undefined);
    expect(store.read().x?.lastSuccess).not.toBeNull();
  });

  it('records a quota failure so the next try uses another model', async () => {
    const store = createMemoryModelHealthStore();
    server.use(...aiHandlers.status(429, 'chat'));
    await expect(transformFestivalPhoto(SAMPLE_PHOTO_DATA_URL, { models: [model('x'), model('y')], store, now: () => new Date() })).rejects.toMatchObject({
      code: 'QUOTA_EXCEEDED',
    });
    expect(store.read().x?.quotaExhausted).toBe(true);
    const requestImage = vi.fn(async () => SAMPLE_RESULT_DATA_URL);
    await transformFestivalPhoto(SAMPLE_PHOTO_DATA_URL, { models: [model('x'), model('y')], store, now: () => new Date(), requestImage });
    expect(requestImage).toHaveBeenCalledWith(expect.objectContaining({ model: 'y' }), undefined);
  });
});

/** The page with a chosen photo, for a family that agreed. */
function renderPage(services: Partial<Services> = {}) {
  const { ai } = agreedAiServices();
  return renderWithProviders(<OnamPage initialPhoto={SAMPLE_PHOTO_DATA_URL} />, { services: { ai, ...services }, route: '/onam' });
}

describe('OnamPage', () => {
  it('is titled Onam Photo Magic and starts with the upload area', () => {
    renderWithProviders(<OnamPage />, { route: '/onam' });
    expect(screen.getByRole('heading', { level: 1, name: 'Onam Photo Magic' })).toBeInTheDocument();
    expect(screen.getByText('PNG, JPEG or WEBP, up to 5 MB')).toBeInTheDocument();
  });

  it('transforms, then offers Regenerate and Download with the timestamped name', async () => {
    server.use(...aiHandlers.chatImage());
    const saveFile = vi.fn();
    renderPage({ saveFile, clock: stoppedClock(1_755_000_000_000) });
    await userEvent.click(screen.getByRole('button', { name: 'Transform Photo' }));
    const result = await screen.findByRole('img', { name: 'Your family in traditional Kerala festival attire' });
    expect(result).toHaveAttribute('src', SAMPLE_RESULT_DATA_URL);
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(saveFile).toHaveBeenCalledWith(SAMPLE_RESULT_DATA_URL, 'onam-family-photo-1755000000000.png');
    expect(screen.getByRole('button', { name: 'Regenerate' })).toBeEnabled();
  });

  it.each([
    ['429', () => aiHandlers.status(429, 'chat'), /wait a minute and try again/i, false],
    ['402', () => aiHandlers.status(402, 'chat'), /has run out of credit/i, false],
    ['500', () => aiHandlers.status(500, 'chat'), 'AI service error: 500', false],
    ['invalid', () => aiHandlers.invalidResponse('chat'), 'AI service returned invalid response format', false],
    ['network', () => aiHandlers.networkError('chat'), 'Network error or service unavailable', false],
    ['demo', () => aiHandlers.demoMode('chat'), 'AI service error: 503', true],
  ])('shows the festival error dialog for %s', async (_name, handlers, text, demo) => {
    server.use(...handlers());
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Transform Photo' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(text)).toBeInTheDocument();
    expect(within(dialog).queryByText('Demo Mode') !== null).toBe(demo);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it!' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The photo is kept to try again.
    expect(screen.getByRole('button', { name: 'Transform Photo' })).toBeInTheDocument();
  });

  it('shows "Failed to transform photo" when something else goes wrong (model health cannot be read)', async () => {
    renderPage({ ai: { ...agreedAiServices().ai, modelHealth: unreadableModelHealth() } });
    await userEvent.click(screen.getByRole('button', { name: 'Transform Photo' }));
    expect(await screen.findByText('Failed to transform photo. Please try again.')).toBeInTheDocument();
  });
});

describe('Onam page errors', () => {
  it('Onam Page Error with the error text or Unknown error', () => {
    const { rerender } = render(<OnamPageError error={new Error('chunk failed')} />);
    expect(screen.getByRole('heading', { name: 'Onam Page Error' })).toBeInTheDocument();
    expect(screen.getByText('There was an error loading the Onam page.')).toBeInTheDocument();
    expect(screen.getByText('chunk failed')).toBeInTheDocument();
    rerender(<OnamPageError error={null} />);
    expect(screen.getByText('Unknown error')).toBeInTheDocument();
  });

  it('the outer boundary catches a failure to render', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('render failed');
    }
    render(
      <OnamPageBoundary>
        <Broken />
      </OnamPageBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Onam Page Error' })).toBeInTheDocument();
    expect(screen.getByText('render failed')).toBeInTheDocument();
  });
});
