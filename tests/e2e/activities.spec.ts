import { expect, test, type Page } from '@playwright/test';
import { seedFamily as seedFamilyRecords } from './helpers/seed';

// The activities (hub, art guide, singing game) against the real built app: the hub's family gate, the
// three cards, the art guide opened in place, and the singing game's timed hints driven by
// Playwright's fake clock.

const FAMILY = {
  familyId: 'family_1735732800000_e2eact01',
  familyName: 'The Iyer-Mensah Family',
  members: [
    { id: 'member_1735732800001_priya001', name: 'Priya', emoji: '👩', color: '#14b8a6', initials: 'PR' },
    { id: 'member_1735732800002_kofi0002', name: 'Kofi', emoji: '👦', color: '#f97316', initials: 'KO' },
  ],
};

const POOL = /^[MKSTPBDJGRNACH]$/;

/**
 * Checks the hub's family gate, then saves FAMILY the way onboarding does (the shared seed helper
 * waits on /family for the app's database) and opens the hub again to read it.
 */
async function seedFamily(page: Page) {
  await page.goto('/family/activities');
  await expect(page.getByTestId('family-needed').first()).toBeVisible();
  await seedFamilyRecords(page, { family: FAMILY });
  await page.goto('/family/activities');
}

test('the hub and the singing game are gated without a family @mobile', async ({ page }) => {
  await page.goto('/family/activities');
  await expect(page.getByRole('heading', { level: 1, name: 'Family Activities' })).toBeVisible();
  const placeholders = page.getByTestId('family-needed');
  await expect(placeholders).toHaveCount(3);
  for (const placeholder of await placeholders.all()) {
    await expect(placeholder).toContainText('This activity needs a family.');
    await expect(placeholder.getByRole('link', { name: 'Set Up Your Family' })).toHaveAttribute('href', '/family');
  }
  await expect(page.getByRole('link', { name: 'Explore Art Activities' })).toHaveCount(0);

  await page.goto('/family/bollywood-game');
  await expect(page.getByRole('heading', { name: 'Please set up your family first' })).toBeVisible();
  await page.getByRole('link', { name: 'Set Up Your Family' }).click();
  await expect(page).toHaveURL(/\/family$/);
});

test('/family/ai-fun leads to the hub, which links the AI photo tools', async ({ page }) => {
  await page.goto('/family/ai-fun');
  await expect(page).toHaveURL(/\/family\/activities$/);
  await expect(page.getByRole('link', { name: /Time-Travel Photos/ })).toHaveAttribute('href', '/family/time-travel');
  await expect(page.getByRole('link', { name: /Co-Drawing Magic/ })).toHaveAttribute('href', '/family/co-drawing');
});

test('with a family: the three cards, the art guide in place, and back @mobile', async ({ page }) => {
  await seedFamily(page);
  for (const title of ['Collaborative Art', 'Family Alphabet Singing', 'Recipe Roulette']) {
    await expect(page.getByRole('heading', { name: title, level: 3 })).toBeVisible();
  }
  await expect(page.getByTestId('family-needed')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Spin Recipe Roulette' })).toHaveAttribute('href', '/family/recipe-roulette');

  await page.getByRole('link', { name: 'Explore Art Activities' }).click();
  await expect(page).toHaveURL(/\/family\/activities\?activity=art$/);
  await expect(page.getByRole('heading', { name: 'Collaborative Art', level: 2 })).toBeVisible();
  await expect(page.getByTestId('art-activity')).toHaveCount(7);

  await page.getByRole('link', { name: 'Emotion Symphony' }).click();
  await expect(page).toHaveURL(/activity=art&art=emotion-symphony$/);
  await expect(page.getByRole('heading', { name: 'Emotion Symphony', level: 2 })).toBeVisible();
  await expect(page.getByText('30 minutes')).toBeVisible();
  await expect(page.getByText('Ages 5+')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Step by step' })).toBeVisible();
  await expect(page.getByTestId('art-steps').getByRole('listitem')).toHaveCount(8);

  await page.getByRole('link', { name: 'Back to Activities' }).click();
  await expect(page.getByTestId('art-activity')).toHaveCount(7);

  // The browser's Back retraces the same steps.
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Emotion Symphony', level: 2 })).toBeVisible();
  await page.goBack();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Play Together' })).toBeVisible();
  await expect(page.getByTestId('art-activity')).toHaveCount(0);
});

test('the tick sound ships with the app', async ({ request }) => {
  const response = await request.get('/sounds/tick.wav');
  expect(response.status()).toBe(200);
  const body = await response.body();
  expect(body.subarray(0, 4).toString('ascii')).toBe('RIFF');
  expect(body.subarray(8, 12).toString('ascii')).toBe('WAVE');
  expect(body.length).toBeLessThan(4_000);
});

test('singing game: intro, language, letter mode with its timed hints, and a found song @mobile', async ({ page }) => {
  // The game's timer reads Date.now and setInterval, which the fake clock controls.
  await page.clock.install();
  await seedFamily(page);

  await page.getByRole('link', { name: 'Play Alphabet Singing' }).click();
  await expect(page).toHaveURL(/\/family\/bollywood-game$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Family Alphabet Singing' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Family Alphabet Singing' })).toBeVisible();

  await page.getByRole('button', { name: 'Start Family Challenge!' }).click();
  await expect(page.getByRole('heading', { name: 'Choose Your Language' })).toBeVisible();
  for (const language of ['Hindi', 'Tamil', 'Malayalam', 'Telugu', 'Any Language']) {
    await expect(page.getByRole('button', { name: new RegExp(`^${language}`) })).toBeVisible();
  }
  await page.getByRole('button', { name: /^Hindi/ }).click();

  const letter = page.getByTestId('current-letter');
  const timer = page.getByRole('timer');
  await expect(page.getByRole('heading', { name: 'Singing in Hindi' })).toBeVisible();
  await expect(letter).toHaveText(POOL);
  await expect(timer).toHaveText(/^0:0\d$/);
  await expect(page.getByRole('button', { name: 'We Found One!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Different Letter' })).toHaveCount(0);

  await page.clock.fastForward('00:30');
  await expect(page.getByRole('button', { name: 'Try Different Letter' })).toBeVisible();
  await expect(page.getByTestId('brainstorming')).toContainText('Brainstorm together');
  await expect(timer).toHaveText(/^0:3\d$/);
  await expect(page.getByText('Tip', { exact: true })).toHaveCount(0);

  await page.clock.fastForward('00:30');
  await expect(page.getByText('Tip', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Need a Gentle Hint?' })).toHaveCount(0);

  await page.clock.fastForward('00:30');
  await expect(page.getByRole('button', { name: 'Need a Gentle Hint?' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Still Thinking?' })).toBeVisible();
  await expect(timer).toHaveText(/^1:3\d$/);

  const found = (await letter.textContent()) ?? '';
  await page.getByRole('button', { name: 'We Found One!' }).click();
  const dialog = page.getByRole('dialog', { name: 'Fantastic!' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`You found a song for “${found}”`);
  await dialog.getByRole('button', { name: 'Try Another Letter!' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(timer).toHaveText(/^0:0\d$/);
  await expect(letter).not.toHaveText(found);
  await expect(page.getByRole('heading', { name: 'Still Thinking?' })).toHaveCount(0);
});

test("singing game in 'any' language: no hint button at 90 s", async ({ page }) => {
  await page.clock.install();
  await seedFamily(page);
  await page.goto('/family/bollywood-game');
  await page.getByRole('button', { name: 'Start Family Challenge!' }).click();
  await page.getByRole('button', { name: /^Any Language/ }).click();
  await expect(page.getByRole('heading', { name: 'Singing in Any Language' })).toBeVisible();
  for (const pill of await page.getByRole('radio').all()) await expect(pill).toBeDisabled();
  await page.clock.fastForward('01:31');
  await expect(page.getByRole('heading', { name: 'Still Thinking?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Need a Gentle Hint?' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Show Me a Song' }).click();
  await expect(page.getByTestId('song-card')).toContainText('Artist');
  await page.getByRole('button', { name: 'Learn About This Song' }).click();
  const bridge = page.getByRole('dialog', { name: 'Cultural Bridge' });
  const link = bridge.getByRole('link', { name: /opens a music search in a new tab/ });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  await expect(link).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/results\?search_query=/);
  await bridge.getByRole('button', { name: 'Ready to Sing!' }).click();
  await expect(bridge).toHaveCount(0);
});
