/** Real library files in a temporary folder, removed when the test finishes. */
import { readFileSync } from 'node:fs';
import { onTestFinished } from 'vitest';
import { readNin } from '../../src-main/engine/formats/nin.ts';
import type { Puzzle } from '../../src-main/engine/puzzle.ts';
import { openLibrary, type OpenedLibrary, type OpenOptions } from '../../src-main/library/open.ts';
import { insertPuzzle, metaFields } from '../../src-main/library/puzzles.ts';
import type { Db } from '../../src-main/library/sql.ts';
import { fixturePath } from '../fixture-path.ts';
import { tempFolder } from '../temp-folder.ts';

/** 100 generated puzzles in the tournament text (test/fixtures/tournament/README.md). */
export const TOURNAMENT = fixturePath('tournament/tournament.txt');

export function tempDir(): string {
  return tempFolder('nonogram-library-');
}

/** Opens a library in a fresh folder (or the given one) and closes it after the test. */
export function openTemp(
  dir: string = tempDir(),
  options: OpenOptions = {},
): OpenedLibrary & { dir: string } {
  const opened = openLibrary(dir, options);
  onTestFinished(() => {
    if (opened.db.open) opened.db.close();
  });
  return { ...opened, dir };
}

/** Puzzle n of Jakub Wilk's test set, of those kept in test/fixtures/jwilk/. */
export function jwilk(n: number): Puzzle {
  return readNin(readFileSync(fixturePath('jwilk', `data${String(n).padStart(3, '0')}.nin`), 'utf8'));
}

/** Adds a puzzle with the given metadata and returns its id. */
export function addPuzzle(db: Db, puzzle: Puzzle, meta: Puzzle['meta'] = {}, now?: Date): number {
  const result = insertPuzzle(db, puzzle, metaFields({ ...puzzle.meta, ...meta }), now);
  if (!result.added) throw new Error('the test puzzle was a duplicate');
  return result.id;
}
