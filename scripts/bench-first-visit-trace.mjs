// Where a first visit's main-thread time goes: a CDP trace of one cold load of each page (no
// service worker, no cache, no database; 4x CPU, as Lighthouse's mobile emulation), summarised as
// the scripts that evaluate and the long tasks, each placed before or after the first contentful
// paint. This is the tool for finding what to move behind the first interaction or idle time; the
// budgets themselves are Lighthouse's (bench-lighthouse.mjs).
//
// Usage: node scripts/bench-first-visit-trace.mjs [/ /family …]   (BENCH_TRACE_PORT, CHROME_PATH,
//        HEARTH_DIST_DIR, BENCH_TRACE_SECONDS=6, BENCH_TRACE_DIR=<dir> to keep each trace's JSON)
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { buildIfStale } from './build-if-stale.mjs';
import { CHROMIUM_FLAGS, requireChrome } from './find-chrome.mjs';
import { startBenchServer } from './bench-server.mjs';

const PORT = Number(process.env.BENCH_TRACE_PORT ?? 4497);
const SECONDS = Number(process.env.BENCH_TRACE_SECONDS ?? 6);
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const PATHS = paths.length > 0 ? paths : ['/', '/family'];
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading', 'toplevel'];

async function traceLoad(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: CATEGORIES.join(','), transferMode: 'ReportEvents' });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(SECONDS * 1000);
  await cdp.send('Tracing.end');
  await done;
  await context.close();
  return events;
}

const short = (url) => String(url ?? '').replace(/^https?:\/\/[^/]+\/(assets\/)?/, '') || '(inline)';

/** Scripts evaluated and long tasks, in ms after the navigation, against the first contentful paint. */
export function summarise(events) {
  const main = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame);
  const t0 = main?.ts ?? Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
  const at = (ts) => (ts - t0) / 1000;
  const fcpEvent = events.find((e) => e.name === 'firstContentfulPaint');
  const fcp = fcpEvent ? at(fcpEvent.ts) : Number.NaN;
  const lcpEvents = events.filter((e) => e.name === 'largestContentfulPaint::Candidate');
  const lcp = lcpEvents.length > 0 ? at(lcpEvents.at(-1).ts) : Number.NaN;
  const scriptNames = new Set(['EvaluateScript', 'v8.evaluateModule', 'v8.compileModule', 'v8.compile', 'FunctionCall']);
  // The page's main thread: where its first paint was recorded.
  const onMain = (e) => !fcpEvent || (e.pid === fcpEvent.pid && e.tid === fcpEvent.tid);
  const urlOf = (e) => e.args?.data?.url ?? e.args?.fileName ?? e.args?.data?.fileName;
  // Outermost script events only (a module's evaluation holds its function calls): no time twice.
  const outer = [];
  let until = -Infinity;
  for (const e of events.filter((x) => scriptNames.has(x.name) && x.ph === 'X' && onMain(x) && /^https?:/.test(urlOf(x) ?? '')).sort((a, b) => a.ts - b.ts)) {
    if (e.ts < until) continue;
    outer.push(e);
    until = e.ts + (e.dur ?? 0);
  }
  const byScript = new Map();
  for (const e of outer) {
    const url = urlOf(e);
    const key = short(url);
    const row = byScript.get(key) ?? { script: key, first: Infinity, beforeFcp: 0, afterFcp: 0 };
    const start = at(e.ts);
    const dur = (e.dur ?? 0) / 1000;
    row.first = Math.min(row.first, start);
    if (start < fcp) row.beforeFcp += dur;
    else row.afterFcp += dur;
    byScript.set(key, row);
  }
  // Long tasks: the renderer main thread's top-level tasks over 50 ms (at 4x CPU), with the script
  // that ran most within each.
  const tasks = events
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && onMain(e) && e.dur / 1000 >= LONG_TASK_MS)
    .map((task) => {
      const inside = outer.filter((e) => e.ts >= task.ts && e.ts < task.ts + task.dur);
      const weights = new Map();
      for (const e of inside) {
        const url = short(urlOf(e));
        weights.set(url, (weights.get(url) ?? 0) + (e.dur ?? 0));
      }
      const top = [...weights.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '(layout, style or parse)';
      return { start: at(task.ts), ms: task.dur / 1000, top };
    })
    .filter((task) => task.start >= 0);
  const blocking = tasks.filter((t) => t.start >= fcp).reduce((sum, t) => sum + Math.max(0, t.ms - LONG_TASK_MS), 0);
  return { fcp, lcp, scripts: [...byScript.values()].sort((a, b) => a.first - b.first), tasks, blocking };
}

async function main() {
  const executablePath = (await requireChrome()) ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if ((await buildIfStale()) !== 0) process.exit(1);
  const server = await startBenchServer(PORT, 'bench-trace');
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
  try {
    for (const path of PATHS) {
      const events = await traceLoad(browser, `${server.base}${path}`);
      if (process.env.BENCH_TRACE_DIR) writeFileSync(join(process.env.BENCH_TRACE_DIR, `${path.replace(/\W+/g, '-') || 'landing'}.trace.json`), JSON.stringify({ traceEvents: events }));
      const { fcp, lcp, scripts, tasks, blocking } = summarise(events);
      console.log(`\n${path}: first contentful paint ${Math.round(fcp)} ms, largest ${Math.round(lcp)} ms (${CPU_SLOWDOWN}x CPU, no network throttling); load average ${loadavg().map((l) => l.toFixed(2)).join(', ')}`);
      console.log('| script | first runs at (ms) | ms before FCP | ms after FCP |');
      console.log('|---|---|---|---|');
      for (const s of scripts) console.log(`| ${s.script} | ${Math.round(s.first)} | ${Math.round(s.beforeFcp)} | ${Math.round(s.afterFcp)} |`);
      console.log(`Long tasks (>= ${LONG_TASK_MS} ms): ${tasks.map((t) => `${Math.round(t.start)} ms: ${Math.round(t.ms)} ms (${t.top})`).join('; ') || 'none'}`);
      console.log(`Blocking time after the first paint (sum of each long task's time over ${LONG_TASK_MS} ms): ${Math.round(blocking)} ms`);
    }
  } finally {
    await browser.close();
    server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
