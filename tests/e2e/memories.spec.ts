import { expect, test, type Page } from '@playwright/test';
import { demoFamily, demoPhotos, familyPreference, samplePosts } from '../../stories/mocks/post-fixtures';
import { justBeforeToday } from './helpers/seed';

// Memories against the real built app. 40 posts are seeded by importing a backup file in
// onboarding (the app's own import path), then filtered and paged; the URL keeps the state.

const IMPORT_SUCCEEDED = 'Family data imported successfully! Your family memories and settings have been restored.';

/** 40 posts, one every 7 hours back from now: types (text, photo, mood, gratitude) and the 4 members cycle. */
function seedPosts(now: Date) {
  const posts = samplePosts(40, now);
  // The newest photo post carries 5 photos: 4 thumbnails and '+1'.
  const photo = posts.find((p) => p.type === 'photo');
  if (photo) {
    photo.imageUrls = demoPhotos(5);
    photo.imageUrl = photo.imageUrls[0];
  }
  return posts;
}

function backupFile(now: Date) {
  const text = JSON.stringify({
    exportDate: now.toISOString(),
    version: '1.0',
    appName: 'Hearth',
    data: { posts: seedPosts(now), tasks: [], preferences: [familyPreference()] },
  });
  return { name: 'Hearth-backup-seed.txt', mimeType: 'text/plain', buffer: Buffer.from(text, 'utf8') };
}

async function importBackup(page: Page, file: ReturnType<typeof backupFile>) {
  await page.goto('/family');
  await expect(page.getByRole('button', { name: 'Import a backup' })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles(file);
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText(IMPORT_SUCCEEDED);
  await Promise.all([page.waitForEvent('load'), alert.getByRole('button', { name: 'OK' }).click()]);
}

const memories = (page: Page) => page.getByRole('list', { name: 'Family memories' }).getByRole('article');
const summary = (page: Page) => page.getByText(/^Showing /);

test('filters and pages 40 memories, and the URL keeps them through reload, back and forward', async ({ page }) => {
  const now = new Date();
  await importBackup(page, backupFile(now));

  await page.goto('/family/feeds');
  await expect(page.getByRole('heading', { level: 1, name: 'Family Memories' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back' }).first()).toHaveAttribute('href', '/family');
  await expect(summary(page)).toHaveText('Showing 1–15 of 40 memories');
  await expect(memories(page)).toHaveCount(15);
  await expect(page.getByText('Page 1 of 3')).toBeVisible();

  // Paging.
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/family\/feeds\?page=2$/);
  await expect(summary(page)).toHaveText('Showing 16–30 of 40 memories');
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(summary(page)).toHaveText('Showing 31–40 of 40 memories');
  await expect(memories(page)).toHaveCount(10);
  await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();

  // A filter starts again at page 1.
  await page.getByRole('radio', { name: 'Photo' }).click();
  await expect(page).toHaveURL(/\?type=photo$/);
  await expect(summary(page)).toHaveText('Showing 1–10 of 10 memories');
  for (const type of await memories(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-type')))) {
    expect(type).toBe('photo');
  }

  // Combined with a member and a period.
  const mia = demoFamily.members[2];
  await page.getByRole('radio', { name: 'Mia' }).click();
  await expect(page).toHaveURL(new RegExp(`member=${mia?.id}`));
  const expectedMiaPhotos = seedPosts(now).filter((p) => p.type === 'photo' && p.userId === mia?.id).length;
  await expect(memories(page)).toHaveCount(expectedMiaPhotos);

  await page.getByRole('radio', { name: 'Everyone' }).click();
  await page.getByRole('radio', { name: 'All types' }).click();
  await page.getByRole('radio', { name: 'Last 7 days' }).click();
  const weekStart = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 6).getTime();
  const inWeek = seedPosts(now).filter((p) => Date.parse(p.timestamp) >= weekStart).length;
  await expect(summary(page)).toHaveText(`Showing 1–15 of ${inWeek} memories`);
  await expect(page).toHaveURL(/\?period=last-7-days$/);

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\?period=last-7-days&page=2$/);

  // Reload keeps filters and page.
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Last 7 days' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText(`Page 2 of ${Math.ceil(inWeek / 15)}`)).toBeVisible();

  // Back and forward walk through the earlier states.
  await page.goBack();
  await expect(page).toHaveURL(/\?period=last-7-days$/);
  await expect(page.getByText(`Page 1 of ${Math.ceil(inWeek / 15)}`)).toBeVisible();
  // Each filter change was its own step: 'All types' (no filters), then 'Everyone' (photos only).
  await page.goBack();
  await expect(page).toHaveURL(/\/family\/feeds$/);
  await expect(summary(page)).toHaveText('Showing 1–15 of 40 memories');
  await page.goBack();
  await expect(page).toHaveURL(/\?type=photo$/);
  await expect(page.getByRole('radio', { name: 'Photo' })).toHaveAttribute('aria-checked', 'true');
  await expect(summary(page)).toHaveText('Showing 1–10 of 10 memories');
  await page.goForward();
  await page.goForward();
  await expect(page).toHaveURL(/\?period=last-7-days$/);
  await expect(page.getByRole('radio', { name: 'Last 7 days' })).toHaveAttribute('aria-checked', 'true');

  // Filters that match nothing (Leo's first mood is 42 hours old), and clearing them.
  await page.goto(`/family/feeds?member=${demoFamily.members[3]?.id}&type=mood&period=today`);
  const nothing = page.getByRole('heading', { name: 'No memories match these filters' });
  await expect(nothing).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).last().click();
  await expect(page).toHaveURL(/\/family\/feeds$/);
  await expect(summary(page)).toHaveText('Showing 1–15 of 40 memories');
});

test('the full-size photo opens from a memory and closes on Escape @mobile', async ({ page }) => {
  await importBackup(page, backupFile(new Date()));
  await page.goto('/family/feeds');
  await expect(memories(page)).toHaveCount(15);
  const post = memories(page).filter({ has: page.getByText('+1') });
  await expect(post.getByRole('button', { name: /^Open photo/ })).toHaveCount(4);
  await post.getByRole('button', { name: 'Open photo 4 of 5 full screen, 1 more' }).click();
  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText('4 / 5')).toBeVisible();
  await viewer.getByRole('button', { name: 'Next photo' }).click();
  await expect(viewer.getByText('5 / 5')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
});

test('no memories yet: a warm empty state leading home', async ({ page }) => {
  await page.goto('/family/feeds');
  await expect(page.getByRole('heading', { name: 'Your family story starts here' })).toBeVisible();
  await page.getByRole('link', { name: "Go to today's moment" }).click();
  await expect(page).toHaveURL(/\/family$/);
});

test('a second tab left on Memories shows a moment shared in another tab, without a reload', async ({ page, context }) => {
  // Seeded up to just before today's midnight, so none of them counts towards today's sharing rules
  // (Mia's mood and the family's four a day) whatever the hour the test runs at.
  await importBackup(page, backupFile(justBeforeToday()));
  await page.goto('/family/feeds');
  await expect(summary(page)).toHaveText('Showing 1–15 of 40 memories');

  // Dexie reports the other tab's write (storagemutated), and the query cache refreshes the list.
  const other = await context.newPage();
  await other.goto('/family');
  const invite = other.getByRole('button', { name: 'Invite Others' });
  await expect(invite).toBeEnabled();
  await invite.click();
  const dialog = other.getByRole('dialog', { name: 'Share a Family Moment' });
  await dialog.getByRole('radio', { name: 'Mia' }).click();
  await dialog.getByRole('radio', { name: /Mood/ }).click();
  await dialog.getByRole('radio', { name: 'Giggly' }).click();
  await dialog.getByRole('button', { name: 'Create Family Moment' }).click();
  await expect(dialog).toBeHidden();

  await expect(summary(page)).toHaveText('Showing 1–15 of 41 memories');
  await expect(memories(page).first()).toContainText('Mia');
});
