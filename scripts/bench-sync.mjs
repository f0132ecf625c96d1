// Family sync benchmarks, in headless Chromium against the BUILT app served by Hearth's
// own server (sync routes included) on loopback with a fresh database:
//   1. a new device joins a family of 1,000 moments with 3,000 photos: device A holds the family
//      (seeded before sync is on, so turning sync on queues every record, as for a real family),
//      turns sync on from the dashboard and uploads; device B opens the invitation link, chooses who
//      uses it and joins. Timed from the "Join the family" click until B's home shows the newest
//      moment, with all 1,000 moments and 3,000 photos in B's database (target: under 60 s);
//   2. a moment shared on A reaches B, open on its home: the "Create Family Moment" click on A until
//      the moment's text is in B's page (median of RUNS; target: under 1 s).
// A and B are two browser contexts (two devices, separate storage) in one Chromium.
//
// Usage: node scripts/bench-sync.mjs   (BENCH_SYNC_PORT, CHROME_PATH, BENCH_STRICT=1,
//        BENCH_SYNC_MOMENTS=1000, BENCH_SYNC_PHOTOS_PER_MOMENT=3, BENCH_SYNC_RUNS=7)
// Functions passed to page.evaluate run in the browser:
/* global window, document, MutationObserver */
import { chromium } from 'playwright';
import { buildIfStale } from './build-if-stale.mjs';
import { hearthDb, shareLiveMoment, waitFor } from './bench-family-pages.mjs';
import { startBenchServer } from './bench-server.mjs';
import { CHROMIUM_FLAGS, requireChrome } from './find-chrome.mjs';
import { benchFamily, seedFamily } from './seed-family.mjs';
import { median } from './bench-stats.mjs';

const PORT = Number(process.env.BENCH_SYNC_PORT ?? 4412);
const BASE = `http://127.0.0.1:${PORT}`;
const MOMENTS = Number(process.env.BENCH_SYNC_MOMENTS ?? 1000);
const PHOTOS_PER_MOMENT = Number(process.env.BENCH_SYNC_PHOTOS_PER_MOMENT ?? 3);
const RUNS = Number(process.env.BENCH_SYNC_RUNS ?? 7);
const TARGET_JOIN_MS = 60_000;
const TARGET_LIVE_MS = 1_000;
const FAMILY = benchFamily('The Sync Benchmark Family', 'syncbnch');

/** A holds the family, turns sync on, uploads everything and makes an invitation link. */
async function prepareFamily(page) {
  await seedFamily(page, BASE, {
    family: FAMILY,
    count: MOMENTS,
    firstAt: Date.UTC(2025, 0, 1),
    stepMs: 3_600_000,
    photo: 'drawn',
    photoEvery: 1,
    photosPerMoment: PHOTOS_PER_MOMENT,
  });
  await page.goto(`${BASE}/family/dashboard`);
  const card = page.locator('[data-slot="sync-devices-card"]');
  const started = Date.now();
  await card.getByRole('button', { name: /Turn on sync/ }).click();
  const link = card.getByRole('textbox', { name: 'Invitation link' });
  await link.waitFor({ timeout: 60_000 });
  await waitFor(async () => (await link.inputValue()).includes('/join#'), 60_000, 'The invitation link');
  const url = await link.inputValue();
  await waitFor(async () => (await hearthDb(page)).outbox === 0, 600_000, "A's upload");
  return { url, uploadMs: Date.now() - started, held: await hearthDb(page) };
}

/** B opens the link, is the family's second member and joins; ms until its home shows the newest moment. */
async function joinOnB(page, url) {
  await page.goto(url);
  await page.getByRole('heading', { name: `Join ${FAMILY.familyName}` }).waitFor({ timeout: 60_000 });
  await page.getByRole('radio', { name: new RegExp(FAMILY.members[1].name) }).check();
  const newest = `Moment ${MOMENTS}:`;
  const started = Date.now();
  await page.getByRole('button', { name: 'Join the family' }).click();
  await page.waitForURL(/\/family$/, { timeout: 600_000 });
  await page.getByText(newest).first().waitFor({ timeout: 60_000 });
  return { joinMs: Date.now() - started, held: await hearthDb(page) };
}

/** One moment from A, timed until its text is in B's page (both clocks are this machine's). */
async function liveRun(a, b, run) {
  const text = `Live moment ${run} ${Date.now()}`;
  await b.evaluate((expected) => {
    window.__arrived = undefined;
    const observer = new MutationObserver(() => {
      if (document.body.textContent.includes(expected)) {
        window.__arrived = performance.timeOrigin + performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  }, text);
  const sentAt = await shareLiveMoment(a, BASE, FAMILY.members[0].name, text);
  await b.waitForFunction(() => window.__arrived !== undefined, null, { timeout: 30_000 });
  return (await b.evaluate(() => window.__arrived)) - sentAt;
}

const fmt = (ms) => (ms >= 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`);

async function main() {
  const executablePath = (await requireChrome()) ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if ((await buildIfStale()) !== 0) process.exit(1);
  const { stop } = await startBenchServer(PORT, 'bench-sync');
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
  try {
    const a = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    const b = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    const family = await prepareFamily(a);
    const joined = await joinOnB(b, family.url);
    const complete = joined.held.posts === family.held.posts && joined.held.photos === family.held.photos;
    await b.goto(`${BASE}/family`);
    await b.locator('[data-slot="sync-status"][data-state="synced"]').waitFor({ timeout: 60_000 });
    const live = [];
    for (let run = 1; run <= RUNS; run += 1) live.push(await liveRun(a, b, run));

    const rows = [
      [`Join: ${family.held.posts} moments, ${family.held.photos} photos (B's click to home)`, joined.joinMs, TARGET_JOIN_MS],
      [`A moment reaches another open device (median of ${RUNS})`, median(live), TARGET_LIVE_MS],
    ];
    const width = Math.max(...rows.map(([label]) => label.length));
    console.log(`\n${'Measure'.padEnd(width)} | Result   | Target    | OK`);
    console.log(`${'-'.repeat(width)}-|----------|-----------|----`);
    let allMet = complete;
    for (const [label, value, target] of rows) {
      const met = value < target;
      allMet &&= met;
      console.log(`${label.padEnd(width)} | ${fmt(value).padStart(8)} | < ${fmt(target).padStart(7)} | ${met ? 'yes' : 'NO'}`);
    }
    console.log(
      `\nB holds ${joined.held.posts}/${family.held.posts} moments and ${joined.held.photos}/${family.held.photos} photos${complete ? '' : ' (INCOMPLETE)'}.` +
        ` The moments are ${(family.held.bytes / 1024 ** 2).toFixed(0)} MB as JSON (photos as data URLs).` +
        ` A's first upload (turn on to empty outbox): ${fmt(family.uploadMs)}.`,
    );
    console.log(`Live runs (ms): ${live.map(Math.round).join(', ')}`);
    if (!allMet && process.env.BENCH_STRICT === '1') process.exitCode = 1;
  } finally {
    await browser.close();
    stop();
  }
}

await main();
