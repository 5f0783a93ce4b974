/**
 * What is wrong with a puzzle, in words a puzzle fan understands.
 *
 * Problems come in two kinds, and the file readers treat them differently:
 * - structural: the data cannot be a puzzle at all (no cells, too large, too many colours, a block
 *   of length 0, a colour missing from the palette, a clue count that does not match the size).
 *   Readers reject these with a FormatError naming the line.
 * - clue problems: a real puzzle whose clues cannot all be met (a clue longer than its line, row
 *   and column totals that differ). Readers return such puzzles unchanged, because the app shows
 *   them with a warning so the user can fix the typo.
 *
 * `line.index` is 0-based like `puzzle.rows`; messages count rows and columns from 1.
 */
import { formatClue } from './clue-text.ts';
import {
  MAX_COLORS,
  MAX_SIDE,
  minimumLength,
  type LineClue,
  type PaletteColor,
  type Puzzle,
} from './puzzle.ts';

export type PuzzleProblemCode =
  | 'empty'
  | 'too-large'
  | 'too-many-colors'
  | 'bad-block'
  | 'unknown-color'
  | 'line-too-long'
  | 'totals-differ'
  | 'color-totals-differ'
  | 'line-count';

export type LineAxis = 'row' | 'column';

export interface PuzzleProblem {
  readonly code: PuzzleProblemCode;
  readonly message: string;
  readonly line?: { readonly axis: LineAxis; readonly index: number };
}

const STRUCTURAL: ReadonlySet<PuzzleProblemCode> = new Set([
  'empty',
  'too-large',
  'too-many-colors',
  'bad-block',
  'unknown-color',
  'line-count',
]);

/** Whether a problem means the data is not a puzzle at all (as opposed to a puzzle with no solution). */
export function isStructural(problem: PuzzleProblem): boolean {
  return STRUCTURAL.has(problem.code);
}

/** Every problem of a puzzle, structural ones first; an empty list means the clues are consistent. */
export function puzzleProblems(puzzle: Puzzle): PuzzleProblem[] {
  return collectProblems(puzzle, true);
}

/** Only the structural problems: what a reader must reject. */
export function structuralProblems(puzzle: Puzzle): PuzzleProblem[] {
  return collectProblems(puzzle, false);
}

function collectProblems(puzzle: Puzzle, clueProblems: boolean): PuzzleProblem[] {
  const problems: PuzzleProblem[] = [];
  const { width, height, palette } = puzzle;
  const colors = palette.length - 1;

  if (!(width >= 1 && height >= 1)) {
    problems.push({ code: 'empty', message: `The puzzle has no cells: it is ${width} x ${height}.` });
  }
  if (width > MAX_SIDE || height > MAX_SIDE) {
    problems.push({
      code: 'too-large',
      message: `The puzzle is ${width} x ${height}; the largest size handled is ${MAX_SIDE} x ${MAX_SIDE}.`,
    });
  }
  if (colors > MAX_COLORS) {
    problems.push({
      code: 'too-many-colors',
      message: `The puzzle has ${colors} colours besides the background; at most ${MAX_COLORS} are supported.`,
    });
  }
  if (puzzle.rows.length !== height) {
    problems.push({ code: 'line-count', message: countMessage(height, puzzle.rows.length, 'row') });
  }
  if (puzzle.columns.length !== width) {
    problems.push({ code: 'line-count', message: countMessage(width, puzzle.columns.length, 'column') });
  }

  let blocksValid = true;
  const checkLines = (lines: readonly LineClue[], axis: LineAxis, length: number): void => {
    for (let index = 0; index < lines.length; index++) {
      const clue = lines[index]!;
      let lineValid = true;
      for (let b = 0; b < clue.length; b++) {
        const block = clue[b]!;
        if (!Number.isInteger(block.length) || block.length < 1) {
          lineValid = false;
          problems.push({
            code: 'bad-block',
            message: `${lineName(axis, index)}: block ${b + 1} has length ${block.length}; a block is at least 1 cell long.`,
            line: { axis, index },
          });
        }
        if (!Number.isInteger(block.color) || block.color < 1 || block.color > colors) {
          lineValid = false;
          problems.push({
            code: 'unknown-color',
            message: `${lineName(axis, index)}: block ${b + 1} has colour ${block.color}, which is not in the palette.`,
            line: { axis, index },
          });
        }
      }
      if (!lineValid) {
        blocksValid = false;
        continue;
      }
      if (!clueProblems) continue;
      const needed = minimumLength(clue);
      if (needed > length) {
        problems.push({
          code: 'line-too-long',
          message:
            `${lineName(axis, index)}: the clue ${formatClue(clue, palette)} needs ${needed} cells, ` +
            `but a ${axis} has only ${length}.`,
          line: { axis, index },
        });
      }
    }
  };
  checkLines(puzzle.rows, 'row', width);
  checkLines(puzzle.columns, 'column', height);
  if (blocksValid && clueProblems) problems.push(...totalProblems(puzzle));
  return problems;
}

function totalProblems(puzzle: Puzzle): PuzzleProblem[] {
  const size = Math.max(puzzle.palette.length, 1);
  const rowTotals = colorTotals(puzzle.rows, size);
  const columnTotals = colorTotals(puzzle.columns, size);
  const sum = (totals: number[]): number => totals.reduce((a, b) => a + b, 0);
  const problems: PuzzleProblem[] = [];
  const rowSum = sum(rowTotals);
  const columnSum = sum(columnTotals);
  if (rowSum !== columnSum) {
    problems.push({
      code: 'totals-differ',
      message: `The rows fill ${rowSum} cells but the columns fill ${columnSum}.`,
    });
  }
  if (puzzle.palette.length > 2) {
    for (let c = 1; c < size; c++) {
      if (rowTotals[c] !== columnTotals[c]) {
        problems.push({
          code: 'color-totals-differ',
          message: `${colorTitle(puzzle.palette[c]!)}: the rows fill ${rowTotals[c]} cells but the columns ${columnTotals[c]}.`,
        });
      }
    }
  }
  return problems;
}

function colorTotals(lines: readonly LineClue[], size: number): number[] {
  const totals = new Array<number>(size).fill(0);
  for (const clue of lines)
    for (const block of clue) totals[block.color] = totals[block.color]! + block.length;
  return totals;
}

function countMessage(expected: number, found: number, axis: LineAxis): string {
  const side = axis === 'row' ? 'high' : 'wide';
  return `The puzzle is ${plural(expected, axis)} ${side} but has ${plural(found, `${axis} clue`)}.`;
}

function plural(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/** "Row 3", "Column 12": 1-based as printed on a puzzle. */
export function lineName(axis: LineAxis, index: number): string {
  return `${axis === 'row' ? 'Row' : 'Column'} ${index + 1}`;
}

function colorTitle(color: PaletteColor): string {
  if (color.name.length <= 1) return `Colour ${color.name}`;
  return color.name[0]!.toUpperCase() + color.name.slice(1);
}
