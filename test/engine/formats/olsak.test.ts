import { describe, expect, it } from 'vitest';
import {
  readOlsakG,
  readOlsakMk,
  writeOlsakG,
  writeOlsakMk,
} from '../../../src-main/engine/formats/olsak.ts';
import { benchText, clueText, fixtureText } from './helpers.ts';

describe('readOlsakG', () => {
  const flag = readOlsakG(fixtureText('good/flag-colors.g'));

  it('puts the default colour first and keeps declaration order after it', () => {
    expect(flag.palette.map((c) => [c.name, c.char, c.rgb])).toEqual([
      ['white', '.', '#ffffff'],
      ['red', '*', '#ff0000'],
      ['b', '%', '#0000ff'],
    ]);
    expect(clueText(flag)).toEqual({
      rows: ['2:1 2:2', '1:1 1:2', '2:1 2:2'],
      columns: ['3:1', '1:1 1:1', '1:2 1:2', '3:2'],
    });
  });

  it('takes "Title:" from the comment before the data and keeps the rest as notes', () => {
    expect(flag.meta).toEqual({ title: 'Flag & bar', notes: "A colour flag in Olsak's .g format." });
  });

  it('reads black and white files without colour declarations', () => {
    const kocka = readOlsakG(benchText('olsak/kocka.g'));
    expect([kocka.width, kocka.height, kocka.palette.length]).toEqual([35, 35, 2]);
  });

  it('writes a file that reads back, declaring colours only when needed', () => {
    expect(readOlsakG(writeOlsakG(flag)).rows).toEqual(flag.rows);
    const kocka = readOlsakG(benchText('olsak/kocka.g'));
    const text = writeOlsakG(kocka);
    expect(text).not.toContain('#d');
    expect(readOlsakG(text).columns).toEqual(kocka.columns);
  });
});

describe('readOlsakMk', () => {
  it('reads HEIGHT WIDTH, the rows, "#", then the columns; a blank line is an empty clue unless trailing', () => {
    const puzzle = readOlsakMk('2 3\n1 1\n1 1\n#\n2\n\n2\n\n\n');
    expect(clueText(puzzle)).toEqual({ rows: ['1:1 1:1', '1:1 1:1'], columns: ['2:1', '', '2:1'] });
  });

  it('writes the same layout', () => {
    expect(writeOlsakMk(readOlsakMk('1 2\n1\n#\n0\n1\n'))).toBe('1 2\n1\n#\n0\n1\n');
  });
});
