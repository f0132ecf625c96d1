// Jest configuration of the story tests (`test-storybook --eject`, then ours): Debian's Chromium with
// the flags that give the same pixels on every machine, and the browser context of each width. One
// jest run covers both widths: a test file holds one width's stories and the environment
// (tests/visual/keep-page-environment.js) gives it that width's page. tests/visual/README.md explains the run.
import { getJestConfig } from '@storybook/test-runner';
import { CHROMIUM_FLAGS, PICTURE_FLAGS } from './scripts/find-chrome.mjs';

const base = getJestConfig();

export default {
  ...base,
  // A story gets 45 s in all: its play function, the settling, the pictures and axe.
  testTimeout: 45_000,
  testEnvironment: new URL('./tests/visual/keep-page-environment.js', import.meta.url).pathname,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions['jest-playwright'],
      launchOptions: {
        executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
        args: [...CHROMIUM_FLAGS.filter((flag) => flag !== '--headless'), ...PICTURE_FLAGS],
      },
      contextOptions: {
        locale: 'en-US',
        timezoneId: 'UTC',
        colorScheme: 'light',
        reducedMotion: 'reduce',
        serviceWorkers: 'allow',
      },
    },
    // The browser context of each width (scripts/story-plan.mjs WIDTHS; story-page.ts widthOf reads the width back).
    widths: {
      mobile: { viewport: { width: 375, height: 812 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
      desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
    },
  },
};
