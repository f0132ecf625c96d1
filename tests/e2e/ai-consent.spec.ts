import { expect, test, type Page } from '@playwright/test';
import { aiAnswers, routeAnswer, SAMPLE_PHOTO_DATA_URL } from '../../stories/mocks/ai-handlers';
import { chatAnswer, sampleAiGuidance } from '../../stories/mocks/guidance-handlers';
import { consentDialog, continueAiConsent, mockConfiguredAiServer } from './helpers/ai-consent';
import { seedFamily } from './helpers/seed';

// AI tools ask first: the first use of an AI tool asks what is sent to whom;
// 'Not now' sends nothing (the test watches every /api/ai request); after 'Continue' it does not ask
// again, also after a reload.

test.use({ serviceWorkers: 'block' });

const photo = {
  name: 'family.png',
  mimeType: 'image/png',
  buffer: Buffer.from(SAMPLE_PHOTO_DATA_URL.split(',')[1] ?? '', 'base64'),
};

/** Every request the page makes to the AI paths, answered with an image. */
async function watchAiRequests(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/ai')) seen.push(request.url());
  });
  await page.route('**/api/ai/**', (route) => route.fulfill(routeAnswer(aiAnswers.chatImage())!));
  return seen;
}

async function choosePhoto(page: Page, url: string) {
  await page.goto(url);
  await page.locator('input[type="file"]').setInputFiles(photo);
  await expect(page.getByRole('img', { name: 'Your chosen family photo' })).toBeVisible();
}

test('time travel asks first; Not now sends nothing; after Continue it does not ask again @mobile', async ({ page }) => {
  await mockConfiguredAiServer(page);
  const seen = await watchAiRequests(page);
  await choosePhoto(page, '/family/time-travel');
  const travel = page.getByRole('button', { name: 'Travel Through Time' });

  await test.step('first use: the dialog says what is sent, and to whom', async () => {
    await travel.click();
    const dialog = consentDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('the photo you choose');
    await expect(dialog).toContainText('Google, Black Forest Labs and Stability AI');
    await expect(dialog).toContainText('keeps nothing of it');
  });

  await test.step("'Not now' sends nothing", async () => {
    await consentDialog(page).getByRole('button', { name: 'Not now' }).click();
    await expect(consentDialog(page)).toBeHidden();
    // Long enough for a request the click had started to show up.
    await page.waitForTimeout(1_000);
    expect(seen).toEqual([]);
    await expect(travel).toBeVisible();
  });

  await test.step("'Not now' means not now: the next use asks again; Continue sends", async () => {
    await travel.click();
    await continueAiConsent(page);
    await expect(page.getByTestId('time-travel-summary')).toContainText('4 of 4 decades made', { timeout: 15_000 });
    expect(seen).toHaveLength(4);
  });

  await test.step('a second use, after a reload, does not ask', async () => {
    await choosePhoto(page, '/family/time-travel');
    await travel.click();
    await expect(page.getByTestId('time-travel-summary')).toContainText('4 of 4 decades made', { timeout: 15_000 });
    await expect(consentDialog(page)).toHaveCount(0);
    expect(seen).toHaveLength(8);
  });
});

test('each tool asks for itself: agreeing to time travel does not let the festival page send', async ({ page }) => {
  await mockConfiguredAiServer(page);
  const seen = await watchAiRequests(page);
  await choosePhoto(page, '/family/time-travel');
  await page.getByRole('button', { name: 'Travel Through Time' }).click();
  await continueAiConsent(page);
  await expect.poll(() => seen.length).toBe(4);

  await choosePhoto(page, '/onam');
  await page.getByRole('button', { name: 'Transform Photo' }).click();
  await expect(consentDialog(page)).toContainText('Onam Photo Magic');
  await consentDialog(page).getByRole('button', { name: 'Not now' }).click();
  await page.waitForTimeout(1_000);
  expect(seen).toHaveLength(4);
});

test('demo mode: the real server has no AI provider, so nothing is asked', async ({ page }) => {
  await choosePhoto(page, '/onam');
  await page.getByRole('button', { name: 'Transform Photo' }).click();
  await expect(page.getByRole('dialog')).toContainText('Demo Mode');
  await expect(consentDialog(page)).toHaveCount(0);
});

test("daily-moment guidance asks first: built-in guidance at once, 'Not now' sends nothing, Continue brings the AI's", async ({ page }) => {
  await mockConfiguredAiServer(page);
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/ai')) seen.push(request.url());
  });
  await page.route('**/api/ai/**', (route) => route.fulfill({ json: chatAnswer(JSON.stringify(sampleAiGuidance)) }));
  await seedFamily(page);
  await page.reload();
  const card = page.getByTestId('daily-card');
  const start = card.getByRole('button', { name: 'Start Family Moment' });

  await test.step('first start: the built-in guidance shows and the question names what is sent', async () => {
    await start.click();
    await expect(card.getByTestId('guidance')).toBeVisible();
    const dialog = consentDialog(page);
    await expect(dialog).toContainText('Daily-moment guidance will send the title, description and kind of today’s challenge');
    await expect(dialog).toContainText('no names, no photos');
    await expect(dialog).toContainText('Meta');
  });

  await test.step("'Not now' keeps the built-in guidance and sends nothing, also on the next start", async () => {
    await consentDialog(page).getByRole('button', { name: 'Not now' }).click();
    await expect(consentDialog(page)).toBeHidden();
    await expect(card.getByTestId('guidance')).toBeVisible();
    await card.getByRole('button', { name: 'Choose Different Moment' }).click();
    await start.click();
    await expect(card.getByTestId('guidance')).toBeVisible();
    await page.waitForTimeout(1_000);
    await expect(consentDialog(page)).toHaveCount(0);
    expect(seen).toEqual([]);
    await expect(card.getByText(sampleAiGuidance.steps[0] as string)).toHaveCount(0);
  });

  await test.step("allowed on the dashboard, the next start brings the AI's guidance", async () => {
    await page.goto('/family/dashboard');
    const tools = page.getByTestId('ai-tools-card');
    await expect(tools).toContainText('You said Not now: the daily moment uses Hearth’s own guidance');
    await tools.getByRole('button', { name: 'Allow: Daily-moment guidance' }).click();
    await continueAiConsent(page);
    await expect(tools.getByRole('button', { name: 'Ask first: Daily-moment guidance' })).toBeVisible();
    await page.goto('/family');
    await dailyCardStart(page).click();
    await expect(page.getByTestId('daily-card').getByText(sampleAiGuidance.steps[0] as string)).toBeVisible();
    await expect(consentDialog(page)).toHaveCount(0);
    expect(seen).toHaveLength(1);
  });
});

const dailyCardStart = (page: Page) => page.getByTestId('daily-card').getByRole('button', { name: 'Start Family Moment' });
