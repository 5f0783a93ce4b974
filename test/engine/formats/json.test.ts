import { describe, expect, it } from 'vitest';
import { FormatError } from '../../../src-main/engine/formats/errors.ts';
import { findJsonSyntaxFault } from '../../../src-main/engine/formats/json-syntax.ts';
import { readJsonEntries, writeJson } from '../../../src-main/engine/formats/json.ts';
import { benchText, clueText, fixtureText } from './helpers.ts';

/** The puzzles alone, as the import reads them (goals are tested with readJsonEntries). */
const readJson = (text: string) => readJsonEntries(text, []).map((entry) => entry.puzzle);

describe('readJsonEntries', () => {
  it('reads the plain shape other tools write, black and white by default', () => {
    const [dancer] = readJson(benchText('formats/dancer.nonogram-solver.json'));
    expect([dancer!.width, dancer!.height, dancer!.palette.length]).toEqual([5, 10, 2]);
  });

  it('accepts blocks as numbers, [length, colour] pairs with an index, key or name, and objects', () => {
    const [flag] = readJson(fixtureText('good/flag-colors.json'));
    expect(clueText(flag!)).toEqual({
      rows: ['2:1 2:2', '1:1 1:2', '2:1 2:2'],
      columns: ['3:1', '1:1 1:1', '1:2 1:2', '3:2'],
    });
    expect(flag!.meta).toEqual({ title: 'Flag & bar', number: '7' });
  });

  it('reads a collection written by writeJson', () => {
    const [flag] = readJson(fixtureText('good/flag-colors.json'));
    const [dancer] = readJson(benchText('formats/dancer.nonogram-solver.json'));
    const text = writeJson([flag!, dancer!]);
    expect(JSON.parse(text)).toMatchObject({
      format: 'nonogram',
      version: 1,
      puzzles: [{ width: 4 }, { width: 5 }],
    });
    expect(readJson(text)).toEqual([flag, dancer]);
  });

  it('reads a goal picture as palette indices, and leaves out one it cannot use with a warning', () => {
    const doc = (goal: unknown): string =>
      JSON.stringify({ rows: [[1, 1], [3]], columns: [[2], [1], [2]], goal });
    const [good] = readJsonEntries(doc(['101', '111']), []);
    expect(Array.from(good!.goal!.cells)).toEqual([1, 0, 1, 1, 1, 1]);
    const cases: [unknown, string][] = [
      [['101'], 'it has 1 rows; the puzzle has 2'],
      [['101', '11'], 'row 2 has 2 cells; the puzzle is 3 wide'],
      [['101', '1x1'], 'Cell 5 of the grid is "x", not a colour index.'],
      [['102', '111'], 'row 1 uses colour 2, which the palette does not have'],
      ['101111', 'expected a list of rows, each a string of palette indices'],
    ];
    for (const [goal, reason] of cases) {
      const warnings: string[] = [];
      const [entry] = readJsonEntries(doc(goal), warnings);
      expect(entry!.goal, reason).toBeUndefined();
      expect(clueText(entry!.puzzle).rows, reason).toEqual(['1:1 1:1', '3:1']);
      expect(warnings).toEqual([`goal: the goal picture was left out: ${reason}`]);
    }
  });

  it('names the JSON path of a wrong value', () => {
    const read = (text: string): FormatError => {
      try {
        readJson(text);
      } catch (error) {
        return error as FormatError;
      }
      throw new Error('no error');
    };
    expect(read('[1]').message).toBe(
      '(top level): expected a JSON object with "rows" and "columns" (or "puzzles")',
    );
    expect(read('{"rows": [[1]], "columns": [1]}').message).toBe(
      'columns[0]: expected a list of blocks, such as [3, 1] or [[3, 1], [1, 2]]',
    );
    expect(
      read('{"puzzles": [{"rows": [[1]], "columns": [[1]], "meta": {"title": 3.5e9, "author": []}}]}').path,
    ).toBe('puzzles[0].meta.author');
    expect(
      read('{"rows": [[1]], "columns": [[1]], "palette": [{"name": "white"}, {"name": "x", "rgb": "nope"}]}')
        .path,
    ).toBe('palette[1].rgb');
  });
});

describe('findJsonSyntaxFault', () => {
  it('finds the line and column of the first fault', () => {
    expect(findJsonSyntaxFault('{\n  "a": [1,\n  2,]\n}')).toEqual({
      line: 3,
      column: 5,
      message: 'expected a value but found "]"',
    });
    expect(findJsonSyntaxFault('{"a": "open\n}')).toMatchObject({
      line: 1,
      message: 'a string runs past the end of its line',
    });
    expect(findJsonSyntaxFault('{"a": 1} x')).toMatchObject({
      message: 'expected the end of the text but found "x"',
    });
    expect(findJsonSyntaxFault('[[[]]]')).toBeUndefined();
  });
});
