import { expect, test, type Page } from '@playwright/test';

// Data safety through the real screens: a backup with bad records is restored in part after the family
// agrees, a backup without a family and a deeply nested file are refused with nothing changed, a full
// disk says so (and keeps the file's good name), and a browser without IndexedDB is told it cannot
// store Hearth's data.

const FAMILY = {
  familyId: 'family_1735732800000_datasafe',
  familyName: 'The Safe Family',
  members: [{ id: 'member_1735732800001_asha0001', name: 'Asha', emoji: '👩', color: '#f97316', initials: 'AS' }],
};
const ASHA = FAMILY.members[0]!;

function post(n: number, changes: Record<string, unknown> = {}) {
  return {
    id: `post_1735732800000_safe${String(n).padStart(4, '0')}`,
    userId: ASHA.id,
    userName: ASHA.name,
    userImage: '',
    type: 'text',
    content: `Moment ${n}`,
    timestamp: new Date(Date.UTC(2025, 0, 1, 12) + n * 60_000).toISOString(),
    likes: 0,
    comments: 0,
    ...changes,
  };
}

function file(text: string) {
  return { name: 'Hearth-backup-2025-01-05.txt', mimeType: 'text/plain', buffer: Buffer.from(text, 'utf8') };
}

function backup(posts: unknown[], preferences: unknown[] = [{ key: 'familyData', value: FAMILY }]) {
  return JSON.stringify({ exportDate: '2025-01-05T12:00:00.000Z', version: '1.0', appName: 'Hearth', data: { posts, tasks: [], preferences } });
}

async function pickFile(page: Page, picked: ReturnType<typeof file>) {
  await page.goto('/family');
  await expect(page.getByRole('button', { name: 'Import a backup' })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles(picked);
}

/** How many records the app's database holds in each store (0 when there is no database yet). */
function storedCounts(page: Page): Promise<Record<string, number>> {
  return page.evaluate(
    () =>
      new Promise<Record<string, number>>((resolve, reject) => {
        const request = indexedDB.open('Hearth');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const database = request.result;
          const names = [...database.objectStoreNames];
          if (names.length === 0) return resolve({});
          const tx = database.transaction(names, 'readonly');
          const counts: Record<string, number> = {};
          for (const name of names) {
            const count = tx.objectStore(name).count();
            count.onsuccess = () => (counts[name] = count.result);
          }
          tx.oncomplete = () => {
            database.close();
            resolve(counts);
          };
        };
      }),
  );
}

const restoreButton = (page: Page) => page.getByRole('alertdialog').getByRole('button', { name: 'Restore' });

test('item 1: a backup with 2 bad moments of 12 asks first; Cancel changes nothing, Restore keeps the 10', async ({ page }) => {
  const posts = Array.from({ length: 12 }, (_, i) => post(i + 1));
  delete (posts[3] as Partial<(typeof posts)[number]>).userName;
  posts[7] = post(8, { timestamp: '1970-01-01T00:00:00.000Z' });
  const picked = file(backup(posts));

  await pickFile(page, picked);
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('10 of 12 moments can be restored. Restore them?');
  await expect(question).toContainText('Moments left out: part of it is missing or damaged (userName); its date (1970-01-01) is not possible.');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(page.getByRole('button', { name: 'Import a backup' })).toBeEnabled();
  expect((await storedCounts(page)).posts ?? 0).toBe(0);

  await page.locator('input[type="file"]').setInputFiles(picked);
  await restoreButton(page).click();
  const done = page.getByRole('alertdialog');
  await expect(done).toContainText('Family data imported successfully!');
  await Promise.all([page.waitForEvent('load'), done.getByRole('button', { name: 'OK' }).click()]);
  expect((await storedCounts(page)).posts).toBe(10);
});

test('item 2: a backup without a family is refused and nothing is replaced', async ({ page }) => {
  await pickFile(page, file(backup([post(1)], [])));
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('This backup has no family in it, so it cannot be restored. Nothing on this device was changed.');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByLabel('Family name')).toBeVisible();
  expect((await storedCounts(page)).posts ?? 0).toBe(0);
  expect((await storedCounts(page)).preferences ?? 0).toBe(0);
});

test('item 4: a file of 100,000 nested arrays ends the import with a clear message; the button is free again', async ({ page }) => {
  const depth = 100_000;
  const nested = `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const text = `{"exportDate":"2025-01-05T12:00:00.000Z","version":"1.0","appName":"Hearth","data":{"posts":[{"id":"p1","deep":${nested}}],"tasks":[],"preferences":[{"key":"familyData","value":${JSON.stringify(FAMILY)}},{"key":"deep","value":${nested}}]}}`;
  await pickFile(page, file(text));
  // The deep records are left out and named; nothing is written until the family chooses.
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('it holds data nested too deeply to read', { timeout: 30_000 });
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Import a backup' })).toBeEnabled();
  expect((await storedCounts(page)).preferences ?? 0).toBe(0);
});

test('item 4: a worker that fails ends the import with a clear message and nothing changes', async ({ page }) => {
  // A worker whose every answer fails to arrive, as a structured-clone failure would.
  await page.addInitScript(() => {
    const RealWorker = window.Worker;
    window.Worker = class extends RealWorker {
      override postMessage(): void {
        setTimeout(() => this.dispatchEvent(new MessageEvent('messageerror')), 10);
      }
    } as typeof Worker;
  });
  await pickFile(page, file(backup([post(1)])));
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('Hearth could not finish reading this file, so nothing was restored and nothing on this device was changed.');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('button', { name: 'Import a backup' })).toBeEnabled();
  expect((await storedCounts(page)).posts ?? 0).toBe(0);
});

test('item 6: a good backup that does not fit says the device is full, not that the file is bad', async ({ page }) => {
  // A full disk: every IndexedDB write of the app throws QuotaExceededError.
  await page.addInitScript(() => {
    const quota = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    IDBObjectStore.prototype.put = quota;
    IDBObjectStore.prototype.add = quota;
  });
  await pickFile(page, file(backup([post(1), post(2)])));
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('The backup could not be restored: this device is out of storage space. Your backup file is fine');
  await expect(alert).toContainText('Free up space on this device, export a backup from the Family Dashboard, or tidy up old moments there');
  await expect(alert).not.toContainText('valid Hearth backup file');
});

test('item 6: a browser without IndexedDB is told it cannot store Hearth data', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true });
  });
  await page.goto('/family');
  const alert = page.getByRole('alert').filter({ hasText: "This browser cannot store Hearth's data" });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Open Hearth in a regular window or another browser.');
  await expect(page.getByText(/still saved on this device/)).toHaveCount(0);
});
