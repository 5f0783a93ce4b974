/**
 * Hints past line logic, as a player reads them: where no line settles anything a hint supposes
 * one cell and lists the chain of lines that rules it out, and the board rings the cell and bands
 * the lines; a puzzle with several solutions says so and marks where two differ; the solve
 * screen's walkthrough shows a trial step the same way. Each claim the screen makes is checked
 * against the puzzle: the cell's value against its unique solution, the lines against its clues.
 */
import type { Locator, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { explainWithTrials } from '../../src-main/engine/explain/several-solutions.ts';
import { trialOf } from '../../src-main/engine/explain/trial-step.ts';
import { readNin } from '../../src-main/engine/formats/nin.ts';
import type { Puzzle } from '../../src-main/engine/puzzle.ts';
import { solve } from '../../src-main/engine/solver/solve.ts';
import { expect, test } from './fixtures.ts';
import { E2E_FIXTURES, importPuzzles, markWalkthrough, openPlay, PLAY_FIXTURES } from './play-helpers.ts';

test.describe.configure({ mode: 'serial' });

/** 10x10 with one solution; line logic stops with 8 cells open, and one trial goes on from there. */
const TRIAL = join(PLAY_FIXTURES, 'trial-10.nin');
/** 6x6 with three solutions. */
const TWO_WAYS = join(E2E_FIXTURES, 'fixture-two-ways.nin');

const read = (path: string): Puzzle => readNin(readFileSync(path, 'utf8'));

const CELL = /row (\d+), column (\d+)/;

function cellOf(text: string): { row: number; column: number } {
  const match = CELL.exec(text);
  if (!match) throw new Error(`no cell named in "${text}"`);
  return { row: Number(match[1]), column: Number(match[2]) };
}

/** A line's clue as the sentences write it: "4 2", "0" for an empty line. */
function clueText(puzzle: Puzzle, axis: string, index: number): string {
  const clue = axis === 'row' ? puzzle.rows[index] : puzzle.columns[index];
  if (!clue) throw new Error(`the puzzle has no ${axis} ${index + 1}`);
  return clue.length === 0 ? '0' : clue.map((block) => block.length).join(' ');
}

/**
 * Checks a trial's list against the puzzle and returns the lines it names, each once, in order:
 * each link names a line the puzzle has, with that line's clue; only the last cannot fit.
 */
async function checkLinks(trial: Locator, puzzle: Puzzle): Promise<string[]> {
  const items = trial.getByRole('listitem');
  const count = await items.count();
  expect(count).toBeGreaterThanOrEqual(2);
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    const item = items.nth(i);
    const line = (await item.getAttribute('data-line'))!;
    const [axis, number] = line.split(' ');
    const index = Number(number) - 1;
    expect(['row', 'column']).toContain(axis);
    expect(index).toBeGreaterThanOrEqual(0);
    expect(index).toBeLessThan(axis === 'row' ? puzzle.height : puzzle.width);
    const text = (await item.textContent())!.trim();
    const name = `${axis === 'row' ? 'Row' : 'Column'} ${index + 1}`;
    const clue = clueText(puzzle, axis!, index);
    const last = i === count - 1;
    await expect(item).toHaveAttribute('data-end', String(last));
    if (last) expect(text).toMatch(new RegExp(`^${name} can no longer fit its (clue )?${clue}\\.$`));
    else expect(text.startsWith(`${name} (${clue}) must `)).toBe(true);
    if (!lines.includes(line)) lines.push(line);
  }
  return lines;
}

/** The opacity (0-255) of the board's overlay canvas at a point of the board's view. */
async function overlayAlpha(page: Page, x: number, y: number): Promise<number> {
  const overlay = page.getByTestId('play-board').locator('xpath=..').locator('canvas').nth(1);
  return overlay.evaluate(
    (canvas, at) => {
      const context = (canvas as HTMLCanvasElement).getContext('2d')!;
      const ratio = (canvas as HTMLCanvasElement).width / canvas.clientWidth;
      return context.getImageData(Math.round(at.x * ratio), Math.round(at.y * ratio), 1, 1).data[3]!;
    },
    { x, y },
  );
}

let trialId: number;

test('where line logic is stuck, a hint supposes one cell, lists the chain and rings the cell', async ({
  app: page,
  request,
  server,
}) => {
  const puzzle = read(TRIAL);
  const [solution, second] = solve(puzzle, { maxSolutions: 2 }).solutions;
  expect(second).toBeUndefined();
  [trialId] = (await importPuzzles(request, server.url, [TRIAL])) as [number];
  const marks = await markWalkthrough(request, server.url, trialId, puzzle, false);
  await openPlay(page, server.url, trialId);

  const panel = page.getByTestId('hint-panel');
  await panel.getByRole('button', { name: 'Hint' }).click();
  const hint = panel.getByTestId('hint');
  await expect(hint).toHaveAttribute('data-kind', 'step');
  const trial = hint.getByTestId('trial');
  await expect(trial).toBeVisible();

  // The supposition names an open cell and a value; the conclusion the other value, which the
  // puzzle's one solution has there.
  const lead = (await trial.getByTestId('trial-lead').textContent())!.trim();
  expect(lead).toMatch(/^Suppose row \d+, column \d+ is (filled|empty)\.$/);
  const { row, column } = cellOf(lead);
  const at = (row - 1) * puzzle.width + (column - 1);
  expect(marks[at]).toBe(3);
  const conclusion = (await trial.getByTestId('trial-conclusion').textContent())!.trim();
  expect(conclusion).toMatch(new RegExp(`^So row ${row}, column ${column} must be (filled|empty)\\.$`));
  const concluded = conclusion.endsWith('filled.') ? 1 : 0;
  expect(lead.endsWith(concluded === 1 ? 'empty.' : 'filled.')).toBe(true);
  expect(solution!.cells[at]).toBe(concluded);

  const lines = await checkLinks(trial, puzzle);

  // The board rings the cell and bands each line the chain names, not the row the cell lies in.
  const board = page.getByTestId('play-board');
  await expect(board).toHaveAttribute('data-hint-ring', `${row},${column}`);
  await expect(board).toHaveAttribute('data-hint-chain', lines.join(';'));
  await expect(board).not.toHaveAttribute('data-hint-line');
  const [left, top, size] = await Promise.all(
    ['data-grid-left', 'data-grid-top', 'data-cell'].map(async (name) =>
      Number(await board.getAttribute(name)),
    ),
  );
  const centreX = left! + (column - 0.5) * size!;
  const centreY = top! + (row - 0.5) * size!;
  // The ring is drawn solid where it crosses the cell's middle column; the middle itself is open.
  expect(await overlayAlpha(page, centreX, centreY - size! * 0.34)).toBeGreaterThan(200);
  expect(await overlayAlpha(page, centreX, centreY)).toBeLessThan(100);

  // Asked again, the cell is shown as any hint's cells are, and the ring gives way to it.
  await panel.getByRole('button', { name: 'Show the cell', exact: true }).click();
  await expect(hint).toHaveAttribute('data-cells-shown', 'true');
  await expect(board).toHaveAttribute('data-hint-cells', `${row},${column}`);
  await expect(board).not.toHaveAttribute('data-hint-ring');
  await expect(page.getByTestId('hints-used')).toHaveText('1 hint used');
});

test('a puzzle with several solutions says so and marks the cells where two differ', async ({
  app: page,
  request,
  server,
}) => {
  const puzzle = read(TWO_WAYS);
  const all = solve(puzzle, { maxSolutions: 100 }).solutions;
  expect(all.length).toBeGreaterThan(1);
  const [id] = await importPuzzles(request, server.url, [TWO_WAYS]);
  const marks = await markWalkthrough(request, server.url, id!, puzzle, true);
  await openPlay(page, server.url, id!);

  const panel = page.getByTestId('hint-panel');
  await panel.getByRole('button', { name: 'Hint' }).click();
  const hint = panel.getByTestId('hint');
  await expect(hint).toHaveAttribute('data-kind', 'stuck');
  await expect(hint).toHaveAttribute('data-why', 'several-solutions');
  await expect(hint.getByTestId('hint-title')).toHaveText('More than one solution');
  await expect(hint).toContainText('This puzzle has more than one solution');
  await expect(hint.getByTestId('hint-differing')).toContainText('marked on the board');

  // Each cell marked is open, and two of the puzzle's solutions do differ there.
  const board = page.getByTestId('play-board');
  await expect(board).toHaveAttribute('data-hint-differing', /^\d+,\d+(;\d+,\d+)*$/);
  const cells = (await board.getAttribute('data-hint-differing'))!.split(';').map((each) => {
    const [row, column] = each.split(',').map(Number);
    return (row! - 1) * puzzle.width + (column! - 1);
  });
  for (const cell of cells) {
    expect(marks[cell]).toBe(3);
    expect(new Set(all.map((grid) => grid.cells[cell])).size).toBe(2);
  }
  const first = cells[0]!;
  await expect(hint).toContainText(
    `row ${Math.floor(first / puzzle.width) + 1}, column ${(first % puzzle.width) + 1}`,
  );
  // Saying that nothing more follows is not counted as a hint.
  await expect(page.getByTestId('hints-used')).toHaveText('No hints used');
});

test('the walkthrough on the solve screen shows a trial step as its chain, the cell ringed', async ({
  app: page,
  server,
}) => {
  const puzzle = read(TRIAL);
  const walk = explainWithTrials(puzzle);
  const at = walk.steps.findIndex((step) => trialOf(step) !== null);
  expect(at).toBeGreaterThan(0);
  const expected = trialOf(walk.steps[at]!)!;

  await page.goto(`${server.url}#/solve/${trialId}`);
  await expect(page.getByTestId('board')).toBeVisible();
  await page.getByRole('button', { name: 'Explain', exact: true }).click();
  const steps = page.getByTestId('steps');
  await expect(steps).toHaveAttribute('data-status', 'done');
  const slider = page.getByRole('slider', { name: 'Step' });
  await slider.focus();
  for (let i = 0; i <= at; i++) await slider.press('ArrowRight');
  await expect(steps).toHaveAttribute('data-step', String(at + 1));

  const sentence = steps.getByTestId('step-sentence');
  const row = expected.row + 1;
  const column = expected.column + 1;
  await expect(sentence).toContainText(`Trying row ${row}, column ${column}`);
  const trial = sentence.getByTestId('trial');
  await expect(trial.getByTestId('trial-lead')).toHaveText(
    `Suppose row ${row}, column ${column} is ${expected.tried === 0 ? 'empty' : 'filled'}.`,
  );
  await expect(trial.getByRole('listitem')).toHaveCount(expected.links.length);
  const lines = await checkLinks(trial, puzzle);

  const board = page.getByTestId('board');
  await expect(board).toHaveAttribute('data-ring', `${row},${column}`);
  await expect(board).toHaveAttribute('data-chain', lines.join(';'));

  // The next step is a line again, and the board leaves the trial's marks.
  await page.getByRole('button', { name: 'Next step' }).click();
  await expect(sentence).toContainText(/^(Row|Column) \d+ · \d+ cells/);
  await expect(board).not.toHaveAttribute('data-ring');
});
