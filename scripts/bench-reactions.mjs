// Issue 22 benchmark, in headless Chromium against the BUILT app (npm start's server): the home and
// Memories with 10,000 moments paint their first moment card, first with no reactions, then with
// 50,000 reactions and 10,000 comments (target ratio at most 1.1); and a tap on a reaction until the
// card shows it pressed (target under 50 ms). Data is written straight into IndexedDB in the shape
// the app stores (Dexie version 5 stores). Nothing here ships to families.
//
// Usage: node scripts/bench-reactions.mjs   (BENCH_PORT, default 4411; RUNS, default 5)
/* global window, document, indexedDB */
import { spawn } from 'node:child_process';
import { chromium } from 'playwright';
import { buildIfStale } from './build-if-stale.mjs';
import { CHROMIUM_FLAGS, requireChrome } from './find-chrome.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4411);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.RUNS ?? 5);
const MEMBERS = ['member_1750000000001_benchd01', 'member_1750000000002_benchd02', 'member_1750000000003_benchd03', 'member_1750000000004_benchd04'];
const FAMILY = {
  familyName: 'The Benchmark Family',
  familyId: 'family_1750000000000_benchdat',
  members: MEMBERS.map((id, i) => ({ id, name: ['Asha', 'Ravi', 'Mia', 'Leo'][i], emoji: '🌻', color: '#a855f7', initials: 'AB' })),
};
const median = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];

async function startServer() {
  const child = spawn(process.execPath, ['scripts/start.mjs'], { env: { ...process.env, PORT: String(PORT), DATABASE_URL: `file:data/bench-${PORT}.db` }, stdio: 'ignore' });
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return () => child.kill();
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  child.kill();
  throw new Error('server did not start');
}

/** Writes the family, 10,000 moments and optionally the reactions and comments, in raw IndexedDB. */
async function seed(page, withResponses) {
  await page.evaluate(
    async ({ family, members, withResponses }) => {
      const open = () => new Promise((resolve, reject) => { const r = indexedDB.open('Hearth'); r.onsuccess = () => resolve(r.result); r.onerror = () => reject(r.error); });
      const db = await open();
      const tx = db.transaction(['posts', 'preferences', 'reactions', 'comments'], 'readwrite');
      for (const name of ['posts', 'reactions', 'comments']) tx.objectStore(name).clear();
      tx.objectStore('preferences').put({ key: 'familyData', value: family });
      const now = Date.now();
      const emojis = ['❤️', '😂', '😮', '👏', '🙏', '🥹'];
      for (let i = 0; i < 10_000; i += 1) {
        const id = `post_${String(i).padStart(5, '0')}`;
        const likes = withResponses ? 5 : 0;
        tx.objectStore('posts').put({ id, userId: members[i % 4], userName: 'Asha', userImage: '', type: 'text', content: `Moment ${i}`, timestamp: new Date(now - i * 3_600_000).toISOString(), likes, comments: withResponses ? 1 : 0 });
        if (!withResponses) continue;
        for (let k = 0; k < 5; k += 1) tx.objectStore('reactions').put({ id: `reaction_${i}_${k}`, postId: id, memberId: members[k % 4], emoji: emojis[(i + k) % 6], timestamp: new Date(now - i * 3_600_000 + k).toISOString() });
        tx.objectStore('comments').put({ id: `comment_${i}`, postId: id, memberId: members[(i + 1) % 4], text: 'Lovely', timestamp: new Date(now - i * 3_600_000 + 9).toISOString() });
      }
      await new Promise((resolve, reject) => { tx.oncomplete = resolve; tx.onerror = () => reject(tx.error); });
      db.close();
    },
    { family: FAMILY, members: MEMBERS, withResponses },
  );
}

/** ms from navigation start until the first moment card is in the page. */
async function firstCard(page, path) {
  await page.goto(`${BASE}${path}`);
  await page.locator('article[data-slot="post-card"]').first().waitFor();
  return page.evaluate(() => performance.now());
}

await requireChrome();
if ((await buildIfStale()) !== 0) process.exit(1);
const stop = await startServer();
const browser = await chromium.launch({ args: CHROMIUM_FLAGS, executablePath: process.env.CHROME_PATH });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  // The app creates its database through its own backup import, so every store exists.
  await page.goto(`${BASE}/family`);
  const backup = JSON.stringify({ exportDate: new Date().toISOString(), version: '1.1', appName: 'Hearth', data: { posts: [], tasks: [], preferences: [{ key: 'familyData', value: FAMILY }] } });
  await page.locator('input[type="file"]').setInputFiles({ name: 'Hearth-backup-bench.txt', mimeType: 'text/plain', buffer: Buffer.from(backup) });
  await Promise.all([page.waitForEvent('load'), page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click()]);
  const results = {};
  for (const withResponses of [false, true]) {
    await seed(page, withResponses);
    for (const path of ['/', '/family/feeds']) {
      const times = [];
      await firstCard(page, path); // warm-up (code and database caches), not counted
      for (let i = 0; i < RUNS; i += 1) times.push(await firstCard(page, path));
      results[`${path} ${withResponses ? 'with' : 'without'}`] = median(times);
    }
  }
  for (const path of ['/', '/family/feeds']) {
    const without = results[`${path} without`];
    const withR = results[`${path} with`];
    console.log(`${path}: first moment card ${without.toFixed(0)} ms without reactions, ${withR.toFixed(0)} ms with 50,000 reactions and 10,000 comments (ratio ${(withR / without).toFixed(2)})`);
  }
  // A tap on a reaction until the card shows it pressed (Asha chosen first, so no picker).
  await page.goto(`${BASE}/family/feeds`);
  const card = page.locator('article[data-slot="post-card"]').first();
  await card.getByRole('button', { name: /^React with wow/ }).click();
  await card.getByRole('radio', { name: 'Asha' }).click();
  const taps = [];
  for (let i = 0; i < RUNS * 2; i += 1) {
    const button = card.getByRole('button', { name: /^React with clapping/ });
    await button.and(page.locator(':enabled')).waitFor();
    const before = await button.getAttribute('aria-pressed');
    const want = before === 'true' ? 'false' : 'true';
    taps.push(
      await page.evaluate(async (want) => {
        const button = document.querySelector('article[data-slot="post-card"] [aria-label^="React with clapping"]');
        const start = performance.now();
        button.click();
        await new Promise((resolve) => {
          const check = () => (document.querySelector('article[data-slot="post-card"] [aria-label^="React with clapping"]').getAttribute('aria-pressed') === want ? resolve() : window.requestAnimationFrame(check));
          check();
        });
        return performance.now() - start;
      }, want),
    );
  }
  console.log(`reacting: tap to pressed card, median ${median(taps).toFixed(1)} ms, worst ${Math.max(...taps).toFixed(1)} ms over ${taps.length} taps (target < 50 ms)`);
} finally {
  await browser.close();
  stop();
}
