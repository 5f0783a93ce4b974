/**
 * Pictures of the screens in both themes for a person to review (test-results/screenshots):
 * `npm run screenshots`, not part of `npm test`. The specs here check nothing of their own; they
 * drive browser mode as the end-to-end tests do, with the same settings, and wait for what each
 * screen signals before its picture.
 */
import { defineConfig } from '@playwright/test';
import e2e from '../../playwright.config.ts';

export default defineConfig(e2e, {
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: '../e2e/global-setup.ts',
  outputDir: '../../test-results/screenshot-runs',
});
