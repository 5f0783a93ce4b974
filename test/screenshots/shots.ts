/**
 * Pictures for a person to review: where they go (test-results/screenshots, not committed, outside
 * the folder Playwright empties) and taking one once the screen shows the theme asked for.
 */
import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../src-main/bench/app-server.ts';
import { expect } from '../e2e/fixtures.ts';

export const SHOTS = join(PROJECT_ROOT, 'test-results', 'screenshots');
mkdirSync(SHOTS, { recursive: true });

export type Scheme = 'light' | 'dark';

/** Saves the page as `<name>-<scheme>.png`. */
export async function shoot(page: Page, name: string, scheme: Scheme): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
  // The boards repaint their canvases on the frame after a theme change.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.screenshot({ path: join(SHOTS, `${name}-${scheme}.png`) });
}
