// The story tests on @storybook/test-runner: every story's play function, then its
// screen state's proof, its picture at the run's width and an axe check at its home width.
// scripts/test-visual.mjs runs it once, at both widths, against the static build (a test file holds
// one width's stories; each width has its own page, tests/visual/keep-page-environment.js);
// tests/visual/README.md explains it.
import { readFileSync } from 'node:fs';
import type { TestRunnerConfig } from '@storybook/test-runner';
import type { BrowserContext, Page } from 'playwright';
import { parseScreenStates, proofFailure, type ScreenStateRow } from '../scripts/screen-state-rules.mjs';
import { findA11yViolations } from '../tests/visual/axe-check.ts';
import { readCanvasText } from '../tests/visual/canvas-text.ts';
import { matchBaseline } from '../tests/visual/picture.ts';
import { fitOpenDialogs, leftSomethingOpen, openPreview, resetForStory, settle, storyInfo, widthOf } from '../tests/visual/story-page.ts';

const WIDTHS = ['mobile', 'desktop'];
/** Where a story that is not pinned to a width gets its axe check (as a designer first sees it). */
const HOME_WIDTH = 'desktop';

/** The test runner's globals in the story test files (jest-playwright's environment). */
type RunnerGlobals = typeof globalThis & {
  page: Page;
  context: BrowserContext;
  jestPlaywright: { resetPage: () => Promise<void> };
  __sbSetupPage: (page: Page, context: BrowserContext) => Promise<void>;
};

/** The screen states each story is mapped to (stories/SCREEN-STATES.md): its final canvas must show their proof. */
const statesByStory = new Map<string, ScreenStateRow[]>();
for (const row of parseScreenStates(readFileSync('stories/SCREEN-STATES.md', 'utf8')).rows) {
  statesByStory.set(row.storyId, [...(statesByStory.get(row.storyId) ?? []), row]);
}

const config: TestRunnerConfig = {
  // One load of the preview per jest worker and width (keep-page-environment.js); stories then switch over the channel.
  async prepare({ page }) {
    await openPreview(page, new URL('iframe.html', process.env.VISUAL_PREVIEW_URL ?? process.env.TARGET_URL).toString());
  },
  async preVisit(page) {
    const runner = globalThis as RunnerGlobals;
    if (await leftSomethingOpen(page)) {
      await runner.jestPlaywright.resetPage();
      await runner.__sbSetupPage(runner.page, runner.context);
    }
    await resetForStory(runner.page);
  },
  async postVisit(page, { id, hasFailure }) {
    if (hasFailure) return;
    const width = widthOf(page);
    const { tags, pinned, disabledA11yRules } = await storyInfo(page, id);
    const home = pinned && WIDTHS.includes(pinned) ? pinned : HOME_WIDTH;
    await settle(page);
    const states = statesByStory.get(id) ?? [];
    if (states.length > 0) {
      const canvas = await readCanvasText(page);
      const missing = states.map((row) => proofFailure(row, canvas)).filter((failure) => failure !== null);
      if (missing.length > 0) throw new Error(`"${id}" does not end in its screen state (stories/SCREEN-STATES.md):\n${missing.join('\n')}`);
    }
    if (!tags.includes('no-visual')) {
      const restoreViewport = await fitOpenDialogs(page);
      try {
        await matchBaseline(page, width, id, process.env.VISUAL_UPDATE === '1');
      } finally {
        await restoreViewport();
      }
    }
    if (!tags.includes('no-a11y') && width === home) {
      const violations = await findA11yViolations(page, disabledA11yRules);
      if (violations.length > 0) throw new Error(`axe found ${violations.length} violation(s) in "${id}":\n${violations.join('\n')}`);
    }
  },
};

export default config;
