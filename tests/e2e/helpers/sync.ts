import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

// The steps every sync e2e takes. Each device is its own browser context (its own
// IndexedDB), so two contexts are two devices of one family.

export type Device = { context: BrowserContext; page: Page };

export async function newDevice(browser: Browser): Promise<Device> {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  return { context, page: await context.newPage() };
}

export const syncCard = (page: Page) => page.locator('[data-slot="sync-devices-card"]');
export const syncState = (page: Page) => page.locator('[data-slot="sync-status"]');

/** Turns sync on (or invites one more device) from the dashboard; returns the invitation link. */
export async function turnOnAndInvite(page: Page): Promise<string> {
  await page.goto('/family/dashboard');
  await syncCard(page).getByRole('button', { name: /Turn on sync|Invite a device/ }).click();
  const link = syncCard(page).getByRole('textbox', { name: 'Invitation link' });
  await expect(link).toHaveValue(/\/join#[A-Za-z0-9_-]{43}$/);
  return link.inputValue();
}

/** Joins the family from `link` as `who`, checking the family's name and members the device decrypted. */
export async function joinFamily(page: Page, link: string, family: { familyName: string; members: { name: string }[] }, who: string | RegExp) {
  await page.goto(link);
  await expect(page.getByRole('heading', { name: `Join ${family.familyName}` })).toBeVisible();
  await expect(page.getByText(family.members.map((m) => m.name).join(', '))).toBeVisible();
  await page.getByRole('radio', { name: who }).check();
  await page.getByRole('button', { name: 'Join the family' }).click();
  await expect(page).toHaveURL(/\/family$/, { timeout: 30_000 });
  await expect(syncState(page)).toHaveAttribute('data-state', 'synced');
}
