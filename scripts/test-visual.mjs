// Story tests and visual regression: every Storybook story through
// @storybook/test-runner (.storybook/test-runner.ts) in one jest run, at 375 px and at 1280 px, compared
// with the baselines in tests/visual/__screenshots__/, then the "Screen states" docs page and the
// axe probe (playwright.visual.config.ts). tests/visual/README.md explains it.
//
//   node scripts/test-visual.mjs             compare (npm run test:visual; a step of npm test)
//   node scripts/test-visual.mjs --update    accept the current pixels as the new baselines
//   node scripts/test-visual.mjs --rebuild   build Storybook again even when storybook-static is fresh
//   -g <regexp>        only the stories whose id matches (e.g. `-g ui-button`)
//   --project <width>  only one width (mobile or desktop)
//   any other argument goes to `test-storybook`, e.g. `--maxWorkers=1` or `--shard=1/2`.
//
// storybook-static is reused when it is newer than every source it is built from (npm test's story
// step has just built it), and built otherwise.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { requireChrome } from './find-chrome.mjs';
import { serveStatic } from './static-server.mjs';
import { pinnedStories, runIndex, widthIndex, WIDTHS } from './story-plan.mjs';
import { bin, run } from './run.mjs';

const root = new URL('..', import.meta.url).pathname;
const staticDir = join(root, 'storybook-static');
const baselineDir = join(root, 'tests/visual/__screenshots__');
// .storybook/test-runner.ts only drives the run: editing it needs no new build.
const SOURCES = ['src', 'stories', '.storybook/main.ts', '.storybook/preview.tsx', 'public', 'index.html', 'vite.config.ts', 'tailwind.config.ts', 'package-lock.json'];

const args = process.argv.slice(2);
const take = (flag) => {
  const at = args.indexOf(flag);
  return at < 0 ? undefined : args.splice(at, 2)[1];
};
const update = args.includes('--update');
const rebuild = args.includes('--rebuild');
const grep = take('-g') ?? take('--grep');
const project = take('--project');
const runnerArgs = args.filter((arg) => arg !== '--update' && arg !== '--rebuild');
const widths = project ? WIDTHS.filter((width) => width === project) : WIDTHS;
const fullRun = !grep && !project && runnerArgs.length === 0;
if (widths.length === 0) {
  console.error(`--project must be one of ${WIDTHS.join(', ')}`);
  process.exit(2);
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Baselines as `<width>/<story id>.png`. */
function baselineFiles() {
  return WIDTHS.flatMap((width) => {
    const dir = join(baselineDir, width);
    return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.png')).map((f) => `${width}/${f}`) : [];
  });
}

await requireChrome();

const builtAt = newestMtime(join(staticDir, 'index.json'));
const sourcesAt = Math.max(...SOURCES.map((source) => newestMtime(join(root, source))));
if (rebuild || builtAt === 0 || builtAt < sourcesAt) {
  console.log(builtAt === 0 ? 'Building Storybook…' : 'Building Storybook again (sources changed, or --rebuild)…');
  const page = await run(process.execPath, ['scripts/generate-screen-states-page.mjs'], { cwd: root });
  if (page !== 0) process.exit(page);
  const built = await run(bin('storybook'), ['build', '--quiet', '-o', 'storybook-static'], { cwd: root });
  if (built !== 0) process.exit(built);
}

// Every story with a picture appends its baseline: after a full update, the others are stale.
mkdirSync(join(root, '.tmp'), { recursive: true });
const usedList = join(root, '.tmp/visual-used-baselines.txt');
writeFileSync(usedList, '');
rmSync(join(root, '.tmp/visual-results'), { recursive: true, force: true });

const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8'));
// The preview loads /iframe.html with the whole index.json; the test runner reads /run/index.json,
// each width's share of the stories grouped into a few test files (story-plan.mjs, runIndex).
const started = Date.now();
const indexes = {};
const server = await serveStatic(staticDir, Number(process.env.VISUAL_PORT ?? 0), indexes);
const storyIds = Object.values(index.entries).filter((entry) => entry.type === 'story').map((entry) => entry.id);
const pinned = await pinnedStories(server.url, storyIds);
const workers = Number(process.env.VISUAL_WORKERS ?? 2);
indexes.run = JSON.stringify(
  runIndex(Object.fromEntries(widths.map((width) => [width, widthIndex(index, width, { pinned, grep: grep && new RegExp(grep) })]))),
);

console.log(`Planned the run in ${((Date.now() - started) / 1000).toFixed(1)} s (pinned stories read from the build).`);
console.log(`\n▶ Stories at ${widths.map((width) => (width === 'mobile' ? '375 px (mobile)' : '1280 px (desktop)')).join(' and ')}`);
// A changed picture of a tall page is decoded and compared in jest's sandbox, a minute or more each:
// renewing pictures is not held to the 45 s a story gets when it is only compared.
const updateTimeout = update && !runnerArgs.some((arg) => arg.startsWith('--testTimeout')) ? ['--testTimeout=900000'] : [];
let code = await run(bin('test-storybook'), ['--url', `${server.url}/run/`, '--index-json', `--maxWorkers=${workers}`, ...updateTimeout, ...runnerArgs], {
  cwd: root,
  env: { ...process.env, VISUAL_PREVIEW_URL: `${server.url}/`, VISUAL_UPDATE: update ? '1' : '', VISUAL_USED_BASELINES: fullRun ? usedList : '' },
});
if (!grep) {
  // The "Screen states" docs page and the probe that keeps the axe check honest.
  const pageCode = await run(bin('playwright'), ['test', '-c', 'playwright.visual.config.ts'], {
    cwd: root,
    env: { ...process.env, STORYBOOK_URL: server.url, STORYBOOK_STATIC_DIR: staticDir },
  });
  code ||= pageCode;
}
await server.close();
console.log(`\nStory tests: ${code === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
if (code !== 0) console.log('Failed pictures leave actual, expected and diff images in .tmp/visual-results/<width>/.');

if (fullRun) {
  const used = new Set(readFileSync(usedList, 'utf8').split('\n').filter(Boolean));
  // A story deleted, renamed, tagged no-visual or pinned to the other width.
  const unused = baselineFiles().filter((file) => !used.has(file));
  if (update && code === 0) {
    for (const file of unused) rmSync(join(baselineDir, file));
    if (unused.length > 0) console.log(`Removed ${unused.length} baseline(s) no story uses any more.`);
  } else if (!update && code === 0 && unused.length > 0) {
    console.log(`\nNote: ${unused.length} baseline(s) belong to no story (npm run test:visual:update removes them):`);
    for (const file of unused) console.log(`  tests/visual/__screenshots__/${file}`);
  }
}
process.exit(code);
