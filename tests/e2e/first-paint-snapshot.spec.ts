import { expect, test, type Page } from '@playwright/test';
import { fewPosts, seedFamily } from './helpers/seed';

// Issue 9 (LCP of /family and /family/feeds): a returning family's page is painted from the
// snapshot the app kept of it today, before the app's code has run; the live page then takes
// over. The snapshot never outlives a change to the family's data, and never shows a daily card
// on another day than the one it was taken on.

/** Where each page's snapshot is kept (src/data/first-paint-snapshot.ts). */
const snapshotKey = (path: string) => `hearth.firstPaintSnapshot:${path}`;
/** The app's entry module: blocking it leaves the page as the head script painted it. */
const APP_ENTRY = /\/assets\/index-[\w-]+\.js$/;

/** The pages whose snapshot is kept, as their stored records name them. */
const storedSnapshotPaths = (page: Page) =>
  page.evaluate((keys) => keys.map((key) => (JSON.parse(localStorage.getItem(key) ?? 'null') as { path?: string } | null)?.path).filter(Boolean), [
    snapshotKey('/family'),
    snapshotKey('/family/feeds'),
  ]);

/** Today's challenge as the database holds it (the `current_challenge_*` preferences). */
const savedChallenges = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const request = indexedDB.open('Hearth');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const database = request.result;
          const all = database.transaction('preferences').objectStore('preferences').getAll();
          all.onsuccess = () => {
            database.close();
            const records = all.result as { key: string; value: unknown }[];
            resolve(JSON.stringify(records.filter((record) => record.key.startsWith('current_challenge_'))));
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );

/** Opens `path` with the live page, showing its main content. */
async function openLive(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('.hearth-snapshot')).toHaveCount(0);
  await expect(page.locator('[data-main-content]').first()).toBeVisible();
}

/** Leaves the page (the app keeps its snapshot then) for one that has none, and checks it was kept. */
async function leaveAndKeep(page: Page, path: string) {
  await page.goto('/about');
  await expect.poll(() => storedSnapshotPaths(page)).toContain(path);
}

/** Loads `path` without the app's code: what the family sees before it has run. */
async function loadWithoutApp(page: Page, path: string) {
  await page.route(APP_ENTRY, (route) => route.abort());
  await page.goto(path);
  await page.waitForLoadState('load');
}

test("the home paints today's snapshot before the app's code, inert, and the live page takes over", async ({ page }) => {
  await seedFamily(page, { posts: fewPosts() });
  await openLive(page, '/family');
  const title = (await page.getByTestId('moment-title').textContent()) ?? '';
  expect(title.length).toBeGreaterThan(0);
  // Not while the page loads (a long task then): when it is left.
  expect(await storedSnapshotPaths(page)).toEqual([]);
  await leaveAndKeep(page, '/family');

  await loadWithoutApp(page, '/family');
  const snapshot = page.locator('#root > .hearth-snapshot');
  await expect(snapshot).toBeVisible();
  await expect(snapshot).toHaveAttribute('inert', '');
  await expect(snapshot.getByText(title)).toBeVisible();
  await expect(snapshot.getByText('The Kumars')).toBeVisible();
  // Nothing in it can be used or is announced: assistive technology hears the splash's status.
  await expect(page.getByRole('button', { name: 'Start Family Moment' })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Hearth is warming up…' })).toHaveCount(1);

  await page.unroute(APP_ENTRY);
  await page.reload();
  const start = page.getByRole('button', { name: 'Start Family Moment' });
  await expect(start).toBeVisible();
  await expect(page.locator('.hearth-snapshot')).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-hearth-snapshot', /.*/);
  await expect(page.getByTestId('moment-title')).toHaveCount(1);
  await start.click();
  await expect(page.getByRole('button', { name: 'Share Our Family Experience' })).toBeVisible();
});

test('the memories page paints its snapshot too, but not with filters in the address', async ({ page }) => {
  await seedFamily(page, { posts: fewPosts() });
  await openLive(page, '/family/feeds');
  const firstMoment = (await page.getByRole('list', { name: 'Family memories' }).getByRole('article').first().locator('p').last().textContent()) ?? '';
  await leaveAndKeep(page, '/family/feeds');

  // Photos are not copied into it: the first screen's get a small JPEG preview.
  const stored = await page.evaluate((key) => localStorage.getItem(key) ?? '', snapshotKey('/family/feeds'));
  expect(stored).toContain('data:image/jpeg');
  expect(stored).not.toContain('data:image/svg+xml');

  await loadWithoutApp(page, '/family/feeds');
  await expect(page.locator('.hearth-snapshot').getByText(firstMoment, { exact: true })).toBeVisible();
  // ...painted with it, at the size the page shows the photo.
  const preview = page.locator('.hearth-snapshot img[src^="data:image/jpeg"]').first();
  await expect(preview).toBeVisible();
  const { painted, natural, shown } = await preview.evaluate((image: HTMLImageElement) => ({
    painted: image.complete && image.naturalWidth > 0,
    natural: image.naturalWidth,
    shown: Math.ceil(image.getBoundingClientRect().width),
  }));
  expect(painted).toBe(true);
  expect(natural).toBe(shown);

  await loadWithoutApp(page, '/family/feeds?type=photo');
  await expect(page.locator('.hearth-snapshot')).toHaveCount(0);
  await expect(page.getByText('Hearth is warming up…')).toBeVisible();
});

test("a change to the family's data erases the snapshot: the next one shows the change, an erased family none", async ({ page }) => {
  await seedFamily(page, { posts: fewPosts() });
  await openLive(page, '/family');
  const before = (await page.getByTestId('moment-title').textContent()) ?? '';
  // Hidden (another app, another tab): kept.
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  await expect.poll(() => storedSnapshotPaths(page)).toEqual(['/family']);

  // Any write (here: another challenge for today) erases it before it is made; the page the family
  // sees afterwards is kept again.
  await page.getByRole('button', { name: 'Surprise us with another challenge' }).click();
  await expect.poll(() => storedSnapshotPaths(page)).toEqual([]);
  await expect(page.getByTestId('moment-title')).not.toHaveText(before);
  const after = (await page.getByTestId('moment-title').textContent()) ?? '';
  await loadWithoutApp(page, '/family');
  await expect(page.locator('.hearth-snapshot').getByText(after, { exact: true })).toBeVisible();
  await expect(page.locator('.hearth-snapshot').getByText(before, { exact: true })).toHaveCount(0);

  // Erasing every family record leaves nothing to paint: not a second of the old home.
  await page.unroute(APP_ENTRY);
  await page.goto('/family/dashboard');
  await page.getByRole('button', { name: 'Erase All Data' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Erase all family data?' });
  await dialog.getByLabel('Type delete to confirm').fill('delete');
  await dialog.getByRole('button', { name: 'Erase All Data' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Data erased' })).toBeVisible();
  expect(await storedSnapshotPaths(page)).toEqual([]);
  await loadWithoutApp(page, '/family');
  await expect(page.locator('.hearth-snapshot')).toHaveCount(0);
  await expect(page.getByText('Hearth is warming up…')).toBeVisible();
});

test("the next day, the home's snapshot paints the family's moments but not yesterday's challenge", async ({ page }) => {
  await seedFamily(page, { posts: fewPosts() });
  await openLive(page, '/family');
  const yesterdays = (await page.getByTestId('moment-title').textContent()) ?? '';
  const newest = (await page.locator('[data-snapshot-list] [data-slot="post-card"] p.whitespace-pre-line').first().textContent()) ?? '';
  expect(newest.length).toBeGreaterThan(0);
  // Leave for a page that is not snapshotted (leaving the home keeps today's snapshot), then the
  // next load of the home happens tomorrow.
  await leaveAndKeep(page, '/family');
  await page.clock.setFixedTime(new Date(Date.now() + 24 * 60 * 60 * 1000));
  await loadWithoutApp(page, '/family');
  const snapshot = page.locator('#root > .hearth-snapshot');
  await expect(snapshot).toBeVisible();
  await expect(snapshot).toHaveAttribute('data-earlier-day', '');
  await expect(snapshot.getByText('The Kumars')).toBeVisible();
  await expect(snapshot.getByText(newest).first()).toBeVisible();
  // The card keeps its place, but yesterday's challenge and its buttons are not shown.
  await expect(snapshot.getByTestId('daily-card')).toBeVisible();
  await expect(snapshot.getByTestId('moment-title')).toBeHidden();
  await expect(snapshot.getByText(yesterdays)).toBeHidden();

  // The app then shows the new day's card, which works.
  await page.unroute(APP_ENTRY);
  await page.reload();
  const start = page.getByRole('button', { name: 'Start Family Moment' });
  await expect(start).toBeVisible();
  await expect(page.locator('.hearth-snapshot')).toHaveCount(0);
  await expect(page.getByTestId('moment-title')).toBeVisible();
  await start.click();
  await expect(page.getByRole('button', { name: 'Share Our Family Experience' })).toBeVisible();
});

test('each page keeps its own snapshot, also when the family leaves it for another page of the app', async ({ page }) => {
  await seedFamily(page, { posts: fewPosts() });
  await openLive(page, '/family');
  // (The home saves the challenge it chose for today once the card has painted.)
  await expect.poll(() => savedChallenges(page)).not.toBe('[]');
  // Today's moment changes the data (a write erases every snapshot) ...
  const chosen = await savedChallenges(page);
  await page.getByRole('button', { name: 'Surprise us with another challenge' }).click();
  await expect.poll(() => storedSnapshotPaths(page)).toEqual([]);
  const title = (await page.getByTestId('moment-title').textContent()) ?? '';
  // (A page is only kept once it shows what the database holds: the new challenge is saved.)
  await expect.poll(() => savedChallenges(page)).not.toEqual(chosen);
  // ... then the family goes on to the memories: the home is kept as they left it.
  await page.getByRole('link', { name: 'View all memories' }).click();
  await expect(page.getByRole('list', { name: 'Family memories' })).toBeVisible();
  await expect.poll(() => storedSnapshotPaths(page)).toEqual(['/family']);
  // Closing Hearth there keeps the memories too.
  await leaveAndKeep(page, '/family/feeds');
  expect(await storedSnapshotPaths(page)).toEqual(['/family', '/family/feeds']);

  await loadWithoutApp(page, '/family');
  await expect(page.locator('.hearth-snapshot').getByText(title, { exact: true })).toBeVisible();
  await expect(page.locator('.hearth-snapshot [aria-label="Family memories"]')).toHaveCount(0);
  await loadWithoutApp(page, '/family/feeds');
  await expect(page.locator('.hearth-snapshot [aria-label="Family memories"]')).toBeVisible();
  await expect(page.locator('.hearth-snapshot').getByTestId('daily-card')).toHaveCount(0);
});
