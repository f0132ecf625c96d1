// Bundle benchmark: the JavaScript a family downloads before the first paint of
// `/` and `/family` on a first visit (so /family shows onboarding), as sent by Hearth's server
// (gzip), in headless Chromium against the built app. Budgets: 120 KB for `/`, 180 KB for `/family`.
// Also the JavaScript the page has loaded once the network is idle, and which chunks each page
// pulled in, so a route that loads another feature's code shows up.
// Usage: node scripts/bench-bundle.mjs   (BENCH_PORT, CHROME_PATH, HEARTH_DIST_DIR, BENCH_BUNDLE_THROTTLE=0)
// Functions passed to page.evaluate and addInitScript run in the browser:
/* global window, document, MutationObserver */
import { spawn } from 'node:child_process';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { buildIfStale, distDir } from './build-if-stale.mjs';
import { CHROMIUM_FLAGS, requireChrome } from './find-chrome.mjs';
import { bin } from './run.mjs';

const root = new URL('..', import.meta.url).pathname;
const PORT = Number(process.env.BENCH_PORT ?? 4496);
const BASE = `http://127.0.0.1:${PORT}`;
const BUDGETS = { '/': 120, '/family': 180 };
/** The pages measured, both on a first visit: nothing stored, nothing cached. */
const PAGES = [
  { label: '/', path: '/' },
  { label: '/family (first visit: onboarding)', path: '/family' },
];
// BENCH_BUNDLE_THROTTLE=0 measures on the unthrottled local network instead (see measure()).
const THROTTLE = process.env.BENCH_BUNDLE_THROTTLE !== '0';

async function startServer() {
  const child = spawn(bin('tsx'), [join(root, 'server/node.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), STATIC_DIR: distDir, DATABASE_URL: `file:${join(tmpdir(), `hearth-bench-bundle-${process.pid}.db`)}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error('The server did not start');
}

async function measure(browser, { path }) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  if (THROTTLE) {
    // Lighthouse's mobile network (simulated slow 4G): on localhost every file arrives within a few
    // milliseconds, so "arrived before the paint" would count files the paint never waited for
    // (the prerendered landing page paints with no script at all); at phone speed what arrives
    // before the heading is what the heading cost.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
  }
  // The splash in index.html paints before any script runs, so "first paint" here is the page's
  // own heading rendered by React: scripts that arrived by then are what it cost; chunks fetched
  // after it (toasts, the service worker, prefetches) are not counted. The moment the heading
  // enters the page is taken in the page itself (a mutation observer installed before any script
  // runs), not when a poll from here happens to see it: on a busy host the poll comes late and
  // would count chunks that arrived after the paint.
  await page.addInitScript(() => {
    const selector = 'main h1, main h2';
    // Visible headings only: index.html also holds the prerendered landing page, hidden on every
    // address but `/` (index.html's stylesheet).
    const visible = (element) =>
      element.checkVisibility ? element.checkVisibility({ visibilityProperty: true }) : element.getClientRects().length > 0;
    const mark = () => {
      if (window.__firstHeadingAt === undefined && [...document.querySelectorAll(selector)].some(visible)) window.__firstHeadingAt = performance.now();
      return window.__firstHeadingAt !== undefined;
    };
    new MutationObserver((_records, observer) => {
      if (mark()) observer.disconnect();
    }).observe(document, { childList: true, subtree: true, attributes: true });
  });
  await page.goto(`${BASE}${path}`, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__firstHeadingAt !== undefined, null, { timeout: 30_000 });
  const shownAt = await page.evaluate(() => window.__firstHeadingAt);
  await page.waitForLoadState('networkidle');
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => e.initiatorType === 'script' || e.name.endsWith('.js'))
      .map((e) => ({ url: new URL(e.name).pathname, bytes: e.encodedBodySize, arrivedAt: e.responseEnd })),
  );
  await context.close();
  return { beforePaint: scripts.filter((script) => script.arrivedAt <= shownAt), all: scripts };
}

export async function benchBundle() {
  await requireChrome();
  if ((await buildIfStale()) !== 0) throw new Error('build failed');
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH, args: CHROMIUM_FLAGS });
  const rows = [];
  try {
    for (const entry of PAGES) {
      const { beforePaint, all } = await measure(browser, entry);
      const kb = (scripts) => scripts.reduce((sum, s) => sum + s.bytes, 0) / 1024;
      rows.push({ page: entry.label, kb: kb(beforePaint), loadedKb: kb(all), budget: BUDGETS[entry.path], chunks: beforePaint.map((s) => s.url.replace('/assets/', '')) });
    }
  } finally {
    await browser.close();
    server.kill();
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await benchBundle();
  console.log(
    `\nJavaScript for the first paint (gzip, as served; ${THROTTLE ? 'slow 4G: 150 ms, 1.6 Mbps' : 'unthrottled local network'}); 1-minute load average ${loadavg()[0].toFixed(1)}`,
  );
  console.log('| page | KB before the first paint | budget | result | KB loaded by network idle | chunks before the paint |');
  console.log('|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(
      `| ${r.page} | ${r.kb.toFixed(1)} | ${r.budget} | ${r.kb <= r.budget ? 'within' : 'OVER'} | ${r.loadedKb.toFixed(1)} | ${r.chunks.join(', ')} |`,
    );
}
