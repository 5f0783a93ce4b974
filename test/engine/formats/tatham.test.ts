import { describe, expect, it } from 'vitest';
import { readGameId, readTatham, writeGameId } from '../../../src-main/engine/formats/tatham.ts';
import { benchText, clueText, fixtureText } from './helpers.ts';

describe('Tatham game ids', () => {
  it('reads columns first, "/" between lines, "." between numbers, an empty section as an empty line', () => {
    const [first, square] = readTatham(fixtureText('good/two-ids.sgt.txt'));
    expect(clueText(first!)).toEqual({ rows: ['1:1 1:1', '1:1'], columns: ['2:1', '', '1:1'] });
    expect([square!.width, square!.height]).toEqual([2, 2]);
  });

  it('accepts and checks the given-cells suffix without keeping it', () => {
    expect(clueText(readGameId('2x1:1//1,aB'))).toEqual({ rows: ['1:1'], columns: ['1:1', ''] });
    expect(() => readGameId('2x1:1//1,a!')).toThrow(/"!" in the given-cells part/);
    expect(() => readGameId('2x1:1//1,zz')).toThrow(/longer than the grid/);
  });

  it('writes exactly what Pattern writes', () => {
    const id = benchText('formats/dancer.sgt-pattern-id.txt').trim();
    expect(writeGameId(readGameId(id))).toBe(id);
  });
});
