import { describe, expect, it } from 'vitest';
import { BLACK_AND_WHITE } from '../../src-main/engine/puzzle.ts';
import { LibraryError } from '../../src-main/library/errors.ts';
import {
  decodeClues,
  decodePalette,
  encodeClues,
  encodePalette,
} from '../../src-main/library/puzzle-codec.ts';
import { getPuzzleDetail } from '../../src-main/library/puzzles.ts';
import { addPuzzle, jwilk, openTemp } from './temp-library.ts';

describe('stored clues and palette', () => {
  it('round-trip through their JSON text', () => {
    const rows = [
      [{ length: 3, color: 1 }],
      [],
      [
        { length: 1, color: 2 },
        { length: 2, color: 1 },
      ],
    ];
    const columns = [[{ length: 2, color: 1 }]];
    expect(encodeClues(rows, columns)).toBe('{"rows":[[3,1],[],[1,2,2,1]],"columns":[[2,1]]}');
    expect(decodeClues(encodeClues(rows, columns), 1)).toEqual({ rows, columns });
    expect(decodePalette(encodePalette(BLACK_AND_WHITE), 1)).toEqual(BLACK_AND_WHITE);
  });

  it('say which puzzle cannot be read when the stored text is damaged', () => {
    expect(() => decodeClues('{"rows":[[3]],"columns":[]}', 7)).toThrow(
      'The stored clues of puzzle 7 cannot be read.',
    );
    expect(() => decodePalette('[{"name":1}]', 7)).toThrow(LibraryError);
    const { db } = openTemp();
    const id = addPuzzle(db, jwilk(1));
    db.prepare(`UPDATE puzzle_content SET clues = 'not json' WHERE puzzle_id = ?`).run(id);
    expect(() => getPuzzleDetail(db, id)).toThrow(expect.objectContaining({ code: 'database' }));
  });
});
