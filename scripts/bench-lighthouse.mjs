// Lighthouse budgets of a first visit: Lighthouse 12 with its default mobile emulation
// (Moto G Power screen, simulated slow 4G and 4x CPU slowdown) in headless Chromium, against the
// BUILT app served by Hearth's own production server, each run cold (Lighthouse clears the
// origin's storage, IndexedDB included, service worker and HTTP cache first: nothing of Hearth on
// the device):
//   /         the landing page (prerendered): performance >= 95, TBT <= 150 ms, LCP < 1.5 s;
//   /family   onboarding (no family yet): performance >= 90, TBT < 300 ms, LCP < 2.5 s, CLS < 0.1.
// Both also keep accessibility 100 and best practices >= 95. Beside them, in the same rounds, the
// floor: the build's own landing page with no JavaScript at all (scripts/bench-site.mjs), so a host
// that is busier than usual shows in the floor's figures too. Runs alternate page by page (/, the
// floor, /family, then again), and with --against <commit> that build's pages join each round.
// A returning family's pages are measured by bench-returning-family.mjs: their code is in the
// service worker's cache, which a cold Lighthouse run does not have. Every figure is printed with
// its budget; a miss with its causes.
//
// Usage: node scripts/bench-lighthouse.mjs [--against <commit>]  (BENCH_LIGHTHOUSE_PORT, BENCH_LIGHTHOUSE_RUNS, CHROME_PATH,
//        HEARTH_DIST_DIR, BENCH_LIGHTHOUSE_REPORTS=<dir> to keep every run's HTML and JSON report,
//        BENCH_LIGHTHOUSE_ONLY=/family to measure only those paths, BENCH_STRICT=1 to exit 1 on a missed budget)
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildIfStale, distDir as defaultDistDir } from './build-if-stale.mjs';
import { CHROMIUM_FLAGS, requireChrome } from './find-chrome.mjs';
import { bin } from './run.mjs';
import { againstArgument, buildAgainst } from './bench-against.mjs';
import { prepareBenchSite, STATIC_FLOOR_PATH } from './bench-site.mjs';
import { median } from './bench-stats.mjs';

const root = new URL('..', import.meta.url).pathname;

/** What every page keeps besides its own budgets. Scores are 0-100; times in ms. */
const QUALITY = { accessibility: 100, bestPractices: 95 };

/** The pages measured, each a first visit, with its budgets. */
export const LIGHTHOUSE_PAGES = Object.freeze([
  { label: '/ (first visit)', path: '/', budgets: { ...QUALITY, performance: 95, lcpMs: 1500, tbtMaxMs: 150 } },
  { label: 'floor: / without JavaScript', path: STATIC_FLOOR_PATH, budgets: null },
  { label: '/family (first visit: onboarding)', path: '/family', budgets: { ...QUALITY, performance: 90, lcpMs: 2500, cls: 0.1, tbtUnderMs: 300 } },
]);

async function startServer(port, distDir, serverRoot = root) {
  const database = join(tmpdir(), `hearth-lighthouse-${port}-${process.pid}.db`);
  const child = spawn(bin('tsx'), [join(serverRoot, 'server/node.ts')], {
    cwd: serverRoot,
    env: { ...process.env, PORT: String(port), STATIC_DIR: distDir, DATABASE_URL: `file:${database}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  let up = false;
  while (!up && Date.now() < deadline) {
    try {
      up = (await fetch(`${base}/api/health`)).ok;
    } catch {
      // not listening yet
    }
    if (!up) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const stop = () => {
    child.kill('SIGTERM');
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${database}${suffix}`, { force: true });
  };
  if (!up) {
    stop();
    throw new Error(`Hearth's server did not answer on ${base} within 60 s`);
  }
  return { base, stop };
}

/** Failed audits of a category (score below 1, not informative), heaviest first. */
function failedAudits(lhr, categoryId) {
  const category = lhr.categories[categoryId];
  if (!category) return [];
  return category.auditRefs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'notApplicable')
    .sort((a, b) => b.ref.weight - a.ref.weight)
    .map(({ ref, audit }) => {
      const item = audit.details?.items?.[0];
      const where = item?.node?.snippet ?? item?.url ?? item?.source?.url ?? item?.description ?? '';
      return `${audit.id} (weight ${ref.weight}, score ${Math.round(audit.score * 100)}): ${audit.title}${audit.displayValue ? ` — ${audit.displayValue}` : ''}${where ? ` — e.g. ${String(where).slice(0, 140)}` : ''}`;
    });
}

/** What the time to the largest paint was made of, and the heaviest scripts (for a missed LCP or TBT). */
function performanceCauses(lhr) {
  const causes = [];
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const element = lcpElement[0]?.items?.[0]?.node;
  if (element) causes.push(`LCP element: ${element.nodeLabel ?? ''} ${element.snippet ?? ''}`.slice(0, 200));
  const phases = lcpElement[1]?.items;
  if (Array.isArray(phases)) causes.push(`LCP phases: ${phases.map((p) => `${p.phase ?? p.label} ${Math.round(p.timing)} ms`).join(', ')}`);
  const blocking = lhr.audits['render-blocking-resources']?.details?.items ?? [];
  if (blocking.length > 0) causes.push(`render-blocking: ${blocking.map((b) => `${b.url.replace(/^https?:\/\/[^/]+/, '')} (${Math.round(b.wastedMs)} ms)`).join(', ')}`);
  const scripts = lhr.audits['bootup-time']?.details?.items ?? [];
  if (scripts.length > 0) causes.push(`script time: ${scripts.slice(0, 4).map((s) => `${String(s.url).replace(/^https?:\/\/[^/]+/, '')} ${Math.round(s.total)} ms`).join(', ')}`);
  const longTasks = lhr.audits['long-tasks']?.details?.items ?? [];
  if (longTasks.length > 0) causes.push(`long tasks (observed): ${longTasks.slice(0, 5).map((t) => `${Math.round(t.duration)} ms`).join(', ')}`);
  const shifts = lhr.audits['layout-shifts']?.details?.items ?? [];
  if (shifts.length > 0) causes.push(`layout shifts: ${shifts.slice(0, 3).map((s) => `${s.node?.snippet ?? '?'} ${Number(s.score).toFixed(3)}`.slice(0, 160)).join('; ')}`);
  // The request waterfall in front of the largest paint (unthrottled start times): each lazy chunk
  // that only starts once another has run adds a round trip under the simulated slow 4G.
  const observedLcp = lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  if (typeof observedLcp === 'number') {
    const before = requests.filter((r) => r.resourceType === 'Script' && r.networkRequestTime < observedLcp);
    const kb = Math.round(before.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024);
    causes.push(
      `${before.length} scripts (${kb} KB transferred) requested before the largest paint, by start time: ` +
        before.map((r) => `${Math.round(r.networkRequestTime)} ${r.url.replace(/^https?:\/\/[^/]+\/(assets\/)?/, '')}`).join(', '),
    );
  }
  const breakdown = lhr.audits['mainthread-work-breakdown']?.details?.items ?? [];
  if (breakdown.length > 0) causes.push(`main thread (4x CPU): ${breakdown.map((b) => `${b.groupLabel} ${Math.round(b.duration)} ms`).join(', ')}`);
  for (const id of ['largest-contentful-paint', 'first-contentful-paint', 'speed-index', 'interactive']) {
    const audit = lhr.audits[id];
    if (audit) causes.push(`${audit.title}: ${audit.displayValue}`);
  }
  return causes;
}

/** One Lighthouse run in a Chrome started on `userDataDir`. */
async function runOnce(url, userDataDir, chromePath) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_FLAGS, userDataDir });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      formFactor: 'mobile',
      // A true first visit: Lighthouse's default reset keeps IndexedDB and localStorage, and the
      // database onboarding creates would make the next run a returning device.
      clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'indexeddb', 'local_storage'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return { lhr: result.lhr, html: typeof result.report === 'string' ? result.report : '', trace: result.artifacts?.Trace ?? null };
  } finally {
    await chrome.kill();
  }
}

function figures(lhr) {
  const score = (id) => (lhr.categories[id]?.score === null || lhr.categories[id]?.score === undefined ? NaN : Math.round(lhr.categories[id].score * 100));
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
  };
}

/** The misses of one row against its page's budgets, in words (a budget a page lacks is not checked). */
export function budgetMisses(row, budgets) {
  const misses = [];
  if (!budgets) return misses;
  if (budgets.tbtMaxMs !== undefined && !(row.tbtMs <= budgets.tbtMaxMs)) misses.push(`TBT ${Math.round(row.tbtMs)} ms > ${budgets.tbtMaxMs} ms`);
  if (budgets.tbtUnderMs !== undefined && !(row.tbtMs < budgets.tbtUnderMs)) misses.push(`TBT ${Math.round(row.tbtMs)} ms >= ${budgets.tbtUnderMs} ms`);
  if (!(row.performance >= budgets.performance)) misses.push(`performance ${row.performance} < ${budgets.performance}`);
  if (!(row.accessibility >= budgets.accessibility)) misses.push(`accessibility ${row.accessibility} < ${budgets.accessibility}`);
  if (!(row.bestPractices >= budgets.bestPractices)) misses.push(`best practices ${row.bestPractices} < ${budgets.bestPractices}`);
  if (!(row.lcpMs < budgets.lcpMs)) misses.push(`LCP ${Math.round(row.lcpMs)} ms >= ${budgets.lcpMs} ms`);
  if (budgets.cls !== undefined && !(row.cls < budgets.cls)) misses.push(`CLS ${row.cls.toFixed(3)} >= ${budgets.cls}`);
  return misses;
}

/**
 * Runs Lighthouse on every page of LIGHTHOUSE_PAGES (the median of `runs` runs each) for each of
 * `sites` ({ name, dir, serverRoot }: a folder to serve and the checkout whose server serves it), each
 * on its own production server from `port` on, page after page and site after site within each
 * round, so the floor and every build share the host's moods. Returns one row per site and page with
 * its figures, the budgets it misses and the causes Lighthouse names. Expects built sites and a
 * Chromium (requireChrome); prints nothing (see printLighthouseTable). `reportsDir`: where to keep
 * each run's HTML and JSON report.
 */
export async function benchLighthouse({
  port = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 4496),
  runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3),
  chromePath = process.env.CHROME_PATH || '/usr/bin/chromium',
  sites = [{ name: 'this build', dir: defaultDistDir, serverRoot: root }],
  pages = process.env.BENCH_LIGHTHOUSE_ONLY
    ? LIGHTHOUSE_PAGES.filter((p) => process.env.BENCH_LIGHTHOUSE_ONLY.split(',').includes(p.path))
    : LIGHTHOUSE_PAGES,
  reportsDir = process.env.BENCH_LIGHTHOUSE_REPORTS || null,
  onProgress = () => {},
} = {}) {
  if (reportsDir) mkdirSync(reportsDir, { recursive: true });
  const servers = [];
  const profiles = [];
  const rows = [];
  try {
    for (const [index, site] of sites.entries()) servers.push(await startServer(port + index, site.dir, site.serverRoot));
    const cells = sites.flatMap((site, index) =>
      pages.map((entry) => {
        const userDataDir = mkdtempSync(join(tmpdir(), 'hearth-lighthouse-profile-'));
        profiles.push(userDataDir);
        return { site, entry, base: servers[index].base, userDataDir, lhrs: [] };
      }),
    );
    for (let run = 0; run < runs; run += 1) {
      for (const cell of cells) {
        const { entry, site } = cell;
        onProgress(`${site.name}, ${entry.label}: run ${run + 1} of ${runs}`);
        // Lighthouse sometimes loses the trace of a load (NO_NAVSTART, NO_FCP on a busy host): such a
        // run has no figures, so it is tried again, twice at most, and then reported as a failure.
        let lhr;
        for (let attempt = 1; attempt <= 3; attempt += 1) {
          const result = await runOnce(`${cell.base}${entry.path}`, cell.userDataDir, chromePath);
          lhr = result.lhr;
          if (reportsDir) {
            const page = entry.path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'landing';
            const name = `${site.name.replace(/\W+/g, '-')}-${page}-run${run + 1}`;
            writeFileSync(join(reportsDir, `${name}.html`), result.html);
            writeFileSync(join(reportsDir, `${name}.json`), JSON.stringify(lhr));
            // The unthrottled trace the simulation started from (open it in DevTools' Performance panel).
            if (process.env.BENCH_LIGHTHOUSE_TRACES === '1' && result.trace) writeFileSync(join(reportsDir, `${name}.trace.json`), JSON.stringify(result.trace));
          }
          if (!lhr.runtimeError) break;
          onProgress(`${entry.label}: Lighthouse error ${lhr.runtimeError.code} (attempt ${attempt} of 3)`);
        }
        if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${entry.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        cell.lhrs.push(lhr);
      }
    }
    for (const { site, entry, lhrs } of cells) {
      const all = lhrs.map(figures);
      const row = {
        site: site.name,
        label: entry.label,
        path: entry.path,
        budgets: entry.budgets,
        runs: all,
        performance: median(all.map((f) => f.performance)),
        accessibility: median(all.map((f) => f.accessibility)),
        bestPractices: median(all.map((f) => f.bestPractices)),
        lcpMs: median(all.map((f) => f.lcpMs)),
        cls: median(all.map((f) => f.cls)),
        tbtMs: median(all.map((f) => f.tbtMs)),
        lighthouseVersion: lhrs[0]?.lighthouseVersion,
        // Lighthouse's own measure of the host CPU (about 1,000-2,000 on a typical desktop): the 4x
        // CPU slowdown multiplies what was observed, so a slow or busy host inflates TBT and LCP.
        benchmarkIndex: median(lhrs.map((lhr) => lhr.environment?.benchmarkIndex ?? NaN)),
        loadAverage: loadavg(),
      };
      row.misses = site === sites[0] ? budgetMisses(row, entry.budgets) : [];
      // Causes from the run closest to the median performance score.
      const typical = lhrs.reduce((best, lhr) =>
        Math.abs(figures(lhr).performance - row.performance) < Math.abs(figures(best).performance - row.performance) ? lhr : best,
      );
      row.causes = {
        performance: row.misses.some((m) => /^(performance|LCP|CLS|TBT)/.test(m)) ? [...performanceCauses(typical), ...failedAudits(typical, 'performance').slice(0, 6)] : [],
        accessibility: entry.budgets && row.accessibility < QUALITY.accessibility ? failedAudits(typical, 'accessibility') : [],
        bestPractices: entry.budgets && row.bestPractices < QUALITY.bestPractices ? failedAudits(typical, 'best-practices') : [],
      };
      rows.push(row);
    }
  } finally {
    for (const server of servers) server.stop();
    for (const dir of profiles) rmSync(dir, { recursive: true, force: true });
  }
  return { rows, allMet: rows.every((r) => r.misses.length === 0), runs };
}

/** Prints the figures, each with its budget, then every miss with its causes. */
export function printLighthouseTable({ rows, runs }, log = console.log) {
  const within = (ok) => (ok ? '' : ' (MISSED)');
  log(`\nLighthouse ${rows[0]?.lighthouseVersion ?? ''}, mobile emulation (simulated slow 4G, 4x CPU), cold, median of ${runs} run(s)`);
  log('| build | page | performance | LCP | CLS | TBT | accessibility | best practices | performance / TBT of each run |');
  log('|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const b = r.budgets ?? {};
    const tbtOk = (b.tbtMaxMs === undefined || r.tbtMs <= b.tbtMaxMs) && (b.tbtUnderMs === undefined || r.tbtMs < b.tbtUnderMs);
    const tbtBudget = b.tbtMaxMs !== undefined ? ` (<= ${b.tbtMaxMs})` : b.tbtUnderMs !== undefined ? ` (< ${b.tbtUnderMs})` : '';
    log(
      `| ${r.site} | ${r.label} | ${r.performance}${b.performance === undefined ? '' : ` (>= ${b.performance})${within(r.performance >= b.performance)}`} ` +
        `| ${Math.round(r.lcpMs)} ms${b.lcpMs === undefined ? '' : ` (< ${b.lcpMs})${within(r.lcpMs < b.lcpMs)}`} ` +
        `| ${r.cls.toFixed(3)}${b.cls === undefined ? '' : ` (< ${b.cls})${within(r.cls < b.cls)}`} | ${Math.round(r.tbtMs)} ms${tbtBudget}${within(tbtOk)} ` +
        `| ${r.accessibility} | ${r.bestPractices} | ${r.runs.map((f) => `${f.performance} / ${Math.round(f.tbtMs)}`).join(', ')} |`,
    );
  }
  log(
    `Host: Lighthouse benchmarkIndex ${rows.map((r) => Math.round(r.benchmarkIndex)).join(' / ')}; ` +
      `load average at the end ${rows.at(-1)?.loadAverage.map((l) => l.toFixed(2)).join(', ')} (1, 5, 15 min; a busy host inflates TBT and LCP, the floor's too)`,
  );
  for (const r of rows) {
    log(`\nRuns for ${r.site}, ${r.label}: ${r.runs.map((f) => `perf ${f.performance} / a11y ${f.accessibility} / bp ${f.bestPractices} / LCP ${Math.round(f.lcpMs)} / CLS ${f.cls.toFixed(3)} / TBT ${Math.round(f.tbtMs)}`).join('; ')}`);
    if (r.misses.length === 0) continue;
    log(`MISSED on ${r.label}: ${r.misses.join('; ')}`);
    for (const [kind, causes] of Object.entries(r.causes)) {
      for (const cause of causes) log(`  ${kind}: ${cause}`);
    }
  }
}

async function main() {
  const chromePath = (await requireChrome()) ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
  const code = await buildIfStale();
  if (code !== 0) process.exit(code);
  const against = againstArgument();
  const other = against ? await buildAgainst(against) : null;
  const mine = await prepareBenchSite(defaultDistDir, join(root, 'src'), 'lighthouse');
  const theirs = other ? await prepareBenchSite(other.dist, other.src, `lighthouse-${other.name}`) : null;
  try {
    const sites = [{ name: 'this build', dir: mine.dir, serverRoot: root }];
    if (other) sites.push({ name: other.name, dir: theirs.dir, serverRoot: other.root });
    const results = await benchLighthouse({ chromePath, sites, onProgress: (message) => process.stderr.write(`${message}\n`) });
    printLighthouseTable(results);
    if (!results.allMet && process.env.BENCH_STRICT === '1') process.exitCode = 1;
  } finally {
    mine.remove();
    theirs?.remove();
    other?.remove();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
