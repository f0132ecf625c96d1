// Where a returning family's first post waits: the same device as bench-returning-family.mjs (sync
// on among three devices, its moments in the database, the service worker in control, 4x CPU), a
// few loads of each page beside the floor for their first-post times, then a CDP trace of one load
// of each page, printed as the main thread's tasks up to the first post: when each ran, how long,
// and what took its time (a script's evaluation or function, style, layout, paint, garbage
// collection), with when the header and the first card entered the page. This is the tool for
// finding what to move; the budget itself is the ratio bench-returning-family.mjs prints.
//
// Usage: node scripts/bench-returning-trace.mjs [/family /family/feeds …]   (BENCH_PORT, BENCH_LOADS=3,
//        BENCH_SIZES=1000, BENCH_TRACE_DIR=<dir> to keep each trace's JSON, CHROME_PATH, HEARTH_DIST_DIR)
/* global window, document, MutationObserver */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { buildIfStale, distDir } from './build-if-stale.mjs';
import { CHROMIUM_FLAGS, requireChrome } from './find-chrome.mjs';
import { FLOOR_PATH } from './bench-site.mjs';
import { openSite } from './bench-returning-family.mjs';
import { median } from './bench-stats.mjs';

const root = new URL('..', import.meta.url).pathname;
const PORT = Number(process.env.BENCH_PORT ?? 4495);
const LOADS = Number(process.env.BENCH_LOADS ?? 3);
const SIZE = Number((process.env.BENCH_SIZES ?? '1000').split(',')[0]);
const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const PATHS = paths.length > 0 ? paths : ['/family', '/family/feeds'];
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading', 'toplevel'];
const SHOWN_TASK_MS = 4;

/** Installed before any script: when the header, a loading state and the first card entered the page. */
function recordMilestones() {
  const seen = {};
  window.__milestones = seen;
  const selectors = { header: 'header', main: 'main', 'first card': 'main [data-slot="post-card"]' };
  const observer = new MutationObserver(() => {
    for (const [name, selector] of Object.entries(selectors)) {
      if (seen[name] === undefined && document.querySelector(selector)) seen[name] = performance.now();
    }
    if (Object.keys(seen).length === Object.keys(selectors).length) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

async function firstPost(page, url) {
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__bench?.firstPost !== undefined, null, { timeout: 60_000 });
  await page.waitForTimeout(1000);
  return page.evaluate(() => ({ ...window.__bench, milestones: { ...window.__milestones } }));
}

async function traceLoad(page, url) {
  const cdp = await page.context().newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: CATEGORIES.join(','), transferMode: 'ReportEvents' });
  const marks = await firstPost(page, url);
  await cdp.send('Tracing.end');
  await done;
  await cdp.detach();
  return { events, marks };
}

const short = (url) => String(url ?? '').replace(/^https?:\/\/[^/]+\/(assets\/)?/, '') || '(inline)';
const LABELS = {
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  Paint: 'paint',
  PrePaint: 'pre-paint',
  Layerize: 'layerize',
  ParseHTML: 'parse HTML',
  MinorGC: 'GC',
  MajorGC: 'GC',
  'V8.GC_SCAVENGER': 'GC',
  ParseAuthorStyleSheet: 'parse CSS',
};

/** The renderer main thread's tasks from the navigation to `until` ms, each with what took its time. */
export function tasksUntil(events, until) {
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args?.data?.documentLoaderURL?.startsWith('http'));
  if (!nav) throw new Error('No navigation in the trace');
  const at = (ts) => (ts - nav.ts) / 1000;
  const main = (e) => e.pid === nav.pid && e.tid === nav.tid;
  const complete = events.filter((e) => e.ph === 'X' && main(e) && e.ts >= nav.ts).sort((a, b) => a.ts - b.ts);
  const tasks = complete.filter((e) => e.name === 'RunTask' && at(e.ts) <= until && e.dur / 1000 >= SHOWN_TASK_MS);
  return tasks.map((task) => {
    const inside = complete.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur);
    const parts = new Map();
    // Scripts: outermost only (a module's evaluation holds its function calls).
    let scriptUntil = -Infinity;
    for (const e of inside) {
      const url = e.args?.data?.url ?? e.args?.fileName ?? e.args?.data?.fileName;
      // A timer's, a frame's or an event's own work is the function call inside it, which names its script.
      const isScript = ['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'v8.compile', 'v8.compileModule'].includes(e.name);
      let key;
      if (isScript) {
        if (e.ts < scriptUntil) continue;
        scriptUntil = e.ts + (e.dur ?? 0);
        const fn = e.args?.data?.functionName;
        // Module evaluations carry no address in the trace: "evaluate a module".
        const what = e.name === 'v8.evaluateModule' ? 'evaluate a module' : e.name === 'EvaluateScript' ? `evaluate ${short(url)}` : e.name === 'FunctionCall' ? `call ${short(url)}` : `${e.name} ${short(url)}`;
        key = `${what}${fn ? ` ${fn}` : ''}`;
      } else if (LABELS[e.name] && e.ts >= scriptUntil) key = LABELS[e.name];
      else continue;
      parts.set(key, (parts.get(key) ?? 0) + (e.dur ?? 0) / 1000);
    }
    const top = [...parts.entries()].filter(([, ms]) => ms >= 1).sort((a, b) => b[1] - a[1]).slice(0, 5);
    return { start: at(task.ts), ms: task.dur / 1000, parts: top };
  });
}

function printTasks(tasks) {
  for (const task of tasks) console.log(`  ${Math.round(task.start)} ms +${Math.round(task.ms)}: ${task.parts.map(([k, v]) => `${k} ${Math.round(v)}`).join('; ')}`);
  const busy = tasks.reduce((sum, task) => sum + task.ms, 0);
  console.log(`  tasks of ${SHOWN_TASK_MS} ms or more: ${Math.round(busy)} ms in all`);
}

async function main() {
  const executablePath = (await requireChrome()) ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if ((await buildIfStale()) !== 0) process.exit(1);
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
  const site = await openSite(browser, { name: 'this build', dist: distDir, src: join(root, 'src'), serverRoot: root, port: PORT });
  try {
    await site.page.context().addInitScript(recordMilestones);
    await site.growTo(SIZE);
    for (const path of PATHS) {
      const app = `${site.base}${path}`;
      const floor = `${site.base}${FLOOR_PATH}`;
      await firstPost(site.page, app);
      await firstPost(site.page, floor);
      const appLoads = [];
      const floorLoads = [];
      for (let i = 0; i < LOADS; i += 1) {
        appLoads.push(await firstPost(site.page, app));
        floorLoads.push(await firstPost(site.page, floor));
      }
      const { events, marks } = await traceLoad(site.page, app);
      const floorTrace = await traceLoad(site.page, floor);
      if (process.env.BENCH_TRACE_DIR) writeFileSync(join(process.env.BENCH_TRACE_DIR, `${path.replace(/\W+/g, '-')}.trace.json`), JSON.stringify({ traceEvents: events }));
      const appMedian = median(appLoads.map((l) => l.firstPost));
      const floorMedian = median(floorLoads.map((l) => l.firstPost));
      const milestone = (name) => Math.round(median(appLoads.map((l) => l.milestones[name] ?? Number.NaN)));
      console.log(
        `\n${path} (${SIZE.toLocaleString('en')} moments, ${LOADS} loads; load average ${loadavg().map((l) => l.toFixed(2)).join(', ')}): ` +
          `first post ${Math.round(appMedian)} ms, floor ${Math.round(floorMedian)} ms, ${(appMedian / floorMedian).toFixed(2)}x; ` +
          `header in the page at ${milestone('header')} ms, first card at ${milestone('first card')} ms`,
      );
      console.log(`Traced load: first post at ${Math.round(marks.firstPost)} ms; header at ${Math.round(marks.milestones.header)} ms; first card at ${Math.round(marks.milestones['first card'])} ms`);
      printTasks(tasksUntil(events, marks.firstPost + 20));
      console.log(`The floor's traced load: first post at ${Math.round(floorTrace.marks.firstPost)} ms`);
      printTasks(tasksUntil(floorTrace.events, floorTrace.marks.firstPost + 20));
    }
  } finally {
    await site.close();
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
