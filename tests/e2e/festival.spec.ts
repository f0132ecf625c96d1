import { expect, test, type Page } from '@playwright/test';
import { aiAnswers, routeAnswer, SAMPLE_PHOTO_DATA_URL, SAMPLE_RESULT_DATA_URL } from '../../stories/mocks/ai-handlers';
import { continueAiConsent, mockConfiguredAiServer } from './helpers/ai-consent';

// The festival photo page against the real built app.

test.use({ serviceWorkers: 'block' });

const photo = {
  name: 'family.png',
  mimeType: 'image/png',
  buffer: Buffer.from(SAMPLE_PHOTO_DATA_URL.split(',')[1] ?? '', 'base64'),
};

async function upload(page: Page, url = '/onam') {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: 'Onam Photo Magic' })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles(photo);
  await expect(page.getByRole('img', { name: 'Your chosen family photo' })).toBeVisible();
}

test('transform, download and regenerate @mobile', async ({ page }) => {
  const bodies: Array<{ max_tokens: number; messages: Array<{ content: Array<{ text?: string }> }> }> = [];
  await mockConfiguredAiServer(page);
  await page.route('**/api/ai/**', async (route) => {
    bodies.push(route.request().postDataJSON());
    await route.fulfill(routeAnswer(aiAnswers.chatImage())!);
  });
  await upload(page);
  await page.getByRole('button', { name: 'Transform Photo' }).click();
  await continueAiConsent(page);
  const result = page.getByRole('img', { name: 'Your family in traditional Kerala festival attire' });
  await expect(result).toHaveAttribute('src', SAMPLE_RESULT_DATA_URL);
  expect(bodies[0]?.max_tokens).toBe(1024);
  expect(bodies[0]?.messages[0]?.content[0]?.text).toMatch(/Kerala/);

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  expect((await downloadPromise).suggestedFilename()).toMatch(/^onam-family-photo-\d{13}\.png$/);

  await page.getByRole('button', { name: 'Regenerate' }).click();
  await expect.poll(() => bodies.length).toBe(2);
  await expect(page.getByRole('button', { name: 'Regenerate' })).toBeEnabled();
});

test('the festival error texts', async ({ page }) => {
  let answer = aiAnswers.status(500);
  await mockConfiguredAiServer(page);
  await page.route('**/api/ai/**', async (route) => {
    const fulfil = routeAnswer(answer);
    if (fulfil) await route.fulfill(fulfil);
    else await route.abort('failed');
  });
  await upload(page);
  const cases: Array<[typeof answer, string | RegExp]> = [
    [aiAnswers.status(500), 'AI service error: 500'],
    [aiAnswers.status(429), /wait a minute and try again/i],
    [aiAnswers.status(402), /has run out of credit/i],
    [aiAnswers.invalidResponse(), 'AI service returned invalid response format'],
    [aiAnswers.networkError(), 'Network error or service unavailable'],
  ];
  for (const [index, [next, text]] of cases.entries()) {
    answer = next;
    await page.getByRole('button', { name: 'Transform Photo' }).click();
    // Only the first use asks.
    if (index === 0) await continueAiConsent(page);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(text);
    await dialog.getByRole('button', { name: 'Got it!' }).click();
    await expect(dialog).toBeHidden();
  }
});

test('demo mode: the real server says demo mode, nothing is sent, and the dialog says Demo Mode', async ({ page }) => {
  await upload(page);
  await page.getByRole('button', { name: 'Transform Photo' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('AI service error: 503');
  await expect(dialog.getByText('Demo Mode', { exact: true })).toBeVisible();
});

test('the festival host shows only the Onam page', async ({ page, baseURL }) => {
  const url = new URL(baseURL ?? 'http://127.0.0.1');
  // Chromium resolves every *.localhost name to the loopback address.
  await page.goto(`${url.protocol}//onam.localhost:${url.port}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Onam Photo Magic' })).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByText('PNG, JPEG or WEBP, up to 5 MB')).toBeVisible();
});
