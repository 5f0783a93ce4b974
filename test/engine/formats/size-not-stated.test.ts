/**
 * Formats that do not state the puzzle's size (Olšák's .g, pynogram, nonogrid, the TAAI text) take
 * it from how many clue lines there are, so a file cut short would silently read as a smaller
 * puzzle. A clue too long for the size read is taken as that sign and refused; TAAI's writer
 * refuses a puzzle its reader would size differently.
 */
import { describe, expect, it } from 'vitest';
import {
  FormatError,
  readPuzzleFile,
  writeProblem,
  writePuzzleFile,
} from '../../../src-main/engine/formats/index.ts';
import { puzzleFromGrid, type Puzzle } from '../../../src-main/engine/puzzle.ts';
import { benchText } from './helpers.ts';

/** The text up to (not including) line `keep + 1`. */
function firstLines(text: string, keep: number): string {
  return text.split('\n').slice(0, keep).join('\n') + '\n';
}

function failureOf(read: () => unknown): FormatError {
  try {
    read();
  } catch (error) {
    if (error instanceof FormatError) return error;
    throw error;
  }
  throw new Error('the file was read');
}

describe('a file cut short', () => {
  it('.g: kocka.g cut after six column lines is refused, naming a row that does not fit', () => {
    const whole = benchText('olsak/kocka.g');
    const columnsStart = whole.split('\n').findIndex((line, i) => i > 6 && line.startsWith(':'));
    const error = failureOf(() => readPuzzleFile('kocka.g', firstLines(whole, columnsStart + 7)));
    expect(error.message).toMatch(/cut short/);
    expect(error.message).toMatch(/row \d+ needs \d+ cells; the file gives 6 columns/);
    expect(error.line).toBeGreaterThan(0);
  });

  it('pynogram: a file cut inside its row clues is refused', () => {
    const whole = benchText('pynogram/einstein.txt');
    const lines = whole.split('\n');
    const rows = lines.findIndex((line) => /^\s*rows\s*=/.test(line));
    const error = failureOf(() => readPuzzleFile('einstein.txt', firstLines(whole, rows + 4), 'pynogram'));
    expect(error.message).toMatch(/cut short/);
  });

  it('TAAI: a puzzle cut short says so in the warnings instead of passing for a smaller one', () => {
    const whole = benchText('tournament/tournament.txt');
    const cut = firstLines(whole, 51 * 2 + 37);
    const read = readPuzzleFile('cut.txt', cut, 'taai');
    expect(read.puzzles).toHaveLength(3);
    expect(read.warnings.join('\n')).toMatch(/\$3 .*cut short/);
  });

  it('TAAI: refuses a puzzle of more clue lines than the largest puzzle has, at the line that passes it', () => {
    const text = `$1\n${'1\t1\n'.repeat(18_000)}`;
    const error = failureOf(() => readPuzzleFile('long.taai', text));
    expect(error.message).toMatch(/more than 2000 clue lines/);
    expect(error.line).toBe(2002);
  });

  it('TAAI: sizes a puzzle whose lines split into columns and rows only one way, among 1999 lines', () => {
    // 1000 columns of one cell each, 999 rows holding 1000 cells: only 1000 x 999 makes the totals agree.
    const columns = Array.from({ length: 1000 }, () => '1');
    const rows = Array.from({ length: 999 }, (_, r) => (r === 0 ? '2' : '1'));
    const read = readPuzzleFile('wide.taai', `$1\n${[...columns, ...rows].join('\n')}\n`);
    expect(read.puzzles[0]!.puzzle).toMatchObject({ width: 1000, height: 999 });
  });

  it('reads the whole files as before', () => {
    expect(readPuzzleFile('kocka.g', benchText('olsak/kocka.g')).puzzles[0]!.puzzle).toMatchObject({
      width: expect.any(Number),
      height: 35,
    });
    expect(readPuzzleFile('t.txt', benchText('tournament/tournament.txt')).warnings).toEqual([]);
  });
});

describe('writing TAAI text, which does not state the size', () => {
  // 4 wide, 2 high: the columns hold 4 filled cells, the rows 5, so no split of its six lines agrees.
  const disagreeing: Puzzle = {
    ...puzzleFromGrid({ width: 4, height: 2, cells: Uint8Array.from([1, 1, 0, 1, 1, 0, 0, 0]) }),
    rows: [
      [
        { length: 2, color: 1 },
        { length: 1, color: 1 },
      ],
      [{ length: 2, color: 1 }],
    ],
  };

  it('refuses a puzzle whose totals disagree, saying why, rather than write a file that cannot be read back', () => {
    expect(writeProblem('taai', [disagreeing])).toMatch(/totals .*differ.*4 x 2/);
    expect(() => writePuzzleFile('taai', [disagreeing])).toThrow(FormatError);
  });

  it('writes puzzles that read back at their own size', () => {
    const wide = puzzleFromGrid({
      width: 5,
      height: 2,
      cells: Uint8Array.from([1, 0, 1, 1, 0, 0, 1, 1, 0, 1]),
    });
    const text = writePuzzleFile('taai', [wide]);
    const back = readPuzzleFile('w.txt', text, 'taai').puzzles[0]!.puzzle;
    expect([back.width, back.height]).toEqual([5, 2]);
  });
});
