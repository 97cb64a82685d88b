import { defineConfig } from '@playwright/test';
import base from '../playwright.config';

// The journeys against a real Unleash: `npm run test:unleash` starts Unleash and Flagdeck in
// upstream mode and runs these with their addresses. They share one Unleash, so one worker.
export default defineConfig({
  ...base,
  testDir: '.',
  workers: 1,
  timeout: 45_000,
  outputDir: '../test-results/unleash',
});
