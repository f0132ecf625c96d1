import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { FamilyData, Post } from '../../src/data/types';
import { demoFamily } from '../../stories/mocks/post-fixtures';
import { seriousViolations, describeViolations } from './helpers/axe';
import { arrowTo, expectFocusTrapped, isFocused, tabTo } from './helpers/keyboard';
import { pngFile } from './helpers/png';
import { fewPosts, putRecords, seedFamily } from './helpers/seed';
import { waitForSettled } from './helpers/settle';

// The main journey (onboarding, a daily moment with a photo, memories
// filters, export) with the keyboard alone, and the dialogs' focus handling (trap, return, Escape).
// After each page load, only page.keyboard moves the focus and acts; the file chooser (which the
// browser opens for a keyboard user too) is answered with FileChooser.setFiles, the one thing a
// test cannot type. Navigation to a first URL is the address bar. Desktop only: keyboard journeys
// are a desktop (or tablet with keyboard) way of using Hearth; the phone layout is covered by the
// touch-target checks.

test.skip(({ isMobile }) => isMobile, 'keyboard journeys are checked on the desktop layout');

/** The saved family, read from the app's IndexedDB database. */
function storedFamily(page: Page): Promise<FamilyData | null> {
  return page.evaluate(
    () =>
      new Promise<FamilyData | null>((resolve, reject) => {
        const request = indexedDB.open('Hearth');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const database = request.result;
          const get = database.transaction('preferences').objectStore('preferences').get('familyData');
          get.onsuccess = () => {
            database.close();
            resolve((get.result?.value as FamilyData | undefined) ?? null);
          };
          get.onerror = () => reject(get.error);
        };
      }),
  );
}

/** Presses Enter on `target` after tabbing to it. */
async function activate(page: Page, target: Locator, key: 'Enter' | 'Space' = 'Enter') {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/** Earlier moments of `member` (days ago, so today's allocation is untouched): 2 of each type but photo. */
function earlierPosts(member: FamilyData['members'][number], now: Date): Post[] {
  const types: Post['type'][] = ['text', 'gratitude', 'mood', 'text', 'gratitude', 'mood'];
  return types.map((type, i) => ({
    id: `post_${now.getTime() - (i + 2) * 86_400_000}_kbd${String(i).padStart(5, '0')}`,
    userId: member.id,
    userName: member.name,
    userImage: member.emoji,
    type,
    content: `Earlier ${type} moment ${i + 1}`,
    ...(type === 'mood' ? { mood: '😊' } : {}),
    timestamp: new Date(now.getTime() - (i + 2) * 86_400_000).toISOString(),
    likes: 0,
    comments: 0,
    memberColor: member.color,
    memberInitials: member.initials,
  }));
}

test('the main journey with the keyboard alone: onboarding, a photo moment, memories filters, export', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/family');

  await test.step('onboarding: family name, a member with a colour, start', async () => {
    const familyName = page.getByRole('textbox', { name: 'Family name' });
    await tabTo(page, familyName);
    await page.keyboard.type('The Keyboard Family');
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { name: "Who's in your family?" })).toBeFocused();
    await activate(page, page.getByRole('button', { name: 'Add a family member' }));

    // Each step replaces the last and takes the focus (its heading), so Tab goes on from there.
    await expect(page.getByRole('heading', { name: 'Add a family member' })).toBeFocused();
    await tabTo(page, page.getByRole('textbox', { name: 'Member name' }));
    await page.keyboard.type('Asha');
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { name: 'Choose a colour for Asha' })).toBeFocused();
    // Native radios: one Tab stop (the chosen colour), the arrow keys choose another.
    const colours = page.getByRole('radiogroup', { name: "Asha's colour" });
    await tabTo(page, colours.getByRole('radio', { checked: true }));
    await arrowTo(page, colours.getByRole('radio', { name: 'Teal' }));
    await activate(page, page.getByRole('button', { name: 'Add Asha' }));

    await expect(page.getByRole('list', { name: 'Family members' })).toContainText('Asha');
    await activate(page, page.getByRole('button', { name: 'Start Family Journey' }));
    await expect(page.getByTestId('daily-card')).toBeVisible();
    const family = await storedFamily(page);
    expect(family?.familyName).toBe('The Keyboard Family');
    expect(family?.members.map((m) => [m.name, m.color])).toEqual([['Asha', '#14b8a6']]);
  });

  await test.step('a daily moment with a photo', async () => {
    const card = page.getByTestId('daily-card');
    await activate(page, card.getByRole('button', { name: 'Start Family Moment' }));
    await expect(card.getByTestId('guidance')).toBeVisible();
    await activate(page, card.getByRole('button', { name: 'Share Our Family Experience' }));

    const confirm = page.getByRole('alertdialog', { name: 'Ready to complete?' });
    await activate(page, confirm.getByRole('button', { name: 'Yes, complete!' }));

    const dialog = page.getByRole('dialog', { name: 'Share a Family Moment' });
    const types = dialog.getByRole('radiogroup', { name: 'What would you like to share?' });
    await tabTo(page, types.getByRole('radio', { checked: true }));
    await arrowTo(page, types.getByRole('radio', { name: /Photo/ }));

    // The photo input is hidden; its 'Add photos' button is in the tab order and opens the chooser.
    const addPhotos = dialog.getByRole('button', { name: 'Add photos' });
    await tabTo(page, addPhotos);
    const chooserOpened = page.waitForEvent('filechooser');
    await page.keyboard.press('Enter');
    const chooser = await chooserOpened;
    expect(chooser.isMultiple()).toBe(true);
    await chooser.setFiles(pngFile('garden.png'));
    await expect(dialog.getByTestId('moment-photo-thumbnail')).toHaveCount(1);

    await tabTo(page, dialog.getByRole('textbox', { name: 'Caption (optional)' }));
    await page.keyboard.type('Our garden at sunset');
    await activate(page, dialog.getByRole('button', { name: 'Create Family Moment' }));
    await expect(dialog).toBeHidden();

    const pause = page.getByRole('dialog', { name: 'Pause and reflect together' });
    await activate(page, pause.getByRole('button', { name: 'Maybe later' }));
    await expect(pause).toBeHidden();
    await expect(card.getByText("Today's Family Moment Created!")).toBeVisible();
    const latest = page.getByRole('list', { name: 'Latest family moments' }).getByRole('article').first();
    await expect(latest).toContainText('Our garden at sunset');
    await expect(latest.getByRole('button', { name: /Open photo 1 of 1 full screen/ })).toBeVisible();
  });

  await test.step('memories: filter by type with the keyboard', async () => {
    // Earlier moments of other types, so a filter has something to leave out.
    const family = await storedFamily(page);
    const asha = family?.members[0];
    if (!asha) throw new Error('Asha was not saved');
    await putRecords(page, 'posts', earlierPosts(asha, new Date()));

    await activate(page, page.getByRole('link', { name: /View all memories/ }));
    await expect(page).toHaveURL(/\/family\/feeds$/);
    const memories = page.getByRole('list', { name: 'Family memories' }).getByRole('article');
    await expect(memories).toHaveCount(7);

    const typeGroup = page.getByRole('radiogroup', { name: 'Type of moment' });
    await tabTo(page, typeGroup.getByRole('radio', { name: 'All types' }));
    await arrowTo(page, typeGroup.getByRole('radio', { name: 'Photo' }));
    await expect(page).toHaveURL(/\?type=photo$/);
    await expect(memories).toHaveCount(1);
    await expect(memories.first()).toContainText('Our garden at sunset');

    await arrowTo(page, typeGroup.getByRole('radio', { name: 'Gratitude' }));
    await expect(page).toHaveURL(/\?type=gratitude$/);
    await expect(memories).toHaveCount(2);
    for (const type of await memories.evaluateAll((els) => els.map((el) => el.getAttribute('data-type')))) expect(type).toBe('gratitude');

    await activate(page, page.getByRole('button', { name: 'Clear filters' }));
    await expect(page).toHaveURL(/\/family\/feeds$/);
    await expect(memories).toHaveCount(7);
  });

  await test.step('export from the dashboard', async () => {
    await activate(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }));
    await expect(page).toHaveURL(/\/family\/dashboard$/);
    const exportButton = page.getByRole('button', { name: 'Export Family Data' });
    await tabTo(page, exportButton);
    const downloadStarted = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const download = await downloadStarted;
    expect(download.suggestedFilename()).toMatch(/^Hearth-backup-\d{4}-\d{2}-\d{2}\.txt$/);
    const backup = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      appName: string;
      data: { posts: Post[]; preferences: { key: string; value: unknown }[] };
    };
    expect(backup.appName).toBe('Hearth');
    expect(backup.data.posts).toHaveLength(7);
    expect(backup.data.posts.find((p) => p.type === 'photo')?.content).toBe('Our garden at sunset');
    expect(backup.data.preferences.find((p) => p.key === 'familyData')?.value).toMatchObject({ familyName: 'The Keyboard Family' });
  });
});

/**
 * Opens a dialog with the keyboard from `trigger`, checks it has no serious axe violations, traps
 * the focus, closes on Escape and gives the focus back to `trigger`.
 */
async function checkDialog(page: Page, trigger: Locator, dialog: Locator, key: 'Enter' | 'Space' = 'Enter') {
  await activate(page, trigger, key);
  await expect(dialog).toBeVisible();
  await waitForSettled(page);
  const violations = await seriousViolations(page, { include: '[role="dialog"], [role="alertdialog"]' });
  expect.soft(describeViolations(violations), 'serious or critical axe violations in the dialog').toBe('');
  await expectFocusTrapped(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
}

test.describe('dialogs trap the focus, close on Escape and give the focus back', () => {
  test('the share dialog (Invite Others)', async ({ page }) => {
    await seedFamily(page);
    await page.reload();
    const invite = page.getByRole('button', { name: 'Invite Others' });
    await expect(invite).toBeEnabled();
    await checkDialog(page, invite, page.getByRole('dialog', { name: 'Share a Family Moment' }));
  });

  test('the confirm dialog of the daily moment', async ({ page }) => {
    await seedFamily(page);
    await page.reload();
    const card = page.getByTestId('daily-card');
    await activate(page, card.getByRole('button', { name: 'Start Family Moment' }));
    await checkDialog(page, card.getByRole('button', { name: 'Share Our Family Experience' }), page.getByRole('alertdialog', { name: 'Ready to complete?' }));
  });

  test('the erase dialog on the dashboard', async ({ page }) => {
    await seedFamily(page, { posts: fewPosts() });
    await page.goto('/family/dashboard');
    await checkDialog(page, page.getByRole('button', { name: 'Erase All Data' }), page.getByRole('alertdialog', { name: 'Erase all family data?' }));
    // Escape erased nothing.
    await expect(page.getByRole('heading', { name: "Your family's data" })).toBeVisible();
  });

  test('the add recipe dialog of Recipe Roulette', async ({ page }) => {
    await seedFamily(page);
    await page.goto('/family/recipe-roulette');
    await checkDialog(page, page.getByRole('button', { name: 'Add Family Recipe' }), page.getByRole('dialog', { name: 'Add Family Recipe' }));
  });

  test('the photo viewer of a memory', async ({ page }) => {
    await seedFamily(page, { family: demoFamily, posts: fewPosts() });
    await page.goto('/family/feeds');
    const photo = page.getByRole('button', { name: /Open photo 1 of \d+ full screen/ }).first();
    await checkDialog(page, photo, page.getByRole('dialog'));
  });

  // A busy Button stays focusable (aria-disabled, not disabled), so focus can return to it.
  test('the AI error dialog (Onam Photo Magic in demo mode)', async ({ page }) => {
    await page.goto('/onam');
    // The upload area's file input is in the tab order; Space opens the chooser as a click would.
    const input = page.locator('input[type="file"]');
    await tabTo(page, input);
    const chooserOpened = page.waitForEvent('filechooser');
    await page.keyboard.press('Space');
    await (await chooserOpened).setFiles(pngFile());
    await expect(page.getByRole('img', { name: 'Your chosen family photo' })).toBeVisible();

    // The demo server has no AI provider: it answers DEMO_MODE, which the error dialog explains.
    const transform = page.getByRole('button', { name: 'Transform Photo' });
    await activate(page, transform);
    const dialog = page.getByTestId('ai-error-dialog');
    await expect(dialog).toContainText('AI service error: 503');
    await expect(dialog.getByRole('button', { name: 'Got it!' })).toBeFocused();
    await waitForSettled(page);
    expect.soft(describeViolations(await seriousViolations(page, { include: '[role="dialog"]' }))).toBe('');
    // One control ('Got it!'): Tab and Shift+Tab must keep it focused.
    for (const key of ['Tab', 'Shift+Tab', 'Tab']) {
      await page.keyboard.press(key);
      expect(await isFocused(dialog.getByRole('button', { name: 'Got it!' })), `${key} kept the focus in the dialog`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(transform).toBeFocused();
  });
});
