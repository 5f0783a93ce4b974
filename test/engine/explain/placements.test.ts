import { describe, expect, it } from 'vitest';
import { startRanges, startRangesFromClue } from '../../../src-main/engine/explain/placements.ts';
import type { LineClue } from '../../../src-main/engine/puzzle.ts';

const bw = (...lengths: number[]): LineClue => lengths.map((length) => ({ length, color: 1 }));
/** '?' open, '#' filled, '.' empty (black and white). */
const line = (text: string): Uint32Array =>
  Uint32Array.from(text, (c) => (c === '#' ? 2 : c === '.' ? 1 : 3));

describe('startRanges', () => {
  it('matches the clue-only ranges when nothing is known', () => {
    expect(startRanges(bw(2, 3), line('????????'))).toEqual(startRangesFromClue(bw(2, 3), 8));
    expect(startRangesFromClue(bw(2, 3), 8)).toEqual([
      { earliest: 0, latest: 2 },
      { earliest: 3, latest: 5 },
    ]);
  });

  it('narrows a block by the known empty cells', () => {
    expect(startRanges(bw(2, 3), line('???????.'))).toEqual([
      { earliest: 0, latest: 1 },
      { earliest: 3, latest: 4 },
    ]);
  });

  it('keeps the extremes even when the starts in between are impossible', () => {
    expect(startRanges(bw(3), line('????.??.????'))).toEqual([{ earliest: 0, latest: 9 }]);
  });

  it('needs a gap only between blocks of the same colour', () => {
    const clue: LineClue = [
      { length: 2, color: 1 },
      { length: 2, color: 2 },
    ];
    expect(startRangesFromClue(clue, 4)).toEqual([
      { earliest: 0, latest: 0 },
      { earliest: 2, latest: 2 },
    ]);
  });

  it('returns null when no placement fits', () => {
    expect(startRanges(bw(3), line('#.#.#'))).toBeNull();
  });
});
