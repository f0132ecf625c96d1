// Story tests (a step of npm test): build Storybook (with the generated "Screen states" page), run
// every story through @storybook/test-runner in headless Chromium: its play function, its screen state's proof text, an axe check at
// its home width and its pictures at 375 px and 1280 px against the committed baselines
// (scripts/test-visual.mjs), then check that every screen state of stories/SCREEN-STATES.md has its
// story and no two states share a picture (scripts/check-screen-states.mjs; tests/visual/README.md).
import { requireChrome } from './find-chrome.mjs';
import { bin, run } from './run.mjs';

await requireChrome();
const root = new URL('..', import.meta.url).pathname;
// The "Screen states" docs page comes from stories/SCREEN-STATES.md, so it is never stale in a build.
let code = await run(process.execPath, ['scripts/generate-screen-states-page.mjs'], { cwd: root });
if (code !== 0) process.exit(code);
code = await run(bin('storybook'), ['build', '--quiet', '-o', 'storybook-static'], { cwd: root });
if (code !== 0) process.exit(code);
// Storybook was just built from these sources, so the run reuses it.
const storyCode = await run(process.execPath, ['scripts/test-visual.mjs', ...process.argv.slice(2)], { cwd: root });
// After the run: with --update, the pictures it checks are the ones just written.
const stateCode = await run(process.execPath, ['scripts/check-screen-states.mjs'], { cwd: root });
process.exit(storyCode || stateCode);
