// Story tests: build Storybook, serve it on loopback, run every story's play function and the axe
// checks with @storybook/test-runner in headless Chromium.
import { requireChrome } from './find-chrome.mjs';
import { serveStatic } from './static-server.mjs';
import { bin, run } from './run.mjs';

await requireChrome();
const root = new URL('..', import.meta.url).pathname;
let code = await run(bin('storybook'), ['build', '--quiet', '-o', 'storybook-static'], { cwd: root });
if (code !== 0) process.exit(code);
code = await run(process.execPath, ['scripts/check-screen-states.mjs'], { cwd: root });
if (code !== 0) process.exit(code);

const server = await serveStatic(`${root}storybook-static`);
const workers = process.env.STORY_WORKERS ?? '2';
code = await run(bin('test-storybook'), ['--url', server.url, '--maxWorkers', workers, '--testTimeout', '60000'], {
  cwd: root,
  env: { ...process.env, TARGET_URL: server.url },
});
await server.close();
process.exit(code);
