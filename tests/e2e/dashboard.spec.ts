import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { completedTasks, dailyPosts, demoFamily, demoPhotos, familyPreference } from '../../stories/mocks/post-fixtures';

// The dashboard against the real built app. A family is restored from a backup file
// (onboarding's import), exported from the dashboard, erased, and imported again from the exported
// file: every store must come back record for record.

const IMPORT_SUCCEEDED = 'Family data imported successfully! Your family memories and settings have been restored.';
const EXPORT_SUCCEEDED =
  'Family data exported successfully! You can now share this backup file via WhatsApp, email, or save it for safekeeping.';
const ERASE_SUCCEEDED = 'All family data has been erased successfully.';
const STORES = ['posts', 'completedTasks', 'preferences', 'recipes', 'cookingSessions'] as const;

function familyBackup(now: Date) {
  const posts = dailyPosts(40, now);
  // Three photos on every photo post, like a real family's.
  for (const post of posts) if (post.type === 'photo') post.imageUrls = demoPhotos(3, Number(post.id.slice(-2)));
  const recipes = [
    {
      id: 'recipe_1735732800000_dal00001',
      name: 'Grandma Dal',
      contributor: 'Asha',
      ingredients: ['1 cup lentils', '1 tsp turmeric'],
      notes: 'Stir often',
      difficulty: 'easy',
      photos: demoPhotos(1, 9),
      cookedDates: [new Date(now.getTime() - 3 * 86_400_000).toISOString()],
      familyId: demoFamily.familyId,
    },
  ];
  const cookingSessions = [
    {
      id: 'session_1735732800000_dal00001',
      recipeId: 'recipe_1735732800000_dal00001',
      recipeName: 'Grandma Dal',
      date: new Date(now.getTime() - 3 * 86_400_000).toISOString(),
      photos: demoPhotos(1, 9),
      familyNotes: 'Everyone chopped something.',
      mvpChef: 'Mia',
      familyId: demoFamily.familyId,
    },
  ];
  const text = JSON.stringify({
    // Made 40 days ago: the restored family keeps that backup date, so it is reminded.
    exportDate: new Date(now.getTime() - 40 * 24 * 60 * 60 * 1000).toISOString(),
    version: '1.0',
    appName: 'Hearth',
    data: {
      posts,
      tasks: completedTasks(12, now),
      preferences: [familyPreference(), { key: 'offlineChoice', value: { choice: 'stay', date: '2025-06-01' } }],
      recipes,
      cookingSessions,
    },
  });
  return { name: 'Hearth-backup-seed.txt', mimeType: 'text/plain', buffer: Buffer.from(text, 'utf8') };
}

async function importFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.goto('/family');
  await expect(page.getByRole('button', { name: 'Import a backup' })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles(file);
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText(IMPORT_SUCCEEDED);
  await Promise.all([page.waitForEvent('load'), alert.getByRole('button', { name: 'OK' }).click()]);
  // The home then opens and saves today's challenge when the backup has none (after its first
  // paint): waited for, so every later read of the stores sees it.
  await expect.poll(() => savedChallengeKeys(page), { timeout: 15_000 }).toHaveLength(1);
}

/** The `current_challenge_*` preferences: today's challenge, once the home has chosen and saved it. */
function savedChallengeKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const request = indexedDB.open('Hearth');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const database = request.result;
          const keys = database.transaction('preferences').objectStore('preferences').getAllKeys();
          keys.onsuccess = () => {
            database.close();
            resolve((keys.result as string[]).filter((key) => key.startsWith('current_challenge_')));
          };
          keys.onerror = () => reject(keys.error);
        };
      }),
  );
}

/** Every record of every store, read straight from IndexedDB, each store sorted by its key. */
function readAllStores(page: Page): Promise<Record<string, unknown[]>> {
  return page.evaluate(
    (stores) =>
      new Promise((resolve, reject) => {
        const request = indexedDB.open('Hearth');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const database = request.result;
          const tx = database.transaction([...stores], 'readonly');
          const result: Record<string, unknown[]> = {};
          for (const store of stores) {
            const getAll = tx.objectStore(store).getAll();
            getAll.onsuccess = () => {
              result[store] = getAll.result;
            };
          }
          tx.oncomplete = () => {
            database.close();
            resolve(result);
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    [...STORES],
  );
}

const stat = (page: Page, label: string) =>
  page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd');

test('export, erase, and import the exported file give back every record @mobile', async ({ page }) => {
  const now = new Date();
  await importFile(page, familyBackup(now));

  await page.goto('/family/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Family Dashboard' })).toBeVisible();
  await expect(page.getByText('Day 12 of 45')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Journey progress' })).toHaveAttribute('aria-valuenow', '27');
  await expect(page.locator('[data-slot="streak-count"]')).toHaveText('40');
  await expect(stat(page, 'Moments shared')).toHaveText('40');
  await expect(stat(page, 'Daily moments completed')).toHaveText('12');
  await expect(stat(page, 'Photos')).toHaveText('30');
  await expect(stat(page, 'Recipes cooked')).toHaveText('1');
  // A family that never exported, with 40 days of moments: reminded to back up.
  await expect(page.getByText('Time for a backup')).toBeVisible();

  const before = await readAllStores(page);
  expect(before.posts).toHaveLength(40);

  // Export: a download named for today's local date, then the exact alert.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export Family Data' }).click(),
  ]);
  const pad = (n: number) => String(n).padStart(2, '0');
  expect(download.suggestedFilename()).toBe(`Hearth-backup-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.txt`);
  const alert = page.getByRole('alertdialog', { name: 'Backup exported' });
  await expect(alert).toContainText(EXPORT_SUCCEEDED);
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText(/^Last backup: .+ \(today\)$/)).toBeVisible();
  await expect(page.getByText('Time for a backup')).toBeHidden();
  const exported = await readFile(await download.path());
  const backup = JSON.parse(exported.toString('utf8'));
  expect(backup).toMatchObject({ version: '1.1', appName: 'Hearth' });
  expect(backup.data.posts).toHaveLength(40);

  // Erase: enabled only for exactly 'delete'.
  await page.getByRole('button', { name: 'Erase All Data' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Erase all family data?' });
  const confirm = dialog.getByRole('button', { name: 'Erase All Data' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type delete to confirm').fill('Delete');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type delete to confirm').press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText("Please type 'delete' to confirm data erasure.");
  await dialog.getByLabel('Type delete to confirm').fill('delete');
  await confirm.click();
  const erased = page.getByRole('alertdialog', { name: 'Data erased' });
  await expect(erased).toContainText(ERASE_SUCCEEDED);
  await Promise.all([page.waitForEvent('load'), erased.getByRole('button', { name: 'OK' }).click()]);
  await expect(page).toHaveURL(/\/family$/);
  const empty = await readAllStores(page);
  for (const store of STORES) expect(empty[store], store).toEqual([]);

  // Import the exported file through onboarding.
  await importFile(page, { name: download.suggestedFilename(), mimeType: 'text/plain', buffer: exported });
  const after = await readAllStores(page);
  // The restored file is the backup just made: it carries its own date.
  const withoutBackupDate = (records: unknown[] | undefined) => records?.filter((r) => (r as { key?: string }).key !== 'lastBackupAt');
  expect(after.preferences).toContainEqual({ key: 'lastBackupAt', value: backup.exportDate });
  for (const store of STORES) {
    expect(withoutBackupDate(after[store]), `${store} records`).toEqual(withoutBackupDate(before[store]));
  }
});

test('the dashboard of a new family, and its storage section', async ({ page }) => {
  await page.goto('/family/dashboard');
  await expect(page.getByText('Day 0 of 45')).toBeVisible();
  await expect(page.locator('[data-slot="streak-count"]')).toHaveText('0');
  await expect(stat(page, 'Moments shared')).toHaveText('0');
  await expect(page.getByRole('heading', { name: 'Storage on this device' })).toBeVisible();
  // Headless Chromium answers navigator.storage; whichever way it decides, the card says so.
  await expect(page.getByText(/^Persistent storage (not )?granted$/)).toBeVisible();
  await expect(page.getByText(/used of .+ available/)).toBeVisible();
});
