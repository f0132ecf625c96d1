import { expect, test, type Page, type Request } from '@playwright/test';
import { SAMPLE_PHOTO_DATA_URL } from '../../stories/mocks/ai-handlers';
import { seedFamily } from './helpers/seed';

// AI tools ask first (docs/product.md#demo-mode): in demo mode nothing is uploaded at all. The e2e server has no
// AI provider, so each AI tool, used as a family would, must send no request carrying the photo,
// the drawing or the day's challenge: it asks the server what it is, hears "demo mode", and works
// on the device. Every request of the page is watched, whatever its path.

test.use({ serviceWorkers: 'block' });

const photoBase64 = SAMPLE_PHOTO_DATA_URL.split(',')[1] ?? '';
const photo = { name: 'family.png', mimeType: 'image/png', buffer: Buffer.from(photoBase64, 'base64') };

/** Every request the page sends, with its body. */
function watchRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => seen.push(request));
  return seen;
}

/** What must never leave in demo mode: an AI request, or any body with an image in it. */
function uploads(seen: Request[], also: string[] = []): string[] {
  return seen
    .filter((request) => {
      const body = request.postData() ?? '';
      return (
        new URL(request.url()).pathname.startsWith('/api/ai') ||
        body.includes('data:image') ||
        body.includes(photoBase64.slice(40, 120)) ||
        also.some((text) => body.includes(text))
      );
    })
    .map((request) => `${request.method()} ${request.url()}`);
}

const askedServer = (seen: Request[]) => seen.some((request) => new URL(request.url()).pathname === '/api/config');

test('time travel restyles on the device and uploads nothing', async ({ page }) => {
  const seen = watchRequests(page);
  await page.goto('/family/time-travel');
  await page.locator('input[type="file"]').setInputFiles(photo);
  await page.getByRole('button', { name: 'Travel Through Time' }).click();
  await expect(page.getByTestId('time-travel-summary')).toContainText('4 of 4 decades made', { timeout: 20_000 });
  await expect(page.getByText('Demo Mode', { exact: true }).first()).toBeVisible();
  expect(askedServer(seen)).toBe(true);
  expect(uploads(seen)).toEqual([]);
});

test('the Onam page says Demo Mode and uploads nothing', async ({ page }) => {
  const seen = watchRequests(page);
  await page.goto('/onam');
  await page.locator('input[type="file"]').setInputFiles(photo);
  await page.getByRole('button', { name: 'Transform Photo' }).click();
  await expect(page.getByRole('dialog').getByText('Demo Mode', { exact: true })).toBeVisible();
  expect(askedServer(seen)).toBe(true);
  expect(uploads(seen)).toEqual([]);
});

test('co-drawing draws its placeholder and uploads nothing', async ({ page }) => {
  const seen = watchRequests(page);
  await page.goto('/family/co-drawing');
  const canvas = page.getByRole('img', { name: 'Family drawing canvas' });
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.5);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.5, { steps: 5 });
  await page.mouse.up();
  await page.getByLabel('What should the AI add?').fill('A dragon made of clouds');
  await page.getByRole('button', { name: 'Create AI Magic' }).click();
  await expect(canvas).toHaveAttribute('data-image-source', 'demo');
  await expect(page.getByText('Demo Mode')).toBeVisible();
  expect(askedServer(seen)).toBe(true);
  expect(uploads(seen, ['A dragon made of clouds'])).toEqual([]);
});

test("the daily moment's guidance is the built-in one and the challenge is not sent", async ({ page }) => {
  await seedFamily(page);
  const seen = watchRequests(page);
  await page.goto('/family');
  const card = page.getByRole('region', { name: "Today's moment" });
  const title = (await card.getByRole('heading').first().textContent()) ?? '';
  await card.getByRole('button', { name: 'Start Family Moment' }).click();
  await expect(card.getByTestId('guidance')).toBeVisible();
  await expect.poll(() => askedServer(seen)).toBe(true);
  expect(title.length).toBeGreaterThan(3);
  expect(uploads(seen, [title])).toEqual([]);
});
