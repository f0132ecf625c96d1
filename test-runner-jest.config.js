// Jest configuration of the story tests (`test-storybook --eject`, then ours): Debian's Chromium with
// the flags that give the same pixels on every machine, and the browser context of the run's width
// (VISUAL_PROJECT, set by scripts/test-visual.mjs). tests/visual/README.md explains the run.
import { getJestConfig } from '@storybook/test-runner';
import { CHROMIUM_FLAGS, PICTURE_FLAGS } from './scripts/find-chrome.mjs';

const base = getJestConfig();
const WIDTHS = {
  mobile: { viewport: { width: 375, height: 812 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
};

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
        ...(WIDTHS[process.env.VISUAL_PROJECT] ?? WIDTHS.desktop),
        locale: 'en-US',
        timezoneId: 'UTC',
        colorScheme: 'light',
        reducedMotion: 'reduce',
        serviceWorkers: 'allow',
      },
    },
  },
};
