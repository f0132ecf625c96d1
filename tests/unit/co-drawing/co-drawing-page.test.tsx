import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { ImageGenerationBody } from '@/data/api/ai-client';
import { stoppedClock } from '@/lib/clock';
import type { Services } from '@/lib/services';
import { CoDrawingPage, type CoDrawingPageProps } from '@/features/co-drawing/components/co-drawing-page';
import { SUGGESTIONS } from '@/features/co-drawing/model/prompts';
import type { Stroke } from '@/features/co-drawing/model/drawing';
import { agreedAiServices } from '../../../stories/mocks/ai-consent';
import { coDrawingHandlers } from '../../../stories/mocks/co-drawing-handlers';
import { configHandler } from '../../../stories/mocks/guidance-handlers';
import { renderWithProviders } from '../render';

const CANVAS = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==';
const AI_IMAGE = 'data:image/png;base64,QUlJTUFHRQ==';
const PLACEHOLDER = 'data:image/png;base64,UExBQ0VIT0xERVI=';
const house: Stroke = { tool: 'pen', color: '#000000', width: 5 / 960, points: [{ x: 0.2, y: 0.8 }, { x: 0.5, y: 0.3 }, { x: 0.8, y: 0.8 }] };

// jsdom has no 2D canvas: the page must still work (painting is skipped) and export what we give it.
// (vitest restores mocks after each test, so they are set before each.)
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(CANVAS);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (callback: BlobCallback) {
    callback(new Blob(['png'], { type: 'image/png' }));
  });
});

// jsdom cannot decode pictures or paint the placeholder: these stand in for the browser's work.
vi.mock('@/lib/image/load-image', () => ({
  loadImage: async () => ({ naturalWidth: 1, naturalHeight: 1 }),
  loadedImage: () => null,
}));
vi.mock('@/features/co-drawing/device/render-placeholder', () => ({ renderPlaceholder: async () => PLACEHOLDER }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The tools ask the server what it is before anything is sent; the image service answers AI_IMAGE.
beforeEach(() => server.use(configHandler(), coDrawingHandlers.result(AI_IMAGE)));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/**
 * The page for a family that agreed, on a stopped clock whose timers run
 * at once (the placeholder's pause after a failure).
 */
function renderPage(props: CoDrawingPageProps = {}, services: Partial<Services> = {}) {
  const user = userEvent.setup();
  renderWithProviders(<CoDrawingPage {...props} />, {
    services: { ...agreedAiServices(), clock: stoppedClock(0, { runsUpToMs: Infinity }), ...services },
    route: '/family/co-drawing',
  });
  return { user, canvas: screen.getByRole('img', { name: 'Family drawing canvas' }) };
}

// Two shared cores: rendering the whole page with user-event takes seconds under load.
describe('CoDrawingPage', { timeout: 20_000 }, () => {
  it("starts on 'Add Elements' with six chips; a chip fills the required prompt", async () => {
    const { user } = renderPage();
    expect(screen.getByRole('tab', { name: 'Add Elements' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Color It In' })).toHaveAttribute('aria-selected', 'false');
    const chips = within(screen.getByRole('radiogroup', { name: 'Ideas to try' })).getAllByRole('radio');
    expect(chips.map((c) => c.textContent)).toEqual(SUGGESTIONS.ADD.slice(0, 6));
    const submit = screen.getByRole('button', { name: 'Create AI Magic' });
    expect(submit).toBeDisabled();
    expect(screen.getByText(/Write what the AI should add/)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'A friendly dragon' }));
    expect(screen.getByLabelText('What should the AI add?')).toHaveValue('A friendly dragon');
    expect(screen.getByRole('radio', { name: 'A friendly dragon' })).toHaveAttribute('aria-checked', 'true');
    expect(submit).toBeEnabled();

    await user.clear(screen.getByLabelText('What should the AI add?'));
    await user.type(screen.getByLabelText('What should the AI add?'), '   ');
    expect(submit).toBeDisabled();
  });

  it("shows the 'Color It In' chips on its tab", async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('tab', { name: 'Color It In' }));
    const chips = within(screen.getByRole('radiogroup', { name: 'Ideas to try' })).getAllByRole('radio');
    expect(chips.map((c) => c.textContent)).toEqual(SUGGESTIONS.COLOR.slice(0, 6));
    expect(screen.getByLabelText('How should the AI color it in?')).toBeInTheDocument();
  });

  it('sends the canvas and the prompt, then puts the AI picture on the canvas', async () => {
    const sent: ImageGenerationBody[] = [];
    server.use(coDrawingHandlers.result(AI_IMAGE, (body) => sent.push(body)));
    const { user, canvas } = renderPage({ initialStrokes: [house], initialMode: 'COLOR', initialPrompt: 'Crayon style' });
    await user.click(screen.getByRole('button', { name: 'Create AI Magic' }));
    expect(await screen.findByText('Your AI magic is on the canvas!')).toBeInTheDocument();
    expect(canvas).toHaveAttribute('data-image-source', 'ai');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ image: CANVAS, width: 1024, height: 1024, prompt: expect.stringMatching(/^Color in this family drawing: Crayon style\./) });
    expect(screen.queryByTestId('ai-error-dialog')).not.toBeInTheDocument();
    // Undo takes the AI picture away again and gives back the family's drawing.
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(canvas).toHaveAttribute('data-image-source', 'none');
    expect(canvas).toHaveAttribute('data-stroke-count', '1');
  });

  it("covers the canvas with 'AI Magic Working...' while the AI paints", async () => {
    server.use(coDrawingHandlers.busy());
    const { user } = renderPage({ initialPrompt: 'A treasure chest' });
    await user.click(screen.getByRole('button', { name: 'Create AI Magic' }));
    const status = await screen.findByText('AI Magic Working...');
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Black' })).toBeDisabled();
  });

  it('in demo mode draws the placeholder with the Demo Mode label and no dialog', async () => {
    server.use(coDrawingHandlers.demoMode());
    const { user, canvas } = renderPage({ initialPrompt: 'A playful puppy' });
    await user.click(screen.getByRole('button', { name: 'Create AI Magic' }));
    expect(await screen.findByText('Demo Mode')).toBeInTheDocument();
    expect(canvas).toHaveAttribute('data-image-source', 'demo');
    expect(screen.queryByTestId('ai-error-dialog')).not.toBeInTheDocument();
  });

  it('on a server error draws the placeholder and opens the co-drawing error dialog', async () => {
    server.use(coDrawingHandlers.status(500));
    const { user, canvas } = renderPage({ initialPrompt: 'A playful puppy' });
    await user.click(screen.getByRole('button', { name: 'Create AI Magic' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAttribute('data-error-code', 'SERVER_ERROR');
    expect(within(dialog).getByText(/try again in a few minutes/i)).toBeInTheDocument();
    expect(canvas).toHaveAttribute('data-image-source', 'unavailable');
    expect(screen.getByText('The AI artist was unavailable')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Got it!' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The prompt the family wrote is still there.
    expect(screen.getByLabelText('What should the AI add?')).toHaveValue('A playful puppy');
  });

  it('downloads family-co-drawing-{w}x{h}.png at the canvas size', async () => {
    const saveFile = vi.fn();
    const { user } = renderPage({}, { saveFile });
    await user.click(screen.getByRole('button', { name: 'Download' }));
    // jsdom's window is 1024 px wide: the canvas is 960x540.
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'family-co-drawing-960x540.png'));
  });

  it('draws a stroke with the pointer, undoes it, and clears only after confirming', async () => {
    const { user, canvas } = renderPage();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
    fireEvent.pointerDown(canvas, { pointerId: 1, button: 0, clientX: 10, clientY: 10, pointerType: 'mouse' });
    fireEvent.pointerMove(canvas, { pointerId: 1, clientX: 40, clientY: 30, pointerType: 'mouse' });
    fireEvent.pointerUp(canvas, { pointerId: 1, pointerType: 'mouse' });
    expect(canvas).toHaveAttribute('data-stroke-count', '1');

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Keep Drawing' }));
    expect(canvas).toHaveAttribute('data-stroke-count', '1');

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Clear Drawing' }));
    expect(canvas).toHaveAttribute('data-stroke-count', '0');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(canvas).toHaveAttribute('data-stroke-count', '1');
  });

  it('ignores a right-click and picks tools by keyboard-reachable buttons', async () => {
    const { user, canvas } = renderPage();
    fireEvent.pointerDown(canvas, { pointerId: 2, button: 2, pointerType: 'mouse' });
    fireEvent.pointerUp(canvas, { pointerId: 2, pointerType: 'mouse' });
    expect(canvas).toHaveAttribute('data-stroke-count', '0');
    expect(screen.getByRole('button', { name: 'Black' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Plum' }));
    expect(screen.getByRole('button', { name: 'Plum' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Black' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Eraser' }));
    expect(screen.getByRole('button', { name: 'Eraser' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Plum' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('radio', { name: /Medium/ })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('radio', { name: /Extra thick/ }));
    expect(screen.getByRole('radio', { name: /Extra thick/ })).toHaveAttribute('aria-checked', 'true');
  });
});
