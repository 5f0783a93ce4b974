/** Version 3: a puzzle's content gains the picture it was drawn from; older puzzles have none. */
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../src-main/library/migrations/index.ts';
import { insertPuzzle, libraryAt } from './library-at.ts';

describe('migration to version 3', () => {
  it('keeps every puzzle’s palette, clues and solution, with no picture, and takes a picture afterwards', () => {
    const { db, reopen } = libraryAt(2);
    const solved = insertPuzzle(db, { title: 'Solved', clueHash: 'a', solution: '1001' });
    const unsolved = insertPuzzle(db, { title: 'Unsolved', clueHash: 'b' });
    const before = db.prepare(`SELECT * FROM puzzle_content ORDER BY puzzle_id`).all() as object[];

    const file = reopen();
    expect(migrate(file, 3)).toEqual([3]);
    expect(file.prepare(`SELECT * FROM puzzle_content ORDER BY puzzle_id`).all()).toEqual(
      before.map((row) => ({ ...row, picture: null })),
    );

    file.prepare(`UPDATE puzzle_content SET picture = '0110' WHERE puzzle_id = ?`).run(unsolved);
    expect(
      file.prepare(`SELECT puzzle_id, solution, picture FROM puzzle_content ORDER BY puzzle_id`).all(),
    ).toEqual([
      { puzzle_id: solved, solution: '1001', picture: null },
      { puzzle_id: unsolved, solution: null, picture: '0110' },
    ]);
  });
});
