import { expect, test, type Page, type Route } from '@playwright/test';
import { aiAnswers, routeAnswer, SAMPLE_PHOTO_DATA_URL, type AiMockAnswer } from '../../stories/mocks/ai-handlers';
import { continueAiConsent, mockConfiguredAiServer } from './helpers/ai-consent';

// Time-travel photos against the real built app.
// The AI network is mocked in the browser with the same answers the stories use; the demo-mode test
// talks to the real server, which answers DEMO_MODE because no AI provider is configured.

// page.route does not see requests a service worker handles.
test.use({ serviceWorkers: 'block' });

const photo = {
  name: 'family.png',
  mimeType: 'image/png',
  buffer: Buffer.from(SAMPLE_PHOTO_DATA_URL.split(',')[1] ?? '', 'base64'),
};

const DECADES = ['1960s', '1970s', '1980s', '1990s'];

interface SeenRequest {
  model: string;
  max_tokens: number;
  temperature: number;
  modalities?: string[];
  messages: Array<{ role: string; content: Array<{ type: string; text?: string; image_url?: { url: string } }> }>;
}

async function mockAi(page: Page, answer: (body: SeenRequest, index: number) => AiMockAnswer) {
  const seen: SeenRequest[] = [];
  await mockConfiguredAiServer(page);
  await page.route('**/api/ai/**', async (route: Route) => {
    const body = route.request().postDataJSON() as SeenRequest;
    seen.push(body);
    const reply = answer(body, seen.length - 1);
    const fulfil = routeAnswer(reply);
    if (fulfil) await route.fulfill(fulfil);
    else if (reply.kind === 'network-error') await route.abort('failed');
    // 'infinite': never answered.
  });
  return seen;
}

async function upload(page: Page) {
  await page.goto('/family/time-travel');
  await expect(page.getByRole('heading', { name: 'Time-Travel Photos' })).toBeVisible();
  await expect(page.getByText('PNG, JPEG or WEBP, up to 5 MB')).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles(photo);
  await expect(page.getByRole('img', { name: 'Your chosen family photo' })).toBeVisible();
}

const slot = (page: Page, decade: string) => page.getByRole('group', { name: decade, exact: true });

test('a full time-travel run: four decades, download one, regenerate one @mobile', async ({ page }) => {
  const seen = await mockAi(page, () => aiAnswers.chatImage());
  await upload(page);
  await page.getByRole('button', { name: 'Travel Through Time' }).click();
  await continueAiConsent(page);

  const summary = page.getByTestId('time-travel-summary');
  await expect(summary).toContainText('Your time-travel album is ready!', { timeout: 15_000 });
  await expect(summary).toContainText('4 of 4 decades made');
  for (const decade of DECADES) {
    await expect(slot(page, decade).getByRole('img', { name: `Your family in the ${decade}` })).toBeVisible();
  }

  // One request per decade, each naming its decade, as a chat-completions body with the photo.
  expect(seen).toHaveLength(4);
  expect(seen.map((b) => /(19\d0s)/.exec(b.messages[0]?.content[0]?.text ?? '')?.[1]).sort()).toEqual(DECADES);
  for (const body of seen) {
    expect(body).toMatchObject({ model: 'google/gemini-2.5-flash-image', max_tokens: 1000, temperature: 0.7, modalities: ['image', 'text'] });
    expect(body.messages[0]?.content[1]?.image_url?.url).toMatch(/^data:image\/(jpeg|png);base64,/);
  }

  const downloadPromise = page.waitForEvent('download');
  await slot(page, '1980s').getByRole('button', { name: 'Download' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('time-travel-1980s.png');

  await slot(page, '1970s').getByRole('button', { name: 'Regenerate' }).click();
  // The slot reads "done" until the new request leaves, so the test waits for the request first,
  // then for the slot to be done with its answer.
  await expect.poll(() => seen.length, { timeout: 15_000 }).toBe(5);
  expect(seen[4]?.messages[0]?.content[0]?.text).toContain('1970s');
  await expect(slot(page, '1970s')).toHaveAttribute('data-status', 'done', { timeout: 15_000 });
  await expect(slot(page, '1970s').getByRole('img', { name: 'Your family in the 1970s' })).toBeVisible();
  await expect(summary).toBeVisible();

  await summary.getByRole('button', { name: 'Start Over' }).click();
  await expect(page.getByText('Choose a family photo', { exact: true })).toBeVisible();
});

test('quota on the best model: the next model is used', async ({ page }) => {
  const seen = await mockAi(page, (body) => (body.model === 'google/gemini-2.5-flash-image' ? aiAnswers.status(429) : aiAnswers.chatImage()));
  await upload(page);
  await page.getByRole('button', { name: 'Travel Through Time' }).click();
  await continueAiConsent(page);
  await expect(page.getByTestId('time-travel-summary')).toContainText('4 of 4 decades made', { timeout: 15_000 });
  expect(seen.some((b) => b.model === 'black-forest-labs/flux-kontext-pro')).toBe(true);
  // The quota block is kept across a reload: the best model is not asked again.
  await page.reload();
  await page.locator('input[type="file"]').setInputFiles(photo);
  const before = seen.length;
  await page.getByRole('button', { name: 'Travel Through Time' }).click();
  await expect(page.getByTestId('time-travel-summary')).toBeVisible({ timeout: 15_000 });
  expect(seen.slice(before).every((b) => b.model !== 'google/gemini-2.5-flash-image')).toBe(true);
});

test('every decade failing opens the error dialog', async ({ page }) => {
  await mockAi(page, () => aiAnswers.status(401));
  await upload(page);
  await page.getByRole('button', { name: 'Travel Through Time' }).click();
  await continueAiConsent(page);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(/contact support/i, { timeout: 15_000 });
  await expect(page.getByText('Failed to generate')).toHaveCount(4);
  await dialog.getByRole('button', { name: 'Got it!' }).click();
  await expect(dialog).toBeHidden();
  await expect(slot(page, '1960s').getByRole('button', { name: 'Try again' })).toBeVisible();
});

test('an oversized photo is ignored', async ({ page }) => {
  await page.goto('/family/time-travel');
  await page.locator('input[type="file"]').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 1) });
  await expect(page.getByText('Choose a family photo', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Travel Through Time' })).toHaveCount(0);
});

test('demo mode: the real server has no AI provider, so the decades are restyled on the device @mobile', async ({ page }) => {
  await upload(page);
  await page.getByRole('button', { name: 'Travel Through Time' }).click();
  const summary = page.getByTestId('time-travel-summary');
  await expect(summary).toContainText('4 of 4 decades made', { timeout: 20_000 });
  // One label on the banner, one per decade.
  await expect(page.getByText('Demo Mode', { exact: true })).toHaveCount(5);
  for (const decade of DECADES) {
    const image = slot(page, decade).getByRole('img', { name: `Your family in the ${decade}` });
    await expect(image).toHaveAttribute('src', /^data:image\/png;base64,/);
  }
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
