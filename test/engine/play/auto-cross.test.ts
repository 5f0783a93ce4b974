import { describe, expect, it } from 'vitest';
import {
  blanksToCross,
  crossingNow,
  withProvedEmptyCrossed,
} from '../../../src-main/engine/play/auto-cross.ts';
import {
  applyMove,
  changedCells,
  moveFor,
  newGame,
  redo,
  replay,
  undo,
  type GameState,
} from '../../../src-main/engine/play/game.ts';
import { marksAt } from '../../../src-main/engine/play/guess.ts';
import { wrongCellsOfMove } from '../../../src-main/engine/play/wrong-marks.ts';
import { BLANK, CROSS, type Move } from '../../../src-main/engine/play/types.ts';
import { blackAndWhitePuzzle } from '../../../src-main/engine/puzzle.ts';
import { marksOf, rowPuzzle, textOf } from './helpers.ts';

/**
 * 4x3:  rows "2 1", "1", "4"; the columns fit the picture
 *   ##.#
 *   .#..
 *   ####
 */
const puzzle = blackAndWhitePuzzle([[2, 1], [1], [4]], [[1, 1], [3], [1], [1, 1]]);

/** Fills `cells` on `state` with auto-crossing, as the play screen does with the option on. */
function fill(state: GameState, cells: number[]): GameState {
  const move = moveFor(state.marks, cells, 1);
  if (move === null) return state;
  return applyMove(state, withProvedEmptyCrossed(puzzle, state.marks, move));
}

describe('crossing off cells proved empty', () => {
  it('crosses the ends of the blocks a fill finishes, in the same move', () => {
    // Row 0's "2" sits at its start (cell 2 after it); column 0's first "1" at its top (cell 4).
    let state = fill(newGame(puzzle), [0, 1]);
    expect(textOf(state.marks, 4)).toBe('##x./x.../....');
    // Row 0 is finished with no blank left; column 3's first "1" is done (cell 7 below it).
    state = fill(state, [3]);
    expect(textOf(state.marks, 4)).toBe('##x#/x..x/....');
    expect(state.history.at(-1)).toEqual({ cells: [3], to: 1, from: [BLANK], crossed: [7] });
  });

  it('crosses off every line a fill finishes, columns as well as rows', () => {
    // Row 2 ("4") has nothing left to cross; column 2 ("1") is finished by cell 10; the last
    // "1" of columns 0 and 3 is done, so the cell above each is crossed.
    let state = fill(newGame(puzzle), [8, 9, 10, 11]);
    expect(textOf(state.marks, 4)).toBe('..x./x.xx/####');
    // Row 1 ("1") is finished; column 1 ("3") is not yet.
    state = fill(state, [5]);
    expect(textOf(state.marks, 4)).toBe('..x./x#xx/####');
    // Column 1 is finished with no blank left; row 0 ("2 1") is not finished.
    state = fill(state, [1]);
    expect(textOf(state.marks, 4)).toBe('.#x./x#xx/####');
  });

  it('leaves a line alone while its fills neither make its clue nor pin a block down', () => {
    expect(blanksToCross(rowPuzzle('2 1', 6), marksOf('###...'), [2])).toEqual([]);
    expect(blanksToCross(rowPuzzle('1 2', 6), marksOf('##.#..'), [3])).toEqual([]);
    expect(blanksToCross(rowPuzzle('2 2', 9), marksOf('...##....'), [3])).toEqual([]);
    // The clue fills the line exactly, so every block is pinned down: the painted "2" and first
    // "1" get their ends crossed, the last "1" (not painted yet) does not.
    expect(blanksToCross(rowPuzzle('2 1 1', 6), marksOf('##.#..'), [3])).toEqual([2, 4]);
    // The run in cells 2-3 can only be the first "2" (a first block before it has no room).
    expect(blanksToCross(rowPuzzle('2 2', 8), marksOf('..##....'), [3])).toEqual([1, 4]);
    expect(blanksToCross(rowPuzzle('2 1', 6), marksOf('##.#..'), [3])).toEqual([2, 4, 5]);
    expect(blanksToCross(rowPuzzle('2 1', 6), marksOf('##x#.x'), [3])).toEqual([4]);
  });

  it('reads colours: the blocks must match in colour as well as length', () => {
    expect(blanksToCross(rowPuzzle('2 1r', 5), marksOf('##r..'), [2])).toEqual([3, 4]);
    expect(blanksToCross(rowPuzzle('2 1r', 5), marksOf('##b..'), [2])).toEqual([]);
    // A red block may touch the black "2", so the cell after it is left open.
    expect(blanksToCross(rowPuzzle('2 1r', 6), marksOf('##....'), [1])).toEqual([]);
    expect(blanksToCross(rowPuzzle('2 1', 6), marksOf('##....'), [1])).toEqual([2]);
  });

  it('crosses a side next to a block of another colour that cannot reach it', () => {
    // The red "1" must cover the red cell 5, so it cannot touch the black "2" (cell 2 is crossed)
    // and the "2" cannot touch it (cell 4); the black "1" after it may touch it (cell 6 stays).
    expect(blanksToCross(rowPuzzle('2 1r 1', 8), marksOf('##...r..'), [5])).toEqual([2, 4]);
    // The red "1" at the start and the black "2" after it are both done, far apart: each gets
    // the side facing the other crossed (cells 1 and 5), and the "2" its gap before the "1" (8).
    expect(blanksToCross(rowPuzzle('1r 2 1', 10), marksOf('r.....##..'), [7])).toEqual([1, 5, 8]);
    // A black "1" between them may still touch the red one, so cell 1 stays open.
    expect(blanksToCross(rowPuzzle('1r 1 2', 9), marksOf('r.....##.'), [7])).toEqual([5, 8]);
  });

  it('adds nothing to a cross, a clear, or a fill that proves nothing empty', () => {
    const state = newGame(puzzle);
    const cross = moveFor(state.marks, [0], CROSS)!;
    expect(withProvedEmptyCrossed(puzzle, state.marks, cross)).toBe(cross);
    const partial = moveFor(state.marks, [9], 1)!;
    expect(withProvedEmptyCrossed(puzzle, state.marks, partial)).toBe(partial);
  });

  it('undoes the fill and its crosses in one step, and redoes them together', () => {
    const before = fill(newGame(puzzle), [0, 1]);
    const after = fill(before, [3]);
    const undone = undo(after);
    expect(textOf(undone.marks, 4)).toBe(textOf(before.marks, 4));
    expect(changedCells(after, undone)).toEqual([3, 7]);
    const redone = redo(undone);
    expect(textOf(redone.marks, 4)).toBe('##x#/x..x/....');
    expect(changedCells(undone, redone)).toEqual([3, 7]);
    expect(textOf(marksAt(after, before.position), 4)).toBe(textOf(before.marks, 4));
  });

  it('replays stored moves with crosses, and refuses ones that cross a marked cell', () => {
    const after = fill(fill(newGame(puzzle), [0, 1]), [3]);
    expect(replay(puzzle, after.history).marks).toEqual(after.marks);
    expect(textOf(replay(puzzle, after.history, 1).marks, 4)).toBe('##x./x.../....');
    const overMark: Move = { cells: [3], to: 1, from: [BLANK], crossed: [0] };
    expect(() => replay(puzzle, [after.history[0]!, overMark])).toThrow(/move 2 .*cannot cross it off/);
    const fromCross: Move = { cells: [3], to: CROSS, from: [BLANK], crossed: [2] };
    expect(() => applyMove(newGame(puzzle), fromCross)).toThrow(/Only a move that fills/);
    const twice: Move = { cells: [3], to: 1, from: [BLANK], crossed: [3] };
    expect(() => applyMove(newGame(puzzle), twice)).toThrow(/crossed twice/);
  });

  it('counts a crossed cell that the solution fills as a mistake', () => {
    const solution = { width: 4, height: 3, cells: Uint8Array.from([1, 1, 0, 1, 0, 1, 0, 0, 1, 1, 1, 1]) };
    // A row 0 painted wrongly in its clue's shape ("#.##" read as "1 2" would not be; say the
    // player's fills made it look finished): the crosses it gets are judged like any others.
    const move: Move = { cells: [3], to: 1, from: [BLANK], crossed: [1, 2] };
    expect(wrongCellsOfMove(solution, move)).toEqual([1]);
  });

  describe('lines whose clue is 0', () => {
    /**
     * 3x3 with an empty middle row and an empty last column:
     *   ##.
     *   ...
     *   #..
     */
    const withEmpty = blackAndWhitePuzzle([[2], [], [1]], [[1, 1], [1], []]);
    const fillOn = (state: GameState, cells: number[]): GameState =>
      applyMove(state, withProvedEmptyCrossed(withEmpty, state.marks, moveFor(state.marks, cells, 1)!));

    it('are crossed off by the first fill, with the lines that fill finishes', () => {
      const state = fillOn(newGame(withEmpty), [6]);
      // Row 1 and column 2 (clue 0), and row 2 ("1") that the fill finishes.
      expect(textOf(state.marks, 3)).toBe('..x/xxx/#xx');
    });

    it('are left alone once something is filled, so a cross the player cleared stays cleared', () => {
      let state = fillOn(newGame(withEmpty), [0]);
      expect(textOf(state.marks, 3)).toBe('#.x/xxx/..x');
      state = applyMove(state, moveFor(state.marks, [3], BLANK)!);
      // Column 1 ("1") is finished by this fill and crossed; row 1's cleared cell stays blank.
      state = fillOn(state, [1]);
      expect(textOf(state.marks, 3)).toBe('##x/.xx/.xx');
    });

    it('a first cross is not a fill, so it crosses nothing else', () => {
      const state = newGame(withEmpty);
      const cross = moveFor(state.marks, [0], CROSS)!;
      expect(withProvedEmptyCrossed(withEmpty, state.marks, cross)).toBe(cross);
    });
  });

  it('turning the option on crosses off every line already finished, in one move', () => {
    const withEmpty = blackAndWhitePuzzle([[2], [], [1]], [[1, 1], [1], []]);
    const start = newGame(withEmpty);
    const move = crossingNow(withEmpty, start.marks)!;
    expect(move.to).toBe(CROSS);
    expect(textOf(applyMove(start, move).marks, 3)).toBe('..x/xxx/..x');
    // Row 0 ("2") and column 1 ("1") finished by hand, without the option: crossed off too.
    const byHand = applyMove(start, moveFor(start.marks, [0, 1], 1)!);
    expect(textOf(applyMove(byHand, crossingNow(withEmpty, byHand.marks)!).marks, 3)).toBe('##x/xxx/.xx');
    const crossedAlready = applyMove(start, move);
    expect(crossingNow(withEmpty, crossedAlready.marks)).toBeNull();
    expect(crossingNow(puzzle, newGame(puzzle).marks)).toBeNull();
  });
});
