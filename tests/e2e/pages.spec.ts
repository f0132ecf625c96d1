import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { waitForDatabase } from './helpers/seed';

// The landing redirect, every internal link of the public pages, and the demo timings.

const NOT_FOUND_HEADING = "This family space isn't here";

const PUBLIC_PAGES = ['/', '/about', '/faq', '/research', '/intention', '/privacy-policy', '/terms', '/help', '/thankyou', '/sign-in'];

/** Writes records into a store of the app's database, as the app itself would have. */
async function putRecords(page: Page, store: string, records: unknown[]) {
  await page.evaluate(
    ({ store, records }) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('Hearth');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const database = request.result;
          const tx = database.transaction(store, 'readwrite');
          for (const record of records) tx.objectStore(store).put(record);
          tx.oncomplete = () => {
            database.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { store, records },
  );
}

const seededPost = {
  id: 'post_e2e_1',
  userId: 'member_e2e_1',
  userName: 'Amara',
  userImage: '',
  type: 'gratitude',
  content: 'Thankful for pancakes together',
  timestamp: '2025-11-21T18:00:00.000Z',
  likes: 0,
  comments: 0,
};

test('a family with posts goes from / straight to /family, with / replaced in history @mobile', async ({ page }) => {
  await page.goto('/family');
  await waitForDatabase(page);
  await putRecords(page, 'posts', [seededPost]);

  await page.goto('/about');
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/family$/);
  // The family home reads this location state to show the welcome-back banner.
  expect(await page.evaluate(() => (window.history.state as { usr?: { welcomeBack?: number } }).usr?.welcomeBack)).toBe(1);

  // History replaced, so Back returns to /about rather than bouncing through /.
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
});

test('a first visit stays on the landing page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Screen time, together.' })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
});

test('every internal link on every public page leads to a page that exists', async ({ page }) => {
  test.setTimeout(180_000);
  const targets = new Map<string, string>();
  for (const path of [...PUBLIC_PAGES, '/this-page-does-not-exist']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    if (path !== '/this-page-does-not-exist') await expect(page.getByRole('heading', { name: NOT_FOUND_HEADING })).toHaveCount(0);
    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    for (const href of hrefs) {
      if (!href.startsWith('/') || href.startsWith('//')) continue;
      const target = href.split('#')[0] || path;
      if (!targets.has(target)) targets.set(target, path);
    }
  }
  expect([...targets.keys()]).toEqual(
    expect.arrayContaining(['/', '/family', '/about', '/faq', '/research', '/privacy-policy', '/terms', '/help', '/family/activities']),
  );
  for (const [target, foundOn] of targets) {
    await page.goto(target);
    await expect(page.getByRole('heading', { level: 1 }).first(), `${target} (linked from ${foundOn}) renders`).toBeVisible();
    await expect(page.getByRole('heading', { name: NOT_FOUND_HEADING }), `${target} (linked from ${foundOn}) exists`).toHaveCount(0);
  }
});

test('external references open in a new tab without access back to Hearth', async ({ page }) => {
  await page.goto('/about');
  const external = page.locator('a[href^="http"]');
  // count() does not wait: let the lazily loaded page render its links first.
  await expect(external.first()).toBeVisible();
  expect(await external.count()).toBeGreaterThanOrEqual(5);
  for (const link of await external.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
});

test('the mindful pause demo: step 2 at 2 s, step 3 at 5 s, closed at 8 s, then run again @mobile', async ({ page }) => {
  await page.clock.install({ time: new Date('2025-11-22T10:00:00') });
  await page.goto('/intention');
  await expect(page.getByRole('button', { name: 'Experience a mindful pause' })).toBeVisible();
  // The installed clock keeps running with real time until paused: stop it so only runFor moves it.
  await page.clock.pauseAt(new Date('2025-11-22T10:01:00'));
  await page.getByRole('button', { name: 'Experience a mindful pause' }).click();

  const step1 = page.getByRole('dialog', { name: 'Take a mindful pause' });
  const step2 = page.getByRole('dialog', { name: "What's your intention?" });
  const step3 = page.getByRole('dialog', { name: 'Choice created' });

  await expect(step1).toBeVisible();
  // No early dismissal.
  await page.keyboard.press('Escape');
  await expect(step1).toBeVisible();

  await page.clock.runFor(1999);
  await expect(step1).toBeVisible();
  await page.clock.runFor(1);
  await expect(step2).toBeVisible();
  await expect(step2.getByRole('button', { name: 'Continue mindfully' })).toBeVisible();
  await step2.getByRole('button', { name: 'Do something else' }).click();
  await expect(step2).toBeVisible();

  await page.clock.runFor(2999);
  await expect(step2).toBeVisible();
  await page.clock.runFor(1);
  await expect(step3).toBeVisible();

  await page.clock.runFor(2999);
  await expect(step3).toBeVisible();
  await page.clock.runFor(1);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try the demo again' })).toBeEnabled();
});

test('the terms banner shows today’s date', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-03-14T12:00:00'));
  await page.goto('/terms');
  await expect(page.getByRole('status').filter({ hasText: 'Terms in effect' })).toContainText('March 14, 2026');
});

test('the app is installable: manifest, icons, favicon and robots.txt', async ({ page, request }) => {
  const served = await (await request.get('/family', { headers: { accept: 'text/html' } })).text();
  expect(served).toContain('rel="stylesheet"');
  expect(served).toContain('rel="manifest"');
  await page.goto('/');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBeTruthy();
  const manifest = await (await request.get(manifestHref ?? '')).json();
  expect(manifest).toMatchObject({ name: 'Hearth', short_name: 'Hearth', display: 'standalone', start_url: '/family' });
  const purposes = (manifest.icons as { src: string; sizes: string; purpose: string }[]).map((icon) => `${icon.sizes} ${icon.purpose}`);
  expect(purposes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons as { src: string; type: string }[]) {
    const response = await request.get(icon.src);
    expect(response.ok(), icon.src).toBe(true);
    expect(response.headers()['content-type']).toContain(icon.type);
  }
  for (const [path, type] of [
    ['/favicon.ico', 'image/'],
    ['/favicon.svg', 'image/svg+xml'],
    ['/apple-touch-icon.png', 'image/png'],
    ['/robots.txt', 'text/plain'],
  ] as const) {
    const response = await request.get(path);
    expect(response.ok(), path).toBe(true);
    expect(response.headers()['content-type'], path).toContain(type);
  }
});

// Storybook's mock service worker is not part of the app a family downloads. The unit test
// of this runs only where a build exists; here the app has always just been built.
test('the built app ships no mock service worker', async ({ request }) => {
  const dist = process.env.HEARTH_DIST_DIR || 'dist';
  expect(existsSync(join(dist, 'index.html'))).toBe(true);
  expect(existsSync(join(dist, 'mockServiceWorker.js'))).toBe(false);
  expect((await request.get('/mockServiceWorker.js')).status()).toBe(404);
});

// A first visit asks for the Latin font beside the stylesheet, so the text does not jump when the
// font arrives; the preload must name the very file the stylesheet uses, or it is a wasted download.
test('the landing page preloads the Latin font its stylesheet uses', async ({ page, request }) => {
  await page.goto('/');
  const preload = page.locator('head link[rel="preload"][as="font"]');
  await expect(preload).toHaveCount(1);
  const href = (await preload.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/assets\/nunito-latin-wght-normal-[\w-]+\.woff2$/);
  expect(await preload.getAttribute('crossorigin')).toBe('');
  const stylesheet = (await page.locator('head link[rel="stylesheet"]').getAttribute('href')) ?? '';
  expect(await (await request.get(stylesheet)).text()).toContain(`url(${href})`);
  const font = await request.get(href);
  expect(font.ok()).toBe(true);
  expect(font.headers()['content-type']).toContain('font/woff2');
});

// A first visit to any address but `/` gets the app shell's scripts named in a Link header, so the
// browser fetches them with the page rather than after the entry script asks for them. Each must be
// a script the page then uses, fetched once: a preload whose request differs from the page's own
// (its credentials, say) would be a second download of the same file.
test('a first visit to /family fetches the app shell with the page, each script once', async ({ page, request }) => {
  expect((await request.get('/', { headers: { accept: 'text/html' } })).headers()['link']).toBeUndefined();
  const link = (await request.get('/family', { headers: { accept: 'text/html' } })).headers()['link'] ?? '';
  const preloaded = [...link.matchAll(/<([^>]+)>; rel=modulepreload/g)].map((match) => match[1] ?? '');
  expect(preloaded.length).toBeGreaterThanOrEqual(2);
  expect(preloaded.some((path) => /\/assets\/start-[\w-]+\.js$/.test(path))).toBe(true);
  expect(preloaded.some((path) => /\/assets\/react-vendor-[\w-]+\.js$/.test(path))).toBe(true);

  const fetched = new Map<string, number>();
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (path.endsWith('.js')) fetched.set(path, (fetched.get(path) ?? 0) + 1);
  });
  await page.goto('/family');
  await expect(page.getByRole('button', { name: 'Import a backup' })).toBeVisible();
  for (const path of preloaded) expect(fetched.get(path), path).toBe(1);
});
