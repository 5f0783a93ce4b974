import { describe, expect, it } from 'vitest';
import {
  FORMATS,
  FormatError,
  readPuzzleFile,
  writeProblem,
  writePuzzleFile,
  type FormatId,
} from '../../../src-main/engine/formats/index.ts';
import { puzzleFromGrid, type Grid, type Puzzle } from '../../../src-main/engine/puzzle.ts';
import { benchText, essence, fixtureText } from './helpers.ts';

const read = (name: string, text: string): Puzzle[] =>
  readPuzzleFile(name, text).puzzles.map((p) => p.puzzle);

const dancer = read('dancer.xml', benchText('formats/dancer-webpbn-1.xml'))[0]!;
const jwilk = read('data010.nin', benchText('jwilk/data010.nin'))[0]!;
const withEmptyLines = read('multi.nin', benchText('edge-cases/multi-05-10x6.nin'))[0]!;
const rose = read('rose.g', benchText('olsak/rose.g'))[0]!;
const apples = read('apples.txt', benchText('pynogram/apples.txt'))[0]!;
const flag = read('flag.json', fixtureText('good/flag-colors.json'))[0]!;
const blackAndWhite = [dancer, jwilk, withEmptyLines];
const colour = [rose, apples, flag];

function roundTrip(format: FormatId, puzzles: readonly Puzzle[]): Puzzle[] {
  const info = FORMATS.find((f) => f.id === format)!;
  const text = writePuzzleFile(format, puzzles);
  const result = readPuzzleFile(`out.${info.extensions[0]}`, text, format);
  return result.puzzles.map((p) => p.puzzle);
}

describe('round trips', () => {
  const writable = FORMATS.filter((f) => f.canWrite);
  for (const format of writable) {
    it(`${format.id}: black-and-white puzzles read back the same`, () => {
      for (const puzzle of blackAndWhite) {
        expect(roundTrip(format.id, [puzzle]).map(essence)).toEqual([essence(puzzle)]);
      }
    });

    if (format.colors) {
      it(`${format.id}: colour puzzles read back with the same clues and colours`, () => {
        for (const puzzle of colour) {
          expect(roundTrip(format.id, [puzzle]).map(essence)).toEqual([essence(puzzle)]);
        }
      });
    } else {
      it(`${format.id}: refuses colour puzzles instead of dropping the colours`, () => {
        expect(writeProblem(format.id, [rose])).toMatch(/only black-and-white/);
        expect(() => writePuzzleFile(format.id, [rose])).toThrow(FormatError);
      });
    }

    if (format.multiPuzzle) {
      it(`${format.id}: several puzzles in one file read back in order`, () => {
        const puzzles = format.colors ? [dancer, rose, jwilk] : [dancer, jwilk];
        expect(roundTrip(format.id, puzzles).map(essence)).toEqual(puzzles.map(essence));
      });
    } else {
      it(`${format.id}: refuses to put several puzzles in one file`, () => {
        expect(writeProblem(format.id, [dancer, jwilk])).toMatch(/holds one puzzle/);
      });
    }
  }

  describe('goal pictures', () => {
    // A 6x4 picture in three colours and its black-and-white shadow, each with its own clues.
    const cells = [0, 1, 1, 2, 2, 0, 1, 0, 2, 0, 2, 1, 1, 1, 0, 0, 2, 2, 0, 2, 2, 1, 0, 1];
    const colourGoal: Grid = { width: 6, height: 4, cells: Uint8Array.from(cells) };
    const plainGoal: Grid = { ...colourGoal, cells: colourGoal.cells.map((c) => (c === 0 ? 0 : 1)) };
    const colourPuzzle = { ...puzzleFromGrid(colourGoal, flag.palette), meta: { title: 'c' } };
    const plainPuzzle = { ...puzzleFromGrid(plainGoal), meta: { title: 'p' } };
    const goalsOf = (format: FormatId, puzzles: readonly Puzzle[], goals: readonly Grid[]) => {
      const info = FORMATS.find((f) => f.id === format)!;
      const text = writePuzzleFile(format, puzzles, goals);
      return readPuzzleFile(`out.${info.extensions[0]}`, text, format).puzzles.map((p) => p.goal);
    };

    for (const format of FORMATS.filter((f) => f.canWrite)) {
      if (format.goals) {
        it(`${format.id}: written beside the clues, read back cell for cell`, () => {
          expect(goalsOf(format.id, [plainPuzzle], [plainGoal])).toEqual([plainGoal]);
          expect(goalsOf(format.id, [colourPuzzle, plainPuzzle], [colourGoal, plainGoal])).toEqual([
            colourGoal,
            plainGoal,
          ]);
        });
      } else {
        it(`${format.id}: has no place for a goal and writes the clues alone`, () => {
          expect(goalsOf(format.id, [plainPuzzle], [plainGoal])).toEqual([undefined]);
          expect(writePuzzleFile(format.id, [plainPuzzle], [plainGoal])).toBe(
            writePuzzleFile(format.id, [plainPuzzle]),
          );
        });
      }
    }
  });

  it('keeps the metadata the formats can hold', () => {
    const meta = {
      title: 'Flag & "bar"',
      author: 'Ann Ó Néill',
      copyright: '© 2024',
      source: 'Book 3',
      notes: 'two\nlines',
    };
    const puzzle: Puzzle = { ...flag, meta };
    for (const format of ['json', 'webpbn', 'non'] as const) {
      expect(roundTrip(format, [puzzle])[0]!.meta).toEqual(meta);
    }
    expect(roundTrip('olsak-g', [puzzle])[0]!.meta).toEqual(meta);
  });

  it('keeps colour names and characters in JSON and webpbn', () => {
    for (const format of ['json', 'webpbn'] as const) {
      expect(roundTrip(format, [flag])[0]!.palette).toEqual(flag.palette);
    }
  });

  it('numbers TAAI puzzles by their own numbers when they have them', () => {
    const text = writePuzzleFile('taai', [
      { ...jwilk, meta: { number: '12' } },
      { ...dancer, meta: { number: '40' } },
    ]);
    expect(text.split('\n').filter((l) => l.startsWith('$'))).toEqual(['$12', '$40']);
  });

  it('refuses to write the formats it only reads', () => {
    expect(writeProblem('pynogram', [dancer])).toMatch(/does not write/);
    expect(() => writePuzzleFile('nonogrid', [dancer])).toThrow(FormatError);
  });
});
