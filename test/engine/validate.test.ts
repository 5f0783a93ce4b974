import { describe, expect, it } from 'vitest';
import {
  BLACK_AND_WHITE,
  blackAndWhitePuzzle,
  type LineClue,
  type PaletteColor,
  type Puzzle,
} from '../../src-main/engine/puzzle.ts';
import { isStructural, puzzleProblems, structuralProblems } from '../../src-main/engine/validate.ts';

const COLORS: PaletteColor[] = [
  { name: 'white', char: '.', rgb: '#ffffff' },
  { name: 'red', char: 'r', rgb: '#ff0000' },
  { name: 'blue', char: 'b', rgb: '#0000ff' },
];

const block = (length: number, color = 1): LineClue[number] => ({ length, color });

function codes(puzzle: Puzzle): string[] {
  return puzzleProblems(puzzle).map((p) => p.code);
}

describe('puzzleProblems', () => {
  it('finds nothing wrong with consistent clues', () => {
    expect(puzzleProblems(blackAndWhitePuzzle([[2], [1]], [[2], [1]]))).toEqual([]);
  });

  it('reports a puzzle without cells as empty', () => {
    const problems = puzzleProblems(blackAndWhitePuzzle([], [[1]]));
    expect(problems[0]).toMatchObject({ code: 'empty', message: 'The puzzle has no cells: it is 1 x 0.' });
  });

  it('reports a side over the supported maximum as too large', () => {
    const rows = Array.from({ length: 1001 }, () => [] as number[]);
    const problems = puzzleProblems(blackAndWhitePuzzle(rows, [[]]));
    expect(problems.map((p) => p.code)).toContain('too-large');
    expect(problems.find((p) => p.code === 'too-large')!.message).toBe(
      'The puzzle is 1 x 1001; the largest size handled is 1000 x 1000.',
    );
  });

  it('reports more than 31 colours', () => {
    const palette = Array.from({ length: 33 }, (_, i) => ({ name: `c${i}`, char: 'x', rgb: '#000000' }));
    const puzzle: Puzzle = { ...blackAndWhitePuzzle([[]], [[]]), palette };
    expect(codes(puzzle)).toEqual(['too-many-colors']);
  });

  it('reports clue counts that do not match the size, naming both numbers', () => {
    const puzzle: Puzzle = { ...blackAndWhitePuzzle([[1], [1]], [[2]]), height: 3 };
    const problem = puzzleProblems(puzzle).find((p) => p.code === 'line-count');
    expect(problem?.message).toBe('The puzzle is 3 rows high but has 2 row clues.');
  });

  it('reports a block of length 0 with its 1-based row and 0-based index', () => {
    const puzzle: Puzzle = { ...blackAndWhitePuzzle([[1], [1]], [[2]]), rows: [[block(1)], [block(0)]] };
    const problem = puzzleProblems(puzzle).find((p) => p.code === 'bad-block');
    expect(problem).toEqual({
      code: 'bad-block',
      message: 'Row 2: block 1 has length 0; a block is at least 1 cell long.',
      line: { axis: 'row', index: 1 },
    });
  });

  it('reports a block whose colour is not in the palette', () => {
    const puzzle: Puzzle = { ...blackAndWhitePuzzle([[1]], [[1]]), columns: [[block(1, 4)]] };
    const problem = puzzleProblems(puzzle).find((p) => p.code === 'unknown-color');
    expect(problem?.message).toBe('Column 1: block 1 has colour 4, which is not in the palette.');
    expect(problem?.line).toEqual({ axis: 'column', index: 0 });
  });

  it('reports a clue longer than its line in the clue notation', () => {
    const rows = [[1], [1], [5, 4]];
    const columns = Array.from({ length: 9 }, () => [1]);
    const problem = puzzleProblems(blackAndWhitePuzzle(rows, columns)).find(
      (p) => p.code === 'line-too-long',
    );
    expect(problem?.message).toBe('Row 3: the clue 5 4 needs 10 cells, but a row has only 9.');
  });

  it('counts the gap only between blocks of one colour when a colour clue is too long', () => {
    const puzzle: Puzzle = {
      width: 3,
      height: 1,
      rows: [[block(2, 1), block(1, 2)]],
      columns: [[block(1, 1)], [block(1, 1)], [block(1, 2)]],
      palette: COLORS,
      meta: {},
    };
    expect(puzzleProblems(puzzle)).toEqual([]);
    const tooLong: Puzzle = { ...puzzle, rows: [[block(2, 1), block(1, 1)]] };
    expect(puzzleProblems(tooLong).map((p) => p.message)).toContain(
      'Row 1: the clue 2r 1r needs 4 cells, but a row has only 3.',
    );
  });

  it('reports row and column totals that differ', () => {
    const problems = puzzleProblems(blackAndWhitePuzzle([[2], [2]], [[2], [1]]));
    expect(problems).toEqual([
      { code: 'totals-differ', message: 'The rows fill 4 cells but the columns fill 3.' },
    ]);
  });

  it('reports per colour totals that differ even when the sums agree', () => {
    const puzzle: Puzzle = {
      width: 2,
      height: 1,
      rows: [[block(1, 1), block(1, 2)]],
      columns: [[block(1, 2)], [block(1, 2)]],
      palette: COLORS,
      meta: {},
    };
    expect(puzzleProblems(puzzle)).toEqual([
      { code: 'color-totals-differ', message: 'Red: the rows fill 1 cells but the columns 0.' },
      { code: 'color-totals-differ', message: 'Blue: the rows fill 1 cells but the columns 2.' },
    ]);
  });

  it('separates structural problems from clue problems', () => {
    const broken: Puzzle = { ...blackAndWhitePuzzle([[5]], [[1]]), rows: [[block(0)]] };
    expect(structuralProblems(broken).map((p) => p.code)).toEqual(['bad-block']);
    const unsolvable = blackAndWhitePuzzle([[5]], [[1]]);
    expect(puzzleProblems(unsolvable).map((p) => p.code)).toEqual(['line-too-long', 'totals-differ']);
    expect(structuralProblems(unsolvable)).toEqual([]);
    expect(puzzleProblems(unsolvable).some(isStructural)).toBe(false);
  });

  it('leaves black-and-white puzzles without per-colour messages', () => {
    const puzzle: Puzzle = {
      ...blackAndWhitePuzzle([[1]], []),
      width: 1,
      columns: [[]],
      palette: BLACK_AND_WHITE,
    };
    expect(codes(puzzle)).toEqual(['totals-differ']);
  });
});
