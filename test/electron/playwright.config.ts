/**
 * The Electron smoke test: `npx playwright test -c test/electron`. It needs Electron's runtime
 * (node_modules/electron/dist) and skips with the reason where that is missing.
 */
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  workers: 1,
  retries: 0,
  // The first run builds the renderer and the Electron bundles and may fetch the database module.
  timeout: 300_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  outputDir: '../../test-results/electron',
});
