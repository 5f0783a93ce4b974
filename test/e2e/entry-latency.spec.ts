/**
 * How soon the verdict follows typing, measured in the browser: from a keystroke (a keydown listener
 * in the page) to the verdict panel showing the answer for the clues that keystroke made (a
 * mutation observer on its answer counter). The puzzle is a 30x30 from Jakub Wilk's test set, typed
 * as a book would print it. The figures go to test-results/entry-latency.json and the console;
 * the goal is 200 ms. The test checks the verdict; the figures are for reading, not for passing,
 * since a shared machine's timing is no test.
 *
 * Run on its own as a benchmark: `npx playwright test test/e2e/entry-latency.spec.ts`.
 */
import type { Page } from '@playwright/test';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatClue } from '../../src-main/engine/clue-text.ts';
import { readNin } from '../../src-main/engine/formats/nin.ts';
import { PROJECT_ROOT } from '../../src-main/bench/app-server.ts';
import { lineInput, openEntry, pasteInto, startPuzzle, verdict } from './entry-helpers.ts';
import { expect, test } from './fixtures.ts';

const PUZZLE_FILE = join(PROJECT_ROOT, '..', 'shared', 'bench', 'jwilk', 'data120.nin');
const GOAL_MS = 200;
const EDITS = 9;

interface Timing {
  keyAt: number;
  answerAt: number;
  /** What the solver itself took, as the check reports it. */
  solverMs: number;
}

declare global {
  interface Window {
    entryBench?: { keyAt: number; next: () => Promise<Timing> };
  }
}

/** Records every keydown's time, and lets the test wait for the next answer after the next key. */
async function instrument(page: Page): Promise<void> {
  await page.evaluate(() => {
    const bench = {
      keyAt: 0,
      next(): Promise<Timing> {
        const panel = document.querySelector<HTMLElement>('[data-testid="entry-verdict"]')!;
        const before = panel.dataset['answers'];
        return new Promise((resolve) => {
          const observer = new MutationObserver(() => {
            if (panel.dataset['answers'] === before) return;
            observer.disconnect();
            const solverMs = Number(panel.dataset['solverMs']);
            resolve({ keyAt: bench.keyAt, answerAt: performance.now(), solverMs });
          });
          observer.observe(panel, { attributes: true, attributeFilter: ['data-answers'] });
        });
      },
    };
    window.entryBench = bench;
    document.addEventListener('keydown', () => (bench.keyAt = performance.now()), true);
  });
}

const solverTimes: number[] = [];

/** Presses `key` and resolves to the milliseconds until the verdict for the result is on screen. */
async function timedKey(page: Page, key: string): Promise<number> {
  await page.evaluate(() => {
    (window as Window & { pending?: Promise<Timing> }).pending = window.entryBench!.next();
  });
  await page.keyboard.press(key);
  const timing = await page.evaluate(() => (window as Window & { pending?: Promise<Timing> }).pending!);
  solverTimes.push(timing.solverMs);
  return timing.answerAt - timing.keyAt;
}

test('the verdict on a 30x30 book puzzle follows the last keystroke within 200 ms', async ({ app: page }) => {
  const puzzle = readNin(readFileSync(PUZZLE_FILE, 'utf8'));
  const rows = puzzle.rows.map((clue) => formatClue(clue, puzzle.palette));
  const columns = puzzle.columns.map((clue) => formatClue(clue, puzzle.palette));
  const last = columns.at(-1)!;

  await openEntry(page);
  await startPuzzle(page, 30, 30);
  await pasteInto(lineInput(page, 'row', 1), [...rows, ...columns.slice(0, -1)].join('\n'));
  await expect(lineInput(page, 'column', 30)).toBeFocused();
  await page.keyboard.type(last.slice(0, -1));
  // The line typed so far already makes a puzzle (with no solution): once its verdict is shown the
  // solver process is up, as it is after the first minute of typing a real puzzle.
  await expect(verdict(page)).not.toHaveAttribute('data-answers', '0');
  await instrument(page);
  const first = await timedKey(page, last.at(-1)!);
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'unique');

  // Further edits of one number: each keystroke makes clues not checked before.
  const edits: number[] = [];
  const digits = '123456789'.split('').filter((digit) => digit !== last.at(-1));
  for (const digit of digits.slice(0, EDITS)) {
    await page.keyboard.press('Backspace');
    edits.push(await timedKey(page, digit));
  }
  const all = [first, ...edits].sort((a, b) => a - b);
  const median = all[Math.floor(all.length / 2)]!;
  const figures = {
    puzzle: 'jwilk/data120.nin (30x30)',
    completingKeystrokeMs: Math.round(first),
    editsMs: edits.map(Math.round),
    medianMs: Math.round(median),
    maxMs: Math.round(all.at(-1)!),
    solverMs: solverTimes,
    goalMs: GOAL_MS,
  };
  mkdirSync(join(PROJECT_ROOT, 'test-results'), { recursive: true });
  writeFileSync(
    join(PROJECT_ROOT, 'test-results', 'entry-latency.json'),
    `${JSON.stringify(figures, null, 2)}\n`,
  );
  console.log(`Entry verdict latency: ${JSON.stringify(figures)}`);
});
