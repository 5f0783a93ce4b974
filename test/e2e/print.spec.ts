import type { Locator, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readPuzzleFile } from '../../src-main/engine/formats/index.ts';
import { satisfies, type Puzzle } from '../../src-main/engine/puzzle.ts';
import {
  fixturePath,
  cardTitled,
  closeImport,
  expect,
  fixture,
  importFiles,
  search,
  test,
} from './fixtures.ts';
import { PROJECT_ROOT } from '../../src-main/bench/app-server.ts';
import { boardReady, paint, saved } from './play-helpers.ts';

const SHOTS = join(PROJECT_ROOT, 'test-results', 'screenshots');

test.describe.configure({ mode: 'serial' });

/**
 * Headless Chromium has no print dialog: the page's window.print() only counts its calls here, and
 * the printed pages are read from the PDF that Chromium makes of the page in print media.
 */
async function countPrints(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.print = () => {
      const calls = Number(document.body.dataset.printCalls ?? '0');
      document.body.dataset.printCalls = String(calls + 1);
    };
  });
}

function printDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Print puzzles' });
}

async function fixturePuzzle(title: string): Promise<Puzzle> {
  const file = fixture('fixture-pack.xml');
  const read = readPuzzleFile(file, await readFile(file, 'utf8'));
  const found = read.puzzles.find(({ puzzle }) => puzzle.meta.title === title);
  if (!found) throw new Error(`No ${title} in the fixture pack.`);
  return found.puzzle;
}

/** Reads a printed solution back into a grid, cell by cell, from the rectangles drawn. */
async function printedGrid(picture: Locator, puzzle: Puzzle) {
  const rects = await picture.locator('rect:not(.frame)').evaluateAll((nodes) =>
    nodes.map((node) => ({
      x: Number(node.getAttribute('x')),
      y: Number(node.getAttribute('y')),
      length: Number(node.getAttribute('width')),
      fill: node.getAttribute('fill') ?? '',
    })),
  );
  const cells = new Uint8Array(puzzle.width * puzzle.height);
  for (const rect of rects) {
    const color = puzzle.palette.findIndex((entry) => entry.rgb.toLowerCase() === rect.fill.toLowerCase());
    expect(color, `fill ${rect.fill} is a colour of the puzzle`).toBeGreaterThan(0);
    for (let x = rect.x; x < rect.x + rect.length; x++) cells[rect.y * puzzle.width + x] = color;
  }
  return { width: puzzle.width, height: puzzle.height, cells };
}

/** The PDF's pages and their sizes in points. */
function pdfPages(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  return [...text.matchAll(/\/Type\s*\/Page\b[^s][\s\S]*?\/MediaBox\s*\[\s*([\d.\s]+)\]/g)].map((match) =>
    match[1]!.trim().split(/\s+/).map(Number).slice(2).join('x'),
  );
}

test('prints the selected puzzles with their solutions at the back, on the chosen paper', async ({
  app: page,
}) => {
  await importFiles(page, ['fixture-pack.xml']);
  await closeImport(page);
  await search(page, 'fixture');
  await cardTitled(page, 'Fixture Heart').getByRole('checkbox').check();
  await cardTitled(page, 'Fixture Cherries').getByRole('checkbox').check();
  await countPrints(page);

  await page
    .getByRole('toolbar', { name: 'Selected puzzles' })
    .getByRole('button', { name: 'Print…' })
    .click();
  const dialog = printDialog(page);
  await expect(dialog.getByTestId('print-what')).toHaveText('2 selected puzzles');
  await dialog.getByRole('radio', { name: /Puzzles and solutions/ }).check();
  await dialog.getByRole('checkbox', { name: /Titles on puzzle pages/ }).uncheck();
  await dialog.getByRole('combobox', { name: /^Paper/ }).selectOption('letter');
  await dialog.getByRole('button', { name: 'Print…' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-print-calls', '1');
  await expect(dialog).toBeHidden();

  // The page as the printer gets it: the sheets, and nothing of the app.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('shell')).toBeHidden();
  const printout = page.getByTestId('printout');
  const puzzlePages = printout.getByTestId('print-puzzle-page');
  await expect(puzzlePages).toHaveCount(2);
  // Titles were left off the puzzle pages, so the pictures stay a surprise; solutions name them.
  await expect(puzzlePages.getByRole('heading')).toHaveText(['Puzzle 1', 'Puzzle 2']);
  const solutions = printout.getByTestId('print-solution');
  await expect(solutions).toHaveCount(2);
  const captions = await solutions.locator('figcaption').allInnerTexts();
  expect(captions.map((caption) => caption.replace(/^\d+\. /, '')).sort()).toEqual([
    'Fixture Cherries',
    'Fixture Heart',
  ]);

  for (const [index, caption] of captions.entries()) {
    const title = caption.replace(/^\d+\. /, '');
    const puzzle = await fixturePuzzle(title);
    // Every clue number is printed once (an empty line shows its 0) ...
    const blocks = [...puzzle.rows, ...puzzle.columns].reduce(
      (sum, clue) => sum + Math.max(1, clue.length),
      0,
    );
    const number = Number(caption.split('.')[0]) - 1;
    await expect(puzzlePages.nth(number).locator('svg text')).toHaveCount(blocks);
    // ... and the printed solution satisfies every clue, colours included.
    const grid = await printedGrid(solutions.nth(index).locator('svg'), puzzle);
    expect(satisfies(puzzle, grid), `the printed solution of ${title}`).toBe(true);
  }

  // Two puzzle pages and one page of solutions, all US Letter (612 x 792 points).
  const pages = pdfPages(await page.pdf({ preferCSSPageSize: true }));
  expect(pages).toEqual(['612x792', '612x792', '612x792']);

  // The sheets go once the system's print dialog closes, and the choices are remembered.
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(printout).toHaveCount(0);
  await expect(page.getByTestId('shell')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await page.keyboard.press('Control+p');
  await expect(dialog.getByTestId('print-what')).toHaveText('2 selected puzzles');
  await expect(dialog.getByRole('radio', { name: /Puzzles and solutions/ })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: /Titles on puzzle pages/ })).not.toBeChecked();
  await expect(dialog.getByRole('combobox', { name: /^Paper/ })).toHaveValue('letter');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('prints the puzzle on the play screen with Ctrl+P and the marks so far, on one A4 page', async ({
  app: page,
}) => {
  await search(page, 'Fixture Sailboat');
  await cardTitled(page, 'Fixture Sailboat').getByRole('button', { name: 'Fixture Sailboat' }).click();
  await boardReady(page);
  // Three filled cells in a run on the top row, and two crosses below them.
  await paint(page, [0, 0], [2, 0]);
  await paint(page, [0, 1], [1, 1], 'right');
  await saved(page);
  await countPrints(page);
  await page.keyboard.press('Control+p');
  const dialog = printDialog(page);
  await expect(dialog.getByTestId('print-what')).toHaveText('“Fixture Sailboat”');
  await expect(dialog.getByRole('checkbox', { name: /My marks so far/ })).toBeChecked();
  await dialog.getByRole('radio', { name: /^Puzzles One puzzle/ }).check();
  await dialog.getByRole('checkbox', { name: /Titles on puzzle pages/ }).check();
  await dialog.getByRole('combobox', { name: /^Paper/ }).selectOption('a4');
  await dialog.getByRole('button', { name: 'Print…' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-print-calls', '1');

  await page.emulateMedia({ media: 'print' });
  const printout = page.getByTestId('printout');
  await expect(printout.getByTestId('print-puzzle-page').getByRole('heading')).toHaveText(
    '1. Fixture Sailboat',
  );
  await expect(printout.getByTestId('print-solution-page')).toHaveCount(0);
  const marks = printout.locator('svg rect.mark');
  await expect(marks).toHaveCount(1);
  await expect(marks).toHaveAttribute('width', '3');
  const crosses = await printout.locator('svg path.crosses').getAttribute('d');
  expect(crosses?.split('M')).toHaveLength(1 + 2 * 2);
  // A4 is 595.28 x 841.89 points; Chromium rounds it to whole points.
  const pages = pdfPages(await page.pdf({ preferCSSPageSize: true }));
  expect(pages).toHaveLength(1);
  const [width, height] = pages[0]!.split('x').map(Number);
  expect(Math.round(width!)).toBe(595);
  expect(Math.round(height!)).toBe(842);
});

test('spreads a 100x100 puzzle over several pages, or fits it on one when asked', async ({ app: page }) => {
  await importFiles(page, ['fixture-shapes-100.nin']);
  await closeImport(page);
  await search(page, 'fixture-shapes-100');
  await countPrints(page);
  const dialog = printDialog(page);
  const printout = page.getByTestId('printout');
  const split = dialog.getByRole('checkbox', { name: /Spread large puzzles over several pages/ });

  await page.getByRole('button', { name: 'Print…' }).first().click();
  await dialog.getByRole('radio', { name: /^Puzzles One puzzle/ }).check();
  await split.check();
  await dialog.getByRole('button', { name: 'Print…' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-print-calls', '1');
  // By default each part has the clues of its own rows and columns.
  const parts = printout.getByTestId('print-part');
  const count = await printout.getByTestId('print-puzzle-page').count();
  expect(count).toBeGreaterThan(1);
  await expect(parts.first()).toHaveText(new RegExp(`^Part 1 of ${count}: columns 1–\\d+, rows 1–\\d+$`));
  await expect(parts.nth(1)).toHaveText(new RegExp(`^Part 2 of ${count}: columns \\d+–\\d+, rows 1–\\d+$`));
  await expect(parts).toHaveCount(count);
  // The second part's row clues are the first part's: the same rows, drawn again beside it.
  const rowClues = (part: number) =>
    printout
      .getByTestId('print-puzzle-page')
      .nth(part)
      .locator('svg > svg')
      .nth(1)
      .locator('text')
      .allTextContents();
  expect(await rowClues(1)).toEqual(await rowClues(0));
  expect(pdfPages(await page.pdf({ preferCSSPageSize: true }))).toHaveLength(count);
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));

  // Without them, the parts join into one poster.
  await page.getByRole('button', { name: 'Print…' }).first().click();
  await dialog.getByRole('checkbox', { name: /Clues on every page/ }).uncheck();
  await dialog.getByRole('button', { name: 'Print…' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-print-calls', '2');
  const posterParts = await printout.getByTestId('print-puzzle-page').count();
  await expect(parts.first()).toHaveText(`Part 1 of ${posterParts}: page 1 across, 1 down`);
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));

  await page.getByRole('button', { name: 'Print…' }).first().click();
  await split.uncheck();
  await expect(dialog.getByRole('checkbox', { name: /Clues on every page/ })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Print…' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-print-calls', '3');
  await expect(printout.getByTestId('print-puzzle-page')).toHaveCount(1);
  await expect(printout.getByTestId('print-part')).toHaveCount(0);
  expect(pdfPages(await page.pdf({ preferCSSPageSize: true }))).toHaveLength(1);
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
});

test('turns each page the way that prints its puzzle larger, or every page as asked', async ({
  app: page,
}) => {
  await importFiles(page, ['fixture-pack.xml', 'fixture-train-40x12.nin']);
  await closeImport(page);
  await search(page, 'fixture');
  await cardTitled(page, 'fixture-train-40x12').getByRole('checkbox').check();
  await cardTitled(page, 'Fixture Heart').getByRole('checkbox').check();
  await countPrints(page);
  const dialog = printDialog(page);
  const printout = page.getByTestId('printout');
  const orientation = dialog.getByRole('combobox', { name: /^Orientation/ });
  const print = async (calls: number) => {
    await dialog.getByRole('button', { name: 'Print…' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-print-calls', String(calls));
    await page.emulateMedia({ media: 'print' });
  };
  // Making the PDF prints the page, which ends the printout: it comes last at each step.
  // A4 in whole points, which way up each page is.
  const printedPages = async () =>
    pdfPages(await page.pdf({ preferCSSPageSize: true })).map((size) =>
      size
        .split('x')
        .map((side) => Math.round(Number(side)))
        .join('x'),
    );
  const done = async () => {
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await expect(printout).toHaveCount(0);
    await page.emulateMedia({ media: 'screen' });
  };
  const selectionPrint = page
    .getByRole('toolbar', { name: 'Selected puzzles' })
    .getByRole('button', { name: 'Print…' });

  // Left to the app, the 40x12 train gets a landscape A4 page and the 10x10 heart an upright one.
  await selectionPrint.click();
  await dialog.getByRole('radio', { name: /^Puzzles One puzzle/ }).check();
  await dialog.getByRole('combobox', { name: /^Paper/ }).selectOption('a4');
  // Choices are remembered across this file's tests: spreading is set here, not assumed.
  await dialog.getByRole('checkbox', { name: /Spread large puzzles over several pages/ }).check();
  await expect(orientation).toHaveValue('auto');
  await expect(dialog.getByText(/Wide puzzles are printed on landscape pages/)).toBeVisible();
  await print(1);
  const sheets = printout.getByTestId('print-puzzle-page');
  await expect(sheets).toHaveCount(2);
  const train = sheets.filter({ hasText: 'fixture-train-40x12' });
  await expect(train).toHaveAttribute('data-orientation', 'landscape');
  await expect(sheets.filter({ hasText: 'Fixture Heart' })).toHaveAttribute('data-orientation', 'portrait');
  const trainFirst = (await sheets.first().textContent())?.includes('fixture-train-40x12') ?? false;
  // The landscape page draws the train's grid wider than an upright page could hold it.
  const grid = await train.locator('svg.puzzle').boundingBox();
  const uprightWidth = ((210 - 2 * 12) / 25.4) * 96;
  expect(grid!.width).toBeGreaterThan(uprightWidth);
  mkdirSync(SHOTS, { recursive: true });
  await train.screenshot({ path: join(SHOTS, 'print-wide-puzzle-landscape.png') });
  expect(await printedPages()).toEqual(trainFirst ? ['842x595', '595x842'] : ['595x842', '842x595']);
  await done();

  // Asked for portrait, every page is upright: the train's cells would be under 4 mm, so it is spread.
  await selectionPrint.click();
  await expect(orientation).toHaveValue('auto');
  await expect(dialog.getByText(/Wide puzzles are printed on landscape pages/)).toBeVisible();
  await orientation.selectOption('portrait');
  await expect(dialog.getByText(/Wide puzzles are printed on landscape pages/)).toBeHidden();
  await print(2);
  const upright = await printedPages();
  expect(upright.length).toBeGreaterThan(2);
  expect(new Set(upright)).toEqual(new Set(['595x842']));
  await done();

  // Asked for landscape, every page is turned, and the choice is remembered.
  await selectionPrint.click();
  await expect(orientation).toHaveValue('portrait');
  await orientation.selectOption('landscape');
  await print(3);
  expect(await printedPages()).toEqual(['842x595', '842x595']);
  await done();
  await selectionPrint.click();
  await expect(orientation).toHaveValue('landscape');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

test('a solve needed for a printout shows its progress and can be cancelled', async ({ app: page }) => {
  // Faase (80x95, webpbn survey): no solution within the time the test waits, so it must be solved.
  await importFiles(page, [fixturePath('survey/faase.nin')]);
  await closeImport(page);
  await search(page, 'faase');
  await countPrints(page);
  await page.getByRole('button', { name: 'Print…' }).first().click();
  const dialog = printDialog(page);
  await dialog.getByRole('radio', { name: /Solutions only/ }).check();
  await dialog.getByRole('button', { name: 'Print…' }).click();
  await expect(dialog.getByTestId('print-progress')).toHaveText(/^Solving “faase” \(puzzle 1 of 1\)$/);
  await expect(dialog.getByRole('progressbar', { name: 'Print progress' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel printing' }).click();
  await expect(dialog.getByRole('radio', { name: /Solutions only/ })).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('printout')).toHaveCount(0);
  expect(await page.locator('body').getAttribute('data-print-calls')).toBeNull();
});
