import { describe, expect, it } from 'vitest';
import { readNonogrid } from '../../../src-main/engine/formats/nonogrid.ts';
import { readPynogram } from '../../../src-main/engine/formats/pynogram.ts';
import { benchText, clueText, fixtureText } from './helpers.ts';

const FLAG = { rows: ['2:1 2:2', '1:1 1:2', '2:1 2:2'], columns: ['3:1', '1:1 1:1', '1:2 1:2', '3:2'] };

describe('readPynogram', () => {
  it('reads quoted and unquoted clues split by commas and line ends, with comments', () => {
    const flag = readPynogram(fixtureText('good/flag-colors.txt'));
    expect(clueText(flag)).toEqual(FLAG);
    expect(flag.palette.map((c) => c.rgb)).toEqual(['#ffffff', '#ff0000', '#0000ff']);
    expect(flag.meta).toEqual({ source: 'test fixtures', notes: 'Flag in pynogram text' });
  });

  it('reads the compact and the verbose example of hello.txt alike', () => {
    const hello = readPynogram(benchText('pynogram/hello.txt'));
    expect([hello.width, hello.height]).toEqual([22, 7]);
    expect(clueText(hello).columns.slice(0, 6)).toEqual(['7:1', '1:1', '1:1', '1:1', '7:1', '']);
  });

  it('adds black for unsuffixed blocks next to the declared colours', () => {
    const apples = readPynogram(benchText('pynogram/apples.txt'));
    expect(apples.palette.map((c) => c.name)).toEqual(['white', 'black', 'g', 'red']);
  });
});

describe('readNonogrid', () => {
  it('reads multi-line and literal strings and the colour list', () => {
    const flag = readNonogrid(fixtureText('good/flag-colors.toml'));
    expect(clueText(flag)).toEqual(FLAG);
    expect(flag.palette.map((c) => c.name)).toEqual(['white', 'red', 'b']);
  });

  it('gives the same puzzle as the pynogram text of the same sample', () => {
    const toml = readNonogrid(benchText('nonogrid/hello.toml'));
    const text = readPynogram(benchText('pynogram/hello.txt'));
    expect(clueText(toml)).toEqual(clueText(text));
  });
});
