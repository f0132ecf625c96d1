import { expect, test, type Page } from '@playwright/test';
import { demoFamily, fewPosts, putRecords, seedFamily } from './helpers/seed';

// Issue 9 (LCP of /family and /family/feeds without a first-paint snapshot: the first load after
// an update, or after a change made on another page): the head script paints the page from the
// family's data in IndexedDB with the build's templates, before the app's code has run; the live
// page then takes over, as from a snapshot (src/app/first-paint-from-data.ts).

/** The app's entry module: blocking it leaves the page as the head script painted it. */
const APP_ENTRY = /\/assets\/index-[\w-]+\.js$/;

/** Loads `path` with no snapshot and without the app's code: what the family sees before it has run. */
async function loadWithoutAppOrSnapshot(page: Page, path: string) {
  await page.goto('/about');
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (key.startsWith('hearth.firstPaintSnapshot')) localStorage.removeItem(key);
  });
  await page.route(APP_ENTRY, (route) => route.abort());
  await page.goto(path);
  await page.waitForLoadState('load');
}

test('without a snapshot, the home is painted from the family\'s data before the app\'s code, inert, and the live page takes over', async ({ page }) => {
  const posts = fewPosts();
  await seedFamily(page, { posts });
  await loadWithoutAppOrSnapshot(page, '/family');

  const painted = page.locator('#root > .hearth-snapshot');
  await expect(painted).toBeVisible();
  await expect(painted).toHaveAttribute('inert', '');
  await expect(painted).toHaveAttribute('aria-hidden', 'true');
  await expect(painted.getByText(demoFamily.familyName, { exact: true })).toBeVisible();
  await expect(painted.getByText('Family Home', { exact: true })).toBeVisible();
  // The newest moment first, its photos decoded and painted with it.
  const newest = posts[0]!;
  await expect(painted.locator('article').first()).toContainText(newest.userName);
  const firstPhoto = painted.locator('img').first();
  if ((await firstPhoto.count()) > 0) {
    expect(await firstPhoto.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  }
  // Today's challenge is the app's to choose: the card shows that it is loading.
  await expect(painted.getByText("Loading today's moment...")).toBeVisible();
  // Nothing in it can be used or is announced: assistive technology hears the splash's status.
  await expect(page.getByRole('button', { name: 'Invite Others' })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Hearth is warming up…' })).toHaveCount(1);

  await page.unroute(APP_ENTRY);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Start Family Moment' })).toBeVisible();
  await expect(page.locator('.hearth-snapshot')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Family Feed' })).toHaveCount(1);
});

test('without a snapshot, the memories page is painted from data too: every member\'s filter, the count, the newest moments', async ({ page }) => {
  await seedFamily(page, { posts: fewPosts(new Date(), 20) });
  await loadWithoutAppOrSnapshot(page, '/family/feeds');

  const painted = page.locator('#root > .hearth-snapshot');
  await expect(painted).toBeVisible();
  await expect(painted.getByText('Showing 1–15 of 20 memories')).toBeAttached();
  for (const member of demoFamily.members) await expect(painted.locator('[data-slot="chip"]').filter({ hasText: member.name })).toHaveCount(1);
  await expect(painted.locator('article').first()).toBeVisible();

  // With filters in the address the page is the app's: the splash until it has rendered.
  await loadWithoutAppOrSnapshot(page, '/family/feeds?type=photo');
  await expect(page.locator('.hearth-snapshot')).toHaveCount(0);
  await expect(page.getByText('Hearth is warming up…')).toBeVisible();
});

test('it always paints what the database holds now: a moment added outside the page shows, a family with no moments gets the splash', async ({ page }) => {
  await seedFamily(page);
  // No moments yet: the home shows its guide, which is the app's to render.
  await loadWithoutAppOrSnapshot(page, '/family');
  await expect(page.locator('.hearth-snapshot')).toHaveCount(0);
  await expect(page.getByText('Hearth is warming up…')).toBeVisible();

  await page.unroute(APP_ENTRY);
  await page.goto('/about');
  const [moment] = fewPosts(new Date(), 1);
  await putRecords(page, 'posts', [{ ...moment!, type: 'text', content: 'Pancakes for dinner <b>again</b>', imageUrls: [], imageUrl: '' }]);
  await loadWithoutAppOrSnapshot(page, '/family');
  const painted = page.locator('#root > .hearth-snapshot');
  // Family text is text: markup in it is shown, never run or rendered.
  await expect(painted.getByText('Pancakes for dinner <b>again</b>', { exact: true })).toBeVisible();
  await expect(painted.locator('b')).toHaveCount(0);
});
