import { defineConfig } from '@playwright/test';

// Browsers cannot be downloaded here: Playwright drives Debian's Chromium. Each spec starts the
// real Flagdeck server on a temporary data folder through the fixtures in e2e/fixtures.ts.
export default defineConfig({
  testDir: 'e2e',
  // Each test starts its own server and browser page; on a busy two-core machine that alone can
  // take a quarter of a minute. Time limits here catch a hang, not slowness (the bench measures
  // speed), so they leave room for a loaded machine; specs that walk many pages say test.slow().
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
