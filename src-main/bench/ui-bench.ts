/**
 * UI responsiveness while the solver works (`nonogram bench --only ui`).
 *
 * In Chromium against browser mode, it opens the Solve screen on the hardest survey puzzle for our
 * solver (Faase, 80x95, which runs until the limit), records every animation frame's gap for N
 * seconds with the solve running and the progress bar moving, and then as many seconds idle, so
 * the two can be compared in one run. Target: no frame over 50 ms while solving.
 * `benchUi` returns the figures for the project's bench command.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startAppServer } from './app-server.ts';
import { benchDir } from './bench-files.ts';
import { launchBenchBrowser, openAppPage } from './bench-browser.ts';
import { callHttp } from './http-api.ts';

const PUZZLE = join(benchDir(), 'survey', 'faase.nin');

export interface FrameFigures {
  readonly frames: number;
  readonly medianMs: number;
  readonly maxMs: number;
  readonly over50: number;
}

export interface UiBench {
  readonly solving: FrameFigures;
  readonly idle: FrameFigures;
  /** Progress events the screen showed while solving. */
  readonly progressUpdates: number;
}

// Runs in the page: collects the gaps between animation frames until stopped.
const RECORD = `window.frameGaps = []; window.recording = true;
  (() => { let last = performance.now();
    const tick = (t) => { window.frameGaps.push(t - last); last = t; if (window.recording) requestAnimationFrame(tick); };
    requestAnimationFrame(tick); })();`;

function summarise(gaps: readonly number[]): FrameFigures {
  const sorted = [...gaps].sort((a, b) => a - b);
  return {
    frames: gaps.length,
    medianMs: sorted[Math.floor(sorted.length / 2)] ?? 0,
    maxMs: sorted.at(-1) ?? 0,
    over50: gaps.filter((gap) => gap > 50).length,
  };
}

export async function benchUi(seconds = 5): Promise<UiBench> {
  const server = await startAppServer();
  const browser = await launchBenchBrowser();
  try {
    const page = await openAppPage(browser, server.url);
    const imported = await callHttp(server.url, 'library.import', {
      jobId: 'bench-ui',
      files: [{ name: 'faase.nin', text: readFileSync(PUZZLE, 'utf8') }],
    });
    await page.evaluate(`location.hash = '#/solve/${imported.addedIds[0]}'`);
    await page.getByTestId('board').waitFor();

    const measure = async (): Promise<number[]> => {
      await page.evaluate(RECORD);
      await page.waitForTimeout(seconds * 1000);
      await page.evaluate('window.recording = false');
      return (await page.evaluate('window.frameGaps')) as number[];
    };
    const progress = page.getByRole('progressbar').first();
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    await progress.waitFor();
    let updates = 0;
    let previous = await progress.getAttribute('aria-valuenow');
    const watch = setInterval(() => {
      void progress.getAttribute('aria-valuenow').then(
        (now) => {
          if (now !== previous) updates++;
          previous = now;
        },
        () => undefined,
      );
    }, 100);
    const solving = await measure();
    clearInterval(watch);
    await page.getByTestId('solver-panel').getByRole('button', { name: 'Cancel' }).click();
    await page.getByTestId('solver-panel').and(page.locator('[data-status="cancelled"]')).waitFor();
    const idle = await measure();
    return { solving: summarise(solving), idle: summarise(idle), progressUpdates: updates };
  } finally {
    await browser.close();
    await server.close();
  }
}
