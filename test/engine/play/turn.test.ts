import { describe, expect, it } from 'vitest';
import { moveFor, newGame, undo, type GameState } from '../../../src-main/engine/play/game.ts';
import { crossProvedTurn, redoTurn, takeTurn, type TurnRules } from '../../../src-main/engine/play/turn.ts';
import { BLANK, CROSS, type Move } from '../../../src-main/engine/play/types.ts';
import { blackAndWhitePuzzle, type Grid } from '../../../src-main/engine/puzzle.ts';
import { marksOf, textOf } from './helpers.ts';

/**
 * 4x3:  rows "2 1", "1", "4"; the columns fit the picture
 *   ##.#
 *   .#..
 *   ####
 */
const puzzle = blackAndWhitePuzzle([[2, 1], [1], [4]], [[1, 1], [3], [1], [1, 1]]);
const solution: Grid = { width: 4, height: 3, cells: Uint8Array.from([1, 1, 0, 1, 0, 1, 0, 0, 1, 1, 1, 1]) };

const plain: TurnRules = { autoCross: false, solution: null };
const crossing: TurnRules = { autoCross: true, solution: null };
const counting: TurnRules = { autoCross: false, solution };

function fill(game: GameState, cells: number[], to = 1): Move {
  const move = moveFor(game.marks, cells, to);
  if (move === null) throw new Error('the move changes nothing');
  return move;
}

describe('a turn', () => {
  it('applies the move, leaves the given state alone and keeps the attempt in progress', () => {
    const game = newGame(puzzle);
    const turn = takeTurn(puzzle, game, fill(game, [0, 1]), plain);
    expect(textOf(turn.game.marks, 4)).toBe('##../..../....');
    expect(textOf(game.marks, 4)).toBe('..../..../....');
    expect(turn.status).toBe('in-progress');
    expect(turn.mistake).toBe(false);
    expect(turn.game.position).toBe(1);
  });

  it('adds to the move the cells it proves empty when the rules cross them off, and not otherwise', () => {
    const game = newGame(puzzle, marksOf('..../..../###.'));
    const made = fill(game, [11]);
    const crossed = takeTurn(puzzle, game, made, crossing);
    // Column 3's "1 1": its last block is done, so the cell above it is empty.
    expect(crossed.move).toEqual({ cells: [11], to: 1, from: [BLANK], crossed: [7] });
    expect(textOf(crossed.game.marks, 4)).toBe('..../...x/####');
    expect(crossed.game.history.at(-1)).toBe(crossed.move);
    const uncrossed = takeTurn(puzzle, game, made, plain);
    expect(uncrossed.move).toBe(made);
    expect(textOf(uncrossed.game.marks, 4)).toBe('..../..../####');
  });

  it('says solved once the marks fit every clue, whichever cells are crossed', () => {
    const game = newGame(puzzle, marksOf('##x#/x#../###.'));
    const turn = takeTurn(puzzle, game, fill(game, [11]), plain);
    expect(turn.status).toBe('solved');
  });

  it('counts a mistake only for a mark the solution contradicts, and only with a solution in the rules', () => {
    const game = newGame(puzzle);
    expect(takeTurn(puzzle, game, fill(game, [2]), counting).mistake).toBe(true);
    expect(takeTurn(puzzle, game, fill(game, [0], CROSS), counting).mistake).toBe(true);
    expect(takeTurn(puzzle, game, fill(game, [0, 1]), counting).mistake).toBe(false);
    expect(takeTurn(puzzle, game, fill(game, [2]), plain).mistake).toBe(false);
  });

  it('counts a mistake for a cross the move implies where the solution is filled', () => {
    // The fill at 11 agrees with this grid; the cross it implies at 7 does not.
    const other: Grid = { ...solution, cells: Uint8Array.from([1, 1, 0, 1, 0, 1, 0, 1, 1, 1, 1, 1]) };
    const game = newGame(puzzle, marksOf('..../..../###.'));
    const turn = takeTurn(puzzle, game, fill(game, [11]), { autoCross: true, solution: other });
    expect(turn.move.crossed).toEqual([7]);
    expect(turn.mistake).toBe(true);
    expect(takeTurn(puzzle, game, fill(game, [11]), { autoCross: false, solution: other }).mistake).toBe(
      false,
    );
  });

  it('refuses a move that does not fit the marks, in the words of applyMove', () => {
    const game = newGame(puzzle, marksOf('#.../..../....'));
    const stale: Move = { cells: [0], to: CROSS, from: [BLANK] };
    expect(() => takeTurn(puzzle, game, stale, crossing)).toThrow(/cell/i);
  });
});

describe('crossing off what the marks prove, as one turn', () => {
  it('crosses every blank the marks prove empty in one move', () => {
    const game = newGame(puzzle, marksOf('..../..../####'));
    const turn = crossProvedTurn(puzzle, game, plain);
    expect(turn?.move.to).toBe(CROSS);
    expect(textOf(turn?.game.marks ?? game.marks, 4)).toBe('..x./x.xx/####');
    expect(turn?.status).toBe('in-progress');
  });

  it('is no turn at all when nothing is left to cross', () => {
    expect(crossProvedTurn(puzzle, newGame(puzzle, marksOf('..../..../....')), plain)).toBeNull();
  });
});

describe('redoing a move as a turn', () => {
  it('finishes the puzzle when the move redone completes it, and never counts a mistake', () => {
    const game = newGame(puzzle, marksOf('##x#/x#../###.'));
    const undone = undo(takeTurn(puzzle, game, fill(game, [11]), counting).game);
    const turn = redoTurn(puzzle, undone);
    expect(turn?.status).toBe('solved');
    expect(turn?.mistake).toBe(false);
    expect(turn?.game.position).toBe(1);
  });

  it('is no turn at all when there is nothing to redo', () => {
    expect(redoTurn(puzzle, newGame(puzzle))).toBeNull();
  });
});
