import { describe, expect, it } from 'vitest';
import { lineFeedback } from '../../../src-main/engine/play/clue-feedback.ts';
import { isComplete } from '../../../src-main/engine/play/completion.ts';
import { dragTo, finishDrag, startDrag } from '../../../src-main/engine/play/drag.ts';
import { applyMove, changedCells, newGame, paintCells, undo } from '../../../src-main/engine/play/game.ts';
import { FeedbackCache } from '../../../src-main/engine/play/feedback-cache.ts';
import { readNin } from '../../../src-main/engine/formats/nin.ts';
import { BLANK, CROSS } from '../../../src-main/engine/play/types.ts';
import { type Puzzle, puzzleFromGrid } from '../../../src-main/engine/puzzle.ts';
import { solve } from '../../../src-main/engine/solver/solve.ts';
import { benchText } from './helpers.ts';

function randomPuzzle(width: number, height: number, seed: number): Puzzle {
  let x = seed;
  const cells = Uint8Array.from({ length: width * height }, () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x % 100 < 55 ? 1 : 0;
  });
  return puzzleFromGrid({ width, height, cells });
}

describe('FeedbackCache', () => {
  it('recomputes only the row and column of a one-cell move on a 100x100 puzzle', () => {
    const puzzle = randomPuzzle(100, 100, 5);
    const state = newGame(puzzle);
    const cache = new FeedbackCache(puzzle, state.marks);
    expect(cache.evaluations).toBe(200);
    const next = paintCells(state, [57 * 100 + 31], 1);
    const lines = cache.update(next.marks, changedCells(state, next));
    expect(lines).toEqual([
      { axis: 'row', index: 57 },
      { axis: 'column', index: 31 },
    ]);
    expect(cache.evaluations).toBe(202);
  });

  it('recomputes one row and the columns a drag along it crossed', () => {
    const puzzle = randomPuzzle(100, 100, 6);
    const state = newGame(puzzle);
    const cache = new FeedbackCache(puzzle, state.marks);
    const drag = dragTo(startDrag(state, { x: 10, y: 4 }, 'cross', 1, { overwrite: false }), { x: 14, y: 4 });
    const next = applyMove(state, finishDrag(drag)!);
    expect(cache.update(next.marks, changedCells(state, next))).toHaveLength(1 + 5);
  });

  it('stays equal to computing every line afresh through moves and undos', () => {
    const puzzle = readNin(benchText('survey/webpbn-00006.nin'));
    const solution = solve(puzzle).solutions[0]!;
    let state = newGame(puzzle);
    const cache = new FeedbackCache(puzzle, state.marks);
    let seed = 9;
    for (let step = 0; step < 200; step++) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      const cell = seed % state.marks.length;
      // Mostly right moves, some wrong ones, some undos: lines go in and out of contradiction.
      const right = solution.cells[cell] === 0 ? CROSS : solution.cells[cell]!;
      const to = seed % 7 === 0 ? BLANK : seed % 5 === 0 ? (right === CROSS ? 1 : CROSS) : right;
      const next = seed % 11 === 0 ? undo(state) : paintCells(state, [cell], to);
      cache.update(next.marks, changedCells(state, next));
      state = next;
    }
    let contradicted = 0;
    for (let y = 0; y < puzzle.height; y++) {
      expect(cache.row(y)).toEqual(lineFeedback(puzzle, state.marks, 'row', y));
      if (cache.row(y).contradiction) contradicted++;
    }
    for (let x = 0; x < puzzle.width; x++) {
      expect(cache.column(x)).toEqual(lineFeedback(puzzle, state.marks, 'column', x));
      if (cache.column(x).contradiction) contradicted++;
    }
    expect(contradicted).toBeGreaterThan(0);
    expect(cache.contradictions).toBe(contradicted);
    expect(cache.complete).toBe(isComplete(puzzle, state.marks));
  });

  it('notices completion as the last cell is painted and loses it on undo', () => {
    const puzzle = readNin(benchText('survey/webpbn-00006.nin'));
    const solution = solve(puzzle).solutions[0]!;
    const filled = [...solution.cells.keys()].filter((i) => solution.cells[i] !== 0);
    let state = paintCells(newGame(puzzle), filled.slice(0, -1), 1);
    const cache = new FeedbackCache(puzzle, state.marks);
    expect(cache.complete).toBe(false);
    const done = paintCells(state, filled.slice(-1), 1);
    cache.update(done.marks, changedCells(state, done));
    expect(cache.complete).toBe(true);
    state = undo(done);
    cache.update(state.marks, changedCells(done, state));
    expect(cache.complete).toBe(false);
    const last = filled.at(-1)!;
    expect(cache.lineComplete('row', Math.floor(last / puzzle.width))).toBe(false);
    expect(cache.lineComplete('row', Math.floor(filled[0]! / puzzle.width))).toBe(true);
  });
});
