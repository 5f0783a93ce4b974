import { describe, expect, it } from 'vitest';
import {
  detectFormat,
  FORMATS,
  readPuzzleFile,
  sniffFormat,
} from '../../../src-main/engine/formats/index.ts';
import { benchText, fixtureText } from './helpers.ts';

describe('detectFormat', () => {
  it('trusts an extension that only one format uses', () => {
    expect(detectFormat('a.NON', '')).toBe('non');
    expect(detectFormat('x.mk', '')).toBe('olsak-mk');
    expect(detectFormat('x.toml', '')).toBe('nonogrid');
  });

  it('looks at the content for .txt files and unknown extensions', () => {
    expect(detectFormat('d.txt', benchText('formats/dancer.taai-style.txt'))).toBe('taai');
    expect(detectFormat('d.txt', benchText('formats/dancer.sgt-pattern-id.txt'))).toBe('tatham');
    expect(detectFormat('d.txt', benchText('pynogram/uk.txt'))).toBe('pynogram');
    expect(detectFormat('puzzle', benchText('nonogrid/UK.toml'))).toBe('nonogrid');
    expect(detectFormat('puzzle', benchText('formats/dancer-webpbn-1.xml'))).toBe('webpbn');
    expect(detectFormat('puzzle', benchText('formats/dancer.nonogram-solver.json'))).toBe('json');
    expect(detectFormat('puzzle', benchText('olsak/rose.g'))).toBe('olsak-g');
    expect(detectFormat('puzzle', benchText('olsak/test.mk'))).toBe('olsak-mk');
    expect(detectFormat('puzzle', benchText('formats/dancer.nin'))).toBe('nin');
    expect(detectFormat('puzzle', fixtureText('good/flag-colors.non'))).toBe('non');
  });

  it('recognises nothing in text that is no puzzle', () => {
    expect(sniffFormat('Dear diary,\ntoday I solved a puzzle.\n')).toBeUndefined();
  });
});

describe('FORMATS', () => {
  it('lists each format once, with extensions in lower case', () => {
    expect(new Set(FORMATS.map((f) => f.id)).size).toBe(FORMATS.length);
    for (const format of FORMATS)
      for (const extension of format.extensions) expect(extension).toBe(extension.toLowerCase());
  });
});

describe('readPuzzleFile', () => {
  it('lets the caller force a format', () => {
    const result = readPuzzleFile('dancer.dat', benchText('formats/dancer.nin'), 'nin');
    expect(result.format).toBe('nin');
    expect(result.puzzles.map((p) => p.index)).toEqual([0]);
  });

  it('returns a puzzle whose clues cannot be met, for the app to show with its problems', () => {
    const result = readPuzzleFile('typo.nin', '2 2\n3\n1\n1\n1\n');
    expect(result.puzzles[0]!.puzzle.rows[0]).toEqual([{ length: 3, color: 1 }]);
  });
});
