import { expect, test, type Page } from '@playwright/test';
import { waitForDatabase } from './helpers/seed';

// After a first visit Hearth opens and works with no network (service worker precache).

const family = {
  familyName: 'The Okafor Family',
  familyId: 'family_1732200000000_e2e',
  members: [{ id: 'member_1732200000000_e2e', name: 'Amara', emoji: '🦁', color: '#f97316', initials: 'AM' }],
};

async function waitForServiceWorker(page: Page) {
  // A controller exists only once the worker has installed (every file precached) and activated;
  // it claims the page at once (clientsClaim), so no reload is needed for this visit.
  await page.waitForFunction(() => 'serviceWorker' in navigator && navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

async function seedFamily(page: Page) {
  await waitForDatabase(page);
  await page.evaluate(
    (value) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('Hearth');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const database = request.result;
          const tx = database.transaction('preferences', 'readwrite');
          tx.objectStore('preferences').put({ key: 'familyData', value });
          tx.oncomplete = () => {
            database.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    family,
  );
}

test('after a first visit, a reload with the network off opens /family with the family’s data @mobile', async ({ page, context }) => {
  await page.goto('/family');
  await waitForServiceWorker(page);
  await seedFamily(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(family.familyName).first()).toBeVisible();
  // The connectivity indicator matches reality.
  await expect(page.getByText('Working offline')).toBeVisible();
});

test('offline, the public pages and their lazily loaded code still open', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  for (const [path, heading] of [
    ['/about', 'Screen time that brings your family closer'],
    ['/help', 'How can we help?'],
    ['/privacy-policy', 'Who receives what, in plain words'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  // Client-side navigation fetches a route chunk from the cache, too.
  await page.getByRole('link', { name: 'FAQ' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Questions parents ask us' })).toBeVisible();
});

test('the API is never answered with the cached app shell', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  const status = await page.evaluate(async () => {
    try {
      const response = await fetch('/api/health');
      return `status ${response.status} ${response.headers.get('content-type') ?? ''}`;
    } catch {
      return 'network error';
    }
  });
  expect(status).toBe('network error');
});
