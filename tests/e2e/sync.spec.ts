import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { createClient } from '@libsql/client';
import type { FamilyData } from '../../src/data/types';
import { pngBuffer } from './helpers/png';
import { seedFamily } from './helpers/seed';
import { joinFamily, newDevice as device, syncCard, turnOnAndInvite } from './helpers/sync';
import { scanForPlaintext } from '../../scripts/scan-plaintext.mjs';

// Two browser contexts (two devices) against the real sync server of `npm start`.
// Names are unusual on purpose: the scan at the end must not find them by chance.
const FAMILY: FamilyData = {
  familyName: 'The Quillwater Zephyrs',
  familyId: 'family_1700000000000_quill',
  members: [
    { id: 'member_1700000000000_otto', name: 'Ottoline Quark', emoji: '🌻', color: '#a855f7', initials: 'OQ' },
    { id: 'member_1700000000001_barn', name: 'Barnaby Zestwick', emoji: '🚲', color: '#14b8a6', initials: 'BZ' },
  ],
};
const CAPTION = 'Kite flying at Marrowdell Cove';
const PORT = Number(process.env.E2E_PORT ?? 4399);
const secrets: string[] = [FAMILY.familyName, ...FAMILY.members.map((m) => m.name), CAPTION];
const photoSamples: string[] = [];

const feedPosts = (page: Page) => page.getByRole('list', { name: 'Latest family moments' }).getByRole('article');
async function sharePhoto(page: Page, member: string, caption: string) {
  await page.goto('/family');
  await page.getByRole('button', { name: 'Invite Others' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share a Family Moment' });
  await dialog.getByRole('radio', { name: member }).click();
  await dialog.getByRole('radio', { name: /Photo/ }).click();
  await dialog.getByTestId('moment-photo-input').setInputFiles({ name: 'kite.png', mimeType: 'image/png', buffer: pngBuffer() });
  await expect(dialog.getByTestId('moment-photo-thumbnail')).toHaveCount(1);
  const src = (await dialog.getByTestId('moment-photo-thumbnail').getAttribute('src')) ?? '';
  // Samples of the stored photo, base64 and raw, for the server scan.
  const base64 = src.split(',')[1] ?? '';
  photoSamples.push(base64.slice(200, 264), Buffer.from(base64, 'base64').subarray(200, 248).toString('latin1'));
  await dialog.getByRole('textbox', { name: 'Caption (optional)' }).fill(caption);
  await dialog.getByRole('button', { name: 'Create Family Moment' }).click();
  await expect(dialog).toBeHidden();
}

test.describe.configure({ mode: 'serial' });

test('two devices: turn on, invite, join, live photo moment, a deletion travels back', async ({ browser }) => {
  test.setTimeout(150_000);
  const a = await device(browser);
  const b = await device(browser);
  await seedFamily(a.page, { family: FAMILY });
  const link = await turnOnAndInvite(a.page);

  await test.step('B joins from the link and gets the family', async () => {
    await joinFamily(b.page, link, FAMILY, /Barnaby Zestwick/);
  });

  await test.step('A shares a photo moment; B sees it within 5 s', async () => {
    await b.page.goto('/family');
    await sharePhoto(a.page, 'Ottoline Quark', CAPTION);
    await expect(feedPosts(b.page).filter({ hasText: CAPTION })).toHaveCount(1, { timeout: 5_000 });
    await expect(feedPosts(b.page).filter({ hasText: CAPTION }).getByRole('button', { name: /Open photo 1 of 1/ })).toBeVisible();
  });

  await test.step('B deletes Ottoline (and her moments); A sees it', async () => {
    await b.page.goto('/family/manage');
    await b.page.getByRole('button', { name: 'Delete Ottoline Quark' }).click();
    await b.page.getByRole('alertdialog', { name: 'Delete Ottoline Quark?' }).getByRole('button', { name: 'Delete' }).click();
    await a.page.goto('/family');
    await expect(feedPosts(a.page).filter({ hasText: CAPTION })).toHaveCount(0, { timeout: 5_000 });
    await a.page.goto('/family/manage');
    await expect(a.page.getByRole('link', { name: 'Edit Barnaby Zestwick' })).toBeVisible();
    await expect(a.page.getByRole('button', { name: 'Delete Ottoline Quark' })).toBeHidden();
  });

  await test.step('a change made while the server is unreachable survives a reload and is delivered', async () => {
    await a.page.route('**/api/sync/v1/**', (route) => route.abort('internetdisconnected'));
    await a.page.goto('/family/manage');
    await a.page.getByRole('link', { name: 'Edit Barnaby Zestwick' }).click();
    const nameField = a.page.getByRole('textbox', { name: /Name/ }).first();
    await nameField.fill('Barnaby Quince Zestwick');
    secrets.push('Barnaby Quince Zestwick');
    await a.page.getByRole('button', { name: /Save/ }).click();
    await expect(a.page.locator('[data-slot="sync-status"]')).toHaveAttribute('data-state', 'offline');
    await a.page.unroute('**/api/sync/v1/**');
    await a.page.reload();
    await b.page.goto('/family/manage');
    await expect(b.page.getByRole('link', { name: 'Edit Barnaby Quince Zestwick' })).toBeVisible({ timeout: 10_000 });
  });

  await test.step('a used invitation is refused with a clear message', async () => {
    const c = await device(browser);
    await c.page.goto(link);
    await expect(c.page.getByRole('alert')).toContainText('This invitation was already used');
    await c.context.close();
  });

  await test.step('a withdrawn invitation is refused', async () => {
    const second = await turnOnAndInvite(a.page);
    await syncCard(a.page).getByRole('button', { name: 'Withdraw invitation' }).click();
    await expect(syncCard(a.page).getByText('The invitation was withdrawn')).toBeVisible();
    const c = await device(browser);
    await c.page.goto(second);
    await expect(c.page.getByRole('alert')).toContainText('withdrawn or does not exist');
    await c.context.close();
  });

  await a.context.close();
  await b.context.close();
});

test("the server's database holds no plaintext of the family", async () => {
  expect(photoSamples.length).toBeGreaterThan(0);
  const files = readdirSync('data').filter((name) => name.startsWith(`e2e-${PORT}.db`));
  expect(files.length).toBeGreaterThan(0);
  // Every file of the database (main, WAL, shared memory), byte for byte: no moment text, no photo.
  // Names are checked per table below and, in every encoding, by server-keeps-no-names.spec.ts.
  const neverStored = [CAPTION, ...photoSamples];
  for (const file of files) {
    const bytes = readFileSync(`data/${file}`).toString('latin1');
    for (const secret of neverStored) {
      const needle = secret === CAPTION ? Buffer.from(secret, 'utf8').toString('latin1') : secret;
      expect(bytes.includes(needle), `${file} holds "${secret.slice(0, 20)}"`).toBe(false);
    }
  }
  // Every column of every sync table: no name, no text, no photo.
  const client = createClient({ url: `file:data/e2e-${PORT}.db` });
  const tables = await client.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'sync%'");
  expect(tables.rows.length).toBeGreaterThan(2);
  let rows = 0;
  for (const { name } of tables.rows) {
    const result = await client.execute(`SELECT * FROM "${String(name)}"`);
    for (const row of result.rows) {
      rows++;
      const text = JSON.stringify(row, (_key, value: unknown) =>
        value instanceof ArrayBuffer ? Buffer.from(value).toString('latin1') : typeof value === 'bigint' ? String(value) : value,
      );
      for (const secret of [...secrets, ...photoSamples]) expect(text.includes(secret), `${String(name)} holds "${secret.slice(0, 20)}"`).toBe(false);
    }
  }
  expect(rows).toBeGreaterThan(3);
  // The server engineer's scan (every cell and file, also base64/hex forms) finds no moment text.
  const scan = await scanForPlaintext({ databaseFile: `data/e2e-${PORT}.db`, needles: [CAPTION] });
  expect(scan.findings).toEqual([]);
  client.close();
});
