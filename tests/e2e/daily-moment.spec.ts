import { expect, test, type Locator, type Page } from '@playwright/test';
import { builtInGuidance } from '../../src/features/moments/data/built-in-guidance';
import { pngFile } from './helpers/png';
import { waitForDatabase } from './helpers/seed';

// A whole day of the daily family moment for a two-member family, against the real built
// app and server (demo mode: no AI provider, so the guidance is the built-in one).

const FAMILY = {
  familyName: 'The Mensah Family',
  familyId: 'family_1750000000000_e2emomnt',
  members: [
    { id: 'member_1750000000001_ama00001', name: 'Ama', emoji: '🌻', color: '#a855f7', initials: 'AM' },
    { id: 'member_1750000000002_kofi0002', name: 'Kofi', emoji: '🚲', color: '#14b8a6', initials: 'KO' },
  ],
};

const COUNTDOWN = /^(\d+h \d+m|\d+m \d+s|\d+s)$/;

/** Writes `familyData` into the app's IndexedDB database (created by the app's first load). */
async function seedFamily(page: Page) {
  await page.goto('/family');
  await waitForDatabase(page);
  await page.evaluate(
    (family) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('Hearth');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const database = request.result;
          const tx = database.transaction('preferences', 'readwrite');
          tx.objectStore('preferences').put({ key: 'familyData', value: family });
          tx.oncomplete = () => {
            database.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    FAMILY,
  );
  await page.reload();
}

const dailyCard = (page: Page) => page.getByTestId('daily-card');
const shareDialog = (page: Page) => page.getByRole('dialog', { name: 'Share a Family Moment' });
const typeChip = (dialog: Locator, name: RegExp) => dialog.getByRole('radio', { name });

/** 'Invite Others', once today's count has been read. */
async function inviteOthers(page: Page) {
  const invite = page.getByRole('button', { name: 'Invite Others' });
  await expect(invite).toBeEnabled();
  await invite.click();
}

async function openShareFromInvite(page: Page, memberName: string) {
  await inviteOthers(page);
  const dialog = shareDialog(page);
  await expect(dialog.getByRole('radiogroup', { name: 'What would you like to share?' })).toBeVisible();
  await dialog.getByRole('radio', { name: memberName }).click();
  return dialog;
}

async function create(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Create Family Moment' }).click();
  await expect(dialog).toBeHidden();
}

/** The feed's post cards, newest first. */
const feedPosts = (page: Page) => page.getByRole('list', { name: 'Latest family moments' }).getByRole('article');

test('a whole day of the family moment for a two-member family', async ({ page }) => {
  test.setTimeout(120_000);
  await seedFamily(page);

  await test.step('today’s challenge is ready, and the moment starts with built-in guidance (demo mode)', async () => {
    const card = dailyCard(page);
    await expect(card.getByRole('button', { name: 'Start Family Moment' })).toBeVisible();
    await expect(page.getByTestId('feed-empty')).toBeVisible();
    const category = (await card.getByText(/^(Connection|Physical Action|Gratitude|Discovery|Photo\/Memory|Movement)$/).textContent()) ?? '';
    await card.getByRole('button', { name: 'Start Family Moment' }).click();
    const guidance = builtInGuidance(category);
    await expect(card.getByTestId('guidance')).toBeVisible();
    for (const text of [...guidance.steps, ...guidance.tips]) await expect(card.getByText(text, { exact: true })).toBeVisible();
    await expect(card.getByTestId('guidance-duration')).toHaveText('2-3 minutes');
  });

  await test.step('confirm, then Ama shares a text moment that completes the day', async () => {
    await dailyCard(page).getByRole('button', { name: 'Share Our Family Experience' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Ready to complete?' });
    await confirm.getByRole('button', { name: 'Not yet' }).click();
    await expect(confirm).toBeHidden();
    await dailyCard(page).getByRole('button', { name: 'Share Our Family Experience' }).click();
    await page.getByRole('alertdialog', { name: 'Ready to complete?' }).getByRole('button', { name: 'Yes, complete!' }).click();
    const dialog = shareDialog(page);
    await expect(dialog.getByRole('radio', { name: 'Ama' })).toHaveAttribute('aria-checked', 'true');
    await expect(dialog.getByRole('button', { name: 'Create Family Moment' })).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Your reflection' }).fill('We all shared our favourite part of the day');
    await create(dialog);
  });

  await test.step('the reflection: pause, reflect, complete', async () => {
    const pause = page.getByRole('dialog', { name: 'Pause and reflect together' });
    await pause.getByRole('button', { name: 'Take a moment' }).click();
    const reflect = page.getByRole('dialog', { name: 'How did it go?' });
    await reflect.getByRole('button', { name: 'Save Reflection' }).click();
    await expect(reflect.getByText('Family response is required')).toBeVisible();
    await reflect.getByRole('textbox', { name: 'Family response' }).fill('Kofi laughed the whole time');
    await expect(reflect.getByText('27/200')).toBeVisible();
    await reflect.getByRole('button', { name: 'Save Reflection' }).click();
    await page.getByRole('dialog', { name: 'Thank you for reflecting together!' }).getByRole('button', { name: 'Continue to Family Feed' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  await test.step('the card is completed with the countdown to midnight; the post is in the feed', async () => {
    await expect(dailyCard(page).getByText("Today's Family Moment Created!")).toBeVisible();
    await expect(dailyCard(page).getByRole('timer')).toHaveText(COUNTDOWN);
    await expect(feedPosts(page)).toHaveCount(1);
    await expect(feedPosts(page).first()).toContainText('Ama');
    await expect(feedPosts(page).first()).toContainText('We all shared our favourite part of the day');
  });

  await test.step('Kofi shares a photo through Invite Others', async () => {
    const dialog = await openShareFromInvite(page, 'Kofi');
    await typeChip(dialog, /Reflection/).click();
    await expect(typeChip(dialog, /Reflection/)).toHaveAccessibleName(/shared by your family today/);
    await typeChip(dialog, /Photo/).click();
    await expect(dialog.getByRole('button', { name: 'Create Family Moment' })).toBeDisabled();
    await dialog.getByTestId('moment-photo-input').setInputFiles(pngFile('garden.png'));
    await expect(dialog.getByTestId('moment-photo-thumbnail')).toHaveCount(1);
    await expect(dialog.getByTestId('moment-photo-thumbnail')).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
    await dialog.getByRole('textbox', { name: 'Caption (optional)' }).fill('Our garden at sunset');
    await create(dialog);
    await expect(feedPosts(page)).toHaveCount(2);
    await expect(feedPosts(page).first()).toContainText('Kofi');
    await expect(feedPosts(page).first().getByRole('button', { name: /Open photo 1 of 1 full screen/ })).toBeVisible();
  });

  await test.step('Ama shares a mood; a third share by Ama is blocked', async () => {
    let dialog = await openShareFromInvite(page, 'Ama');
    await expect(typeChip(dialog, /Reflection/)).toBeDisabled();
    await expect(dialog.getByText('You have already shared a reflection today.')).toBeVisible();
    await typeChip(dialog, /Mood/).click();
    await dialog.getByRole('radio', { name: 'Giggly' }).click();
    await create(dialog);
    await expect(feedPosts(page)).toHaveCount(3);

    dialog = await openShareFromInvite(page, 'Ama');
    await expect(dialog.getByText("You've shared twice today! Let other family members share the remaining moments!")).toBeVisible();
    for (const name of [/Reflection/, /Photo/, /Mood/, /Gratitude/]) await expect(typeChip(dialog, name)).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Create Family Moment' })).toBeDisabled();

    await dialog.getByRole('radio', { name: 'Kofi' }).click();
    await expect(typeChip(dialog, /Photo/)).toBeDisabled();
    await typeChip(dialog, /Gratitude/).click();
    await dialog.getByRole('textbox', { name: 'What are you thankful for?' }).fill('Grandma’s stories on the phone');
    await create(dialog);
    await expect(feedPosts(page)).toHaveCount(4);
  });

  await test.step("after 4 moments, 'Invite Others' says 'Amazing Work!'", async () => {
    await inviteOthers(page);
    const amazing = page.getByRole('dialog', { name: 'Amazing Work!' });
    await expect(amazing).toContainText('Your family shared all 4 moments today! New moments will be available tomorrow.');
    await amazing.getByRole('button', { name: 'Ready to begin?' }).click();
    await expect(amazing).toBeHidden();
  });

  await test.step('everything is still there after a reload', async () => {
    await page.reload();
    await expect(dailyCard(page).getByText("Today's Family Moment Created!")).toBeVisible();
    await expect(feedPosts(page)).toHaveCount(4);
    await expect(page.getByRole('link', { name: /View all memories/ })).toHaveAttribute('href', '/family/feeds');
  });

  await test.step('/family/feed is the home too', async () => {
    await page.goto('/family/feed');
    await expect(dailyCard(page).getByText("Today's Family Moment Created!")).toBeVisible();
    await expect(feedPosts(page)).toHaveCount(4);
  });
});

test('complete the moment on a phone @mobile', async ({ page }) => {
  await seedFamily(page);
  const card = dailyCard(page);
  await card.getByRole('button', { name: 'Start Family Moment' }).click();
  await expect(card.getByTestId('guidance')).toBeVisible();
  await card.getByRole('button', { name: 'Share Our Family Experience' }).click();
  await page.getByRole('alertdialog', { name: 'Ready to complete?' }).getByRole('button', { name: 'Yes, complete!' }).click();
  const dialog = shareDialog(page);
  await typeChip(dialog, /Gratitude/).click();
  await dialog.getByRole('textbox', { name: 'What are you thankful for?' }).fill('A slow Sunday together');
  await create(dialog);
  await page.getByRole('dialog', { name: 'Pause and reflect together' }).getByRole('button', { name: 'Maybe later' }).click();
  await expect(card.getByText("Today's Family Moment Created!")).toBeVisible();
  await expect(card.getByRole('timer')).toHaveText(COUNTDOWN);
  await expect(feedPosts(page)).toHaveCount(1);
});
