import type { Page } from '@playwright/test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readingPuzzle } from '../../src-main/contract/photo-reading.ts';
import { readPuzzleFile } from '../../src-main/engine/formats/index.ts';
import type { Puzzle } from '../../src-main/engine/puzzle.ts';
import { readPhotoOrFail } from '../../src-main/solver-host/photo/read-photo-job.ts';
import { cardTitled, closeImport, expect, fixture, importFiles, search, test } from './fixtures.ts';

/**
 * The page reader on the app's own printing: a puzzle page printed to PDF by Chromium, as the
 * print dialog makes it, read back as the app reads a scanned page. The benchmark's "app" layout
 * (bench/photo/page-svg.ts) imitates this printing; this reads the printing itself.
 */

test.describe.configure({ mode: 'serial' });

async function printedPdf(page: Page, title: string): Promise<Buffer> {
  await search(page, title);
  await cardTitled(page, title).getByRole('checkbox').check();
  await page.evaluate(() => {
    window.print = () => {};
  });
  await page
    .getByRole('toolbar', { name: 'Selected puzzles' })
    .getByRole('button', { name: 'Print…' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Print puzzles' });
  await dialog.getByRole('radio', { name: /^Puzzles One puzzle/ }).check();
  await dialog.getByRole('combobox', { name: /^Paper/ }).selectOption('a4');
  await dialog.getByRole('button', { name: 'Print…' }).click();
  await expect(dialog).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('print-puzzle-page')).toHaveCount(1);
  const pdf = await page.pdf({ preferCSSPageSize: true });
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await page.emulateMedia({ media: 'screen' });
  await cardTitled(page, title).getByRole('checkbox').uncheck();
  return pdf;
}

async function readBack(pdf: Buffer): Promise<Puzzle> {
  const folder = mkdtempSync(join(tmpdir(), 'nonogram-print-read-'));
  try {
    const path = join(folder, 'printed.pdf');
    writeFileSync(path, pdf);
    const { reading } = await readPhotoOrFail(
      { path, fileName: 'printed.pdf' },
      { signal: { aborted: false }, timeLimitMs: 60_000, progress: () => {} },
    );
    return readingPuzzle(reading);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const numbers = (clues: Puzzle['rows']): number[][] => clues.map((clue) => clue.map((b) => b.length));

test('reads back the clues of a 30 x 30 puzzle page the app printed', async ({ app: page }) => {
  const file = fixture('fixture-random-30.nin');
  const puzzle = readPuzzleFile(file, await readFile(file, 'utf8')).puzzles[0]!.puzzle;
  await importFiles(page, ['fixture-random-30.nin']);
  await closeImport(page);
  const read = await readBack(await printedPdf(page, 'fixture-random-30'));
  expect([read.width, read.height]).toEqual([30, 30]);
  expect(numbers(read.rows)).toEqual(numbers(puzzle.rows));
  expect(numbers(read.columns)).toEqual(numbers(puzzle.columns));
});

test('reads back the clues and their colours of a colour puzzle page the app printed', async ({
  app: page,
}) => {
  const file = fixture('fixture-pack.xml');
  const puzzle = readPuzzleFile(file, await readFile(file, 'utf8')).puzzles.find(
    (p) => p.puzzle.meta.title === 'Fixture Cherries',
  )!.puzzle;
  await importFiles(page, ['fixture-pack.xml']);
  await closeImport(page);
  const read = await readBack(await printedPdf(page, 'Fixture Cherries'));
  expect(numbers(read.rows)).toEqual(numbers(puzzle.rows));
  expect(numbers(read.columns)).toEqual(numbers(puzzle.columns));
  // The palette read names its colours by how often they occur: the numbers of one colour in the
  // puzzle must be the numbers of one colour as read.
  const pairs = new Set<string>();
  const readColours = new Set<number>();
  const readLines = [...read.rows, ...read.columns];
  [...puzzle.rows, ...puzzle.columns].forEach((clue, i) =>
    clue.forEach((block, j) => {
      const colour = readLines[i]![j]!.color;
      pairs.add(`${block.color}>${colour}`);
      readColours.add(colour);
    }),
  );
  const colours = puzzle.palette.length - 1;
  expect(pairs.size).toBe(colours);
  expect(readColours.size).toBe(colours);
  expect(read.palette).toHaveLength(puzzle.palette.length);
});
