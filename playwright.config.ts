/**
 * End-to-end tests: browser mode in Chromium. Each test file gets its own server on a fresh data
 * folder (test/e2e/fixtures.ts); the global setup builds the renderer when its sources are newer
 * than out/renderer. One worker: the machine is small and the tests share one solver per server.
 */
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/** Where a distribution's Chromium lives; elsewhere Playwright's own browser is used. */
const SYSTEM_CHROMIUM = '/usr/bin/chromium';

export default defineConfig({
  testDir: 'test/e2e',
  globalSetup: './test/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 20_000 },
  forbidOnly: Boolean(process.env['CI']),
  reporter: process.env['CI'] ? [['line']] : [['list']],
  // Screenshots for review go to test-results/screenshots, outside the folder Playwright empties.
  outputDir: 'test-results/e2e',
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
