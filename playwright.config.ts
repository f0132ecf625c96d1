import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4399);
const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // A fake camera and microphone (a test picture and a beep), allowed without a prompt: voice notes
  // and videos are recorded for real in tests/e2e/recordings.spec.ts.
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two workers on two cores: the browser waits on timers and the server often enough that two
  // suites overlap well; a test that only timed out under that load gets its CI retry.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // One retry in CI, where two cores run the server, the browser and the test runner at once.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: chromiumFlags,
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 } }, grep: /@mobile/ },
  ],
  webServer: {
    // The production server of npm start, with its own throwaway database and a copy of its log
    // (the tests check that neither holds a family's names). With E2E_SCALED=1, compose.yaml's scaled
    // profile instead: two instances on that database with Redis, behind Caddy (scripts/start-scaled.mjs).
    command: process.env.E2E_SCALED === '1' ? 'node scripts/start-scaled.mjs' : 'node scripts/start.mjs',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Notifications go only to the loopback push-service stand-in of tests/e2e/notifications.spec.ts, on the next port.
    env: {
      PORT: String(PORT),
      DATABASE_URL: `file:data/e2e-${PORT}.db`,
      LOG_FILE: `data/e2e-${PORT}.log`,
      SYNC_SPACES_PER_ADDRESS_PER_DAY: '100000',
      PUSH_SERVICE_HOSTS: `127.0.0.1:${PORT + 1}`,
      ...(process.env.HEARTH_DIST_DIR ? { HEARTH_DIST_DIR: process.env.HEARTH_DIST_DIR } : {}),
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
