import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { scanForPlaintext } from '../../scripts/scan-plaintext.mjs';
import { syncState, turnOnAndInvite } from './helpers/sync';

// The family update sends the family's name and every member's name to Hearth's server, which
// answers it and keeps nothing of it: after a family sets up, turns on sync and renames a child,
// neither the server's database (every table, the file and its write-ahead log) nor its log holds
// any of the names, in any encoding. Names are unusual on purpose: nothing else can contain them.
const FAMILY_NAME = 'The Wrenfield-Ablewhite Family';
const PARENT = 'Marisol Quenby';
const CHILD = 'Tobiah Wrenfield';
const CHILD_RENAMED = 'Tobiah Fennimore';
const PORT = Number(process.env.E2E_PORT ?? 4399);

test('the server keeps no family or member name, with sync on and after a rename', async ({ page }) => {
  test.setTimeout(90_000);
  const updates: { status: number; body: unknown }[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/family/update')) updates.push({ status: response.status(), body: response.request().postDataJSON() });
  });

  await test.step('the family sets up on this device', async () => {
    await page.goto('/family');
    await page.getByLabel('Family name').fill(FAMILY_NAME);
    await page.getByRole('button', { name: 'Continue' }).click();
    for (const [name, colour] of [
      [PARENT, 'Teal'],
      [CHILD, 'Plum'],
    ] as const) {
      await page.getByRole('button', { name: 'Add a family member' }).click();
      await page.getByLabel('Member name').fill(name);
      await page.getByRole('button', { name: 'Next: choose a colour' }).click();
      await page.getByRole('radiogroup').getByText(colour, { exact: true }).click();
      await page.getByRole('button', { name: `Add ${name}` }).click();
    }
    await page.getByRole('button', { name: 'Start Family Journey' }).click();
    // The home shows only once the family is saved with its members; onboarding's own header
    // already shows the name, and leaving before the save ends would lose the members.
    await expect(page.getByTestId('daily-card')).toBeVisible();
    await expect(page.getByRole('banner').getByText(FAMILY_NAME)).toBeVisible();
  });

  await test.step('sync is turned on', async () => {
    await turnOnAndInvite(page);
    await expect(syncState(page)).toHaveAttribute('data-state', 'synced');
  });

  await test.step("the child's name is changed, and the change is sent to the family's devices", async () => {
    await page.goto('/family/manage');
    await page.getByRole('link', { name: `Edit ${CHILD}` }).click();
    await page.getByRole('textbox', { name: /Name/ }).first().fill(CHILD_RENAMED);
    const pushed = page.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/sync\/v1\/spaces\/[^/]+\/changes$/.test(r.url()));
    await page.getByRole('button', { name: /Save/ }).click();
    expect((await pushed).status()).toBe(200);
    await page.goto('/family/manage');
    await expect(page.getByRole('link', { name: `Edit ${CHILD_RENAMED}` })).toBeVisible();
  });

  // The names did reach the server, as the family update carries them, and it answered.
  await expect.poll(() => updates.some((u) => JSON.stringify(u.body).includes(CHILD_RENAMED))).toBe(true);
  expect(updates.every((u) => u.status === 200)).toBe(true);
  expect(JSON.stringify(updates[0]?.body)).toContain(FAMILY_NAME);

  const databaseFile = `data/e2e-${PORT}.db`;
  const logFile = `data/e2e-${PORT}.log`;
  expect(existsSync(databaseFile)).toBe(true);
  expect(existsSync(logFile)).toBe(true);
  // The log has the requests of this test (lines are written as they are answered).
  await expect.poll(() => readFileSync(logFile, 'utf8').includes('POST /api/family/update 200')).toBe(true);
  const scan = await scanForPlaintext({
    databaseFile,
    logFiles: [logFile],
    needles: [FAMILY_NAME, PARENT, CHILD, CHILD_RENAMED].map((value) => ({ label: value, value })),
  });
  expect(scan.cells).toBeGreaterThan(0);
  expect(scan.findings).toEqual([]);
});
