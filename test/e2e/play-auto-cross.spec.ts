/**
 * Crossing off finished lines in Chromium: with the option on, a fill that makes a line's clue
 * exactly crosses the rest of that line (rows and columns), one undo takes back the fill and its
 * crosses, the move is stored whole, and with the option off nothing is crossed for the player.
 * Lines whose clue is 0 are crossed off when the option is turned on, or by the first fill; a
 * block whose clue number turns grey gets the cells on either side crossed.
 */
import { join } from 'node:path';
import { expect, test } from './fixtures.ts';
import {
  DIAMOND,
  E2E_FIXTURES,
  importPuzzles,
  openPlay,
  paint,
  PLAY_FIXTURES,
  saved,
  storedPlay,
} from './play-helpers.ts';

/** 5x5, four 2x2 squares: the middle row and column have the clue 0. */
const GATE = join(PLAY_FIXTURES, 'gate-5.nin');

test('a fill that finishes a line crosses off the rest of it, and one undo takes both back', async ({
  app: page,
  server,
  request,
}) => {
  const [diamond] = await importPuzzles(request, server.url, [DIAMOND]);
  await openPlay(page, server.url, diamond!);
  const play = page.getByTestId('play');
  const option = page
    .getByTestId('options-panel')
    .getByRole('checkbox', { name: 'Cross off finished lines and blocks' });
  await expect(option).not.toBeChecked();

  // Off: filling the top of the diamond finishes row 0, and nothing else happens.
  await paint(page, [2, 0]);
  await expect(play).toHaveAttribute('data-crossed', '0');
  await page.keyboard.press('Control+z');
  await expect(play).toHaveAttribute('data-filled', '0');

  await option.check();
  await saved(page);
  await paint(page, [2, 0]);
  await expect(play).toHaveAttribute('data-filled', '1');
  await expect(play).toHaveAttribute('data-crossed', '4');
  await expect(play).toHaveAttribute('data-position', '1');

  // Row 2 ("5") leaves no blank of its own, but finishes columns 0 and 4 ("1" each).
  await paint(page, [0, 2], [4, 2]);
  await expect(play).toHaveAttribute('data-filled', '6');
  await expect(play).toHaveAttribute('data-crossed', '10');
  await expect(play).toHaveAttribute('data-position', '2');

  await page.keyboard.press('Control+z');
  await expect(play).toHaveAttribute('data-filled', '1');
  await expect(play).toHaveAttribute('data-crossed', '4');
  await page.keyboard.press('Control+y');
  await expect(play).toHaveAttribute('data-crossed', '10');

  // Stored as two moves, each with its crosses, and read back so after a reload.
  await saved(page);
  const stored = await storedPlay(request, server.url, diamond!);
  expect(stored.attempt.moves).toEqual([
    { cells: [2], to: 1, from: [0], crossed: [0, 1, 3, 4] },
    { cells: [10, 11, 12, 13, 14], to: 1, from: [0, 0, 0, 0, 0], crossed: [5, 9, 15, 19, 20, 24] },
  ]);
  await page.reload();
  await expect(play).toHaveAttribute('data-crossed', '10');
  await expect(option).toBeChecked();

  // The Settings screen shows the same choice.
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(
    page.getByTestId('settings').getByRole('checkbox', { name: /^Cross off finished lines and blocks/ }),
  ).toBeChecked();
});

test('lines whose clue is 0 are crossed off when the option is turned on, or by the first fill', async ({
  app: page,
  server,
  request,
}) => {
  const [gate] = await importPuzzles(request, server.url, [GATE]);
  await openPlay(page, server.url, gate!);
  const play = page.getByTestId('play');
  const option = page
    .getByTestId('options-panel')
    .getByRole('checkbox', { name: 'Cross off finished lines and blocks' });

  // Options are kept between puzzles, so the first test may have left this one on.
  await option.uncheck();
  await saved(page);
  await expect(play).toHaveAttribute('data-crossed', '0');
  // Turning the option on crosses off the middle row and column at once, as one move.
  await option.check();
  await expect(play).toHaveAttribute('data-crossed', '9');
  await expect(play).toHaveAttribute('data-position', '1');
  await page.keyboard.press('Control+z');
  await expect(play).toHaveAttribute('data-crossed', '0');

  // With nothing filled yet, the first fill crosses them off too.
  await paint(page, [0, 0]);
  await expect(play).toHaveAttribute('data-filled', '1');
  await expect(play).toHaveAttribute('data-crossed', '9');
  await saved(page);
  const stored = await storedPlay(request, server.url, gate!);
  expect(stored.attempt.moves).toEqual([
    { cells: [0], to: 1, from: [0], crossed: [2, 7, 10, 11, 12, 13, 14, 17, 22] },
  ]);
});

test('a block pinned down and painted gets the cells on either side crossed', async ({
  app: page,
  server,
  request,
}) => {
  const [house] = await importPuzzles(request, server.url, [join(E2E_FIXTURES, 'fixture-house.nin')]);
  await openPlay(page, server.url, house!);
  const play = page.getByTestId('play');
  await page
    .getByTestId('options-panel')
    .getByRole('checkbox', { name: 'Cross off finished lines and blocks' })
    .check();
  await saved(page);

  // The bottom row is "3 3": painting its first three cells pins the first 3 to the edge, so the
  // cell after it is crossed (the row is not finished). The same fills finish column 0 ("1"), and
  // pin column 2's last "1" ("3 1") to the bottom row, crossing the cell above it.
  await paint(page, [0, 8], [2, 8]);
  await expect(play).toHaveAttribute('data-filled', '3');
  await expect(play).toHaveAttribute('data-crossed', '10');
  await saved(page);
  const stored = await storedPlay(request, server.url, house!);
  expect(stored.attempt.moves.at(-1)?.crossed).toEqual([0, 9, 18, 27, 36, 45, 54, 63, 65, 75]);
});
