import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { rankedModelsFor } from '@/lib/ai/ai-models';
import { CoDrawingPage } from '@/features/co-drawing/components/co-drawing-page';
import { SUGGESTIONS } from '@/features/co-drawing/model/prompts';
import type { ImageGenerationBody } from '@/data/api/ai-client';
import { coDrawingHandlers } from '../../mocks/co-drawing-handlers';
import { configHandler } from '../../mocks/guidance-handlers';
import { HOUSE_DRAWING, drawStroke, isWhite, pixelAt } from './co-drawing-fixtures';
import { agreedAiServices } from '../../mocks/ai-consent';
import { desktop, mobile, withCoDrawingFrame } from './co-drawing-frame';

/** Downloads of the drawing. */
const saveFile = fn();

const meta = {
  title: 'CoDrawing/CoDrawingPage',
  component: CoDrawingPage,
  decorators: [withCoDrawingFrame],
  // A family that already agreed to co-drawing's AI (the first-use question has stories of its own:
  // AiTools/ConsentDialog), with fresh model health per story: one story's failures never change
  // another's model (the app keeps them in localStorage).
  parameters: {
    route: '/family/co-drawing',
    msw: { handlers: [configHandler(), coDrawingHandlers.result()] },
    services: () => ({ ...agreedAiServices(), saveFile }),
  },
} satisfies Meta<typeof CoDrawingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const drawingCanvas = (root: HTMLElement) =>
  within(root).getByRole('img', { name: 'Family drawing canvas' }) as HTMLCanvasElement;

/** CD-01 (docs/product.md#co-drawing): blank 16:9 canvas (960x540 at desktop), tool bar, tabs, prompt form and six chips. */
export const Blank: Story = {
  globals: desktop,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const surface = drawingCanvas(canvasElement);
    await step('The canvas is 960x540 with the pen black and 5 px', async () => {
      await expect(surface).toHaveAttribute('width', '960');
      await expect(surface).toHaveAttribute('height', '540');
      await expect(surface).toHaveAttribute('data-stroke-count', '0');
      await expect(canvas.getByRole('button', { name: 'Black' })).toHaveAttribute('aria-pressed', 'true');
      await expect(canvas.getByRole('radio', { name: 'Medium' })).toHaveAttribute('aria-checked', 'true');
      await expect(isWhite(pixelAt(surface, { x: 0.5, y: 0.5 }))).toBe(true);
    });
    await step("'Add Elements' is selected with its first six suggestions", async () => {
      await expect(canvas.getByRole('tab', { name: 'Add Elements' })).toHaveAttribute('aria-selected', 'true');
      await expect(canvas.getByRole('tab', { name: 'Color It In' })).toHaveAttribute('aria-selected', 'false');
      const chips = within(canvas.getByRole('radiogroup', { name: 'Ideas to try' })).getAllByRole('radio');
      await expect(chips.map((c) => c.textContent)).toEqual(SUGGESTIONS.ADD.slice(0, 6));
    });
    await step('Every tool is named, and nothing to undo or clear yet', async () => {
      for (const name of ['Eraser', 'Undo', 'Clear', 'Download']) await expect(canvas.getByRole('button', { name })).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Undo' })).toBeDisabled();
      await expect(canvas.getByRole('button', { name: 'Clear' })).toBeDisabled();
      await expect(canvas.getByRole('button', { name: 'Create AI Magic' })).toBeDisabled();
      await expect(canvas.getByText(/Drawing needs a pointer/)).toBeVisible();
    });
  },
};

/** CD-02 (docs/product.md#co-drawing): strokes drawn with the pointer, a chip picked: ready to submit. Undo and Clear work. */
export const ReadyToSubmit: Story = {
  globals: desktop,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const surface = drawingCanvas(canvasElement);
    await step('Draw a black line, then an orange one', async () => {
      drawStroke(surface, [
        [0.1, 0.5],
        [0.3, 0.5],
        [0.5, 0.5],
      ]);
      await waitFor(() => expect(surface).toHaveAttribute('data-stroke-count', '1'));
      await waitFor(() => expect(pixelAt(surface, { x: 0.2, y: 0.5 }).slice(0, 3)).toEqual([0, 0, 0]));
      await userEvent.click(canvas.getByRole('button', { name: 'Orange' }));
      await userEvent.click(canvas.getByRole('radio', { name: 'Extra thick' }));
      drawStroke(surface, [
        [0.2, 0.2],
        [0.8, 0.8],
      ]);
      await waitFor(() => expect(surface).toHaveAttribute('data-stroke-count', '2'));
      await waitFor(() => expect(isWhite(pixelAt(surface, { x: 0.5, y: 0.5 }))).toBe(false));
    });
    await step('Undo removes the last stroke; Clear asks first', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
      await expect(surface).toHaveAttribute('data-stroke-count', '1');
      await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
      const confirm = await body.findByRole('alertdialog', { name: 'Clear the whole drawing?' });
      await userEvent.click(within(confirm).getByRole('button', { name: 'Keep Drawing' }));
      await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
      await expect(surface).toHaveAttribute('data-stroke-count', '1');
    });
    await step('A chip fills the prompt and enables Create AI Magic', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'A rainbow in the sky' }));
      await expect(canvas.getByLabelText('What should the AI add?')).toHaveValue('A rainbow in the sky');
      await expect(canvas.getByRole('radio', { name: 'A rainbow in the sky' })).toHaveAttribute('aria-checked', 'true');
      await expect(canvas.getByRole('button', { name: 'Create AI Magic' })).toBeEnabled();
    });
  },
};

/** CD-03 (docs/product.md#co-drawing): the 'Color It In' tab with its own six chips. */
export const ColorItInTab: Story = {
  globals: desktop,
  args: { initialStrokes: HOUSE_DRAWING },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Color It In' }));
    await expect(canvas.getByRole('tab', { name: 'Color It In' })).toHaveAttribute('aria-selected', 'true');
    const chips = within(canvas.getByRole('radiogroup', { name: 'Ideas to try' })).getAllByRole('radio');
    await expect(chips.map((c) => c.textContent)).toEqual(SUGGESTIONS.COLOR.slice(0, 6));
    await expect(canvas.queryByRole('radio', { name: SUGGESTIONS.COLOR[6] })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'Soft watercolor' }));
    await expect(canvas.getByLabelText('How should the AI color it in?')).toHaveValue('Soft watercolor');
  },
};

/** CD-04 (docs/product.md#co-drawing): a blank prompt (spaces only) blocks submitting and says what to write. */
export const PromptRequired: Story = {
  globals: desktop,
  args: { initialStrokes: HOUSE_DRAWING },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('What should the AI add?');
    await userEvent.type(field, '    ');
    await expect(canvas.getByRole('button', { name: 'Create AI Magic' })).toBeDisabled();
    await expect(field).toHaveAccessibleDescription(/Write what the AI should add to your drawing/);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByText('AI Magic Working...')).toBeNull();
  },
};

/** CD-05 (docs/product.md#co-drawing): at 375 px the canvas is 343 px wide (window - 32), never under 320. */
export const Narrow: Story = {
  globals: mobile,
  args: { initialStrokes: HOUSE_DRAWING },
  play: async ({ canvasElement }) => {
    const surface = drawingCanvas(canvasElement);
    await waitFor(() => expect(Number(surface.getAttribute('width'))).toBeLessThanOrEqual(343));
    const width = Number(surface.getAttribute('width'));
    await expect(width).toBeGreaterThanOrEqual(320);
    await expect(Number(surface.getAttribute('height'))).toBe(Math.round((width * 9) / 16));
    // The house is still there, scaled to the narrow canvas.
    await expect(surface).toHaveAttribute('data-stroke-count', String(HOUSE_DRAWING.length));
    await waitFor(() => expect(isWhite(pixelAt(surface, { x: 0.3, y: 0.7 }))).toBe(false));
  },
};

/** CD-06 (docs/product.md#co-drawing): the service is still painting: 'AI Magic Working...' covers the canvas. */
export const Busy: Story = {
  globals: desktop,
  args: { initialStrokes: HOUSE_DRAWING, initialPrompt: 'A friendly dragon' },
  parameters: { msw: { handlers: [configHandler(), coDrawingHandlers.busy()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create AI Magic' }));
    const status = await canvas.findByText('AI Magic Working...');
    await expect(status.closest('[role="status"]')).not.toBeNull();
    await expect(canvas.getByRole('button', { name: 'Undo' })).toBeDisabled();
    await expect(canvas.getByLabelText('What should the AI add?')).toBeDisabled();
  },
};

const sentBodies: ImageGenerationBody[] = [];

/** CD-07 (docs/product.md#co-drawing): the AI picture replaces the canvas image; the family downloads it. */
export const Result: Story = {
  globals: desktop,
  args: { initialStrokes: HOUSE_DRAWING, initialPrompt: 'A rainbow in the sky' },
  parameters: { msw: { handlers: [configHandler(), coDrawingHandlers.result(undefined, (b) => sentBodies.push(b))] } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const surface = drawingCanvas(canvasElement);
    sentBodies.length = 0;
    await step('Create AI Magic sends the image-generation request with the canvas', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Create AI Magic' }));
      await expect(await canvas.findByText('Your AI magic is on the canvas!', {}, { timeout: 8000 })).toBeVisible();
      await expect(sentBodies).toHaveLength(1);
      await expect(sentBodies[0]).toMatchObject({
        // By ranking, the best co-drawing model of the registry.
        model_name: rankedModelsFor('coDrawing')[0]?.id,
        height: 1024,
        width: 1024,
        enable_refiner: false,
        strength: 0.8,
        steps: 25,
        cfg_scale: 7,
        backend: 'auto',
      });
      await expect(sentBodies[0]?.image).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
      await expect(sentBodies[0]?.prompt).toMatch(/^Add to this family drawing: A rainbow in the sky\./);
    });
    await step('The AI picture is painted on the canvas (sky blue at the top left)', async () => {
      await expect(surface).toHaveAttribute('data-image-source', 'ai');
      await waitFor(() => {
        const [r, g, b] = pixelAt(surface, { x: 0.02, y: 0.03 });
        expect(b).toBeGreaterThan(200);
        expect(r).toBeLessThan(220);
        expect(g).toBeGreaterThan(180);
      });
    });
    await step("'Download' saves family-co-drawing-{w}x{h}.png", async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
      await waitFor(() =>
        expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), `family-co-drawing-${surface.width}x${surface.height}.png`),
        // Encoding a 960x540 PNG can take seconds on a busy 2-core machine.
        { timeout: 15_000 },
      );
    });
  },
};

/** CD-08 (docs/product.md#co-drawing): demo mode: after 1.5 s the local placeholder, labelled 'Demo Mode', no error dialog. */
export const Placeholder: Story = {
  globals: desktop,
  args: { initialStrokes: HOUSE_DRAWING, initialPrompt: 'A friendly dragon' },
  parameters: { msw: { handlers: [configHandler({ demoMode: true }), coDrawingHandlers.demoMode()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const surface = drawingCanvas(canvasElement);
    const started = performance.now();
    await userEvent.click(canvas.getByRole('button', { name: 'Create AI Magic' }));
    await expect(await canvas.findByText('AI Magic Working...')).toBeVisible();
    await expect(await canvas.findByText('Demo Mode', {}, { timeout: 8000 })).toBeVisible();
    await expect(performance.now() - started).toBeGreaterThanOrEqual(1500);
    await expect(surface).toHaveAttribute('data-image-source', 'demo');
    await expect(body.queryByRole('dialog')).toBeNull();
    // The placeholder's soft background fills the corner where the canvas was white.
    await waitFor(() => expect(isWhite(pixelAt(surface, { x: 0.01, y: 0.01 }))).toBe(false));
  },
};

/** CD-08 after a real failure (500): the placeholder, the 'AI unavailable' note and the error dialog. */
export const PlaceholderAfterFailure: Story = {
  globals: desktop,
  args: { initialStrokes: HOUSE_DRAWING, initialPrompt: 'Bright rainbow colors', initialMode: 'COLOR' },
  parameters: { msw: { handlers: [configHandler(), coDrawingHandlers.status(500)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const surface = drawingCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create AI Magic' }));
    const dialog = await body.findByRole('dialog', {}, { timeout: 8000 });
    await expect(dialog).toHaveAttribute('data-error-code', 'SERVER_ERROR');
    await expect(dialog).toHaveTextContent(/try again in a few minutes/i);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it!' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByText('The AI artist was unavailable')).toBeVisible();
    await expect(surface).toHaveAttribute('data-image-source', 'unavailable');
    await expect(canvas.queryByText('Demo Mode')).toBeNull();
    // What the family typed is kept, ready to try again.
    await expect(canvas.getByLabelText('How should the AI color it in?')).toHaveValue('Bright rainbow colors');
  },
};

/** The whole page at 375 px after a demo-mode placeholder (look check for the narrow layout). */
export const NarrowPlaceholder: Story = {
  globals: mobile,
  args: { initialStrokes: HOUSE_DRAWING, initialPrompt: 'A friendly dragon' },
  parameters: { msw: { handlers: [configHandler({ demoMode: true }), coDrawingHandlers.demoMode()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create AI Magic' }));
    await expect(await canvas.findByText('Demo Mode', {}, { timeout: 8000 })).toBeVisible();
  },
};
