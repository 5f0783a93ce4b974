/**
 * Playing in Chromium against browser mode: solving with the mouse and with the keyboard, undo and
 * redo, a colour puzzle, hints, and finding an attempt exactly as it was after a reload and after
 * the server was killed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readPuzzleFile } from '../../src-main/engine/formats/index.ts';
import { solve } from '../../src-main/engine/solver/solve.ts';
import { cardTitled, expect, search, test } from './fixtures.ts';
import {
  DIAMOND,
  boardState,
  cellCenter,
  E2E_FIXTURES,
  importPuzzles,
  openPlay,
  paint,
  PLAY_FIXTURES,
  runs,
  saved,
  storedPlay,
} from './play-helpers.ts';

test.describe.configure({ mode: 'serial' });

const PACK = join(E2E_FIXTURES, 'fixture-pack.xml');
const FLOWER = join(PLAY_FIXTURES, 'flower-5.non');
const HOUSE = join(E2E_FIXTURES, 'fixture-house.nin');
const RANDOM = join(E2E_FIXTURES, 'fixture-random-30.nin');

/** The solution of the first (or `index`th) puzzle of a file, row by row as digit strings. */
function solutionRows(path: string, index = 0): string[] {
  const { puzzle } = readPuzzleFile(path, readFileSync(path, 'utf8')).puzzles[index]!;
  const [grid] = solve(puzzle, { maxSolutions: 1 }).solutions;
  if (!grid) throw new Error(`${path} has no solution`);
  const digits = Array.from(grid.cells, (value) => value.toString(32));
  return Array.from({ length: puzzle.height }, (_, y) =>
    digits.slice(y * puzzle.width, (y + 1) * puzzle.width).join(''),
  );
}

let ids: Record<'heart' | 'sailboat' | 'diamond' | 'flower' | 'house' | 'random', number>;

test('solves a puzzle to the end with the mouse, from its card in the library', async ({
  app: page,
  request,
  server,
}) => {
  const [heart, sailboat] = await importPuzzles(request, server.url, [PACK]);
  const [diamond, flower, house, random] = await importPuzzles(request, server.url, [
    DIAMOND,
    FLOWER,
    HOUSE,
    RANDOM,
  ]);
  ids = {
    heart: heart!,
    sailboat: sailboat!,
    diamond: diamond!,
    flower: flower!,
    house: house!,
    random: random!,
  };

  await page.getByRole('link', { name: 'Library', exact: true }).click();
  await search(page, 'Fixture Heart');
  await cardTitled(page, 'Fixture Heart').getByRole('button', { name: 'Fixture Heart' }).click();
  await expect(page).toHaveURL(/#\/play\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fixture Heart');
  await expect(page.getByTestId('play-board')).toHaveAttribute('data-cell', /^\d+$/);

  // A right-button drag crosses the empty first row in one move.
  await paint(page, [0, 0], [9, 0], 'right');
  await expect(page.getByTestId('play')).toHaveAttribute('data-crossed', '10');
  await expect(page.getByTestId('play')).toHaveAttribute('data-moves', '1');

  const rows = solutionRows(PACK);
  for (const [y, row] of rows.entries()) {
    for (const run of runs(row)) await paint(page, [run.from, y], [run.to, y]);
  }
  const play = page.getByTestId('play');
  await expect(play).toHaveAttribute('data-status', 'solved');
  const done = page.getByTestId('completion');
  await expect(done).toContainText('Solved!');
  await expect(done.getByTestId('completion-hints')).toHaveText('0');
  await expect(done.getByTestId('completion-time')).toHaveText(/^\d+:\d\d$/);
  await saved(page);
  // The board is finished: another click changes nothing.
  await paint(page, [0, 0]);
  await expect(play).toHaveAttribute('data-crossed', '10');

  await page.getByRole('link', { name: 'Library', exact: true }).click();
  await search(page, 'Fixture Heart');
  const card = cardTitled(page, 'Fixture Heart');
  await expect(card).toHaveAttribute('data-status', 'solved');
  await expect(card).toContainText(/Best \d+:\d\d/);
  // No hint and no mistake: the card says so with a star, which a puzzle not yet solved lacks.
  const clean = { name: 'Solved without hints or mistakes' };
  await expect(card.getByRole('img', clean)).toBeVisible();
  await search(page, 'Fixture Sailboat');
  await expect(cardTitled(page, 'Fixture Sailboat')).toBeVisible();
  await expect(cardTitled(page, 'Fixture Sailboat').getByRole('img', clean)).toHaveCount(0);
});

test('solves a puzzle with the keyboard alone', async ({ app: page, server }) => {
  await openPlay(page, server.url, ids.diamond);
  const play = page.getByTestId('play');
  // The board has the focus on opening; the cursor starts at the top-left cell.
  // Row 1: ..#..
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('f');
  // Row 2: .###. with Shift+arrows, which fill while moving.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.down('Shift');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.up('Shift');
  await expect(play).toHaveAttribute('data-filled', '4');
  // Row 3: ##### by holding Space and moving.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Home');
  await page.keyboard.down('Space');
  await page.keyboard.press('End');
  await page.keyboard.up('Space');
  await expect(play).toHaveAttribute('data-filled', '9');
  // A cross with X, taken back with C.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('x');
  await expect(play).toHaveAttribute('data-crossed', '1');
  await page.keyboard.press('c');
  await expect(play).toHaveAttribute('data-crossed', '0');
  // Row 4: .###. and row 5: ..#..
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.down('f');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.up('f');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect(play).toHaveAttribute('data-status', 'solved');
  await expect(page.getByTestId('completion')).toBeVisible();
});

test('undoes and redoes without limit, and a new move drops what could be redone', async ({
  app: page,
  server,
}) => {
  await openPlay(page, server.url, ids.house);
  const play = page.getByTestId('play');
  await paint(page, [0, 0]);
  await paint(page, [1, 1], [4, 1]);
  await paint(page, [0, 2], [0, 5], 'right');
  await expect(play).toHaveAttribute('data-moves', '3');
  await expect(play).toHaveAttribute('data-filled', '5');

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(play).toHaveAttribute('data-crossed', '0');
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  await expect(play).toHaveAttribute('data-position', '0');
  await expect(play).toHaveAttribute('data-filled', '0');
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
  await page.keyboard.press('Control+y');
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(play).toHaveAttribute('data-position', '2');
  await expect(play).toHaveAttribute('data-filled', '5');

  await paint(page, [8, 8]);
  await expect(play).toHaveAttribute('data-moves', '3');
  await expect(page.getByRole('button', { name: 'Redo' })).toBeDisabled();
  await saved(page);
});

test('a reload finds the grid, the undo history and the time as they were', async ({
  app: page,
  server,
  request,
}) => {
  // Playwright's clock lets a minute and a half of play pass at once.
  await page.clock.install();
  await openPlay(page, server.url, ids.random);
  await paint(page, [0, 0], [6, 0]);
  await page.clock.runFor(90_000);
  await paint(page, [0, 1], [0, 7], 'right');
  await paint(page, [3, 3]);
  await page.getByRole('button', { name: 'Undo' }).click();
  await saved(page);
  const before = await boardState(page);
  expect(before).toMatchObject({ position: '2', moves: '3' });
  const timer = page.getByTestId('play-timer');
  const seconds = async (): Promise<number> =>
    (await timer.innerText()).split(':').reduce((sum, part) => sum * 60 + Number(part), 0);
  const shown = await seconds();
  expect(shown).toBeGreaterThanOrEqual(90);
  expect((await storedPlay(request, server.url, ids.random)).attempt.elapsedMs).toBeGreaterThanOrEqual(
    90_000,
  );

  await page.reload();
  await expect(page.getByTestId('play')).toHaveAttribute('data-moves', '3');
  expect(await boardState(page)).toEqual(before);
  // The clock goes on from where it was, give or take the seconds the reload took.
  expect(await seconds()).toBeGreaterThanOrEqual(shown);
  expect(await seconds()).toBeLessThan(shown + 10);
  // The undone move is still there to redo.
  await page.keyboard.press('Control+y');
  await expect(page.getByTestId('play')).toHaveAttribute('data-position', '3');
  await saved(page);
});

test('killing the server mid-puzzle loses no move', async ({ app: page, server, request }) => {
  await openPlay(page, server.url, ids.random);
  const before = await storedPlay(request, server.url, ids.random);
  await paint(page, [10, 10], [15, 10]);
  await paint(page, [10, 11], [10, 16], 'right');
  await paint(page, [20, 20]);
  await saved(page);
  const shown = await boardState(page);
  expect(Number(shown['moves'])).toBe(before.attempt.moves.length + 3);
  // Leave the page first, so its event stream does not log the lost connection.
  await page.goto('about:blank');
  await server.kill();
  await server.restart();

  await openPlay(page, server.url, ids.random);
  await expect(page.getByTestId('play')).toHaveAttribute('data-moves', shown['moves']!);
  expect(await boardState(page)).toEqual(shown);
  const after = await storedPlay(request, server.url, ids.random);
  expect(after.attempt.moves.slice(0, before.attempt.moves.length)).toEqual(before.attempt.moves);
  expect(after.attempt.moves).toHaveLength(before.attempt.moves.length + 3);
});

test('plays a colour puzzle with the palette and the number keys', async ({ app: page, server }) => {
  await openPlay(page, server.url, ids.flower);
  const current = page.getByTestId('current-colour');
  await expect(current).toBeVisible();
  const palette = page.getByRole('radiogroup', { name: 'Colour' });
  await expect(palette.getByRole('radio')).toHaveCount(2);
  await expect(palette.getByRole('radio').first()).toHaveAttribute('aria-checked', 'true');

  const rows = solutionRows(FLOWER);
  const board = page.getByTestId('play-board');
  for (const [y, row] of rows.entries()) {
    for (const run of runs(row)) {
      // Pick the colour with its number key (the board keeps the focus), or by clicking its swatch.
      if (y % 2 === 0) {
        await board.focus();
        await page.keyboard.press(String(run.color));
      } else {
        await palette
          .getByRole('radio')
          .nth(run.color - 1)
          .click();
      }
      await expect(palette.getByRole('radio').nth(run.color - 1)).toHaveAttribute('aria-checked', 'true');
      await paint(page, [run.from, y], [run.to, y]);
    }
  }
  await expect(page.getByTestId('play')).toHaveAttribute('data-status', 'solved');
  await saved(page);
});

test('a hint names a line with its reason, then shows its cells, and is counted', async ({
  app: page,
  server,
}) => {
  await openPlay(page, server.url, ids.sailboat);
  const panel = page.getByTestId('hint-panel');
  await panel.getByRole('button', { name: 'Hint' }).click();
  const hint = page.getByTestId('hint');
  await expect(hint).toHaveAttribute('data-kind', 'step');
  await expect(hint).toContainText(/^(Row|Column) \d+/);
  await expect(page.getByTestId('hints-used')).toHaveText('1 hint used');
  await panel.getByRole('button', { name: /^Show the cells?$/ }).click();
  await expect(hint).toHaveAttribute('data-cells-shown', 'true');
  await expect(page.getByTestId('hints-used')).toHaveText('1 hint used');

  // Marks that cannot fit are named kindly: cross a whole row whose clue is not empty.
  const row = solutionRows(PACK, 1).findIndex((each) => runs(each).length > 0);
  await paint(page, [0, row], [14, row], 'right');
  await page.keyboard.press('h');
  await expect(hint).toHaveAttribute('data-kind', 'contradiction');
  await expect(hint).toContainText('doesn’t fit its clue — check your marks.');
  await expect(page.getByTestId('hints-used')).toHaveText('2 hints used');
  await saved(page);
});

test('P pauses: the clock stops and the board is covered; Resume uncovers it and the clock runs on', async ({
  app: page,
  server,
}) => {
  // The page's clock is Playwright's, so a minute can pass at once, with every timer it fires.
  await page.clock.install();
  await openPlay(page, server.url, ids.house);
  await page.keyboard.press('p');
  const cover = page.getByTestId('paused');
  await expect(cover).toBeVisible();
  await expect(cover).toContainText('Paused');
  const [covered, board] = [
    (await cover.boundingBox())!,
    (await page.getByTestId('play-board').boundingBox())!,
  ];
  expect(covered.x).toBeLessThanOrEqual(board.x);
  expect(covered.y).toBeLessThanOrEqual(board.y);
  expect(covered.x + covered.width).toBeGreaterThanOrEqual(board.x + board.width);
  expect(covered.y + covered.height).toBeGreaterThanOrEqual(board.y + board.height);

  const timer = page.getByTestId('play-timer');
  const time = await timer.innerText();
  await page.clock.runFor(60_000);
  await expect(timer).toHaveText(time);

  await page.getByRole('button', { name: 'Resume' }).first().click();
  await expect(cover).toBeHidden();
  await page.clock.runFor(60_000);
  // A minute on, and the few real seconds the steps themselves take.
  const seconds = (text: string): number => text.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);
  await expect.poll(async () => seconds(await timer.innerText()) - seconds(time)).toBeGreaterThanOrEqual(60);
  expect(seconds(await timer.innerText()) - seconds(time)).toBeLessThan(70);
});

test('reveals the solution after asking, and records it as revealed', async ({
  app: page,
  server,
  request,
}) => {
  await openPlay(page, server.url, ids.house);
  await page.getByRole('button', { name: 'Reveal' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reveal' }).click();
  await expect(page.getByTestId('play')).toHaveAttribute('data-status', 'revealed');
  await expect(page.getByTestId('completion')).toContainText('Solution revealed');
  const stored = await storedPlay(request, server.url, ids.house);
  expect(stored.attempt.status).toBe('revealed');
  expect(stored.progress.revealed).toBe(1);

  await page.getByRole('button', { name: 'Play again' }).click();
  await expect(page.getByTestId('play')).toHaveAttribute('data-status', 'new');
  await expect(page.getByTestId('play')).toHaveAttribute('data-moves', '0');
  const point = await cellCenter(page, 0, 0);
  expect(point.x).toBeGreaterThan(0);
});
