// The story tests' jest environment: the test runner's own (@storybook/test-runner's
// playwright/custom-environment.js), except that a jest worker keeps its browser, and per width its
// prepared page, from one test file to the next, for the whole run at both widths. The runner would
// launch a browser and load the preview for every test file; the preview switches stories over its
// channel instead, and preVisit (.storybook/test-runner.ts) resets the page between any two stories.
// A test file holds one width's stories: `mobile-2.test.js` (scripts/story-plan.mjs, runIndex).
import { basename } from 'node:path';
import { setupPage } from '@storybook/test-runner';
import PlaywrightEnvironment from '@storybook/test-runner/dist/jest-playwright-entries/test-environment.js';
import { chromium } from 'playwright';

/** jest-worker's message that the run is over (CHILD_MESSAGE_END in jest-worker's types). */
const WORKER_END = 2;

/** This worker's browser, and per width the context and prepared page a test file left. */
let browser;
const kept = new Map();

/** The browser keeps the worker alive: closing it when jest ends the worker lets it exit on its own. */
function closeBrowserAtEnd(message) {
  if (!Array.isArray(message) || message[0] !== WORKER_END) return;
  process.off('message', closeBrowserAtEnd);
  void browser?.close().catch(() => undefined);
}
if (process.send) process.on('message', closeBrowserAtEnd);

export default class KeepPageEnvironment extends PlaywrightEnvironment {
  constructor(config, context) {
    super(config, context);
    const widths = config.projectConfig.testEnvironmentOptions.widths;
    this.width = basename(context.testPath).split('-')[0];
    this.widthOptions = widths[this.width];
    if (!this.widthOptions) throw new Error(`${context.testPath}: a story test file is named <width>-<n>.test.js, width one of ${Object.keys(widths).join(', ')}`);
  }

  async setup() {
    const options = this._config.testEnvironmentOptions['jest-playwright'];
    options.skipInitialization = true;
    // The runner's globals (jestPlaywright.resetPage, browserName), without its browser per file.
    await super.setup();
    if (!browser?.isConnected()) {
      kept.clear();
      browser = await chromium.launch(options.launchOptions);
    }
    let open = kept.get(this.width);
    if (!open || open.page.isClosed()) {
      const context = await browser.newContext({ ...options.contextOptions, ...this.widthOptions });
      open = { context, page: await context.newPage() };
      await setupPage(open.page, open.context);
    }
    Object.assign(this.global, { browser, ...open });
    // CI: one more try for a story that only timed out on a loaded 2-core machine (a changed picture
    // fails both). What jest.retryTimes(1, { logErrorsBeforeRetry: true }) sets; the runner's setup
    // hook runs as an ES module, where jest injects no `jest` object.
    if (process.env.CI) {
      this.global[Symbol.for('RETRY_TIMES')] = 1;
      this.global[Symbol.for('LOG_ERRORS_BEFORE_RETRY')] = true;
    }
  }

  async teardown() {
    // preVisit may have replaced the page (jestPlaywright.resetPage after a toast): keep the current one.
    kept.set(this.width, { context: this.global.context, page: this.global.page });
    this.global.browser = undefined;
    await super.teardown();
  }
}
