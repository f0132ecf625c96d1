import { expect, test, type Page } from '@playwright/test';
import { pngFile } from './helpers/png';
import { seedFamily as seedFamilyRecords } from './helpers/seed';

// Recipe roulette against the real built app: the family
// gate, adding a family recipe, the spin driven by Playwright's fake clock, cooking with a photo,
// notes and a chef, the post in Memories, and the cooked count on the recipe.

const FAMILY = {
  familyId: 'family_1735732800000_e2erec01',
  familyName: 'The Iyer-Mensah Family',
  members: [
    { id: 'member_1735732800001_priya001', name: 'Priya', emoji: '👩', color: '#14b8a6', initials: 'PR' },
    { id: 'member_1735732800002_kofi0002', name: 'Kofi', emoji: '👦', color: '#f97316', initials: 'KO' },
  ],
};

const ROULETTE = '/family/recipe-roulette';

/**
 * Checks the roulette's family gate, then saves FAMILY the way onboarding does (the shared seed
 * helper waits on /family for the app's database) and opens the roulette again to read it.
 */
async function seedFamily(page: Page) {
  await page.goto(ROULETTE);
  await expect(page.getByRole('heading', { name: 'Recipe Roulette needs a family' })).toBeVisible();
  await seedFamilyRecords(page, { family: FAMILY });
  await page.goto(ROULETTE);
  await expect(page.getByRole('button', { name: 'Spin the Roulette' })).toBeEnabled();
}

/** The recipe card named `name`, paging through the collection until it shows. */
async function findRecipeCard(page: Page, name: string) {
  const card = page.getByTestId('recipe-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
  const next = page.getByRole('button', { name: 'Next page' });
  await expect(page.getByText(/^Page \d+ of \d+$/)).toBeVisible();
  while ((await card.count()) === 0 && (await next.isEnabled())) {
    const label = await page.getByText(/^Page \d+ of \d+$/).textContent();
    await next.click();
    await expect(page.getByText(/^Page \d+ of \d+$/)).not.toHaveText(label ?? '');
  }
  return card;
}

test('without a family the roulette links to family setup @mobile', async ({ page }) => {
  await page.goto(ROULETTE);
  await expect(page.getByRole('heading', { level: 1, name: 'Recipe Roulette' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recipe Roulette needs a family' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Spin the Roulette' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Set Up Your Family' }).click();
  await expect(page).toHaveURL(/\/family$/);
});

test('add a family recipe, then delete it @mobile', async ({ page }) => {
  await seedFamily(page);
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await page.getByRole('button', { name: 'Add Family Recipe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Family Recipe' });
  await dialog.getByRole('button', { name: 'Add Recipe' }).click();
  await expect(dialog.getByText('Recipe name is required')).toBeVisible();
  await expect(dialog.getByText('Please choose the family member who contributed this recipe')).toBeVisible();

  await dialog.getByLabel('Recipe name').fill('  Jollof Rice ');
  await dialog.getByRole('radio', { name: /Kofi/ }).click();
  await dialog.getByLabel('Ingredients').fill('2 cups long-grain rice\n\n1 tin tomatoes\n2 red peppers\n');
  await dialog.getByRole('radio', { name: 'Medium' }).click();
  await dialog.getByRole('button', { name: 'Add Recipe' }).click();
  await expect(page.getByText('Jollof Rice added to your collection!')).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  const card = page.getByTestId('recipe-card').filter({ has: page.getByRole('heading', { name: 'Jollof Rice' }) });
  await expect(card.getByText('From Kofi')).toBeVisible();
  await expect(card.getByText('3 ingredients')).toBeVisible();
  await expect(card.getByText('Not cooked yet')).toBeVisible();

  // It survives a reload (stored on the device), then goes after a confirmation.
  await page.reload();
  const stored = await findRecipeCard(page, 'Jollof Rice');
  await stored.getByRole('button', { name: 'Delete Jollof Rice' }).click();
  await page.getByRole('alertdialog', { name: 'Delete Jollof Rice?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Recipe removed from your collection')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Jollof Rice' })).toHaveCount(0);
});

test('spin, cook with a photo, notes and a chef, and find the post in Memories @mobile', async ({ page }) => {
  // The spin's timers (setTimeout) run on Playwright's clock, so the 7-second spin is fast-forwarded.
  await page.clock.install();
  await seedFamily(page);

  // Held still during the spin (a loaded machine must not skip a phase), then released.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await page.getByRole('button', { name: 'Spin the Roulette' }).click();
  const plate = page.getByTestId('spin-plate');
  await expect(page.getByTestId('spin-countdown')).toHaveText('3');
  await expect(page.getByRole('button', { name: 'Spin the Roulette' })).toBeDisabled();
  await page.clock.runFor(1000);
  await expect(page.getByTestId('spin-countdown')).toHaveText('2');
  await page.clock.runFor(1000);
  await expect(page.getByTestId('spin-countdown')).toHaveText('1');
  await page.clock.runFor(1000);
  await expect(plate).toHaveAttribute('data-phase', 'cycling');
  await expect(page.getByTestId('spin-cycling')).not.toBeEmpty();
  await page.clock.runFor(2000);
  await expect(plate).toHaveAttribute('data-phase', 'reveal');
  await expect(plate.getByText("Tonight's selection")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Spin the Roulette' })).toBeDisabled();
  const chosen = ((await page.getByTestId('spin-reveal').textContent()) ?? '').trim();
  expect(chosen.length).toBeGreaterThan(1);
  await page.clock.runFor(1999);
  await expect(plate).toHaveAttribute('data-phase', 'reveal');
  await page.clock.runFor(1);
  await page.clock.resume();

  // Selection: the chosen recipe and its checklist.
  await expect(page.getByRole('heading', { level: 2, name: chosen })).toBeVisible();
  const boxes = page.getByRole('checkbox');
  expect(await boxes.count()).toBeGreaterThan(3);
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await expect(page.getByText(/^2 of \d+ ready$/)).toBeVisible();
  await page.getByRole('button', { name: 'Start Cooking' }).click();

  // Cooking: one photo (compressed in the browser), notes, the most valuable chef.
  await expect(page.getByText('Now cooking')).toBeVisible();
  await page.getByLabel('Choose a photo of your meal').setInputFiles(pngFile('family-dinner.png', 1200, 900));
  const preview = page.getByTestId('cooking-photo-preview');
  await expect(preview).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  // The preview decodes after its src is set: a busy machine reads 0 before then.
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600);
  await page.getByLabel('Cooking notes').fill('Kofi stirred the sauce and nobody burnt anything!');
  await page.getByRole('radio', { name: /Kofi/ }).click();
  await page.getByRole('button', { name: 'Save to Family Feed' }).click();

  // After the save, Memories.
  await expect(page).toHaveURL(/\/family\/feeds$/);
  const post = page.locator('[data-slot="post-card"]').filter({ hasText: 'Kofi stirred the sauce and nobody burnt anything!' });
  await expect(post).toBeVisible();
  await expect(post.getByText(`Cooked ${chosen}`)).toBeVisible();
  await expect(post.getByText(/MVP Chef: Kofi/)).toBeVisible();
  await expect(post.getByRole('heading', { name: 'Kofi' })).toBeVisible();
  await expect(post.locator('img[src^="data:image/jpeg"]')).toHaveCount(1);

  // The recipe now counts the meal.
  await page.goto(ROULETTE);
  const card = await findRecipeCard(page, chosen);
  await expect(card.getByText('Cooked once')).toBeVisible();
});
