// A returning family's load: what a family that has opened Hearth before sees
// when they open it again. Their browser holds the app in its HTTP cache and the service worker is
// active and controls the page (it precached every file of the build on the first visit), so no
// code comes from the network; their data is in IndexedDB. Headless Chromium against the BUILT app
// on Hearth's own server, CPU slowed down 4x (a mid-range phone), 1,000 moments seeded (the newest
// a photo, as in many families' feeds). For /family and /family/feeds: the page is loaded once to
// warm up, then 5 times; each load reports when the first real post is in the page (rendered by
// React from Dexie, measured at the next animation frame) and the largest contentful paint.
// Budgets (median of the 5 loads): first post within 500 ms, LCP within 800 ms.
//
// Usage: node scripts/bench-returning-family.mjs   (BENCH_PORT, CHROME_PATH, HEARTH_DIST_DIR, BENCH_STRICT=1)
// Functions passed to page.evaluate and addInitScript run in the browser:
/* global window, document, requestAnimationFrame, MutationObserver */
import { loadavg } from 'node:os';
import { chromium } from 'playwright';
import { buildIfStale } from './build-if-stale.mjs';
import { CHROMIUM_FLAGS, requireChrome } from './find-chrome.mjs';
import { startBenchServer } from './bench-server.mjs';
import { benchFamily, seedFamily } from './seed-family.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4495);
const LOADS = 5;
const CPU_SLOWDOWN = 4;
const MOMENTS = 1000;
export const RETURNING_BUDGETS = Object.freeze({ firstPostMs: 500, lcpMs: 800 });
const PATHS = ['/family', '/family/feeds'];
const FAMILY = benchFamily('The Returning Family', 'returnin', ['Asha', 'Ravi', 'Mia']);
const HOUR = 3_600_000;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Installed before any script of each load: notes the frame the first post is in and every LCP entry. */
function recordFirstPostAndLcp() {
  const marks = { firstPost: undefined, lcp: undefined, controlled: navigator.serviceWorker?.controller != null };
  window.__bench = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const observer = new MutationObserver(() => {
    if (!document.querySelector('main [data-slot="post-card"]')) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      marks.firstPost = performance.now();
    });
  });
  observer.observe(document, { childList: true, subtree: true });
}

async function loadOnce(page, url) {
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__bench?.firstPost !== undefined, null, { timeout: 30_000 });
  // The largest paint can follow the first post (the newest photo decoding): give it time to settle.
  await page.waitForTimeout(1500);
  return page.evaluate(() => ({ ...window.__bench }));
}

export async function benchReturningFamily() {
  const executablePath = (await requireChrome()) ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if ((await buildIfStale()) !== 0) throw new Error('The build failed');
  const server = await startBenchServer(PORT, 'bench-returning');
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await seedFamily(page, server.base, { family: FAMILY, count: MOMENTS, firstAt: Date.now() - HOUR, stepMs: -3 * HOUR, photo: 'drawn' });
    // The first visit: the app registers its service worker a few seconds after the load; it
    // precaches the build and takes control of the page (clientsClaim).
    await page.goto(`${server.base}/family`);
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 60_000 });
    await context.addInitScript(recordFirstPostAndLcp);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const rows = [];
    for (const path of PATHS) {
      await loadOnce(page, `${server.base}${path}`); // warm-up
      const loads = [];
      for (let i = 0; i < LOADS; i += 1) loads.push(await loadOnce(page, `${server.base}${path}`));
      if (loads.some((load) => !load.controlled)) throw new Error(`${path}: a load was not served by the service worker`);
      rows.push({ path, firstPost: loads.map((l) => l.firstPost), lcp: loads.map((l) => l.lcp ?? Number.NaN) });
    }
    await context.close();
    return rows;
  } finally {
    await browser.close();
    server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await benchReturningFamily();
  const b = RETURNING_BUDGETS;
  console.log(
    `\nA returning family (HTTP cache and service worker, ${CPU_SLOWDOWN}x CPU, ${MOMENTS.toLocaleString('en')} moments), median of ${LOADS} loads; ` +
      `1-minute load average ${loadavg()[0].toFixed(1)}`,
  );
  console.log(`| page | first post (<= ${b.firstPostMs} ms) | LCP (<= ${b.lcpMs} ms) | loads: first post / LCP (ms) |`);
  console.log('|---|---|---|---|');
  let allMet = true;
  for (const r of rows) {
    const post = median(r.firstPost);
    const lcp = median(r.lcp);
    const okPost = post <= b.firstPostMs;
    const okLcp = lcp <= b.lcpMs;
    allMet &&= okPost && okLcp;
    const runs = r.firstPost.map((p, i) => `${Math.round(p)}/${Math.round(r.lcp[i])}`).join(', ');
    console.log(`| ${r.path} | ${Math.round(post)} ms${okPost ? '' : ' (MISSED)'} | ${Math.round(lcp)} ms${okLcp ? '' : ' (MISSED)'} | ${runs} |`);
  }
  if (!allMet && process.env.BENCH_STRICT === '1') process.exitCode = 1;
}
