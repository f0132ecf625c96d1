import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { coDrawingAnswers, type MockAnswer } from '../../stories/mocks/co-drawing-handlers';
import { continueAiConsent, mockConfiguredAiServer } from './helpers/ai-consent';

// Co-drawing against the real built app: drawing with
// the pointer, a suggestion chip, the image request mocked in the browser, the result on the canvas,
// its download, and the real server in demo mode (no AI configured for the e2e server).

// page.route does not see requests a service worker handles.
test.use({ serviceWorkers: 'block' });

const IMAGE_PATH = '**/api/ai/v1/image/generation';

function canvasOf(page: Page): Locator {
  return page.getByRole('img', { name: 'Family drawing canvas' });
}

/**
 * Routes the image service to `answer`, keeping the request bodies; with `held`, the answer waits
 * for it, so a test sees the working state however slow the machine is (a fixed delay raced it).
 */
async function mockImageService(page: Page, answer: MockAnswer, held?: Promise<void>) {
  const bodies: Array<Record<string, unknown>> = [];
  await mockConfiguredAiServer(page);
  await page.route(IMAGE_PATH, async (route: Route) => {
    bodies.push(route.request().postDataJSON() as Record<string, unknown>);
    if (held) await held;
    await route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body) });
  });
  return bodies;
}

/** A stroke with the real mouse, from and to fractions of the canvas. */
async function drawWithMouse(page: Page, canvas: Locator, points: Array<[number, number]>) {
  const box = await canvas.boundingBox();
  if (!box) throw new Error('The canvas is not on screen.');
  const at = ([x, y]: [number, number]) => [box.x + x * box.width, box.y + y * box.height] as const;
  const [first, ...rest] = points;
  if (!first) return;
  await page.mouse.move(...at(first));
  await page.mouse.down();
  for (const point of rest) await page.mouse.move(...at(point), { steps: 8 });
  await page.mouse.up();
}

/** The RGB of one canvas pixel at fractions of the canvas. */
function pixel(canvas: Locator, x: number, y: number): Promise<number[]> {
  return canvas.evaluate(
    (element, [px, py]) => {
      const c = element as HTMLCanvasElement;
      const data = c.getContext('2d')?.getImageData(Math.round(px * (c.width - 1)), Math.round(py * (c.height - 1)), 1, 1).data;
      return data ? [data[0] ?? 0, data[1] ?? 0, data[2] ?? 0] : [];
    },
    [x, y] as const,
  );
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('draw, pick a chip, get the AI picture on the canvas and download it', async ({ page }) => {
  let answerNow = () => {};
  const held = new Promise<void>((resolve) => (answerNow = resolve));
  const bodies = await mockImageService(page, coDrawingAnswers.result(), held);
  await page.goto('/family/co-drawing');
  await expect(page.getByRole('heading', { name: 'Co-Drawing Magic' })).toBeVisible();
  const canvas = canvasOf(page);
  await expect(canvas).toHaveAttribute('width', '960');
  await expect(canvas).toHaveAttribute('height', '540');

  await drawWithMouse(page, canvas, [
    [0.2, 0.7],
    [0.5, 0.3],
    [0.8, 0.7],
  ]);
  await expect(canvas).toHaveAttribute('data-stroke-count', '1');
  expect(await pixel(canvas, 0.5, 0.3)).toEqual([0, 0, 0]);

  const submit = page.getByRole('button', { name: 'Create AI Magic' });
  await expect(submit).toBeDisabled();
  await page.getByRole('radio', { name: 'A friendly dragon' }).click();
  await expect(page.getByLabel('What should the AI add?')).toHaveValue('A friendly dragon');
  await submit.click();
  await continueAiConsent(page);
  await expect(page.getByText('AI Magic Working...')).toBeVisible();
  answerNow();

  await expect(page.getByText('Your AI magic is on the canvas!')).toBeVisible();
  await expect(canvas).toHaveAttribute('data-image-source', 'ai');
  // The mocked painting's sky is light blue where the canvas was white.
  await expect.poll(() => pixel(canvas, 0.02, 0.03)).toEqual([186, 230, 253]);

  expect(bodies).toHaveLength(1);
  const body = bodies[0] ?? {};
  expect(body).toMatchObject({ height: 1024, width: 1024, enable_refiner: false, strength: 0.8, steps: 25, cfg_scale: 7, backend: 'auto' });
  expect(String(body.model_name)).not.toBe('');
  expect(String(body.prompt)).toMatch(/^Add to this family drawing: A friendly dragon\./);
  expect(String(body.negative_prompt)).not.toBe('');
  expect(String(body.image)).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
  const sent = pngSize(Buffer.from(String(body.image).split(',')[1] ?? '', 'base64'));
  expect(sent).toEqual({ width: 960, height: 540 });

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('family-co-drawing-960x540.png');
  const saved = await readFile(await download.path());
  expect(pngSize(saved)).toEqual({ width: 960, height: 540 });

  // The family keeps drawing on the AI picture; Undo takes that stroke off again.
  await drawWithMouse(page, canvas, [
    [0.1, 0.9],
    [0.3, 0.9],
  ]);
  await expect(canvas).toHaveAttribute('data-stroke-count', '1');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(canvas).toHaveAttribute('data-stroke-count', '0');
  await expect(canvas).toHaveAttribute('data-image-source', 'ai');

  await page.getByRole('link', { name: /back/i }).first().click();
  await expect(page).toHaveURL(/\/family\/activities$/);
});

test('no mock: the real server in demo mode gives the local placeholder with Demo Mode @mobile', async ({ page }) => {
  await page.goto('/family/co-drawing');
  const canvas = canvasOf(page);
  const viewport = page.viewportSize()?.width ?? 1280;
  const expected = Math.max(320, Math.min(viewport - 32, 960));
  await expect(canvas).toHaveAttribute('width', String(expected));

  await drawWithMouse(page, canvas, [
    [0.3, 0.5],
    [0.7, 0.5],
  ]);
  await expect(canvas).toHaveAttribute('data-stroke-count', '1');
  await page.getByRole('tab', { name: 'Color It In' }).click();
  await page.getByLabel('How should the AI color it in?').fill('  Crayon style  ');
  // The server says demo mode when asked, so the drawing is not sent at all.
  const aiRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/ai')) aiRequests.push(request.url());
  });
  const started = Date.now();
  await page.getByRole('button', { name: 'Create AI Magic' }).click();

  await expect(page.getByText('Demo Mode')).toBeVisible();
  expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
  await expect(canvas).toHaveAttribute('data-image-source', 'demo');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(aiRequests).toEqual([]);
  // The placeholder's warm background replaced the white corner.
  await expect.poll(async () => (await pixel(canvas, 0.005, 0.005)).join(',')).not.toBe('255,255,255');
});

test('a quota error draws the placeholder and opens the co-drawing error dialog', async ({ page }) => {
  await mockImageService(page, coDrawingAnswers.status(429));
  await page.goto('/family/co-drawing');
  await page.getByLabel('What should the AI add?').fill('A treasure chest');
  await page.getByRole('button', { name: 'Create AI Magic' }).click();
  await continueAiConsent(page);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('data-error-code', 'QUOTA_EXCEEDED');
  await expect(dialog).toContainText(/wait a minute and try again/i);
  await dialog.getByRole('button', { name: 'Got it!' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('The AI artist was unavailable')).toBeVisible();
  await expect(canvasOf(page)).toHaveAttribute('data-image-source', 'unavailable');
  await expect(page.getByLabel('What should the AI add?')).toHaveValue('A treasure chest');
});

test('the drawing is kept when the window is resized', async ({ page }) => {
  await page.goto('/family/co-drawing');
  const canvas = canvasOf(page);
  await drawWithMouse(page, canvas, [
    [0.1, 0.5],
    [0.9, 0.5],
  ]);
  await expect(canvas).toHaveAttribute('data-stroke-count', '1');
  await page.setViewportSize({ width: 600, height: 800 });
  await expect(canvas).toHaveAttribute('width', '568');
  await expect(canvas).toHaveAttribute('height', '320');
  await expect(canvas).toHaveAttribute('data-stroke-count', '1');
  expect(await pixel(canvas, 0.5, 0.5)).toEqual([0, 0, 0]);
  expect(await pixel(canvas, 0.5, 0.2)).toEqual([255, 255, 255]);
});

test('draws with a finger (touch pointer) on a phone @mobile', async ({ page }) => {
  await page.goto('/family/co-drawing');
  const canvas = canvasOf(page);
  await expect(canvas).toHaveCSS('touch-action', 'none');
  const box = await canvas.boundingBox();
  if (!box) throw new Error('The canvas is not on screen.');
  const at = (x: number, y: number) => ({ clientX: box.x + x * box.width, clientY: box.y + y * box.height });
  const touch = { pointerId: 11, pointerType: 'touch', isPrimary: true, bubbles: true };
  await canvas.dispatchEvent('pointerdown', { ...touch, button: 0, buttons: 1, ...at(0.2, 0.5) });
  for (const x of [0.3, 0.4, 0.5, 0.6]) await canvas.dispatchEvent('pointermove', { ...touch, buttons: 1, ...at(x, 0.5) });
  await canvas.dispatchEvent('pointerup', { ...touch, button: 0, buttons: 0, ...at(0.6, 0.5) });
  await expect(canvas).toHaveAttribute('data-stroke-count', '1');
  expect(await pixel(canvas, 0.4, 0.5)).toEqual([0, 0, 0]);
});
