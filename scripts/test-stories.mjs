// Story tests (a step of npm test): build Storybook, check every screen state of
// stories/SCREEN-STATES.md has its story, then run every story in headless Chromium: its play
// function, an axe check at its home width and its pictures at 375 px and 1280 px against the
// committed baselines (scripts/test-visual.mjs, tests/visual/README.md).
import { requireChrome } from './find-chrome.mjs';
import { bin, run } from './run.mjs';

await requireChrome();
const root = new URL('..', import.meta.url).pathname;
let code = await run(bin('storybook'), ['build', '--quiet', '-o', 'storybook-static'], { cwd: root });
if (code !== 0) process.exit(code);
code = await run(process.execPath, ['scripts/check-screen-states.mjs'], { cwd: root });
if (code !== 0) process.exit(code);
// Storybook was just built from these sources, so the run reuses it.
code = await run(process.execPath, ['scripts/test-visual.mjs', ...process.argv.slice(2)], { cwd: root });
process.exit(code);
