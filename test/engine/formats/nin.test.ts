import { describe, expect, it } from 'vitest';
import { readNin, readNinWithWarnings, writeNin } from '../../../src-main/engine/formats/nin.ts';
import { benchText, clueText } from './helpers.ts';

describe('readNin', () => {
  it('reads W H, then rows, then columns, 0 and empty lines as empty clues', () => {
    const puzzle = readNin('\n2 3\r\n2\n\n1\n0\n1 1\n');
    expect(clueText(puzzle)).toEqual({ rows: ['2:1', '', '1:1'], columns: ['', '1:1 1:1'] });
  });

  it('warns about text after the clues instead of reading it', () => {
    const { warnings } = readNinWithWarnings('1 1\n1\n1\n\n9 9\n');
    expect(warnings).toEqual(['line 5: the text after the 1 row and 1 column clues was ignored ("9 9")']);
  });

  it('writes the bench file byte for byte', () => {
    const text = benchText('formats/dancer.nin');
    expect(writeNin(readNin(text))).toBe(text);
  });
});
