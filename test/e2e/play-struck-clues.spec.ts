/**
 * Striking out clue numbers in Chromium: a click on a number strikes it out (drawn greyed and
 * crossed), a second click brings it back exactly as it was, the notes are stored with the
 * attempt at once, undo leaves them alone, and they are drawn again when the puzzle is reopened.
 */
import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../src-main/bench/app-server.ts';
import { expect, test } from './fixtures.ts';
import { DIAMOND, cellCenter, importPuzzles, openPlay, paint, saved, storedPlay } from './play-helpers.ts';

const SHOTS = join(PROJECT_ROOT, 'test-results', 'screenshots');

/** The picture of the clue slot at a point: a cell-sized square around it. */
async function slotPicture(page: Page, point: { x: number; y: number }): Promise<Buffer> {
  const cell = Number(await page.getByTestId('play-board').getAttribute('data-cell'));
  return page.screenshot({
    clip: { x: point.x - cell / 2, y: point.y - cell / 2, width: cell, height: cell },
  });
}

test('a click strikes out a clue number and a second brings it back; the notes outlast undo and a reopen', async ({
  app: page,
  server,
  request,
}) => {
  const [diamond] = await importPuzzles(request, server.url, [DIAMOND]);
  await openPlay(page, server.url, diamond!);
  const board = page.getByTestId('play-board');
  const stored = async () => (await storedPlay(request, server.url, diamond!)).attempt.struckClues;

  // The numbers just outside the grid: row 2's 5, left of it, and column 2's 5, above it.
  const rowFive = await cellCenter(page, -1, 2);
  const columnFive = await cellCenter(page, 2, -1);
  await page.mouse.move(rowFive.x, rowFive.y);
  await expect(board).toHaveClass(/over-number/);
  const plain = await slotPicture(page, rowFive);

  await page.mouse.click(rowFive.x, rowFive.y);
  await saved(page);
  const struck = await slotPicture(page, rowFive);
  expect(struck.equals(plain)).toBe(false);
  expect(await stored()).toEqual(['r2.0']);

  await page.mouse.click(columnFive.x, columnFive.y);
  await saved(page);
  expect(await stored()).toEqual(['r2.0', 'c2.0']);
  // A click on a number paints nothing.
  await expect(page.getByTestId('play')).toHaveAttribute('data-filled', '0');

  // Undo takes back moves, not notes.
  await paint(page, [2, 2]);
  await expect(page.getByTestId('play')).toHaveAttribute('data-filled', '1');
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('play')).toHaveAttribute('data-filled', '0');
  await saved(page);
  expect(await stored()).toEqual(['r2.0', 'c2.0']);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, 'play-struck-clues.png') });

  // Reopened, the board draws the struck number as it was.
  await openPlay(page, server.url, diamond!);
  await page.mouse.move(rowFive.x, rowFive.y);
  await expect.poll(async () => (await slotPicture(page, rowFive)).equals(struck)).toBe(true);

  await page.mouse.click(rowFive.x, rowFive.y);
  await saved(page);
  expect((await slotPicture(page, rowFive)).equals(plain)).toBe(true);
  expect(await stored()).toEqual(['c2.0']);
});
