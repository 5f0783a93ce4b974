import { describe, expect, it } from 'vitest';
import { readWebpbn, writeWebpbn } from '../../../src-main/engine/formats/webpbn.ts';
import { clueText, fixtureText } from './helpers.ts';

describe('readWebpbn', () => {
  const [flag, bar] = readWebpbn(fixtureText('good/flag-colors.xml'));

  it('reads every puzzle of a set, labelled by id or title', () => {
    expect([flag!.label, bar!.label]).toEqual(['#7', 'Bar <plain>']);
  });

  it('gives counts without a colour the puzzle default colour', () => {
    const puzzle = flag!.puzzle;
    expect(puzzle.palette.map((c) => [c.name, c.char, c.rgb])).toEqual([
      ['white', '.', '#ffffff'],
      ['red', 'r', '#ff0000'],
      ['blue', 'b', '#0000ff'],
    ]);
    expect(clueText(puzzle).rows).toEqual(['2:1 2:2', '1:1 1:2', '2:1 2:2']);
    expect(clueText(puzzle).columns).toEqual(['3:1', '1:1 1:1', '1:2 1:2', '3:2']);
  });

  it('fills metadata from the puzzle, falling back to the set, with entities decoded', () => {
    expect(flag!.puzzle.meta).toEqual({
      title: 'Flag & bar',
      author: 'Set Author',
      copyright: '© 2024 Fixture Maker',
      source: 'test fixtures',
      number: '#7',
      notes: 'Red on the left, blue on the right.',
    });
  });

  it('treats undeclared black and white as predefined and an empty line as an empty clue', () => {
    const puzzle = bar!.puzzle;
    expect(puzzle.palette.map((c) => c.name)).toEqual(['white', 'black']);
    expect([puzzle.width, puzzle.height]).toEqual([3, 1]);
    expect(puzzle.columns[1]).toEqual([]);
  });

  it('derives the clues of a puzzle that only gives its goal image', () => {
    const [goal] = readWebpbn(fixtureText('good/goal-only.xml'));
    expect(goal!.puzzle.palette.map((c) => c.name)).toEqual(['white', 'black', 'green']);
    expect(clueText(goal!.puzzle)).toEqual({
      rows: ['2:1 1:2', '1:1 1:2', '3:2'],
      columns: ['2:1', '1:1 1:2', '1:2', '3:2'],
    });
  });

  describe('a goal image beside the clues', () => {
    const [drawn] = readWebpbn(fixtureText('good/goal-only.xml'));
    const withGoal = (image: string): string =>
      writeWebpbn([drawn!.puzzle]).replace(
        '</puzzle>',
        `<solution type="goal"><image>${image}</image></solution></puzzle>`,
      );

    it("is kept as a grid in the clues' palette", () => {
      const [read] = readWebpbn(withGoal('|XX.g|\n|X..g|\n|.ggg|'));
      expect(read!.puzzle.rows).toEqual(drawn!.puzzle.rows);
      expect(read!.goal).toEqual({
        width: 4,
        height: 3,
        cells: Uint8Array.from([1, 1, 0, 2, 1, 0, 0, 2, 0, 2, 2, 2]),
      });
    });

    it('is left out when its size differs or it cannot be read, with a warning; the clues still are', () => {
      const cases = [
        ['|XX.g|\n|X..g|', 'it is 4 x 2; the clues are 4 x 3'],
        ['|XX.q|\n|X..g|\n|.ggg|', 'goal image row 1: no colour has the character "q"'],
        ['|XX.g|\n|X.g|\n|.ggg|', 'goal image row 2 has 3 cells; the first row has 4'],
      ];
      for (const [image, reason] of cases) {
        const warnings: string[] = [];
        const [read] = readWebpbn(withGoal(image!), warnings);
        expect(read!.goal, image).toBeUndefined();
        expect(read!.puzzle.rows, image).toEqual(drawn!.puzzle.rows);
        expect(warnings, image).toEqual([expect.stringMatching(/^line \d+: the goal image was left out: /)]);
        expect(warnings[0], image).toContain(reason);
      }
    });
  });

  it('writes a set that reads back with the same default colour and background', () => {
    const text = writeWebpbn([flag!.puzzle]);
    expect(text).toContain('<puzzle type="grid" defaultcolor="red" backgroundcolor="white">');
    expect(text).toContain('<line><count>2</count><count color="blue">2</count></line>');
    expect(readWebpbn(text)[0]!.puzzle.rows).toEqual(flag!.puzzle.rows);
  });
});
