import { describe, expect, it } from 'vitest';
import type { Hint, PlayAttempt } from '../../../../src-main/contract/play-dto.ts';
import { encodeMarks, moveFor, newGame, type Move } from '../../../../src-main/engine/play/index.ts';
import { blackAndWhitePuzzle } from '../../../../src-main/engine/puzzle.ts';
import { gameOf, hintDone, solutionOf } from '../../../../src-renderer/views/play/attempt-state.ts';

/** 2x2, the diagonal: "#." / ".#". */
const puzzle = blackAndWhitePuzzle([[1], [1]], [[1], [1]]);

function attempt(patch: Partial<PlayAttempt>): PlayAttempt {
  return {
    id: 1,
    puzzleId: 1,
    status: 'in-progress',
    marks: '',
    moves: [],
    position: 0,
    elapsedMs: 0,
    hints: 0,
    mistakes: 0,
    startedAt: '2026-11-22T00:00:00Z',
    finishedAt: null,
    guessFrom: null,
    struckClues: [],
    ...patch,
  };
}

describe('the game an attempt resumes at', () => {
  const first = moveFor(newGame(puzzle).marks, [0], 1)!;
  const second: Move = { cells: [3], to: 1, from: [0] };

  it('replays the stored moves up to the position, keeping the rest to redo', () => {
    const game = gameOf(puzzle, attempt({ moves: [first, second], position: 1 }));
    expect(encodeMarks(game.marks)).toBe('1000');
    expect(game.history).toHaveLength(2);
    expect(game.position).toBe(1);
  });

  it('falls back on the saved marks when the moves do not replay', () => {
    const broken: Move = { cells: [0], to: 1, from: [2] };
    const game = gameOf(puzzle, attempt({ moves: [broken], position: 1, marks: '100x' }));
    expect(encodeMarks(game.marks)).toBe('100x');
    expect(game.history).toHaveLength(0);
  });

  it('shows a revealed attempt as its marks, with nothing to undo', () => {
    const game = gameOf(puzzle, attempt({ status: 'revealed', moves: [first], position: 1, marks: '1001' }));
    expect(encodeMarks(game.marks)).toBe('1001');
    expect(game.history).toHaveLength(0);
  });
});

describe('the solution mistake mode compares with', () => {
  it('is read only from a unique verdict with a solution that fits the size', () => {
    expect(solutionOf({ verdict: 'unique', solution: '1001', width: 2, height: 2 })?.cells).toEqual(
      Uint8Array.from([1, 0, 0, 1]),
    );
    expect(solutionOf({ verdict: 'multiple', solution: '1001', width: 2, height: 2 })).toBeNull();
    expect(solutionOf({ verdict: 'unique', solution: null, width: 2, height: 2 })).toBeNull();
    expect(solutionOf({ verdict: 'unique', solution: '10', width: 2, height: 2 })).toBeNull();
  });
});

describe('a shown hint', () => {
  const step: Hint = {
    kind: 'step',
    axis: 'row',
    index: 0,
    sentence: 'Row 1: …',
    cells: [
      { cell: 0, value: 1 },
      { cell: 1, value: 0 },
    ],
  };

  it('is done once every cell it settles is marked so, an empty cell by a cross', () => {
    const game = newGame(puzzle);
    expect(hintDone(step, game)).toBe(false);
    const filled = { ...game, marks: Uint8Array.from([1, 0, 0, 0]) };
    expect(hintDone(step, filled)).toBe(false);
    const crossed = { ...game, marks: Uint8Array.from([1, 255, 0, 0]) };
    expect(hintDone(step, crossed)).toBe(true);
    expect(hintDone({ kind: 'stuck', why: 'deeper-guess', sentence: 'Stuck.', differing: [] }, crossed)).toBe(
      false,
    );
  });
});
