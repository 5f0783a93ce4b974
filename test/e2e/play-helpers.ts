/**
 * Driving the play screen like a player: the board is a canvas, so cells are found from the
 * geometry the board publishes on its element (grid position and cell size), and what the board
 * holds is read from the play screen's data attributes and from the API.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PlaySession } from '../../src-main/contract/play-dto.ts';
import { applyStep, unknownDomains } from '../../src-main/engine/explain/domains.ts';
import { explainSolve } from '../../src-main/engine/explain/logical-solve.ts';
import { CROSS } from '../../src-main/engine/play/types.ts';
import type { Puzzle } from '../../src-main/engine/puzzle.ts';
import { callApi } from './api.ts';
import { PROJECT_ROOT } from '../../src-main/bench/app-server.ts';
import { expect } from './fixtures.ts';

export const PLAY_FIXTURES = join(PROJECT_ROOT, 'test', 'fixtures', 'play');
export const E2E_FIXTURES = join(PROJECT_ROOT, 'test', 'e2e', 'fixtures');
/** The play specs' usual puzzle: 5x5, rows and columns 1 3 5 3 1. */
export const DIAMOND = join(PLAY_FIXTURES, 'diamond-5.nin');

/** Imports files straight through the API; returns the new puzzles' ids in file order. */
export async function importPuzzles(
  request: APIRequestContext,
  serverUrl: string,
  paths: readonly string[],
): Promise<number[]> {
  const summary = await callApi(request, serverUrl, 'library.import', {
    jobId: `import-${Date.now()}`,
    files: paths.map((path) => ({ name: path.split('/').at(-1)!, text: readFileSync(path, 'utf8') })),
  });
  return [...summary.addedIds];
}

/** Opens the play screen of a puzzle by its address and waits until the board is drawn. */
export async function openPlay(page: Page, serverUrl: string, puzzleId: number): Promise<void> {
  const url = new URL(serverUrl);
  url.hash = `#/play/${puzzleId}`;
  await page.goto(url.href);
  await expect(page.getByTestId('shell')).toHaveAttribute('aria-busy', 'false');
  await boardReady(page);
}

export async function boardReady(page: Page): Promise<void> {
  await expect(page.getByTestId('play-board')).toHaveAttribute('data-cell', /^\d+$/);
}

/** The page coordinates of the centre of cell (x, y). */
export async function cellCenter(page: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  const board = page.getByTestId('play-board');
  const [box, left, top, cell] = await Promise.all([
    board.boundingBox(),
    board.getAttribute('data-grid-left'),
    board.getAttribute('data-grid-top'),
    board.getAttribute('data-cell'),
  ]);
  if (!box || left === null || top === null || cell === null) throw new Error('The board is not laid out.');
  const size = Number(cell);
  return { x: box.x + Number(left) + (x + 0.5) * size, y: box.y + Number(top) + (y + 0.5) * size };
}

export type Button = 'left' | 'right' | 'middle';

/** Drags from one cell to another with a mouse button (one cell: a click). */
export async function paint(
  page: Page,
  from: readonly [number, number],
  to: readonly [number, number] = from,
  button: Button = 'left',
): Promise<void> {
  const start = await cellCenter(page, from[0], from[1]);
  const end = await cellCenter(page, to[0], to[1]);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down({ button });
  if (to[0] !== from[0] || to[1] !== from[1]) await page.mouse.move(end.x, end.y, { steps: 4 });
  await page.mouse.up({ button });
}

/** The filled runs of a row of a solution, as [start, end] cell pairs with their colour. */
export function runs(row: string): { from: number; to: number; color: number }[] {
  const out: { from: number; to: number; color: number }[] = [];
  for (let i = 0; i < row.length;) {
    const color = parseInt(row[i]!, 32);
    let j = i + 1;
    while (j < row.length && row[j] === row[i]) j++;
    if (color !== 0) out.push({ from: i, to: j - 1, color });
    i = j;
  }
  return out;
}

/** Waits until every change on the play screen has been stored. */
export async function saved(page: Page): Promise<void> {
  await expect(page.getByTestId('play')).toHaveAttribute('data-saved', 'true');
}

/** What the backend holds for the puzzle's current attempt. */
export function storedPlay(
  request: APIRequestContext,
  serverUrl: string,
  puzzleId: number,
): Promise<PlaySession> {
  return callApi(request, serverUrl, 'play.open', { puzzleId });
}

/** The play screen's summary of the board, as the data attributes give it. */
export async function boardState(page: Page): Promise<Record<string, string | null>> {
  const play = page.getByTestId('play');
  const names = ['data-status', 'data-position', 'data-moves', 'data-filled', 'data-crossed'] as const;
  const values = await Promise.all(names.map((name) => play.getAttribute(name)));
  return Object.fromEntries(names.map((name, i) => [name.slice(5), values[i] ?? null]));
}

/**
 * Marks what the engine's walkthrough settles (line logic alone, or with single-cell trials), as
 * a player who got that far would have: the fills row by row, then the crosses, stored through the
 * API before the screen opens. Returns the marks as cell domains (1 empty, 2 filled, 3 open).
 */
export async function markWalkthrough(
  request: APIRequestContext,
  serverUrl: string,
  puzzleId: number,
  puzzle: Puzzle,
  trials: boolean,
): Promise<Uint32Array> {
  const domains = unknownDomains(puzzle);
  for (const step of explainSolve(puzzle, { trials }).steps) applyStep(puzzle, domains, step);
  const { attempt } = await storedPlay(request, serverUrl, puzzleId);
  for (const [mask, to] of [
    [2, 1],
    [1, CROSS],
  ] as const) {
    for (let row = 0; row < puzzle.height; row++) {
      const cells: number[] = [];
      for (let x = 0; x < puzzle.width; x++) {
        if (domains[row * puzzle.width + x] === mask) cells.push(row * puzzle.width + x);
      }
      if (cells.length === 0) continue;
      const move = { cells, to, from: cells.map(() => 0) };
      await callApi(request, serverUrl, 'play.move', { attemptId: attempt.id, move, elapsedMs: 0 });
    }
  }
  return domains;
}
