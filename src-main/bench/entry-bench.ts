/**
 * Entry benchmark (`nonogram bench --only entry`): how soon the verdict follows typing.
 *
 * In Chromium against browser mode, a 30x30 from Jakub Wilk's set (jwilk/data120.nin) is typed on
 * the entry screen as a book prints it, once the library has checked its starter puzzles (so the
 * figures are not those of a solver shared with the background check): every line but the last pasted, the last typed up to its
 * final digit. Once the verdict for that is shown (the solver process is up, as it is after the
 * first minute of typing a real puzzle), it times the completing keystroke and then edits of the
 * last number (Backspace, another digit), each key making clues not checked just before: from the
 * keydown (a listener in the page) to the verdict panel showing the answer for the clues that key
 * made (a mutation observer on its answer counter). The target is 200 ms.
 * `benchEntry` returns the figures for the project's bench command.
 */
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatClue } from '../engine/clue-text.ts';
import { readNin } from '../engine/formats/nin.ts';
import { startAppServer } from './app-server.ts';
import { launchBenchBrowser, openAppPage } from './bench-browser.ts';
import { benchDir } from './bench-files.ts';
import { callHttp } from './http-api.ts';
import { figures, type Figures } from './play-bench.ts';

export const ENTRY_BENCH_PUZZLE = 'jwilk/data120.nin';

export interface EntryBench {
  readonly width: number;
  readonly height: number;
  /** The keystroke that completes the puzzle, whose verdict is `unique`. */
  readonly completingMs: number;
  /** Every timed keystroke: the completing one and the edits' Backspaces and digits. */
  readonly keyToVerdictMs: Figures;
  /** What the solver itself took for each, as the check reports it. */
  readonly solverMs: Figures;
}

interface Timing {
  readonly keyAt: number;
  readonly answerAt: number;
  readonly solverMs: number;
}

/*
 * The page's code is given as text: it runs in the browser, and this script is type-checked
 * without the DOM. INSTRUMENT records every keydown's time and lets `next()` wait for the next
 * answer the verdict panel shows.
 */
const INSTRUMENT = `(() => {
  const bench = {
    keyAt: 0,
    next() {
      const panel = document.querySelector('[data-testid="entry-verdict"]');
      const before = panel.dataset.answers;
      return new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (panel.dataset.answers === before) return;
          observer.disconnect();
          resolve({ keyAt: bench.keyAt, answerAt: performance.now(), solverMs: Number(panel.dataset.solverMs) });
        });
        observer.observe(panel, { attributes: true, attributeFilter: ['data-answers'] });
      });
    },
  };
  window.entryBench = bench;
  document.addEventListener('keydown', () => (bench.keyAt = performance.now()), true);
})()`;

/** Pastes text into the focused field the way a clipboard paste arrives. */
function pasteScript(text: string): string {
  return `(() => {
    const data = new DataTransfer();
    data.setData('text/plain', ${JSON.stringify(text)});
    document.activeElement.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  })()`;
}

/** Presses `key` and resolves to the timing of the verdict for the clues it made. */
async function timedKey(page: Page, key: string): Promise<Timing> {
  await page.evaluate('window.entryPending = window.entryBench.next(); undefined');
  await page.keyboard.press(key);
  return (await page.evaluate('window.entryPending')) as Timing;
}

function lineField(page: Page, axis: 'Row' | 'Column', number: number) {
  return page.getByRole('textbox', { name: `${axis} ${number}`, exact: true });
}

/** Types the puzzle on the entry screen up to its last digit, and waits for that verdict. */
async function typeAllButTheLastDigit(page: Page, rows: string[], columns: string[]): Promise<void> {
  await page.getByRole('link', { name: 'New puzzle', exact: true }).click();
  const setup = page.getByTestId('entry-setup');
  await setup.getByLabel('Width (columns)').fill(String(columns.length));
  await setup.getByLabel('Height (rows)').fill(String(rows.length));
  await setup.getByRole('button', { name: 'Start typing' }).click();
  await lineField(page, 'Row', 1).click();
  await page.evaluate(pasteScript([...rows, ...columns.slice(0, -1)].join('\n')));
  const last = lineField(page, 'Column', columns.length);
  await last.and(page.locator(':focus')).waitFor();
  await page.keyboard.type(columns.at(-1)!.slice(0, -1));
  await page.locator('[data-testid="entry-verdict"][data-status="done"]:not([data-answers="0"])').waitFor();
}

/** Resolves once the library's background check has nothing left to do. */
async function checksDone(serverUrl: string): Promise<void> {
  const deadline = performance.now() + 120_000;
  for (;;) {
    const status = await callHttp(serverUrl, 'checks.status', {});
    if (status.state === 'idle' && status.remaining === 0) return;
    if (performance.now() > deadline) throw new Error('the library check did not finish within 2 minutes');
    await new Promise((done) => setTimeout(done, 250));
  }
}

/** `edits` edits after the completing keystroke, each Backspace and a different last digit (at most 8). */
export async function benchEntry(edits: number): Promise<EntryBench> {
  const puzzle = readNin(readFileSync(join(benchDir(), ENTRY_BENCH_PUZZLE), 'utf8'));
  const rows = puzzle.rows.map((clue) => formatClue(clue, puzzle.palette));
  const columns = puzzle.columns.map((clue) => formatClue(clue, puzzle.palette));
  const lastDigit = columns.at(-1)!.at(-1)!;

  const server = await startAppServer();
  const browser = await launchBenchBrowser();
  try {
    const page = await openAppPage(browser, server.url);
    await checksDone(server.url);
    await typeAllButTheLastDigit(page, rows, columns);
    await page.evaluate(INSTRUMENT);
    const completing = await timedKey(page, lastDigit);
    const verdict = await page.getByTestId('entry-verdict').getAttribute('data-verdict');
    if (verdict !== 'unique') throw new Error(`the typed puzzle's verdict is ${verdict}, not unique`);

    const timings = [completing];
    const digits = '123456789'.split('').filter((digit) => digit !== lastDigit);
    for (const digit of digits.slice(0, edits)) {
      timings.push(await timedKey(page, 'Backspace'));
      timings.push(await timedKey(page, digit));
    }
    return {
      width: puzzle.width,
      height: puzzle.height,
      completingMs: completing.answerAt - completing.keyAt,
      keyToVerdictMs: figures(timings.map((t) => t.answerAt - t.keyAt)),
      solverMs: figures(timings.map((t) => t.solverMs)),
    };
  } finally {
    await browser.close();
    await server.close();
  }
}
