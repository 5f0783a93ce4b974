import { describe, expect, it } from 'vitest';
import { readNin } from '../../../src-main/engine/formats/nin.ts';
import { readNonEntries, writeNon } from '../../../src-main/engine/formats/non.ts';
import { benchText, clueText, fixtureText } from './helpers.ts';

/** The puzzles alone, as the import reads them (goals are tested with readNonEntries). */
const readNon = (text: string) => readNonEntries(text, []).map((entry) => entry.puzzle);

describe('readNonEntries', () => {
  it('reads the colour extension: declared characters become the palette in order', () => {
    const [flag] = readNon(fixtureText('good/flag-colors.non'));
    expect(flag!.palette.map((c) => [c.name, c.char, c.rgb])).toEqual([
      ['white', '.', '#ffffff'],
      ['red', 'r', '#ff0000'],
      ['blue', 'b', '#0000ff'],
    ]);
    expect(clueText(flag!).rows).toEqual(['2:1 2:2', '1:1 1:2', '2:1 2:2']);
  });

  it('fills metadata: by is the author, catalogue the source, the licence a note', () => {
    const [flag] = readNon(fixtureText('good/flag-colors.non'));
    expect(flag!.meta).toEqual({
      title: 'Flag & bar',
      author: 'Fixture Maker',
      source: 'test fixtures #7',
      notes: 'License: CC0-1.0',
    });
  });

  it('ignores blank lines inside a clue block when the non-blank lines are the clues (fmt2)', () => {
    const [puzzle] = readNon(fixtureText('good/blank-lines.non'));
    expect(clueText(puzzle!)).toEqual({
      rows: ['1:1 1:1', '', '3:1', '2:1'],
      columns: ['1:1 2:1', '2:1', '1:1 1:1'],
    });
  });

  it('takes blank lines as empty clues when that gives the expected count (FORMAT.md)', () => {
    const [puzzle] = readNon(fixtureText('good/blank-clues.non'));
    expect(clueText(puzzle!)).toEqual({
      rows: ['1:1 1:1', '', '1:1 1:1'],
      columns: ['1:1 1:1', '', '1:1 1:1'],
    });
  });

  it('reads a bundle of puzzles separated by ====', () => {
    expect(readNon(fixtureText('good/bundle.nonpack')).map((p) => [p.meta.title, p.width, p.height])).toEqual(
      [
        ['first', 1, 1],
        ['second', 2, 1],
      ],
    );
  });

  it("reads pbnsolve's multi-line goal image and accepts columns N as the width", () => {
    const text = 'columns 3\nrows 2\nrows\n1,1\n1\ncolumns\n1\n1\n1\ngoal\n101\n010\n';
    const [entry] = readNonEntries(text, []);
    expect(clueText(entry!.puzzle)).toEqual({ rows: ['1:1 1:1', '1:1'], columns: ['1:1', '1:1', '1:1'] });
    expect(Array.from(entry!.goal!.cells)).toEqual([1, 0, 1, 0, 1, 0]);
  });

  it("reads a goal string in the clues' colours: 0 or . is blank, a colour's character is that colour", () => {
    const [flag] = readNonEntries(fixtureText('good/flag-colors.non'), []);
    expect(Array.from(flag!.goal!.cells)).toEqual([1, 1, 2, 2, 1, 0, 0, 2, 1, 1, 2, 2]);
  });

  it('leaves out a goal it cannot use, says why and where, and keeps the clues', () => {
    const base = 'width 2\nheight 1\ncolor r #ff0000\ncolor b #0000ff\nrows\n1r,1b\ncolumns\n1r\n1b\n';
    for (const [goal, reason] of [
      ['goal "rb"', ''],
      ['goal "rbr"', 'it has 3 cells; a 2 x 1 grid has 2'],
      ['goal "rq"', 'row 1 uses "q", which is not one of the puzzle\'s colour characters'],
    ] as const) {
      const warnings: string[] = [];
      const [entry] = readNonEntries(`${base}${goal}\n`, warnings);
      expect(clueText(entry!.puzzle).rows, goal).toEqual(['1:1 1:2']);
      if (reason === '') {
        expect(warnings, goal).toEqual([]);
        expect(Array.from(entry!.goal!.cells), goal).toEqual([1, 2]);
        continue;
      }
      expect(entry!.goal, goal).toBeUndefined();
      expect(warnings, goal).toEqual([`line 10: the goal image was left out: ${reason}`]);
    }
  });

  it('picks colours for characters used without any color line', () => {
    const [puzzle] = readNon('width 2\nheight 1\nrows\n1x,1y\ncolumns\n1x\n1y\n');
    expect(puzzle!.palette.map((c) => c.name)).toEqual(['white', 'x', 'y']);
    expect(new Set(puzzle!.palette.map((c) => c.rgb)).size).toBe(3);
  });

  it('writes comma-separated clues, 0 for an empty line, and no colour lines for black and white', () => {
    const dancer = readNin(benchText('formats/dancer.nin'));
    const text = writeNon([{ ...dancer, rows: [[], ...dancer.rows.slice(1)] }]);
    expect(text).toContain('width 5\nheight 10\n\nrows\n0\n2,1\n1,1\n3\n');
    expect(text).not.toContain('color');
  });
});
