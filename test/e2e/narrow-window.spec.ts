/**
 * The app in a narrow window, down to the desktop app's smallest (640 x 480): the sidebar is a
 * rail of icons, the library's collections open as a drawer, and the play screen gives the board
 * the whole width with its panels below, a hint shown over the board and the result brought into
 * sight. Pictures go to test-results/screenshots.
 */
import type { Locator, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../src-main/bench/app-server.ts';
import { expect, test } from './fixtures.ts';
import { openEntry, startPuzzle, typeLines } from './entry-helpers.ts';
import { DIAMOND, E2E_FIXTURES, importPuzzles, openPlay, paint } from './play-helpers.ts';

const SHOTS = join(PROJECT_ROOT, 'test-results', 'screenshots');
mkdirSync(SHOTS, { recursive: true });

const SMALLEST = { width: 640, height: 480 } as const;

async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('The element is not laid out.');
  return found;
}

/** Whether the element lies wholly inside the window, left to right. */
async function expectWithinWidth(page: Page, locator: Locator): Promise<void> {
  const { x, width } = await box(locator);
  expect(x).toBeGreaterThanOrEqual(0);
  expect(x + width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test('the library at 640 x 480: a rail of icons, every button in the window, collections in a drawer', async ({
  app: page,
}) => {
  await page.setViewportSize(SMALLEST);
  await expect(page.getByTestId('library-count')).not.toHaveText('Loading…');

  const rail = page.getByRole('navigation', { name: 'Screens' });
  const statistics = rail.getByRole('link', { name: 'Statistics' });
  expect((await box(statistics)).width).toBeLessThan(60);
  await expect(statistics).toHaveAttribute('title', 'Statistics');

  for (const name of ['Print…', 'Export…', 'Random…', 'Import…']) {
    await expectWithinWidth(page, page.getByRole('button', { name, exact: true }));
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SMALLEST.width);

  const drawer = page.getByTestId('collections-panel');
  const toggle = page.getByRole('button', { name: 'Collections' });
  await expect(drawer).toBeHidden();
  await toggle.click();
  await expect(drawer).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.screenshot({ path: join(SHOTS, 'narrow-library-collections.png'), animations: 'disabled' });
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await toggle.click();
  await drawer.getByRole('button', { name: /Starter collection/ }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Starter collection');
  await page.screenshot({ path: join(SHOTS, 'narrow-library.png'), animations: 'disabled' });

  // A wide window shows the panel beside the puzzles again, without its button.
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(drawer).toBeVisible();
  await expect(toggle).toBeHidden();
  await expect(rail.getByRole('link', { name: 'Statistics' })).not.toHaveAttribute('title');
});

test('playing at 640 x 480: the board has the width, the panels are below it, a hint shows over it', async ({
  app: page,
  server,
  request,
}) => {
  const [diamond] = await importPuzzles(request, server.url, [DIAMOND]);
  await page.setViewportSize(SMALLEST);
  await openPlay(page, server.url, diamond!);

  const board = page.getByTestId('play-board');
  const panel = page.getByTestId('hint-panel');
  const bar = page.getByTestId('hint-bar');
  const boardBox = await box(board);
  expect(boardBox.width).toBeGreaterThan(480);
  expect((await box(panel)).y).toBeGreaterThanOrEqual(boardBox.y + boardBox.height);
  for (const name of ['Reveal', 'Start again', 'Undo', 'Redo']) {
    await expectWithinWidth(page, page.getByRole('button', { name, exact: true }));
  }
  await expectWithinWidth(page, page.getByRole('link', { name: 'Solver' }));
  await expectWithinWidth(page, page.getByRole('radio', { name: 'Cross' }));

  await expect(bar).toBeHidden();
  await page.keyboard.press('h');
  await expect(bar).toBeVisible();
  const sentence = (await panel.getByTestId('hint').locator('p').first().textContent())!.trim();
  expect(sentence.length).toBeGreaterThan(10);
  await expect(bar).toContainText(sentence);
  await page.screenshot({ path: join(SHOTS, 'narrow-play-hint.png'), animations: 'disabled' });

  // The bar's button asks again, as the panel's does: the hinted cells are shown.
  await bar.getByRole('button', { name: /^Show the cells?$/ }).click();
  await expect(panel.getByTestId('hint')).toHaveAttribute('data-cells-shown', 'true');

  // Solving it brings the result, below the board, into sight.
  for (const [y, from, to] of [
    [0, 2, 2],
    [1, 1, 3],
    [2, 0, 4],
    [3, 1, 3],
    [4, 2, 2],
  ] as const) {
    await paint(page, [from, y], [to, y]);
  }
  const completion = page.getByTestId('completion');
  await expect(completion).toContainText('Solved!');
  await expect(completion).toBeInViewport({ ratio: 0.5 });

  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(bar).toBeHidden();
  const wideBoard = await box(board);
  expect((await box(completion)).x).toBeGreaterThanOrEqual(wideBoard.x + wideBoard.width);
});

test('a board the player has not zoomed follows the window; a zoomed one keeps its size until Fit', async ({
  app: page,
  server,
  request,
}) => {
  const [house] = await importPuzzles(request, server.url, [join(E2E_FIXTURES, 'fixture-house.nin')]);
  await page.setViewportSize({ width: 1280, height: 720 });
  await openPlay(page, server.url, house!);
  const board = page.getByTestId('play-board');
  const cellSize = async (): Promise<number> => Number(await board.getAttribute('data-cell'));
  const wide = await cellSize();

  await page.setViewportSize(SMALLEST);
  await expect.poll(cellSize).toBeLessThan(wide);
  const narrow = await cellSize();

  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(cellSize).toBeGreaterThan(narrow);
  const zoomed = await cellSize();
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect.poll(async () => (await box(board)).width).toBeGreaterThan(SMALLEST.width);
  expect(await cellSize()).toBe(zoomed);

  await page.getByRole('button', { name: 'Fit', exact: true }).click();
  await expect.poll(cellSize).not.toBe(zoomed);
  const fitted = await cellSize();
  await page.setViewportSize(SMALLEST);
  await expect.poll(cellSize).toBeLessThan(fitted);
});

test('typing at 900 x 600: the clues and the board side by side, the checks below them', async ({
  app: page,
}) => {
  await page.setViewportSize({ width: 900, height: 600 });
  await openEntry(page);
  await startPuzzle(page, 10, 10);
  await typeLines(page, ['1 1', '3 3']);
  const clues = await box(page.getByTestId('row-lines'));
  const board = await box(page.getByTestId('entry-board'));
  const checks = await box(page.getByTestId('checks-panel'));
  expect(board.x).toBeGreaterThanOrEqual(clues.x + clues.width);
  expect(board.width).toBeGreaterThan(400);
  expect(checks.y).toBeGreaterThanOrEqual(board.y + board.height);
  await page.screenshot({ path: join(SHOTS, 'narrow-entry.png'), animations: 'disabled' });
});
