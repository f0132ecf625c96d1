// Ejected from @storybook/test-runner (`test-storybook --eject`) to launch Debian's Chromium: no
// browser download works on these machines (TOOLCHAIN.md gotchas 3 and 5).
import { getJestConfig } from '@storybook/test-runner';

// The default Jest configuration comes from @storybook/test-runner
const testRunnerConfig = getJestConfig();

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  // Without these the browser floods the closed network with refused connections.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * @type {import('@jest/types').Config.InitialOptions}
 */
export default {
  ...testRunnerConfig,
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
        args: CHROMIUM_FLAGS,
      },
      contextOptions: { reducedMotion: 'reduce' },
    },
  },
  // Two shared cores: a few generous seconds per story instead of Jest's 5 s default.
  testTimeout: 60_000,
  setupFilesAfterEnv: [...(testRunnerConfig.setupFilesAfterEnv ?? []), '<rootDir>/.storybook/jest-retry.js'],
};
