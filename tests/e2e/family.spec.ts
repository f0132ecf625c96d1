import { expect, test, type Page } from '@playwright/test';

// A new family from the landing page to the home screen, a backup restore, and deleting
// a member together with their posts — against the real built app and server.

const IMPORT_SUCCEEDED = 'Family data imported successfully! Your family memories and settings have been restored.';
const IMPORT_FAILED = 'Failed to import family data. Please make sure you selected a valid Hearth backup file.';

const FAMILY = {
  familyId: 'family_1735732800000_e2ef4m1y',
  familyName: 'The Okafor-García Family',
  members: [
    { id: 'member_1735732800001_jose0001', name: 'José', emoji: '👨', color: '#f97316', initials: 'JO' },
    { id: 'member_1735732800002_zoe00002', name: 'Zoë', emoji: '👧', color: '#a855f7', initials: 'ZO' },
  ],
};
const [JOSE, ZOE] = FAMILY.members as [(typeof FAMILY.members)[number], (typeof FAMILY.members)[number]];

function post(n: number, member: { id: string; name: string }) {
  return {
    id: `post_1735732800000_e2e0000${n}`,
    userId: member.id,
    userName: member.name,
    userImage: '',
    type: 'text',
    content: `${member.name}'s moment ${n}`,
    timestamp: new Date(Date.UTC(2025, 0, n, 12)).toISOString(),
    likes: 0,
    comments: 0,
  };
}

/** A backup file as Hearth exports it. */
function backupFile(posts: ReturnType<typeof post>[] = []) {
  const text = JSON.stringify({
    exportDate: '2025-01-05T12:00:00.000Z',
    version: '1.0',
    appName: 'Hearth',
    data: { posts, tasks: [], preferences: [{ key: 'familyData', value: FAMILY }] },
  });
  return { name: 'Hearth-backup-2025-01-05.txt', mimeType: 'text/plain', buffer: Buffer.from(text, 'utf8') };
}

/** Restores `file` from onboarding step 1, presses OK on the alert and waits for the reload. */
async function importBackup(page: Page, file: ReturnType<typeof backupFile>) {
  await page.goto('/family');
  await expect(page.getByRole('button', { name: 'Import a backup' })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles(file);
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText(IMPORT_SUCCEEDED);
  await Promise.all([page.waitForEvent('load'), alert.getByRole('button', { name: 'OK' }).click()]);
}

/** Posts stored in the app's IndexedDB database 'Hearth' for one member (by the userId index). */
function countPosts(page: Page, userId: string): Promise<number> {
  return page.evaluate(
    (id) =>
      new Promise<number>((resolve, reject) => {
        const request = indexedDB.open('Hearth');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const database = request.result;
          const count = database.transaction('posts').objectStore('posts').index('userId').count(id);
          count.onsuccess = () => {
            database.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error);
        };
      }),
    userId,
  );
}

/** The saved familyData preference, read straight from IndexedDB. */
function storedFamily(page: Page): Promise<{ familyId: string; familyName: string; members: { id: string; name: string; initials: string }[] } | null> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const request = indexedDB.open('Hearth');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const database = request.result;
          const get = database.transaction('preferences').objectStore('preferences').get('familyData');
          get.onsuccess = () => {
            database.close();
            resolve(get.result?.value ?? null);
          };
          get.onerror = () => reject(get.error);
        };
      }),
  );
}

test('a new family goes from the landing page to the home screen @mobile', async ({ page }) => {
  const updates: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/family/update')) updates.push(request.postDataJSON());
  });

  await page.goto('/');
  await page.getByRole('link', { name: 'Start your family space' }).first().click();
  await expect(page).toHaveURL(/\/family$/);

  const familyName = page.getByLabel('Family name');
  await expect(familyName).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await familyName.fill('The Nguyễn Family');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: "Who's in your family?" })).toBeVisible();
  const start = page.getByRole('button', { name: 'Start Family Journey' });
  await expect(start).toBeDisabled();

  for (const [typed, shown, colour] of [
    ['josé', 'José', 'Teal'],
    ['zoë', 'Zoë', 'Plum'],
  ] as const) {
    await page.getByRole('button', { name: 'Add a family member' }).click();
    await page.getByLabel('Member name').fill(typed);
    await page.getByRole('button', { name: 'Next: choose a colour' }).click();
    // The radio itself is visually hidden: a person taps the named swatch.
    await page.getByRole('radiogroup').getByText(colour, { exact: true }).click();
    await expect(page.getByRole('radio', { name: colour })).toBeChecked();
    await page.getByRole('button', { name: `Add ${shown}` }).click();
    await expect(page.getByRole('list', { name: 'Family members' }).getByText(shown)).toBeVisible();
  }

  await start.click();
  await expect(page.getByRole('region', { name: "Today's moment" })).toBeVisible();
  await expect(page.getByRole('banner').getByText('The Nguyễn Family')).toBeVisible();

  const saved = await storedFamily(page);
  expect(saved?.familyName).toBe('The Nguyễn Family');
  expect(saved?.familyId).toMatch(/^family_\d+_[0-9a-z]{8}$/);
  expect(saved?.members.map((m) => [m.name, m.initials])).toEqual([
    ['José', 'JO'],
    ['Zoë', 'ZO'],
  ]);
  // The family update carries ids and names only.
  await expect.poll(() => updates.at(-1)).toEqual({
    familyId: saved?.familyId,
    familyName: 'The Nguyễn Family',
    members: saved?.members.map(({ id, name }) => ({ id, name })),
  });
});

test('a Hearth backup is restored and the page reloads into the family space', async ({ page }) => {
  await importBackup(page, backupFile([post(1, JOSE), post(2, ZOE)]));
  await expect(page.getByRole('banner').getByText(FAMILY.familyName)).toBeVisible();
  await expect(page.getByRole('region', { name: "Today's moment" })).toBeVisible();
  expect(await countPosts(page, ZOE.id)).toBe(1);
});

test('a file that is not a Hearth backup changes nothing', async ({ page }) => {
  await page.goto('/family');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('{"appName":"Other","data":{"posts":[]}}'),
  });
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText(IMPORT_FAILED);
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
  await expect(page.getByLabel('Family name')).toBeVisible();
  expect(await storedFamily(page)).toBeNull();
});

test('deleting a member on Manage Family also deletes their posts', async ({ page }) => {
  await importBackup(page, backupFile([post(1, JOSE), post(2, ZOE), post(3, ZOE), post(4, ZOE)]));
  await expect(page.getByRole('region', { name: "Today's moment" })).toBeVisible();
  expect(await countPosts(page, ZOE.id)).toBe(3);

  await page.goto('/family/manage');
  await expect(page.getByRole('heading', { name: 'Manage Family' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete Zoë' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Zoë?' });
  await expect(dialog).toContainText("all of Zoë's moments will be deleted too");
  await dialog.getByRole('button', { name: 'Delete' }).click();

  await expect(page.getByRole('button', { name: 'Delete Zoë' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Edit José' })).toBeVisible();
  expect(await countPosts(page, ZOE.id)).toBe(0);
  expect(await countPosts(page, JOSE.id)).toBe(1);
  expect((await storedFamily(page))?.members.map((m) => m.name)).toEqual(['José']);
});
