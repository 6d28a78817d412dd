import { defineConfig, devices } from '@playwright/test';

// End-to-end stories through the built app (npm run build first; npm test does it) in Debian's
// Chromium, at phone (375 px) and desktop (1280 px) widths. The server runs on its own port with a
// fresh data folder and a known admin account (tests/e2e/server.mjs).

const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  },
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // npm test adds a JSON report (scripts/test.mjs) to count the stories.
  reporter: process.env.PLAYWRIGHT_REPORTERS ? [['list'], ['json']] : [['list']],
  // Each server port its own folder: npm test runs the two widths as two runs side by side, and
  // each run empties its folder when it starts.
  outputDir: port === 4173 ? 'test-results' : `test-results-${port}`,
  use: {
    baseURL,
    // Recording a trace of every story made the suite a third slower on a 2-core machine; CI
    // records one when a failed story is tried again, a developer's run keeps it for each failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...chromium, viewport: { width: 1280, height: 900 } } },
    {
      name: 'mobile',
      use: { ...chromium, viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    // The Node running Playwright starts the server too (decision 138).
    command: `${JSON.stringify(process.execPath)} tests/e2e/server.mjs`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { E2E_PORT: String(port), E2E_DIST: process.env.E2E_DIST ?? 'dist' },
  },
});
