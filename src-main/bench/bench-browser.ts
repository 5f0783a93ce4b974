/**
 * The browser the benchmarks drive: a distribution's Chromium where there is one (as the
 * end-to-end tests use), otherwise Playwright's own, headless.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

export function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined,
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
}

/** Opens the app at `url` in a new 1280x800 page and resolves once its shell says it is ready. */
export async function openAppPage(browser: Browser, url: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  await page.goto(url);
  await page.getByTestId('shell').and(page.locator('[aria-busy="false"]')).waitFor();
  return page;
}
