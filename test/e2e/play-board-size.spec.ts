/**
 * The size a play board opens at, and what Fit does, in a small and a large window: a small puzzle
 * grows to fill the window up to a comfortable cell, a large one opens at the smallest cell whose
 * clues still read (and scrolls under its pinned clues), and Fit never takes the clues below that.
 * The board publishes its cell size and the size its longest clue numbers are drawn at.
 */
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { readPuzzleFile } from '../../src-main/engine/formats/index.ts';
import {
  COMFORTABLE_CELL,
  READABLE_CLUE_FONT,
  readableCell,
} from '../../src-renderer/views/play/board-geometry.ts';
import { expect, fixture, test } from './fixtures.ts';
import { DIAMOND, importPuzzles, openPlay } from './play-helpers.ts';

test.describe.configure({ mode: 'serial' });

const SHAPES = fixture('fixture-shapes-100.nin');
/** The smallest cell at which the 100x100 puzzle's clue numbers (up to three digits) read. */
const SHAPES_READABLE = readableCell(readPuzzleFile(SHAPES, readFileSync(SHAPES, 'utf8')).puzzles[0]!.puzzle);

const SMALL_WINDOW = { width: 800, height: 600 } as const;
const LARGE_WINDOW = { width: 1920, height: 1200 } as const;

let ids: { diamond: number; shapes: number };

interface Sizes {
  readonly cell: number;
  readonly clueFont: number;
  /** The board's view, and the area its content scrolls in. */
  readonly view: { readonly width: number; readonly height: number };
  readonly content: { readonly width: number; readonly height: number };
}

async function sizes(page: Page): Promise<Sizes> {
  const board = page.getByTestId('play-board');
  return board.evaluate((element) => ({
    cell: Number(element.getAttribute('data-cell')),
    clueFont: Number(element.getAttribute('data-clue-font')),
    view: { width: element.clientWidth, height: element.clientHeight },
    content: { width: element.scrollWidth, height: element.scrollHeight },
  }));
}

async function openAt(
  page: Page,
  url: string,
  id: number,
  window: typeof SMALL_WINDOW | typeof LARGE_WINDOW,
) {
  await page.setViewportSize(window);
  await openPlay(page, url, id);
}

test('a 5x5 puzzle opens at a comfortable cell in a large window and fills a small one whole', async ({
  app: page,
  request,
  server,
}) => {
  const [diamond, shapes] = await importPuzzles(request, server.url, [
    DIAMOND,
    fixture('fixture-shapes-100.nin'),
  ]);
  ids = { diamond: diamond!, shapes: shapes! };

  await openAt(page, server.url, ids.diamond, LARGE_WINDOW);
  const large = await sizes(page);
  expect(large.cell).toBe(COMFORTABLE_CELL);
  expect(large.content).toEqual(large.view);

  await openAt(page, server.url, ids.diamond, SMALL_WINDOW);
  const small = await sizes(page);
  expect(small.cell).toBeLessThanOrEqual(COMFORTABLE_CELL);
  expect(small.cell).toBeGreaterThan(18);
  // The whole board is in view: nothing scrolls.
  expect(small.content).toEqual(small.view);
  expect(small.clueFont).toBeGreaterThanOrEqual(READABLE_CLUE_FONT);
});

test('a 100x100 puzzle opens with clues that read, in a small and a large window, and scrolls under them', async ({
  app: page,
  server,
}) => {
  for (const window of [SMALL_WINDOW, LARGE_WINDOW]) {
    await openAt(page, server.url, ids.shapes, window);
    const opened = await sizes(page);
    expect(opened.clueFont).toBeGreaterThanOrEqual(READABLE_CLUE_FONT);
    expect(opened.cell).toBe(SHAPES_READABLE);
    expect(opened.content.width).toBeGreaterThan(opened.view.width);
    expect(opened.content.height).toBeGreaterThan(opened.view.height);
    await expect(page.getByText('Zoom in to read the clues')).toHaveCount(0);
  }
});

test('Fit never takes the clues of a 100x100 puzzle below a readable size, and a zoom stays until Fit', async ({
  app: page,
  server,
}) => {
  await openAt(page, server.url, ids.shapes, SMALL_WINDOW);
  const opened = await sizes(page);
  const zoomOut = page.getByRole('button', { name: 'Zoom out' });
  const fit = page.getByRole('button', { name: 'Fit', exact: true });

  // Zoomed out by hand for an overview, the clues may go; Fit brings them back.
  for (let i = 0; i < 6; i++) await zoomOut.click();
  await expect.poll(async () => (await sizes(page)).cell).toBeLessThan(opened.cell);
  await expect(page.getByText('Zoom in to read the clues')).toBeVisible();
  const zoomed = await sizes(page);
  // The zoomed size stays when the window changes.
  await page.setViewportSize(LARGE_WINDOW);
  await expect.poll(async () => (await sizes(page)).view.width).toBeGreaterThan(zoomed.view.width);
  expect((await sizes(page)).cell).toBe(zoomed.cell);

  await fit.click();
  await expect.poll(async () => (await sizes(page)).clueFont).toBeGreaterThanOrEqual(READABLE_CLUE_FONT);
  const fitted = await sizes(page);
  expect(fitted.cell).toBe(SHAPES_READABLE);
  await expect(page.getByText('Zoom in to read the clues')).toHaveCount(0);

  // Fitted, the board follows the window, still no smaller than readable.
  await page.setViewportSize(SMALL_WINDOW);
  await expect.poll(async () => (await sizes(page)).view.width).toBeLessThan(fitted.view.width);
  expect((await sizes(page)).clueFont).toBeGreaterThanOrEqual(READABLE_CLUE_FONT);
});
