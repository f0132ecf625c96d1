// A returning family's load, measured against the floor in the same run: what a family that has
// opened Hearth before sees when they open it again, beside the smallest page that does the same
// job (scripts/bench-floor/: the same Dexie database, the newest posts as plain React cards, served
// by the same service worker; docs/decisions/190-bench-floor.md). Absolute milliseconds move with
// the machine and with whatever else it runs; the ratio to the floor, loaded alternately in the same
// browser, moves far less, so the budget is on the ratio.
//
// Headless Chromium against the BUILT app on Hearth's own server, CPU slowed down 4x (a mid-range
// phone). The device is one of a family of three devices with sync turned on (it made the family's
// space, two more devices joined with invitation links); its moments are then written into its
// database (the newest a photo, as in many families' feeds), first 1,000, then 9,000 more. The app
// has precached itself and the floor in its service worker, which controls every load. For each
// size and each of /family and /family/feeds: one warm-up load of each page, then LOADS rounds of
// one load of each page in turn (app, floor, and with --against the other build's app and floor);
// a load reports when the first real post is in the page (rendered by React from Dexie, measured
// at the next animation frame) and its largest contentful paint.
// Budget: the median first post within 1.3x the floor's median, on both pages at both sizes.
// With --against <commit>, that commit's build (scripts/bench-against.mjs) is measured in the same
// rounds on its own server and origin, and a median more than the run's own scatter worse than it is
// called out.
//
// Usage: node scripts/bench-returning-family.mjs [--against <commit>]
//        (BENCH_PORT, BENCH_AGAINST_PORT, BENCH_LOADS, BENCH_SIZES=1000,10000, BENCH_PATHS=/family,/family/feeds,
//         BENCH_RETURNING_SYNC=off, CHROME_PATH,
//         HEARTH_DIST_DIR, BENCH_STRICT=1)
// Functions passed to page.evaluate and addInitScript run in the browser:
/* global window, document, requestAnimationFrame, MutationObserver */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { buildIfStale, distDir } from './build-if-stale.mjs';
import { CHROMIUM_FLAGS, requireChrome } from './find-chrome.mjs';
import { startBenchServer } from './bench-server.mjs';
import { againstArgument, buildAgainst } from './bench-against.mjs';
import { FLOOR_PATH, prepareBenchSite } from './bench-site.mjs';
import { hearthDb, inviteLink, joinWithLink, waitFor } from './bench-family-pages.mjs';
import { addMoments, benchFamily, seedFamily } from './seed-family.mjs';
import { median } from './bench-stats.mjs';

const root = new URL('..', import.meta.url).pathname;
const PORT = Number(process.env.BENCH_PORT ?? 4495);
const AGAINST_PORT = Number(process.env.BENCH_AGAINST_PORT ?? PORT + 1);
const LOADS = Number(process.env.BENCH_LOADS ?? 5);
const CPU_SLOWDOWN = 4;
const SIZES = (process.env.BENCH_SIZES ?? '1000,10000').split(',').map(Number);
export const RETURNING_BUDGETS = Object.freeze({ firstPostRatio: 1.3 });
const PATHS = (process.env.BENCH_PATHS ?? '/family,/family/feeds').split(',');
const FAMILY = benchFamily('The Returning Family', 'returnin', ['Asha', 'Ravi', 'Mia']);
const HOUR = 3_600_000;
const STEP = -3 * HOUR;

/** Installed before any script of each load: notes the frame the first post is in and every LCP entry. */
export function recordFirstPostAndLcp() {
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
  await page.waitForFunction(() => window.__bench?.firstPost !== undefined, null, { timeout: 60_000 });
  // The largest paint can follow the first post (the newest photo decoding): give it time to settle.
  await page.waitForTimeout(1500);
  const marks = await page.evaluate(() => ({ ...window.__bench }));
  if (!marks.controlled) throw new Error(`${url}: the load was not served by the service worker`);
  return marks;
}

/** A device joins the family with `url` as `member` (a new browser context: its own storage). */
async function joinDevice(browser, url, member) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await joinWithLink(await context.newPage(), url, FAMILY, member);
  await context.close();
}

/**
 * One build under test on its own server: the site (the build, the floor beside it), device A of
 * a family with sync on and two more devices, throttled, with the service worker in control.
 */
export async function openSite(browser, { name: label, dist, src, serverRoot, port }) {
  // A build from before family sync (an --against commit) is measured as it was: without it.
  // BENCH_RETURNING_SYNC=off measures without sync, to tell its share of the time apart.
  const hasSync = existsSync(join(src, 'data/sync'));
  const name = !hasSync ? `${label} (before sync)` : process.env.BENCH_RETURNING_SYNC === 'off' ? `${label} (sync off)` : label;
  const site = await prepareBenchSite(dist, src, label.replace(/\W+/g, '-'));
  const server = await startBenchServer(port, `bench-returning-${name}`, {}, { staticDir: site.dir, serverRoot });
  const base = server.base;
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const close = async () => {
    await context.close();
    server.stop();
    site.remove();
  };
  try {
    return await prepareDevice({ browser, name, base, context, close });
  } catch (error) {
    await close();
    throw error;
  }
}

/** Device A of the family on `base`, sync on (where the build has it) among three devices, throttled. */
async function prepareDevice({ browser, name, base, context, close }) {
  const hasSync = !name.endsWith('(before sync)') && !name.endsWith('(sync off)');
  const page = await context.newPage();
  await seedFamily(page, base, { family: FAMILY, count: 0, firstAt: Date.now(), stepMs: STEP });
  if (hasSync) {
    await joinDevice(browser, await inviteLink(page, base), FAMILY.members[1].name);
    await joinDevice(browser, await inviteLink(page, base), FAMILY.members[2].name);
  }
  await page.goto(`${base}/family`);
  if (hasSync) await page.locator('[data-slot="sync-status"][data-state="synced"]').waitFor({ timeout: 60_000 });
  // The app registers its service worker a few seconds after the load; it precaches the build and
  // the floor and takes control of the page (clientsClaim).
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 60_000 });
  if (hasSync) await waitFor(async () => (await hearthDb(page)).outbox === 0, 60_000, `${name}: the outbox emptied`);
  await context.addInitScript(recordFirstPostAndLcp);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  let held = 0;
  return {
    name,
    base,
    page,
    /** Writes moments older than those held, up to `total`, beneath the app (not through sync). */
    async growTo(total) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      const firstAt = Date.now() - HOUR + held * STEP;
      // The newest thousand carry drawn photos (the feed's largest paint), older ones tiny ones.
      await addMoments(page, { family: FAMILY, count: total - held, firstAt, stepMs: STEP, photo: held === 0 ? 'drawn' : 'tiny' });
      held = total;
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    },
    close,
  };
}

/** The run: for each size and page, LOADS rounds alternating every target; rows of figures. */
export async function benchReturningFamily({ against = null } = {}) {
  const executablePath = (await requireChrome()) ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if ((await buildIfStale()) !== 0) throw new Error('The build failed');
  const other = against ? await buildAgainst(against) : null;
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
  const sites = [];
  try {
    sites.push(await openSite(browser, { name: 'this build', dist: distDir, src: join(root, 'src'), serverRoot: root, port: PORT }));
    if (other) sites.push(await openSite(browser, { name: other.name, dist: other.dist, src: other.src, serverRoot: other.root, port: AGAINST_PORT }));
    const rows = [];
    for (const size of SIZES) {
      for (const site of sites) await site.growTo(size);
      for (const path of PATHS) {
        const targets = sites.flatMap((site) => [
          { site, kind: 'app', url: `${site.base}${path}` },
          { site, kind: 'floor', url: `${site.base}${FLOOR_PATH}` },
        ]);
        for (const target of targets) await loadOnce(target.site.page, target.url); // warm-up
        const loads = new Map(targets.map((target) => [target, []]));
        for (let i = 0; i < LOADS; i += 1) {
          for (const target of targets) loads.get(target).push(await loadOnce(target.site.page, target.url));
        }
        for (const site of sites) {
          const of = (kind) => loads.get(targets.find((t) => t.site === site && t.kind === kind));
          rows.push({
            size,
            path,
            site: site.name,
            app: of('app').map((l) => l.firstPost),
            appLcp: of('app').map((l) => l.lcp ?? Number.NaN),
            floor: of('floor').map((l) => l.firstPost),
          });
        }
      }
    }
    return { rows, loadAverage: loadavg() };
  } finally {
    for (const site of sites) await site.close();
    await browser.close();
    other?.remove();
  }
}

const ms = (value) => `${Math.round(value)}`;
const spread = (values) => `${ms(Math.min(...values))} / ${ms(median(values))} / ${ms(Math.max(...values))}`;
export const ratioOf = (app, floor) => median(app) / median(floor);
/**
 * The run's own scatter of a ratio: the ratios of each round's app load to that round's floor
 * load, and half their range once the highest and the lowest are left out (with 5 rounds or more:
 * on a shared machine one round in five is held up by something else). A difference between two
 * builds' median ratios smaller than the larger of their scatters is not called a change.
 */
export const scatterOf = (app, floor) => {
  const ratios = app.map((a, i) => a / floor[i]).sort((a, b) => a - b);
  const kept = ratios.length >= 5 ? ratios.slice(1, -1) : ratios;
  return (kept.at(-1) - kept[0]) / 2;
};

export function printReturningFamily({ rows, loadAverage }) {
  const budget = RETURNING_BUDGETS.firstPostRatio;
  console.log(
    `\nA returning family (service worker, ${CPU_SLOWDOWN}x CPU, ${process.env.BENCH_RETURNING_SYNC === 'off' ? 'sync off' : 'sync on with 3 devices'}), ${LOADS} rounds alternating app and floor; ` +
      `load average ${loadAverage.map((l) => l.toFixed(2)).join(', ')} (1, 5, 15 min)`,
  );
  console.log(`| moments | page | build | first post, app: min / median / max (ms) | floor: min / median / max (ms) | ratio of medians (<= ${budget}) | scatter | app LCP median (ms) |`);
  console.log('|---|---|---|---|---|---|---|---|');
  let allMet = true;
  const current = rows.filter((r) => r.site.startsWith('this build'));
  for (const row of rows) {
    const ratio = ratioOf(row.app, row.floor);
    const met = ratio <= budget;
    if (row.site.startsWith('this build')) allMet &&= met;
    console.log(
      `| ${row.size.toLocaleString('en')} | ${row.path} | ${row.site} | ${spread(row.app)} | ${spread(row.floor)} | ${ratio.toFixed(2)}${met ? '' : ' (MISSED)'} | ±${scatterOf(row.app, row.floor).toFixed(2)} | ${ms(median(row.appLcp))} |`,
    );
  }
  for (const row of rows.filter((r) => !r.site.startsWith('this build'))) {
    const mine = current.find((r) => r.size === row.size && r.path === row.path);
    const now = ratioOf(mine.app, mine.floor);
    const before = ratioOf(row.app, row.floor);
    const scatter = Math.max(scatterOf(mine.app, mine.floor), scatterOf(row.app, row.floor));
    const verdict = now - before > scatter ? 'WORSE than' : before - now > scatter ? 'better than' : 'within the scatter of';
    console.log(`${row.size.toLocaleString('en')} moments, ${row.path}: this build ${now.toFixed(2)}x the floor, ${verdict} ${row.site} (${before.toFixed(2)}x; scatter ±${scatter.toFixed(2)})`);
  }
  return allMet;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchReturningFamily({ against: againstArgument() });
  const allMet = printReturningFamily(result);
  if (!allMet && process.env.BENCH_STRICT === '1') process.exitCode = 1;
}
