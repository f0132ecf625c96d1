import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/find-chrome.mjs';

// The checks of the built Storybook that are not about one story (tests/visual/README.md): the
// "Screen states" docs page and the probe that keeps the axe check honest. The stories themselves
// run through @storybook/test-runner. `node scripts/test-visual.mjs` serves the build and sets STORYBOOK_URL.
export default defineConfig({
  testDir: 'tests/visual',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  outputDir: '.tmp/visual-results/pages',
  use: {
    baseURL: process.env.STORYBOOK_URL,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: CHROMIUM_FLAGS.filter((flag) => flag !== '--headless'),
    },
  },
});
