// End-to-end tests: Playwright against the built app served by npm start's server.
import { requireChrome } from './find-chrome.mjs';
import { buildIfStale } from './build-if-stale.mjs';
import { bin, run } from './run.mjs';

await requireChrome();
let code = await buildIfStale();
if (code !== 0) process.exit(code);
code = await run(bin('playwright'), ['test', ...process.argv.slice(2)]);
process.exit(code);
