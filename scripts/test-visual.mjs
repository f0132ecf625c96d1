// Visual regression (issue 9): every Storybook story at 375 px and 1280 px in headless Chromium,
// compared with the baselines in tests/visual/__screenshots__/ (tests/visual/README.md).
//
//   node scripts/test-visual.mjs             compare (npm run test:visual; a step of npm test)
//   node scripts/test-visual.mjs --update    accept the current pixels as the new baselines
//   node scripts/test-visual.mjs --rebuild   build Storybook again even when storybook-static is fresh
//   any other argument goes to `playwright test`, e.g. `-g ui-button` or `--project mobile`.
//
// storybook-static is reused when it is newer than every source it is built from (npm test's story
// step has just built it), and built otherwise.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { requireChrome } from './find-chrome.mjs';
import { serveStatic } from './static-server.mjs';
import { bin, run } from './run.mjs';

const root = new URL('..', import.meta.url).pathname;
const staticDir = join(root, 'storybook-static');
const baselineDir = join(root, 'tests/visual/__screenshots__');
const PROJECTS = ['mobile', 'desktop'];
const SOURCES = ['src', 'stories', '.storybook', 'public', 'index.html', 'vite.config.ts', 'tailwind.config.ts', 'package-lock.json'];

const args = process.argv.slice(2);
const update = args.includes('--update');
const rebuild = args.includes('--rebuild');
const playwrightArgs = args.filter((arg) => arg !== '--update' && arg !== '--rebuild');

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Baselines as `<project>/<story id>.png`. */
function baselineFiles() {
  return PROJECTS.flatMap((project) => {
    const dir = join(baselineDir, project);
    return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.png')).map((f) => `${project}/${f}`) : [];
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

// Every test appends the baseline it compares with: after a full update, the others are stale.
mkdirSync(join(root, '.tmp'), { recursive: true });
const usedList = join(root, '.tmp/visual-used-baselines.txt');
writeFileSync(usedList, '');

const server = await serveStatic(staticDir);
const code = await run(
  bin('playwright'),
  // Plain --update-snapshots rewrites only what no longer matches: unchanged baselines keep their bytes.
  ['test', '-c', 'playwright.visual.config.ts', ...(update ? ['--update-snapshots'] : []), ...playwrightArgs],
  {
    cwd: root,
    env: { ...process.env, STORYBOOK_URL: server.url, STORYBOOK_STATIC_DIR: staticDir, VISUAL_USED_BASELINES: usedList },
  },
);
await server.close();

if (playwrightArgs.length === 0) {
  const used = new Set(readFileSync(usedList, 'utf8').split('\n').filter(Boolean));
  // A story deleted, renamed, tagged no-visual or pinned to the other viewport.
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
