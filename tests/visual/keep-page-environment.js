// The story tests' jest environment: the test runner's own (@storybook/test-runner's
// playwright/custom-environment.js), except that a worker keeps its page from one story file to the
// next. The runner would open a new page and load the preview for each of the 93 story files at
// each width (seconds apiece on 2 cores); the preview switches stories over its channel instead, and
// preVisit (.storybook/test-runner.ts) resets the page between any two stories as before.
import { setupPage } from '@storybook/test-runner';
import PlaywrightEnvironment from '@storybook/test-runner/dist/jest-playwright-entries/test-environment.js';

/** This worker's browser, context and prepared page, from the story file before. */
let kept;

export default class KeepPageEnvironment extends PlaywrightEnvironment {
  async setup() {
    const options = this._config.testEnvironmentOptions['jest-playwright'];
    const reuse = Boolean(kept && !kept.page.isClosed());
    options.skipInitialization = reuse;
    await super.setup();
    if (reuse) Object.assign(this.global, kept);
    else await setupPage(this.global.page, this.global.context);
  }

  async teardown() {
    // preVisit may have replaced the page (jestPlaywright.resetPage after a toast): keep the current one.
    kept = { browser: this.global.browser, context: this.global.context, page: this.global.page };
    this.global.browser = undefined;
    await super.teardown();
  }
}
