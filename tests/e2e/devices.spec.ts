import { webcrypto } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { createClient } from '@libsql/client';
import type { FamilyData } from '../../src/data/types';
import { pngBuffer } from './helpers/png';
import { seedFamily } from './helpers/seed';
import { joinFamily, newDevice, syncCard, syncState, turnOnAndInvite } from './helpers/sync';

// Three devices A, B, C against the real sync server of `npm start`. B makes the recovery code, A
// removes B: B is refused at once, can neither recover with its code nor read what A shares
// afterwards, while C reads it; A (and C) are asked for a new code, and a fresh device recovers
// the family from it. A second test swaps a device's wrap key in the server's database before a
// removal: the family sees it unverified, and no key is wrapped for it.
const FAMILY: FamilyData = {
  familyName: 'The Brindlewood Keys',
  familyId: 'family_1700000000000_brind',
  members: [
    { id: 'member_1700000000000_ada', name: 'Ada Brindle', emoji: '🌻', color: '#a855f7', initials: 'AB' },
    { id: 'member_1700000000001_cyr', name: 'Cyrus Brindle', emoji: '🚲', color: '#14b8a6', initials: 'CB' },
    // One photo per member a day (docs/product.md#daily-allocation): each device shares as someone else.
    { id: 'member_1700000000002_dor', name: 'Dora Brindle', emoji: '🦊', color: '#f97316', initials: 'DB' },
  ],
};
const PORT = Number(process.env.E2E_PORT ?? 4399);
const BEFORE = 'Lanterns on Fennick Hill';
const AFTER = 'Snow at Quarrow Bridge';
const FROM_C = 'Pancakes at Tilly Row';
// The recovery codes A makes: the first, then the one that replaces it.
const codes: string[] = [];

const feedPosts = (page: Page) => page.getByRole('list', { name: 'Latest family moments' }).getByRole('article');

async function rename(page: Page, name: string) {
  await page.goto('/family/dashboard');
  const mine = syncCard(page).locator('[data-slot="family-device"]').filter({ hasText: 'This device' });
  await mine.getByRole('textbox', { name: 'Name of this device' }).fill(name);
  await mine.getByRole('button', { name: 'Save name' }).click();
  await expect(mine.getByText(name, { exact: true })).toBeVisible();
}

async function share(page: Page, member: string, caption: string) {
  await page.goto('/family');
  await page.getByRole('button', { name: 'Invite Others' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share a Family Moment' });
  await dialog.getByRole('radio', { name: member }).click();
  await dialog.getByRole('radio', { name: /Photo/ }).click();
  await dialog.getByTestId('moment-photo-input').setInputFiles({ name: 'p.png', mimeType: 'image/png', buffer: pngBuffer() });
  await expect(dialog.getByTestId('moment-photo-thumbnail')).toHaveCount(1);
  await dialog.getByRole('textbox', { name: 'Caption (optional)' }).fill(caption);
  await dialog.getByRole('button', { name: 'Create Family Moment' }).click();
  await expect(dialog).toBeHidden();
}

/** Every key the device holds, read from its own database (what a thief of the device would have). */
async function storedKeys(page: Page): Promise<{ spaceId: string; keys: string[] }> {
  return page.evaluate(
    () =>
      new Promise<{ spaceId: string; keys: string[] }>((resolve, reject) => {
        const request = indexedDB.open('Hearth');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const get = request.result.transaction('syncState').objectStore('syncState').get('space');
          get.onsuccess = () => {
            const space = (get.result as { value: { spaceId: string; familyKey: string; keyring?: { key: string }[] } }).value;
            resolve({ spaceId: space.spaceId, keys: [space.familyKey, ...(space.keyring ?? []).map((entry) => entry.key)] });
          };
        };
      }),
  );
}

async function opens(key: string, spaceId: string, row: Record<string, unknown>): Promise<boolean> {
  const bytes = Buffer.from(String(row.ciphertext), 'base64url');
  const aes = await webcrypto.subtle.importKey('raw', Buffer.from(key, 'base64url'), 'AES-GCM', false, ['decrypt']);
  // Change format 2 binds the key epoch too (docs/sync-protocol.md).
  const bound = Number(row.format) === 2 ? `hearth-sync-v2\n${spaceId}\n${String(row.record_key)}\n${String(row.hlc)}\n${Number(row.key_epoch)}` : `hearth-sync-v1\n${spaceId}\n${String(row.record_key)}\n${String(row.hlc)}`;
  const aad = new TextEncoder().encode(bound);
  try {
    await webcrypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.subarray(0, 12), additionalData: aad }, aes, bytes.subarray(12));
    return true;
  } catch {
    return false;
  }
}

async function recover(page: Page, code: string) {
  await page.goto('/recover');
  await page.getByRole('textbox', { name: 'Recovery code' }).fill(code);
  await page.getByRole('button', { name: 'Recover' }).click();
}

async function recoveryKit(page: Page) {
  await page.goto('/family/dashboard');
  return syncCard(page).locator('[data-slot="recovery-kit"]');
}

async function makeCode(page: Page, button: 'Make a recovery code' | 'Make a new recovery code'): Promise<string> {
  const kit = await recoveryKit(page);
  await kit.getByRole('button', { name: button }).click();
  const code = (await kit.locator('[data-slot="recovery-code"]').textContent({ timeout: 30_000 })) ?? '';
  await kit.getByRole('button', { name: 'I saved it' }).click();
  await expect(kit.getByRole('status')).toContainText('Recovery code saved');
  expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){7}$/);
  return code;
}

test('three devices: B makes the recovery code, A removes B; B can neither recover nor read anything new, C can, A is asked for a new code', async ({ browser }) => {
  test.setTimeout(300_000);
  const a = await newDevice(browser);
  const b = await newDevice(browser);
  const c = await newDevice(browser);
  await seedFamily(a.page, { family: FAMILY });
  await joinFamily(b.page, await turnOnAndInvite(a.page), FAMILY, /Cyrus Brindle/);
  await joinFamily(c.page, await turnOnAndInvite(a.page), FAMILY, /The whole family/);
  await share(b.page, 'Cyrus Brindle', BEFORE);

  await test.step('who uses each device shows at once, before any device has a name', async () => {
    await a.page.goto('/family/dashboard');
    const list = syncCard(a.page).locator('[data-slot="family-device"]');
    await expect(list).toHaveCount(3);
    await expect(list.filter({ hasText: 'Used by Cyrus Brindle' })).toContainText('A device with no name yet');
    await expect(list.filter({ hasText: 'Unverified' })).toHaveCount(0);
  });

  await test.step('each device names itself; the list shows all three with this device marked', async () => {
    await rename(a.page, 'Kitchen tablet');
    await rename(b.page, 'Cyrus phone');
    await rename(c.page, 'Garden laptop');
    await a.page.reload();
    const list = syncCard(a.page).locator('[data-slot="family-device"]');
    await expect(list).toHaveCount(3);
    await expect(list.filter({ hasText: 'Cyrus phone' })).toContainText('Used by Cyrus Brindle');
    await expect(list.filter({ hasText: 'This device' })).toContainText('Kitchen tablet');
  });

  await test.step('A makes a recovery code; B replaces it, and A is told which device did', async () => {
    const kit = await recoveryKit(a.page);
    await expect(kit).toContainText('nobody can read your family’s data on the server');
    codes.push(await makeCode(a.page, 'Make a recovery code'));
    codes.push(await makeCode(b.page, 'Make a new recovery code'));
    const seenByA = await recoveryKit(a.page);
    const notice = seenByA.locator('[data-slot="recovery-notice"]');
    await expect(notice).toContainText('Cyrus phone made a new recovery code');
    await expect(seenByA).toContainText('The current recovery code was made by Cyrus phone');
    await notice.getByRole('button', { name: 'Got it' }).click();
    await expect(notice).toHaveCount(0);
    await a.page.reload();
    await expect(syncCard(a.page).locator('[data-slot="recovery-kit"]')).toContainText('made by Cyrus phone');
    await expect(syncCard(a.page).locator('[data-slot="recovery-notice"]')).toHaveCount(0);
  });

  const bKeys = await storedKeys(b.page);
  await b.page.goto('/family');

  await test.step('A removes B: B is refused (403), its stream closes, it says it was removed; A is asked for a new code', async () => {
    const refused = b.page.waitForResponse((response) => response.url().includes('/api/sync/v1/') && response.status() === 403, { timeout: 30_000 });
    await a.page.reload();
    await syncCard(a.page).getByRole('button', { name: 'Remove Cyrus phone' }).click();
    const dialog = a.page.getByRole('alertdialog', { name: 'Remove Cyrus phone?' });
    await expect(dialog).toContainText('What it already synced stays on it');
    await dialog.getByRole('button', { name: 'Remove Cyrus phone' }).click();
    await expect(syncCard(a.page).getByRole('status').first()).toContainText('Cyrus phone was removed');
    await expect(syncCard(a.page).locator('[data-slot="recovery-notice"]')).toContainText('The old recovery code stopped working when Cyrus phone was removed: make a new one.');
    // Nothing made B ask: its open event stream closed, and its reconnection was refused.
    await refused;
    await expect(syncState(b.page)).toHaveAttribute('data-state', 'removed', { timeout: 15_000 });
    await expect(syncCard(a.page).locator('[data-slot="family-device"]')).toHaveCount(2);
  });

  await test.step("B, opened again where the family lands, is offered keep or erase there", async () => {
    await b.page.reload();
    await expect(b.page.getByRole('heading', { name: 'This device was removed from the family' })).toBeVisible({ timeout: 15_000 });
    await expect(b.page.getByRole('button', { name: 'Erase it from this device' })).toBeVisible();
  });

  await test.step('A and C keep syncing with the new key; C is asked for a new code too', async () => {
    await share(a.page, 'Ada Brindle', AFTER);
    await c.page.goto('/family');
    await expect(feedPosts(c.page).filter({ hasText: AFTER })).toHaveCount(1, { timeout: 15_000 });
    await share(c.page, 'Dora Brindle', FROM_C);
    await a.page.goto('/family');
    await expect(feedPosts(a.page).filter({ hasText: FROM_C })).toHaveCount(1, { timeout: 15_000 });
    await expect((await recoveryKit(c.page)).locator('[data-slot="recovery-notice"]')).toContainText('stopped working when Cyrus phone was removed');
  });

  await test.step("no key B held opens a change made after the removal (tried on the server's rows)", async () => {
    const client = createClient({ url: `file:data/e2e-${PORT}.db` });
    const rows = (await client.execute({ sql: 'SELECT record_key, hlc, ciphertext, key_epoch, format FROM sync_changes WHERE space_id = ?', args: [bKeys.spaceId] })).rows;
    client.close();
    const before = rows.filter((row) => Number(row.key_epoch) === 0);
    const after = rows.filter((row) => Number(row.key_epoch) > 0);
    expect(after.length).toBeGreaterThanOrEqual(2);
    // The check can fail: B's key does open what was made before the removal.
    expect(await opens(bKeys.keys[0]!, bKeys.spaceId, before[0]!)).toBe(true);
    for (const row of after) for (const key of bKeys.keys) expect(await opens(key, bKeys.spaceId, row)).toBe(false);
  });

  await test.step('B keeps its copy as a family of its own, from the home: its moments stay, nothing new came', async () => {
    await b.page.getByRole('button', { name: 'Keep my copy, unsynced' }).click();
    await expect(b.page.getByText('Kept on this device: your copy is now a family of its own')).toBeVisible();
    await expect(b.page.getByRole('heading', { name: 'This device was removed from the family' })).toBeHidden();
    await expect(syncState(b.page)).toHaveCount(0);
    await b.page.goto('/family');
    await expect(feedPosts(b.page).filter({ hasText: BEFORE })).toHaveCount(1);
    await expect(feedPosts(b.page).filter({ hasText: AFTER })).toHaveCount(0);
  });

  await test.step('the code B made opens nothing any more; A makes a new one', async () => {
    const d = await newDevice(browser);
    await recover(d.page, 'ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345-6789');
    await expect(d.page.getByText('does not open any family')).toBeVisible({ timeout: 30_000 });
    for (const code of codes) {
      await recover(d.page, code);
      await expect(d.page.getByText('does not open any family')).toBeVisible({ timeout: 30_000 });
    }
    await d.context.close();
    codes.push(await makeCode(a.page, 'Make a new recovery code'));
    await expect((await recoveryKit(a.page)).locator('[data-slot="recovery-notice"]')).toHaveCount(0);
  });

  await a.context.close();
  await b.context.close();
  await c.context.close();

  await test.step('a fresh device recovers every moment with the new code', async () => {
    const d = await newDevice(browser);
    await recover(d.page, codes.at(-1)!);
    await expect(d.page.getByText('Your family is back')).toBeVisible({ timeout: 60_000 });
    await d.page.goto('/family');
    for (const caption of [BEFORE, AFTER, FROM_C]) await expect(feedPosts(d.page).filter({ hasText: caption })).toHaveCount(1);
    await d.context.close();
  });
});

test("a wrap key swapped in the server's database before a removal: the device shows unverified, goes with the removal, and no key is wrapped for it", async ({ browser }) => {
  test.setTimeout(180_000);
  const a = await newDevice(browser);
  const b = await newDevice(browser);
  const c = await newDevice(browser);
  await seedFamily(a.page, { family: { ...FAMILY, familyId: 'family_1700000000000_swapd' } });
  await joinFamily(b.page, await turnOnAndInvite(a.page), FAMILY, /Cyrus Brindle/);
  await joinFamily(c.page, await turnOnAndInvite(a.page), FAMILY, /Dora Brindle/);
  await rename(b.page, 'Cyrus phone');
  await rename(c.page, 'Dora tablet');
  const { spaceId } = await storedKeys(a.page);
  const attacker = await webcrypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
  const attackerSpki = Buffer.from(await webcrypto.subtle.exportKey('spki', attacker.publicKey)).toString('base64url');
  const cId = await c.page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const request = indexedDB.open('Hearth');
        request.onsuccess = () => {
          const get = request.result.transaction('syncState').objectStore('syncState').get('space');
          get.onsuccess = () => resolve((get.result as { value: { deviceId: string } }).value.deviceId);
        };
      }),
  );
  const client = createClient({ url: `file:data/e2e-${PORT}.db` });
  await client.execute({ sql: 'UPDATE sync_devices SET wrap_key = ? WHERE space_id = ? AND device_id = ?', args: [attackerSpki, spaceId, cId] });

  await test.step('A sees Dora tablet unverified, and the remove dialog says it goes too', async () => {
    await a.page.goto('/family/dashboard');
    const dora = syncCard(a.page).locator('[data-slot="family-device"]').filter({ hasText: 'Dora tablet' });
    await expect(dora).toContainText('Unverified');
    await expect(dora).toContainText('Hearth cannot confirm this device belongs to your family');
    await syncCard(a.page).getByRole('button', { name: 'Remove Cyrus phone' }).click();
    const dialog = a.page.getByRole('alertdialog', { name: 'Remove Cyrus phone?' });
    await expect(dialog).toContainText('Dora tablet is removed too');
    await dialog.getByRole('button', { name: 'Remove Cyrus phone' }).click();
    await expect(syncCard(a.page).getByRole('status').first()).toContainText('Also removed: Dora tablet.');
    await expect(syncCard(a.page).locator('[data-slot="family-device"]')).toHaveCount(1);
  });

  await test.step('no wrap on the server opens with the swapped-in key', async () => {
    const wraps = (await client.execute({ sql: 'SELECT recipient, epoch, wrapped FROM sync_key_wraps WHERE space_id = ?', args: [spaceId] })).rows;
    expect(wraps.map((row) => String(row.recipient))).not.toContain(cId);
    for (const row of wraps) {
      const bytes = Buffer.from(String(row.wrapped), 'base64url');
      const ephemeral = await webcrypto.subtle.importKey('spki', bytes.subarray(0, 91), { name: 'ECDH', namedCurve: 'P-256' }, false, []);
      const bits = await webcrypto.subtle.deriveBits({ name: 'ECDH', public: ephemeral }, attacker.privateKey, 256);
      const base = await webcrypto.subtle.importKey('raw', bits, 'HKDF', false, ['deriveKey']);
      const aes = await webcrypto.subtle.deriveKey({ name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: new TextEncoder().encode('hearth keyring wrap v1') }, base, { name: 'AES-GCM', length: 256 }, false, ['decrypt']);
      const aad = new TextEncoder().encode(`hearth-keyring-v1\n${spaceId}\n${String(row.recipient)}\n${Number(row.epoch)}`);
      await expect(webcrypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.subarray(91, 103), additionalData: aad }, aes, bytes.subarray(103))).rejects.toThrow();
    }
    client.close();
  });

  await test.step('the device whose key was swapped is told it was removed', async () => {
    await c.page.goto('/family');
    await expect(c.page.getByRole('heading', { name: 'This device was removed from the family' })).toBeVisible({ timeout: 15_000 });
  });

  await a.context.close();
  await b.context.close();
  await c.context.close();
});
