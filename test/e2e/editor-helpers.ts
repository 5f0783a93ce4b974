/** Drawing on the editor's board in the end-to-end tests: cells are addressed by column and row. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export function board(page: Page) {
  return page.getByTestId('editor-board');
}

/** The page position of the centre of a cell, from the geometry the board publishes. */
export async function cellCentre(page: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  const element = board(page);
  const box = await element.boundingBox();
  if (!box) throw new Error('the board is not visible');
  const cell = Number(await element.getAttribute('data-cell'));
  const left = Number(await element.getAttribute('data-grid-left'));
  const top = Number(await element.getAttribute('data-grid-top'));
  return { x: box.x + left + (x + 0.5) * cell, y: box.y + top + (y + 0.5) * cell };
}

/** Presses at the first cell, moves through the others and lets go: one stroke. */
export async function stroke(page: Page, cells: readonly (readonly [number, number])[]): Promise<void> {
  const points = [];
  for (const [x, y] of cells) points.push(await cellCentre(page, x, y));
  const [first, ...rest] = points;
  if (!first) return;
  await page.mouse.move(first.x, first.y);
  await page.mouse.down();
  for (const point of rest) await page.mouse.move(point.x, point.y, { steps: 4 });
  await page.mouse.up();
}

export async function click(page: Page, x: number, y: number): Promise<void> {
  await stroke(page, [[x, y]]);
}

/** Opens the editor and starts a blank black-and-white picture of the given size. */
export async function newPicture(page: Page, width: number, height: number): Promise<void> {
  await page.getByRole('link', { name: 'Draw', exact: true }).click();
  await expect(page.getByTestId('editor')).toBeVisible();
  await page.getByRole('button', { name: 'New…' }).click();
  const dialog = page.getByRole('dialog', { name: 'New picture' });
  await dialog.getByLabel('Width').fill(String(width));
  await dialog.getByLabel('Height').fill(String(height));
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('editor-summary')).toContainText(`${width} × ${height} ·`);
}

export async function filledCells(page: Page, count: number): Promise<void> {
  await expect(page.getByTestId('editor-summary')).toContainText(
    `${count} ${count === 1 ? 'cell' : 'cells'} filled`,
  );
}

/** The verdict the background check settles on for the picture on screen. */
export function checkPanel(page: Page) {
  return page.getByTestId('editor-check');
}

/** A small house: roof by lines, walls by a rectangle, a door cut out with the empty colour. */
export async function drawHouse(page: Page): Promise<void> {
  await page.getByRole('radio', { name: 'Mirror left and right' }).click();
  await page.getByRole('radio', { name: 'Line', exact: true }).click();
  await stroke(page, [
    [7, 1],
    [2, 6],
  ]);
  await page.getByRole('radio', { name: 'No mirror' }).click();
  await page.getByRole('radio', { name: 'Filled rectangle' }).click();
  await stroke(page, [
    [3, 7],
    [11, 13],
  ]);
  await page.getByRole('button', { name: 'Paint empty cells' }).click();
  await stroke(page, [
    [6, 10],
    [8, 13],
  ]);
  await page.getByRole('radio', { name: 'Pencil' }).click();
  await page.getByRole('button', { name: 'Paint with black' }).click();
  await stroke(page, [
    [0, 14],
    [14, 14],
  ]);
}
