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

  it('writes a set that reads back with the same default colour and background', () => {
    const text = writeWebpbn([flag!.puzzle]);
    expect(text).toContain('<puzzle type="grid" defaultcolor="red" backgroundcolor="white">');
    expect(text).toContain('<line><count>2</count><count color="blue">2</count></line>');
    expect(readWebpbn(text)[0]!.puzzle.rows).toEqual(flag!.puzzle.rows);
  });
});
