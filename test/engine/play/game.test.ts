import { describe, expect, it } from 'vitest';
import {
  applyMove,
  canRedo,
  canUndo,
  changedCells,
  type GameState,
  moveFor,
  newGame,
  paintCells,
  redo,
  replay,
  undo,
} from '../../../src-main/engine/play/game.ts';
import { BLANK, CROSS, decodeMarks, encodeMarks, type Move } from '../../../src-main/engine/play/types.ts';
import { blackAndWhitePuzzle } from '../../../src-main/engine/puzzle.ts';
import { marksOf, rowPuzzle, textOf } from './helpers.ts';

const puzzle = blackAndWhitePuzzle([[1], [1], [1]], [[1], [1], [1]]);

/** A deterministic stream of moves over a w x h grid: single cells and short runs, all marks. */
function randomMoves(start: GameState, count: number, seed: number): GameState {
  let state = start;
  let x = seed;
  const next = (n: number): number => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x % n;
  };
  while (state.position < count) {
    const cell = next(state.marks.length);
    const cells = [cell, Math.min(state.marks.length - 1, cell + next(3))];
    const to = [BLANK, CROSS, 1][next(3)]!;
    state = paintCells(state, cells, to);
  }
  return state;
}

describe('game state', () => {
  it('starts blank with an empty history', () => {
    const state = newGame(puzzle);
    expect(textOf(state.marks)).toBe('.........');
    expect(state.history).toEqual([]);
    expect(canUndo(state) || canRedo(state)).toBe(false);
  });

  it('applies a move to a new state and leaves the old one unchanged', () => {
    const before = newGame(puzzle);
    const after = paintCells(before, [0, 4], 1);
    expect(textOf(after.marks, 3)).toBe('#../.#./...');
    expect(textOf(before.marks, 3)).toBe('.../.../...');
    expect(after.history).toEqual([{ cells: [0, 4], to: 1, from: [BLANK, BLANK] }]);
  });

  it('does not record a move that changes nothing', () => {
    const state = paintCells(newGame(puzzle), [2], CROSS);
    expect(paintCells(state, [2], CROSS)).toBe(state);
    expect(moveFor(state.marks, [2, 2], CROSS)).toBeNull();
  });

  it('leaves cells that already hold the mark out of the move', () => {
    const state = paintCells(newGame(puzzle), [1], 1);
    expect(moveFor(state.marks, [0, 1, 2, 0], 1)).toEqual({ cells: [0, 2], to: 1, from: [BLANK, BLANK] });
  });

  it('undoes and redoes a move exactly, keeping the redo tail', () => {
    const a = paintCells(newGame(puzzle), [0], CROSS);
    const b = paintCells(a, [0, 1], 1);
    const undone = undo(b);
    expect(textOf(undone.marks)).toBe('x........');
    expect(undone.history).toBe(b.history);
    expect(canRedo(undone)).toBe(true);
    expect(redo(undone).marks).toEqual(b.marks);
  });

  it('drops the redo tail when a new move is made after undo', () => {
    const b = paintCells(paintCells(newGame(puzzle), [0], 1), [1], 1);
    const branched = paintCells(undo(b), [8], CROSS);
    expect(branched.history.map((m) => m.cells)).toEqual([[0], [8]]);
    expect(canRedo(branched)).toBe(false);
  });

  it('undo and redo at the ends of the history return the state itself', () => {
    const state = newGame(puzzle);
    expect(undo(state)).toBe(state);
    expect(redo(state)).toBe(state);
  });

  it('undoes 1000 moves back to a blank grid and redoes them all', () => {
    const start = newGame(rowPuzzle('', 400));
    const end = randomMoves(start, 1000, 7);
    let state = end;
    while (canUndo(state)) state = undo(state);
    expect(state.position).toBe(0);
    expect(state.marks).toEqual(start.marks);
    while (canRedo(state)) state = redo(state);
    expect(state.position).toBe(1000);
    expect(state.marks).toEqual(end.marks);
  });

  it('refuses a move whose previous marks do not match the grid', () => {
    const state = paintCells(newGame(puzzle), [0], 1);
    expect(() => applyMove(state, { cells: [0], to: CROSS, from: [BLANK] })).toThrow(/holds 1/);
    expect(() => applyMove(state, { cells: [9], to: CROSS, from: [BLANK] })).toThrow(/outside/);
  });
});

describe('replay', () => {
  it('rebuilds the same marks, history and position from the saved moves', () => {
    const played = randomMoves(newGame(rowPuzzle('', 50)), 300, 3);
    const rewound = undo(undo(undo(played)));
    const rebuilt = replay(rowPuzzle('', 50), rewound.history, rewound.position);
    expect(rebuilt.marks).toEqual(rewound.marks);
    expect(rebuilt.position).toBe(297);
    expect(rebuilt.history).toEqual(rewound.history);
    expect(redo(rebuilt).marks).toEqual(redo(rewound).marks);
  });

  it('survives a round trip of the moves through JSON and the marks through text', () => {
    const played = randomMoves(newGame(puzzle), 40, 11);
    const saved = JSON.parse(JSON.stringify(played.history)) as Move[];
    const rebuilt = replay(puzzle, saved);
    expect(encodeMarks(rebuilt.marks)).toBe(encodeMarks(played.marks));
    expect(decodeMarks(encodeMarks(played.marks), 9)).toEqual(played.marks);
  });

  it('starts from given marks', () => {
    const initial = marksOf('x........');
    const state = replay(puzzle, [{ cells: [0], to: 1, from: [CROSS] }], 1, initial);
    expect(textOf(state.marks)).toBe('#........');
  });

  it('names the saved move that does not fit', () => {
    const moves: Move[] = [
      { cells: [0], to: 1, from: [BLANK] },
      { cells: [0], to: CROSS, from: [BLANK] },
    ];
    expect(() => replay(puzzle, moves)).toThrow(/Saved move 2/);
    expect(() => replay(puzzle, [{ cells: [0], to: 7, from: [BLANK] }])).toThrow(/not a mark/);
    expect(() => replay(puzzle, moves.slice(0, 1), 2)).toThrow(/position 2/);
  });
});

describe('changedCells', () => {
  it('gives the cells of the move applied, undone or redone', () => {
    const a = paintCells(newGame(puzzle), [0, 1], 1);
    const b = paintCells(a, [4, 5], CROSS);
    expect(changedCells(a, b)).toEqual([4, 5]);
    expect(changedCells(b, undo(b))).toEqual([4, 5]);
    expect(changedCells(undo(b), b)).toEqual([4, 5]);
    expect(changedCells(b, b)).toEqual([]);
  });

  it('compares the grids when the states are further apart', () => {
    const a = paintCells(newGame(puzzle), [0], 1);
    const c = paintCells(paintCells(a, [4], CROSS), [8], 1);
    expect(changedCells(a, c)).toEqual([4, 8]);
  });
});
