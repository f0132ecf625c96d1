import { expect, test, type Page } from '@playwright/test';
import { createClient } from '@libsql/client';
import type { FamilyData } from '../../src/data/types';
import { startPushStandIn, type PushStandIn, type StandInSubscription } from '../unit/server/push/push-standin';
import { seedFamily } from './helpers/seed';
import { joinFamily, newDevice as device, syncCard, syncState, turnOnAndInvite as invite } from './helpers/sync';

// Two synced devices in headless Chromium against the real server, whose only push service is a
// loopback stand-in (PUSH_SERVICE_HOSTS in playwright.config.ts). Chromium cannot reach a real push
// service here, so B's PushManager hands out a subscription of the stand-in; the stand-in opens what
// Hearth sends with that subscription's keys, and the DevTools protocol delivers it to B's service
// worker, which shows the notification as it would on a phone.
const FAMILY: FamilyData = {
  familyName: 'The Quillfeather Moss',
  familyId: 'family_1700000000000_quill',
  members: [
    { id: 'member_1700000000000_ravi', name: 'Ravindra Pell', emoji: '🌻', color: '#a855f7', initials: 'RP' },
    { id: 'member_1700000000001_noor', name: 'Noor Ashgrove', emoji: '🚲', color: '#14b8a6', initials: 'NA' },
  ],
};
const [RAVI, NOOR] = FAMILY.members.map((m) => m.name) as [string, string];
const PORT = Number(process.env.E2E_PORT ?? 4399);
const DATABASE = `file:data/e2e-${PORT}.db`;
const WORDS = 'Kite flying on the Whitstable hill';

/** The push subscriptions the server keeps for the stand-in's path. */
async function subscriptionsTo(endpoint: string): Promise<number> {
  const db = createClient({ url: DATABASE });
  try {
    return Number((await db.execute({ sql: 'SELECT COUNT(*) AS n FROM push_subscriptions WHERE endpoint = ?', args: [endpoint] })).rows[0]!.n);
  } finally {
    db.close();
  }
}

let standIn: PushStandIn;
test.beforeAll(async () => {
  standIn = await startPushStandIn(PORT + 1);
});
test.afterAll(async () => {
  await standIn.close();
});

/** Makes the page's PushManager hand out the stand-in's subscription (Chromium's own needs Google's service). */
async function pointPushAt(page: Page, subscription: StandInSubscription) {
  await page.addInitScript(
    ({ endpoint, keys }) => {
      let current: unknown = null;
      const made = () => ({ endpoint, expirationTime: null, toJSON: () => ({ endpoint, expirationTime: null, keys }), unsubscribe: async () => ((current = null), true) });
      PushManager.prototype.subscribe = async function () {
        current = made();
        return current as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function () {
        return current as PushSubscription | null;
      };
      // Each page load starts without one in memory: the browser's own would persist.
      if (localStorage.getItem('e2e-push') === '1') current = made();
      const subscribe = PushManager.prototype.subscribe;
      PushManager.prototype.subscribe = async function (...args) {
        localStorage.setItem('e2e-push', '1');
        return subscribe.apply(this, args);
      };
    },
    { endpoint: subscription.endpoint, keys: subscription.keys },
  );
}

/** A reflection, or (each member shares each type once a day) a gratitude. */
async function share(page: Page, member: string, words: string, kind: 'text' | 'gratitude' = 'text') {
  await page.getByRole('button', { name: 'Invite Others' }).click();
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

test('a moment shared on A reaches B as a notification only the family can read, and it opens the moment', async ({ browser }) => {
  test.setTimeout(120_000);
  const a = await device(browser);
  const b = await device(browser);
  await b.context.grantPermissions(['notifications']);
  // Its own path each run: the end-to-end database outlives the run.
  const path = `/e2e/b-${Date.now()}`;
  const subscription = standIn.subscription(path);
  await pointPushAt(b.page, subscription);
  await seedFamily(a.page, { family: FAMILY });
  await joinFamily(b.page, await invite(a.page), FAMILY, NOOR);

  await test.step('B turns notifications on from the sync card, chooses the whole preview and no quiet hours', async () => {
    await b.page.goto('/family/dashboard');
    const card = syncCard(b.page);
    await card.getByRole('button', { name: 'Turn on notifications' }).click();
    // Turning on waits for the service worker to be ready: on a first visit it is still installing
    // (caching the app), which on a busy machine takes longer than an expectation's usual 10 s.
    await expect(card.getByText('On. This device is told about:')).toBeVisible({ timeout: 45_000 });
    // check() wants the choice shown the instant the click lands, as a person sees it.
    await card.getByRole('radio', { name: /The whole preview/ }).check();
    await expect(card.getByRole('radio', { name: /The whole preview/ })).toBeChecked();
    // Quiet hours (21:00 to 07:00 at first) would hold the push back at night: the test must not depend on the hour.
    await card.getByRole('checkbox', { name: 'Quiet hours' }).uncheck();
    await expect(card.getByRole('checkbox', { name: 'Quiet hours' })).not.toBeChecked();
    await expect(card.getByRole('button', { name: 'Turn off notifications' })).toBeEnabled();
    expect(await subscriptionsTo(subscription.endpoint)).toBe(1);
  });

  await test.step('A shares a moment; the push service gets one push for B, and nothing in it is readable without the family key', async () => {
    await a.page.goto('/family');
    await expect(syncState(a.page)).toHaveAttribute('data-state', 'synced');
    await share(a.page, RAVI, WORDS);
    await expect.poll(() => standIn.received.filter((push) => push.path === path).length, { timeout: 15_000 }).toBe(1);
    const push = standIn.received.find((p) => p.path === path)!;
    expect(push.plaintext).toBeTruthy();
    for (const secret of [WORDS, 'Whitstable', RAVI, 'Ravindra', FAMILY.familyName]) expect(push.plaintext).not.toContain(secret);
  });

  await test.step("B's service worker opens it with the family key and shows the whole preview", async () => {
    const push = standIn.received.find((p) => p.path === path)!;
    const cdp = await b.context.newCDPSession(b.page);
    const registrations: { registrationId: string; scopeURL: string }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrations.length).toBeGreaterThan(0);
    const origin = new URL(b.page.url()).origin;
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: registrations[0]!.registrationId, data: push.plaintext! });
    const shown = () =>
      b.page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, url: (n.data as { url: string }).url }));
      });
    await expect.poll(shown, { timeout: 10_000 }).toHaveLength(1);
    const [notice] = await shown();
    expect(notice!.title).toBe('Hearth');
    expect(notice!.body).toBe(`${RAVI} shared a moment: ${WORDS}`);
    expect(notice!.url).toMatch(/^\/family\/feeds\?view=calendar&month=\d{4}-\d{2}&day=\d{4}-\d{2}-\d{2}$/);

    // What a tap opens: the moment's day in Memories, with the moment.
    await b.page.goto(notice!.url);
    await expect(b.page.getByRole('article').filter({ hasText: WORDS })).toBeVisible({ timeout: 15_000 });
  });

  await test.step('B turns notifications off: the server drops the subscription and sends B nothing more', async () => {
    await b.page.goto('/family/dashboard');
    await syncCard(b.page).getByRole('button', { name: 'Turn off notifications' }).click();
    await expect(syncCard(b.page).getByRole('button', { name: 'Turn on notifications' })).toBeVisible();
    expect(await subscriptionsTo(subscription.endpoint)).toBe(0);
    await a.page.goto('/family');
    await share(a.page, RAVI, 'Second moment, told to nobody', 'gratitude');
    await expect(syncState(a.page)).toHaveAttribute('data-state', 'synced');
    await b.page.goto('/family/feeds');
    await expect(b.page.getByRole('article').filter({ hasText: 'Second moment, told to nobody' })).toBeVisible({ timeout: 15_000 });
    expect(standIn.received.filter((push) => push.path === path)).toHaveLength(1);
  });
});

/** The minute of the UTC day at which `hours:minutes` falls in `timeZone` at `at` (its offset then). */
function utcMinuteIn(timeZone: string, at: Date, hours: number, minutes: number): number {
  const offset = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at).find((part) => part.type === 'timeZoneName')!.value;
  const match = /GMT(?:([+-])(\d{2}):(\d{2}))?/.exec(offset)!;
  const east = match[1] ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
  return (((hours * 60 + minutes - east) % 1440) + 1440) % 1440;
}

test("the daily reminder is kept as the minutes of the device's own evening, also after its clocks change", async ({ browser }) => {
  test.setTimeout(120_000);
  const zone = 'America/New_York';
  const a = await device(browser);
  const context = await browser.newContext({ timezoneId: zone, permissions: ['clipboard-read', 'clipboard-write', 'notifications'] });
  const b = { context, page: await context.newPage() };
  const path = `/e2e/reminder-${Date.now()}`;
  const subscription = standIn.subscription(path);
  await pointPushAt(b.page, subscription);
  await seedFamily(a.page, { family: FAMILY });
  await joinFamily(b.page, await invite(a.page), FAMILY, NOOR);

  await b.page.goto('/family/dashboard');
  const card = syncCard(b.page);
  await card.getByRole('button', { name: 'Turn on notifications' }).click();
  await expect(card.getByText('On. This device is told about:')).toBeVisible({ timeout: 45_000 });
  await expect(card.getByRole('checkbox', { name: 'A daily reminder, at this device’s time' })).toBeChecked();
  await card.getByRole('textbox', { name: 'At', exact: true }).fill('19:30');
  await expect(card.getByRole('textbox', { name: 'At', exact: true })).toHaveValue('19:30');

  // New York is UTC-5 in winter and UTC-4 in summer: half past seven in the evening is 00:30 or 23:30 UTC.
  const schedule = async () => {
    const db = createClient({ url: DATABASE });
    try {
      const row = (await db.execute({ sql: 'SELECT schedule FROM push_subscriptions WHERE endpoint = ?', args: [subscription.endpoint] })).rows[0];
      return row ? (JSON.parse(String(row.schedule)) as { from: number; reminder: number | null }[]) : [];
    } finally {
      db.close();
    }
  };
  const now = utcMinuteIn(zone, new Date(), 19, 30);
  await expect.poll(async () => (await schedule())[0]?.reminder, { timeout: 15_000 }).toBe(now);
  const minutes = new Set((await schedule()).map((segment) => segment.reminder));
  expect(minutes).toEqual(new Set([30, 23 * 60 + 30]));
  await context.close();
  await a.context.close();
});
