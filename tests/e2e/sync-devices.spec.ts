import { expect, test, type Locator, type Page } from '@playwright/test';
import { createClient } from '@libsql/client';
import type { FamilyData } from '../../src/data/types';
import { seedFamily } from './helpers/seed';
import { joinFamily, newDevice as device, syncState, turnOnAndInvite as invite } from './helpers/sync';

// Three devices (browser contexts) against the real sync server of
// `npm start` with a fresh database. Offline moments arrive in the same order everywhere, an outbox
// survives a closed page, reactions and comments travel, the daily cap counts every device's
// moments, used and expired invitations are refused, and a damaged change is skipped and reported.
const FAMILY: FamilyData = {
  familyName: 'The Brindle Harrows',
  familyId: 'family_1700000000000_brind',
  members: [
    { id: 'member_1700000000000_otto', name: 'Ottoline Quark', emoji: '🌻', color: '#a855f7', initials: 'OQ' },
    { id: 'member_1700000000001_barn', name: 'Barnaby Zestwick', emoji: '🚲', color: '#14b8a6', initials: 'BZ' },
    { id: 'member_1700000000002_clem', name: 'Clementine Voss', emoji: '🦊', color: '#f97316', initials: 'CV' },
  ],
};
const [OTTO, BARN, CLEM] = FAMILY.members.map((m) => m.name) as [string, string, string];
const PORT = Number(process.env.E2E_PORT ?? 4399);
const DATABASE = `file:data/e2e-${PORT}.db`;

const MOMENTS = {
  otto: 'Puddle jumping after school',
  barnText: 'Pancake tower at breakfast',
  barnThanks: 'New rain boots for everyone',
  clem: 'Blanket fort in the living room',
};

const momentCards = (page: Page) => page.getByRole('article');
const card = (page: Page, text: string) => momentCards(page).filter({ hasText: text });
const comments = (target: Locator, text: string) => target.locator('[data-slot="comment"]').filter({ hasText: text });

/** The family space of the device open in `page`, read from its own database. */
function spaceOf(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const request = indexedDB.open('Hearth');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const get = request.result.transaction('syncState').objectStore('syncState').get('space');
          get.onsuccess = () => resolve((get.result as { value: { spaceId: string } }).value.spaceId);
        };
      }),
  );
}

/** A text or gratitude moment through 'Invite Others' on the home page already open. */
async function share(page: Page, member: string, kind: 'text' | 'gratitude', words: string) {
  const open = page.getByRole('button', { name: 'Invite Others' });
  await expect(open).toBeEnabled();
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Share a Family Moment' });
  await dialog.getByRole('radio', { name: member }).click();
  if (kind === 'text') {
    await dialog.getByRole('radio', { name: /Reflection/ }).click();
    await dialog.getByRole('textbox', { name: 'Your reflection' }).fill(words);
  } else {
    await dialog.getByRole('radio', { name: /Gratitude/ }).click();
    await dialog.getByRole('textbox', { name: 'What are you thankful for?' }).fill(words);
  }
  await dialog.getByRole('button', { name: 'Create Family Moment' }).click();
  await expect(dialog).toBeHidden();
}

/** The moments' texts on the Memories page, newest first. */
async function momentOrder(page: Page): Promise<string[]> {
  const texts = await momentCards(page).allTextContents();
  const all = Object.values(MOMENTS);
  return texts.map((text) => all.find((moment) => text.includes(moment)) ?? '').filter(Boolean);
}

async function comment(target: Locator, member: string, words: string) {
  const box = target.getByLabel(`Comment as ${member}`);
  if (!(await box.isVisible())) {
    await target.getByRole('button', { name: /^Comment$|^\d+ comments?$/ }).click();
    const picker = target.getByRole('radio', { name: member });
    await expect(box.or(picker)).toBeVisible();
    if (await picker.isVisible()) await picker.click();
  }
  await box.fill(words);
  await target.getByRole('button', { name: 'Post comment' }).click();
  await expect(comments(target, words)).toHaveCount(1);
}

test.describe.configure({ mode: 'serial' });

test('three devices: offline moments, a closed outbox, reactions, comments, the daily cap, invitations, damage', async ({ browser }) => {
  test.setTimeout(180_000);
  const a = await device(browser);
  const b = await device(browser);
  await seedFamily(a.page, { family: FAMILY });
  await joinFamily(b.page, await invite(a.page), FAMILY, BARN);
  let order: string[] = [];

  await test.step('B offline makes two moments while A makes one; both show all three in the same order', async () => {
    await a.page.goto('/family');
    await b.page.goto('/family');
    await expect(syncState(b.page)).toHaveAttribute('data-state', 'synced');
    await b.context.setOffline(true);
    await share(b.page, BARN, 'text', MOMENTS.barnText);
    await share(a.page, OTTO, 'text', MOMENTS.otto);
    await share(b.page, BARN, 'gratitude', MOMENTS.barnThanks);
    await expect(syncState(b.page)).toHaveAttribute('data-state', 'offline');
    await b.context.setOffline(false);
    await a.page.goto('/family/feeds');
    await b.page.goto('/family/feeds');
    await expect.poll(() => momentOrder(a.page), { timeout: 10_000 }).toHaveLength(3);
    await expect.poll(() => momentOrder(b.page), { timeout: 10_000 }).toHaveLength(3);
    order = await momentOrder(a.page);
    expect(await momentOrder(b.page)).toEqual(order);
  });

  await test.step("B reacts to and comments on A's moment; A sees both with their counts within 5 s", async () => {
    const target = card(b.page, MOMENTS.otto);
    await target.getByRole('button', { name: 'React with heart, 0 reactions' }).click();
    await target.getByRole('radio', { name: BARN }).click();
    await expect(target.getByRole('button', { name: 'React with heart, 1 reaction' })).toHaveAttribute('aria-pressed', 'true');
    await comment(target, BARN, 'Splash champion of the street');
    const seen = card(a.page, MOMENTS.otto);
    await expect(seen.getByRole('button', { name: 'React with heart, 1 reaction' })).toBeVisible({ timeout: 5_000 });
    await expect(seen.getByRole('button', { name: '1 comment' })).toBeVisible({ timeout: 5_000 });
    await seen.getByRole('button', { name: '1 comment' }).click();
    await expect(comments(seen, 'Splash champion of the street')).toHaveCount(1);
  });

  await test.step('a comment made offline survives the page being closed and is delivered', async () => {
    await b.context.setOffline(true);
    await comment(card(b.page, MOMENTS.otto), BARN, 'Next time I bring the bucket');
    await expect(syncState(b.page)).toHaveAttribute('data-state', 'offline');
    await b.page.close();
    // Nothing was sent before the page closed. B's device stays offline until A has looked: a page
    // that is closing can still hear it come back online and send.
    await a.page.reload();
    await expect(card(a.page, MOMENTS.otto).getByRole('button', { name: '1 comment' })).toBeVisible();
    await b.context.setOffline(false);
    b.page = await b.context.newPage();
    await b.page.goto('/family/feeds');
    const seen = card(a.page, MOMENTS.otto);
    await expect(seen.getByRole('button', { name: '2 comments' })).toBeVisible({ timeout: 10_000 });
    await seen.getByRole('button', { name: '2 comments' }).click();
    await expect(comments(seen, 'Next time I bring the bucket')).toHaveCount(1);
  });

  const c = await device(browser);
  const cLink = await invite(a.page);
  await test.step('a third device joins; all three see each other’s moments', async () => {
    await joinFamily(c.page, cLink, FAMILY, CLEM);
    await c.page.goto('/family/feeds');
    await expect.poll(() => momentOrder(c.page)).toEqual(order);
    await expect(card(c.page, MOMENTS.otto).getByRole('button', { name: 'React with heart, 1 reaction' })).toBeVisible();
    await c.page.goto('/family');
    await share(c.page, CLEM, 'text', MOMENTS.clem);
    await a.page.goto('/family/feeds');
    await expect(card(a.page, MOMENTS.clem)).toHaveCount(1, { timeout: 5_000 });
    await expect(card(b.page, MOMENTS.clem)).toHaveCount(1, { timeout: 5_000 });
    order = [MOMENTS.clem, ...order];
    expect(await momentOrder(a.page)).toEqual(order);
    expect(await momentOrder(b.page)).toEqual(order);
    await c.page.goto('/family/feeds');
    await expect.poll(() => momentOrder(c.page)).toEqual(order);
  });

  await test.step("the daily cap counts every device's moments: the family's 4 are used on A", async () => {
    // B's two offline moments and A's one were shared apart; only the moments show all three.
    await a.page.goto('/family');
    await a.page.getByRole('button', { name: 'Invite Others' }).click();
    await expect(a.page.getByRole('dialog', { name: 'Amazing Work!' })).toBeVisible();
  });

  await test.step('a used invitation and an expired one are refused on the join page', async () => {
    const d = await device(browser);
    await d.page.goto(cLink);
    await expect(d.page.getByRole('alert')).toContainText('This invitation was already used. Ask for a new one: each invitation works once.');
    const fresh = await invite(a.page);
    // 24 hours pass for the invitation (the server's clock is not ours to move).
    const server = createClient({ url: DATABASE });
    // Only this family's invitations: other tests share the server's database.
    await server.execute({ sql: 'UPDATE sync_invites SET expires_at = ? WHERE used_at IS NULL AND space_id = ?', args: [new Date(Date.now() - 1000).toISOString(), await spaceOf(a.page)] });
    server.close();
    // A new page: only the fragment differs from the last link, which would not load the page again.
    d.page = await d.context.newPage();
    await d.page.goto(fresh);
    await expect(d.page.getByRole('alert')).toContainText('This invitation has expired. Invitations work for 24 hours: ask for a new one.');
    await expect(d.page.getByRole('button', { name: 'Join the family' })).toHaveCount(0);
    await d.context.close();
  });

  await test.step('a changed byte in a stored change is skipped by the device and reported', async () => {
    await b.page.close();
    // Only this family's rows: the other end-to-end tests share the server's database, and their
    // spaces' sequence numbers are their own.
    const spaceId = await spaceOf(a.page);
    const server = createClient({ url: DATABASE });
    const lastSeq = async () => Number((await server.execute({ sql: 'SELECT MAX(seq) AS n FROM sync_changes WHERE space_id = ?', args: [spaceId] })).rows[0]?.n ?? 0);
    const before = await lastSeq();
    await a.page.goto('/family/feeds');
    await comment(card(a.page, MOMENTS.clem), OTTO, 'Can I sleep in the fort');
    await expect.poll(lastSeq).toBeGreaterThan(before);
    await expect(syncState(a.page)).toHaveAttribute('data-state', 'synced');
    const rows = await server.execute({ sql: 'SELECT space_id, record_key, ciphertext FROM sync_changes WHERE space_id = ? AND seq > ?', args: [spaceId, before] });
    for (const row of rows.rows) {
      const text = String(row.ciphertext);
      // One character in the middle of the ciphertext, still valid base64url: only the cipher can tell.
      const at = Math.floor(text.length / 2);
      const changed = text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
      await server.execute({ sql: 'UPDATE sync_changes SET ciphertext = ? WHERE space_id = ? AND record_key = ?', args: [changed, String(row.space_id), String(row.record_key)] });
    }
    server.close();
    b.page = await b.context.newPage();
    await b.page.goto('/family/feeds');
    await expect(syncState(b.page)).toHaveAttribute('data-state', 'attention');
    await expect(card(b.page, MOMENTS.clem).getByRole('button', { name: 'Comment' })).toBeVisible();
    await card(b.page, MOMENTS.clem).getByRole('button', { name: 'Comment' }).click();
    await expect(comments(card(b.page, MOMENTS.clem), 'Can I sleep in the fort')).toHaveCount(0);
    await syncState(b.page).click();
    await expect(b.page.getByRole('dialog', { name: 'Sync: Needs attention' }).getByRole('alert')).toContainText(
      /could not be read and (was|were) skipped\. It may have been damaged on the way; nothing on this device was changed\./,
    );
  });

  await Promise.all([a.context.close(), b.context.close(), c.context.close()]);
});
