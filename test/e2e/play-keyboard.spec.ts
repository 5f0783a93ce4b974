/**
 * The play board's keyboard strokes and what a screen reader hears: Shift+arrow and Ctrl+arrow
 * tapped again and again paint one stroke in one mode, which one undo takes back, and the live
 * region says the cursor's cell again when a move changes it. Playwright's clock is stopped while
 * the taps are made, so the pause that ends a tapped stroke comes only when the test moves time on.
 */
import type { Page } from '@playwright/test';
import { expect, fixture, test } from './fixtures.ts';
import { boardState, importPuzzles, openPlay, saved, storedPlay } from './play-helpers.ts';

test.describe.configure({ mode: 'serial' });

let house: number;

/** Taps a stroke key with an arrow: the modifier goes down, the arrow is pressed, the modifier comes up. */
async function tap(page: Page, modifier: 'Shift' | 'Control', arrow: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++) {
    await page.keyboard.down(modifier);
    await page.keyboard.press(arrow);
    await page.keyboard.up(modifier);
  }
}

/** Starts the attempt again (the last test left moves, so the screen asks first). */
async function startAgain(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Start again' }).click();
  await page
    .getByRole('dialog', { name: 'Start this puzzle again?' })
    .getByRole('button', { name: 'Start again' })
    .click();
  await expect(page.getByTestId('play')).toHaveAttribute('data-moves', '0');
}

/** Opens the puzzle afresh, with the page's clock stopped. */
async function openStopped(page: Page, url: string, id: number): Promise<void> {
  await page.clock.install();
  await openPlay(page, url, id);
  await page.clock.pauseAt(Date.now() + 60_000);
}

test('Shift+Right tapped three times fills one run of four cells as one move, which one undo takes back', async ({
  app: page,
  request,
  server,
}) => {
  [house] = (await importPuzzles(request, server.url, [fixture('fixture-house.nin')])) as [number];
  await openStopped(page, server.url, house);
  const play = page.getByTestId('play');
  // The cursor starts at the top-left cell; each tap fills the cell it moves to, as holding would.
  await tap(page, 'Shift', 'ArrowRight', 3);
  await page.clock.runFor(2_000);
  await expect(play).toHaveAttribute('data-moves', '1');
  await expect(play).toHaveAttribute('data-filled', '4');
  await saved(page);
  const stored = await storedPlay(request, server.url, house);
  expect(stored.attempt.moves).toEqual([{ cells: [0, 1, 2, 3], to: 1, from: [0, 0, 0, 0] }]);

  await page.keyboard.press('Control+z');
  await expect(play).toHaveAttribute('data-filled', '0');
  await expect(play).toHaveAttribute('data-position', '0');
  await saved(page);
});

test('a Shift+arrow tap after the stroke was stored goes on filling from where it ended, and Ctrl taps cross as one move', async ({
  app: page,
  request,
  server,
}) => {
  await openStopped(page, server.url, house);
  const play = page.getByTestId('play');
  await startAgain(page);
  await page.getByTestId('play-board').focus();

  await tap(page, 'Shift', 'ArrowRight', 2);
  await page.clock.runFor(2_000);
  await expect(play).toHaveAttribute('data-moves', '1');
  // A slow tap: the cell under the cursor is filled, and the stroke goes on filling, not clearing.
  await tap(page, 'Shift', 'ArrowRight', 1);
  await page.clock.runFor(2_000);
  await expect(play).toHaveAttribute('data-moves', '2');
  await expect(play).toHaveAttribute('data-filled', '4');

  // Down a row and back to its start, then Ctrl taps: one move of crosses.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Home');
  await tap(page, 'Control', 'ArrowRight', 3);
  // Another key ends a waiting stroke at once.
  await page.keyboard.press('ArrowDown');
  expect(await boardState(page)).toMatchObject({ moves: '3', filled: '4', crossed: '4' });
  await saved(page);
  const stored = await storedPlay(request, server.url, house);
  expect(stored.attempt.moves.at(-1)).toEqual({ cells: [9, 10, 11, 12], to: 255, from: [0, 0, 0, 0] });
});

test('the live region says the cursor’s cell again when a move, an undo or a redo changes it', async ({
  app: page,
  server,
}) => {
  await openPlay(page, server.url, house);
  await startAgain(page);
  const board = page.getByTestId('play-board');
  const said = page.getByTestId('board-announce');
  await board.focus();
  await page.keyboard.press('ArrowDown');
  await expect(said).toHaveText('Row 2, column 1: blank');
  await page.keyboard.press('x');
  await expect(said).toHaveText('Row 2, column 1: crossed');
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('play')).toHaveAttribute('data-position', '0');
  await expect(said).toHaveText('Row 2, column 1: blank');
  await page.keyboard.press('Control+y');
  await expect(said).toHaveText('Row 2, column 1: crossed');
  // A move elsewhere leaves what it said alone.
  await page.keyboard.press('ArrowRight');
  await expect(said).toHaveText('Row 2, column 2: blank');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Control+z');
  await expect(said).toHaveText('Row 2, column 1: blank');
  await saved(page);
});
