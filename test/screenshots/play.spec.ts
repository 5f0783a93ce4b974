/**
 * Pictures of the play and statistics screens in the light and the dark theme, for a person to
 * review (test-results/screenshots, not committed): 10x10 and 100x100 boards in play, a colour
 * puzzle, a hint, a guess (black-and-white and colour), the finished picture and the statistics.
 */
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readPuzzleFile } from '../../src-main/engine/formats/index.ts';
import { solve } from '../../src-main/engine/solver/solve.ts';
import { expect, test } from '../e2e/fixtures.ts';
import {
  cellCenter,
  E2E_FIXTURES,
  importPuzzles,
  openPlay,
  paint,
  PLAY_FIXTURES,
  runs,
  saved,
} from '../e2e/play-helpers.ts';
import { callApi } from '../e2e/api.ts';
import { shoot } from './shots.ts';

function solutionRows(path: string): string[] {
  const { puzzle } = readPuzzleFile(path, readFileSync(path, 'utf8')).puzzles[0]!;
  const [grid] = solve(puzzle, { maxSolutions: 1 }).solutions;
  const digits = Array.from(grid!.cells, (value) => value.toString(32));
  return Array.from({ length: puzzle.height }, (_, y) =>
    digits.slice(y * puzzle.width, (y + 1) * puzzle.width).join(''),
  );
}

test.describe.configure({ mode: 'serial' });

for (const scheme of ['light', 'dark'] as const) {
  test(`the play screens in the ${scheme} theme`, async ({ app: page, server }) => {
    await page.emulateMedia({ colorScheme: scheme });
    const house = join(E2E_FIXTURES, 'fixture-house.nin');
    const shapes = join(E2E_FIXTURES, 'fixture-shapes-100.nin');
    const flower = join(PLAY_FIXTURES, 'flower-5.non');
    const pack = join(E2E_FIXTURES, 'fixture-pack.xml');
    const ids = await importPuzzles(page.request, server.url, [house, shapes, flower, pack]);
    const [houseId, shapesId, flowerId, heartId] = ids.length === 6 ? ids : await existing(page, server.url);

    // A puzzle known to have two solutions says so on opening; a 5x5 in a large window grows.
    const [twoWays] = await importPuzzles(page.request, server.url, [
      join(E2E_FIXTURES, 'fixture-two-ways.nin'),
    ]);
    const severalId = twoWays ?? (await titled(page, server.url, 'fixture-two-ways'));
    await callApi(page.request, server.url, 'solver.solve', {
      jobId: `two-ways-${scheme}`,
      puzzleId: severalId,
    });
    await page.setViewportSize({ width: 1920, height: 1200 });
    await openPlay(page, server.url, severalId);
    await expect(page.getByTestId('solutions-note')).toBeVisible();
    await shoot(page, 'play-several-solutions-large-window', scheme);
    await page.setViewportSize({ width: 1280, height: 800 });

    // 10x10 in progress: some rows filled, crosses, one line flagged, a hint with its cells.
    await openPlay(page, server.url, heartId!);
    const heart = solutionRows(pack);
    for (const y of [3, 4, 5])
      for (const run of runs(heart[y]!)) await paint(page, [run.from, y], [run.to, y]);
    await paint(page, [0, 0], [9, 0], 'right');
    await paint(page, [0, 9], [3, 9], 'right');
    await page.keyboard.press('h');
    await expect(page.getByTestId('hint')).toHaveAttribute('data-cells-shown', 'false');
    await page.keyboard.press('h');
    await expect(page.getByTestId('hint')).toHaveAttribute('data-cells-shown', 'true');
    // A wrong mark that column 1 cannot fit, so its clue is flagged.
    await paint(page, [0, 1]);
    const point = await cellCenter(page, 6, 6);
    await page.mouse.move(point.x, point.y);
    await saved(page);
    await shoot(page, 'play-10x10', scheme);

    // A guess under way: the row above the filled band tried, and a cross, drawn in the accent colour.
    await page.keyboard.press('g');
    await paint(page, [1, 2], [3, 2]);
    await paint(page, [6, 2], [8, 2]);
    await paint(page, [0, 2], [0, 2], 'right');
    await expect(page.getByTestId('guess-bar')).toHaveAttribute('data-guessed', '7');
    await saved(page);
    await shoot(page, 'play-guess', scheme);

    // 100x100: opened at a playable size, clues pinned while scrolled, marks and a run being dragged.
    await openPlay(page, server.url, shapesId!);
    const shapeRows = solutionRows(shapes);
    for (let y = 10; y < 22; y++)
      for (const run of runs(shapeRows[y]!))
        if (run.from < 20) await paint(page, [run.from, y], [Math.min(run.to, 20), y]);
    // Within the columns in view, so no drag strays over the panels beside the board.
    await paint(page, [0, 0], [20, 0], 'right');
    await saved(page);
    const start = await cellCenter(page, 5, 19);
    const end = await cellCenter(page, 14, 19);
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(end.x, end.y, { steps: 3 });
    await shoot(page, 'play-100x100', scheme);
    await page.mouse.up();
    await page.getByTestId('play-board').evaluate((board) => board.scrollTo({ left: 600, top: 700 }));
    await shoot(page, 'play-100x100-scrolled', scheme);
    await page.getByRole('button', { name: 'Fit' }).click();
    await shoot(page, 'play-100x100-fit', scheme);
    // The smallest window: the clues stay at a size that reads, the grid scrolls under them.
    await page.setViewportSize({ width: 640, height: 480 });
    await expect(page.getByTestId('play-board')).toHaveAttribute('data-clue-font', /^(1\d|[2-9]\d)$/);
    await shoot(page, 'play-100x100-smallest-window', scheme);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Colour: the palette, the current colour, part of the picture.
    await openPlay(page, server.url, flowerId!);
    const flowerRows = solutionRows(flower);
    for (const y of [0, 1]) {
      for (const run of runs(flowerRows[y]!)) {
        await page.keyboard.press(String(run.color));
        await paint(page, [run.from, y], [run.to, y]);
      }
    }
    await page.keyboard.press('2');
    await saved(page);
    await shoot(page, 'play-colour', scheme);

    // A guess on a colour puzzle keeps the colours and marks each guessed cell with a corner.
    await page.keyboard.press('g');
    for (const run of runs(flowerRows[2]!)) {
      await page.keyboard.press(String(run.color));
      await paint(page, [run.from, 2], [run.to, 2]);
    }
    await saved(page);
    await shoot(page, 'play-guess-colour', scheme);

    // Finished: the picture in full with the time, hints and mistakes.
    await openPlay(page, server.url, houseId!);
    for (const [y, row] of solutionRows(house).entries()) {
      for (const run of runs(row)) await paint(page, [run.from, y], [run.to, y]);
    }
    await expect(page.getByTestId('completion')).toBeVisible();
    await saved(page);
    await shoot(page, 'play-solved', scheme);

    await page.getByRole('link', { name: 'See statistics' }).click();
    await expect(page.getByTestId('chart-solved')).toBeVisible();
    await shoot(page, 'stats', scheme);
  });
}

/** A puzzle the first run imported, by its title. */
async function titled(page: Page, serverUrl: string, title: string): Promise<number> {
  const list = await callApi(page.request, serverUrl, 'library.list', { search: title });
  const found = list.items.find((item) => item.title === title);
  if (!found) throw new Error(`${title} is not in the library`);
  return found.id;
}

/** The second run finds the puzzles the first imported, by their titles. */
async function existing(page: Page, serverUrl: string): Promise<number[]> {
  const titles = ['fixture-house', 'fixture-shapes-100', 'Play Flower', 'Fixture Heart'];
  const out: number[] = [];
  for (const title of titles) {
    const list = await callApi(page.request, serverUrl, 'library.list', { search: title });
    const found = list.items.find((item) => item.title === title);
    if (!found) throw new Error(`${title} is not in the library`);
    // Each theme starts its puzzles afresh.
    await callApi(page.request, serverUrl, 'play.restart', { puzzleId: found.id });
    out.push(found.id);
  }
  return out;
}
