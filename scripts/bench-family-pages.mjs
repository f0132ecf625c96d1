// Steps the family sync benchmarks share, on a page of the built app (a device of a synced
// family): what its Hearth database holds, turning sync on and joining with an invitation link,
// and a moment shared through the real share dialog.
// Functions passed to page.evaluate run in the browser:
/* global document, indexedDB */

/**
 * In the page's Hearth database, beneath the app: counts posts, photos, the posts' size as JSON
 * and changes waiting to be sent, after deleting the day's moment allocations and earlier live moments when
 * `clearAllocations` is set.
 */
export const hearthDb = (page, clearAllocations = false) =>
  page.evaluate(
    (clear) =>
      new Promise((resolve, reject) => {
        const request = indexedDB.open('Hearth');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const database = request.result;
          const tx = database.transaction(['posts', 'syncOutbox', 'preferences'], clear ? 'readwrite' : 'readonly');
          const result = { posts: 0, photos: 0, bytes: 0, outbox: 0 };
          const each = (store, visit) =>
            (tx.objectStore(store).openCursor().onsuccess = (event) => {
              const cursor = event.target.result;
              if (!cursor) return;
              visit(cursor);
              cursor.continue();
            });
          each('posts', (cursor) => {
            // The day's limits are read from the day's posts: an earlier run's live moment would
            // lock the next one (deleted here on A only, beneath the app and its outbox).
            if (clear && String(cursor.value.content ?? '').startsWith('Live moment ')) return void cursor.delete();
            result.posts += 1;
            result.photos += cursor.value.imageUrls?.length ?? 0;
            result.bytes += JSON.stringify(cursor.value).length;
          });
          if (clear) each('preferences', (cursor) => String(cursor.key).startsWith('moment_allocation_') && cursor.delete());
          tx.objectStore('syncOutbox').count().onsuccess = (event) => (result.outbox = event.target.result);
          tx.oncomplete = () => {
            database.close();
            resolve(result);
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    clearAllocations,
  );

export async function waitFor(check, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** On the dashboard of the device open in `page`: turns sync on (or invites one more device); returns the invitation link. */
export async function inviteLink(page, base) {
  await page.goto(`${base}/family/dashboard`);
  const card = page.locator('[data-slot="sync-devices-card"]');
  await card.getByRole('button', { name: /Turn on sync|Invite a device/ }).click();
  const link = card.getByRole('textbox', { name: 'Invitation link' });
  await link.waitFor({ timeout: 60_000 });
  await waitFor(async () => (await link.inputValue()).includes('/join#'), 60_000, 'The invitation link');
  return link.inputValue();
}

/** The device open in `page` joins `family` with the invitation link `url` as `member` (a name); ends on its home. */
export async function joinWithLink(page, url, family, member) {
  await page.goto(url);
  await page.getByRole('heading', { name: `Join ${family.familyName}` }).waitFor({ timeout: 60_000 });
  await page.getByRole('radio', { name: new RegExp(member) }).check();
  await page.getByRole('button', { name: 'Join the family' }).click();
  await page.waitForURL(/\/family$/, { timeout: 120_000 });
}

/** Opens the share dialog of the home open in `page` with "Invite Others", once the button can be used; returns the dialog. */
export async function openShareDialog(page) {
  const invite = page.getByRole('button', { name: 'Invite Others' });
  await invite.waitFor();
  await page.waitForFunction(() => !document.querySelector('[data-testid="invite-others"]')?.hasAttribute('disabled'));
  await invite.click();
  return page.getByRole('dialog', { name: 'Share a Family Moment' });
}

/**
 * A moment of `member` with `text`, shared on `page` (a device of a synced family) through the home's
 * share dialog, ending with the "Create Family Moment" click. The family shares at most 4 moments a
 * day: each share starts on a fresh day's allocation, cleared beneath the app and read again on
 * reload, so `text` must start with "Live moment ". Returns the click's time (ms since the epoch).
 */
export async function shareLiveMoment(page, base, member, text) {
  await hearthDb(page, true);
  await page.goto(`${base}/family`);
  await page.locator('[data-slot="sync-status"][data-state="synced"]').waitFor({ timeout: 60_000 });
  const dialog = await openShareDialog(page);
  await dialog.getByRole('radio', { name: member }).click();
  await dialog.getByRole('radio', { name: /Reflection/ }).click();
  await dialog.getByRole('textbox', { name: 'Your reflection' }).fill(text);
  const create = dialog.getByRole('button', { name: 'Create Family Moment' });
  await create.waitFor();
  return create.evaluate((button) => {
    const at = performance.timeOrigin + performance.now();
    button.click();
    return at;
  });
}
