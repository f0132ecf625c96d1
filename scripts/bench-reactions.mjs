// Reactions and comments benchmark, in headless Chromium against the BUILT app (npm start's server): the home and
// Memories with 10,000 moments paint their first moment card, without reactions and with 50,000
// reactions and 10,000 comments (target ratio at most 1.1); and a tap on a reaction until the card
// shows it pressed (target under 50 ms). Data is written straight into IndexedDB in the shape the app
// stores. Nothing here ships to families.
//
// Fairness (docs/performance.md#reactions): the two databases live side by side in two origins (two
// servers of the same build on BENCH_PORT and BENCH_PORT + 1, one tab each), so loads alternate with
// and without, and neither case runs on a database that was just written or always goes first; both
// get the same pause after the writes and the same warm-up loads; the time is taken in the page
// itself, at the first frame painted after the first moment card entered the page (what a family
// sees), not when the test runner next looks.
//
// Usage: node scripts/bench-reactions.mjs   (BENCH_PORT, default 4411; RUNS, default 21 per case;
// BENCH_CONTROL=1 fills both origins WITHOUT reactions, to check that the two origins measure alike)
/* global window, document, indexedDB, requestAnimationFrame, MutationObserver */
import { chromium } from 'playwright';
import { startBenchServer } from './bench-server.mjs';
import { buildIfStale } from './build-if-stale.mjs';
import { CHROMIUM_FLAGS, requireChrome } from './find-chrome.mjs';
import { importFamily } from './seed-family.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4411);
const RUNS = Number(process.env.RUNS ?? 21);
const CONTROL = process.env.BENCH_CONTROL === '1';
const SETTLE_MS = 10_000;
const PATHS = ['/', '/family/feeds'];
const MEMBERS = ['member_1750000000001_benchd01', 'member_1750000000002_benchd02', 'member_1750000000003_benchd03', 'member_1750000000004_benchd04'];
const FAMILY = {
  familyName: 'The Benchmark Family',
  familyId: 'family_1750000000000_benchdat',
  members: MEMBERS.map((id, i) => ({ id, name: ['Asha', 'Ravi', 'Mia', 'Leo'][i], emoji: '🌻', color: '#a855f7', initials: 'AB' })),
};
const median = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];


/** Runs in every page before the app: stamps the first frame painted after the first moment card appears. */
function watchFirstCard() {
  const observer = new MutationObserver(() => {
    if (!document.querySelector('article[data-slot="post-card"]')) return;
    observer.disconnect();
    // The start of the frame that shows the card (its animation frame callback, before that frame's
    // style, layout and paint): work queued after the card, such as filling in its reactions, that
    // runs before the test runner looks again must not count as the card's time.
    requestAnimationFrame(() => (window.__hearthFirstCardPainted = performance.now()));
  });
  observer.observe(document, { childList: true, subtree: true });
  // Reported beside it, not part of the target: when the reactions read after the list has rendered
  // reach the cards (the "Who reacted" button of a card with reactions).
  const filled = new MutationObserver(() => {
    if (!document.querySelector('[data-slot="reaction-bar"] button[aria-expanded]')) return;
    filled.disconnect();
    window.__hearthReactionsShown = performance.now();
  });
  filled.observe(document, { childList: true, subtree: true });
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

/** ms from navigation start until the first frame that shows a moment card (and until reactions show, if any). */
async function firstCard(page, url, withResponses) {
  // The measured tab in front: a background tab's timers and frames are throttled.
  await page.bringToFront();
  await page.goto(url);
  await page.waitForFunction(() => typeof window.__hearthFirstCardPainted === 'number');
  if (withResponses) await page.waitForFunction(() => typeof window.__hearthReactionsShown === 'number');
  return page.evaluate(() => ({ card: window.__hearthFirstCardPainted, reactions: window.__hearthReactionsShown }));
}

await requireChrome();
if ((await buildIfStale()) !== 0) process.exit(1);
// The shared bench server stops the whole process tree (scripts/start.mjs left tsx's child running).
const servers = [await startBenchServer(PORT, 'reactions-a'), await startBenchServer(PORT + 1, 'reactions-b')];
const browser = await chromium.launch({ args: CHROMIUM_FLAGS, executablePath: process.env.CHROME_PATH });
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(watchFirstCard);
  // One tab per origin, each reloading its own pages, as a family reopening Hearth in its tab would.
  const cases = [
    { name: 'without', base: servers[0].base, withResponses: false, page: await context.newPage() },
    { name: 'with', base: servers[1].base, withResponses: !CONTROL, page: await context.newPage() },
  ];
  for (const { page, ...c } of cases) {
    await importFamily(page, c.base, FAMILY);
    await seed(page, c.withResponses);
    // A returning family's app runs under its service worker (registered 3 s after a load): both
    // origins get one before anything is measured, so neither loads from the network alone.
    await page.evaluate(() => navigator.serviceWorker.ready);
  }
  // A family's database was not written a second ago: the browser gets time to settle the 60,000
  // records just stored (IndexedDB's disk work after a big write slowed the next reads of that origin).
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const times = {};
  for (const path of PATHS) {
    // Warm-up (code, HTTP and database caches), not counted: the same loads for both origins.
    for (let i = 0; i < 3; i += 1) for (const c of cases) await firstCard(c.page, `${c.base}${path}`, c.withResponses);
    for (let i = 0; i < RUNS; i += 1) {
      // Alternate which case goes first, so neither always follows the other.
      for (const c of i % 2 === 0 ? cases : [...cases].reverse()) {
        const { card, reactions } = await firstCard(c.page, `${c.base}${path}`, c.withResponses);
        (times[`${path} ${c.name}`] ??= []).push(card);
        if (reactions !== undefined) (times[`${path} reactions`] ??= []).push(reactions - card);
      }
    }
  }
  const label = CONTROL ? 'the same moments in the second origin (control)' : '50,000 reactions and 10,000 comments';
  for (const path of PATHS) {
    const without = median(times[`${path} without`]);
    const withR = median(times[`${path} with`]);
    // Each pair of loads ran back to back, so the median of the pairs' ratios follows the machine's
    // load less than the ratio of the two medians does.
    const paired = median(times[`${path} with`].map((t, i) => t / times[`${path} without`][i]));
    console.log(`${path}: first moment card painted ${without.toFixed(0)} ms without reactions, ${withR.toFixed(0)} ms with ${label} (ratio ${(withR / without).toFixed(2)}, median of paired ratios ${paired.toFixed(2)}; ${RUNS} alternated loads each)`);
    if (times[`${path} reactions`]) console.log(`  reactions shown on the cards ${median(times[`${path} reactions`]).toFixed(0)} ms after the first card (median)`);
  }
  if (CONTROL) process.exit(0);
  // A tap on a reaction until the card shows it pressed (Asha chosen first, so no picker).
  const { base, page } = cases[1];
  await page.goto(`${base}/family/feeds`);
  const card = page.locator('article[data-slot="post-card"]').first();
  await card.getByRole('button', { name: /^React with wow/ }).click();
  await card.getByRole('radio', { name: 'Asha' }).click();
  const taps = [];
  for (let i = 0; i < 10; i += 1) {
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
  for (const s of servers) s.stop();
}
