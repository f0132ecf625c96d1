import { defineConfig } from '@playwright/test';

// Visual regression of every Storybook story (issue 9). Run it through `node scripts/test-visual.mjs`
// (`npm run test:visual`), which serves the built Storybook and sets STORYBOOK_URL; refresh the
// baselines after a deliberate change with `npm run test:visual:update`. tests/visual/README.md explains it.
const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Same pixels on every machine: no LCD subpixel text, no colour profile, no font hinting differences.
  '--font-render-hinting=none',
  '--disable-lcd-text',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
];

export default defineConfig({
  testDir: 'tests/visual',
  // One spec file holds every story: let both workers share it.
  fullyParallel: true,
  workers: Number(process.env.VISUAL_WORKERS ?? 2),
  // CI: one more try for a story that only timed out on a loaded 2-core machine (a changed picture fails both).
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['./tests/visual/summary-reporter.ts']],
  // Not under test-results/: the e2e run empties that folder when it starts.
  outputDir: '.tmp/visual-results',
  // tests/visual/__screenshots__/mobile/ui-button--primary.png: one readable file per story and width.
  snapshotPathTemplate: '{testDir}/__screenshots__/{projectName}/{arg}{ext}',
  expect: {
    timeout: 15_000,
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      // Anti-aliasing noise only; a changed word, colour or spacing is far above this.
      threshold: 0.2,
      maxDiffPixelRatio: 0.002,
    },
  },
  use: {
    baseURL: process.env.STORYBOOK_URL,
    locale: 'en-US',
    timezoneId: 'UTC',
    colorScheme: 'light',
    reducedMotion: 'reduce',
    serviceWorkers: 'allow',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: chromiumFlags,
    },
  },
  projects: [
    {
      name: 'mobile',
      use: { browserName: 'chromium', viewport: { width: 375, height: 812 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
    },
    {
      name: 'desktop',
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
    },
  ],
});
