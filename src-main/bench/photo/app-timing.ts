/**
 * Reading a page in the app (`nonogram bench --only photo-app`): in Chromium against browser mode,
 * the time from choosing the file on the typing screen to the draft filled in with every line,
 * as a person sees it: sending the file in pieces, the solver process decoding and reading it,
 * and the draft drawn. The pages are the page set's two timing cases (a 15x15 scan at 300 dpi
 * and a 12 megapixel photo of a 45x45 page). The first reading of a session also loads the image
 * decoder in the solver process, so it is reported apart from the ones after it.
 */
import { join } from 'node:path';
import { startAppServer } from '../app-server.ts';
import { launchBenchBrowser, openAppPage } from '../bench-browser.ts';
import { figures, type Figures } from '../play-bench.ts';
import { ensurePageSet, type PageEntry } from './page-set.ts';

export interface AppReadTiming {
  readonly page: PageEntry;
  /** The first reading after the app started, in ms. */
  readonly firstMs: number;
  /** The readings after it. */
  readonly laterMs: Figures;
}

const SEED = 2026;

export async function benchPhotoInApp(repeats: number): Promise<AppReadTiming[]> {
  const { folder, pages } = await ensurePageSet(SEED, 12);
  const server = await startAppServer();
  const browser = await launchBenchBrowser();
  try {
    const page = await openAppPage(browser, server.url);
    const out: AppReadTiming[] = [];
    for (const entry of pages.slice(0, 2)) {
      const times: number[] = [];
      for (let i = 0; i <= repeats; i++) {
        await page.goto(`${server.url}#/entry`);
        await page.getByTestId('shell').and(page.locator('[aria-busy="false"]')).waitFor();
        // A new draft each time: the first page of the typing screen, with its photo button.
        const discard = page.getByRole('button', { name: 'New', exact: true });
        if (await discard.isVisible()) {
          await discard.click();
          const confirm = page.getByRole('button', { name: 'Discard and start over' });
          if (await confirm.isVisible()) await confirm.click();
        }
        await page.getByTestId('entry-setup').waitFor();
        const lines = entry.truth.width + entry.truth.height;
        const started = performance.now();
        await page.getByTestId('photo-input').first().setInputFiles(join(folder, entry.file));
        await page
          .getByTestId('typed-count')
          .filter({ hasText: `${lines} of ${lines} lines typed` })
          .waitFor({
            timeout: 120_000,
          });
        times.push(performance.now() - started);
      }
      out.push({ page: entry, firstMs: times[0]!, laterMs: figures(times.slice(1)) });
    }
    return out;
  } finally {
    await browser.close();
    await server.close();
  }
}
