/**
 * Bringing puzzles into the library in batches. Each batch is one transaction of prepared inserts;
 * between batches the import reports progress and yields to the event loop, which is when a
 * cancel can arrive. A cancelled import keeps the batches already committed and says so. Holding
 * one transaction across the yields would make every other write of the app (a move being saved)
 * part of the import's transaction, and lost with it on a cancel.
 *
 * A puzzle whose clues are already in the library (or earlier in the same import) is counted as
 * a duplicate and skipped; a goal image it brings goes to the puzzle kept, when that has none.
 * Goal images that do not fit their clues are left out, and the summary's notes say so. A puzzle that is not a puzzle at all (engine/validate.ts) is reported
 * as failed with the reason; one whose clues merely cannot be met is kept, so it can be fixed.
 */
import type { ImportFailure, ImportSummary } from '../contract/dto.ts';
import { encodeGrid } from '../engine/grid-codec.ts';
import { satisfies, type Grid, type Puzzle } from '../engine/puzzle.ts';
import type { CancelSignal } from '../engine/solver/types.ts';
import { structuralProblems } from '../engine/validate.ts';
import { insertPuzzle, metaFields } from './puzzles.ts';
import { markImportProgress } from './import-marker.ts';
import type { Db } from './sql.ts';

export interface ImportItem {
  readonly puzzle: Puzzle;
  /** The file it came from, as shown to the user. */
  readonly file: string;
  /** 1-based position inside the file. */
  readonly index: number;
  /** The picture the file gives as the solution; kept with the puzzle when it fits the clues. */
  readonly goal?: Grid;
}

export interface ImportProgress {
  readonly done: number;
  readonly total: number;
}

export const IMPORT_BATCH_SIZE = 250;

export const GOAL_DOES_NOT_FIT = 'Its goal image does not fit the clues, so only the clues were kept.';
export const PICTURE_GIVEN_TO_DUPLICATE =
  'Already in the library; the goal image in the file was added to the puzzle there.';

export async function importPuzzles(
  db: Db,
  items: readonly ImportItem[],
  onProgress?: (progress: ImportProgress) => void,
  signal?: CancelSignal,
  earlier: Pick<ImportSummary, 'failed' | 'notes'> = { failed: [], notes: [] },
  batchSize: number = IMPORT_BATCH_SIZE,
  /** The job id its marker is noted under (import-marker.ts), when it has one. */
  markedAs: string | null = null,
): Promise<ImportSummary> {
  const perFile = new Map<string, number>();
  for (const item of items) perFile.set(item.file, (perFile.get(item.file) ?? 0) + 1);
  const addedIds: number[] = [];
  const failed: ImportFailure[] = [...earlier.failed];
  const notes: ImportFailure[] = [...earlier.notes];
  let duplicates = 0;
  let done = 0;

  const runBatch = db.transaction((batch: readonly ImportItem[], now: Date) => {
    for (const item of batch) {
      const many = (perFile.get(item.file) ?? 0) > 1;
      const where = { file: item.file, ...(many ? { index: item.index } : {}) };
      const problem = structuralProblems(item.puzzle)[0];
      if (problem) {
        failed.push({ ...where, message: problem.message });
        continue;
      }
      const meta = metaFields(item.puzzle.meta);
      const title = meta.title || defaultTitle(item.file, many ? item.index : null);
      try {
        const fits = item.goal !== undefined && satisfies(item.puzzle, item.goal);
        if (item.goal && !fits) notes.push({ ...where, message: GOAL_DOES_NOT_FIT });
        const picture = fits ? encodeGrid(item.goal!) : null;
        const result = insertPuzzle(db, item.puzzle, { ...meta, title }, now, picture);
        if (result.added) addedIds.push(result.id);
        else {
          duplicates++;
          if (result.pictureAdded) notes.push({ ...where, message: PICTURE_GIVEN_TO_DUPLICATE });
        }
      } catch (error) {
        failed.push({
          ...where,
          message: `It could not be stored: ${error instanceof Error ? error.message : String(error)}`,
        });
      }
    }
    // See import-marker.ts: the batch's transaction also records how many puzzles are stored.
    if (markedAs !== null) markImportProgress(db, markedAs, addedIds.length);
  });

  while (done < items.length) {
    if (signal?.aborted) break;
    const batch = items.slice(done, done + batchSize);
    runBatch(batch, new Date());
    done += batch.length;
    onProgress?.({ done, total: items.length });
    if (done < items.length) await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return { added: addedIds.length, duplicates, failed, notes, cancelled: done < items.length, addedIds };
}

/** "dancer.nin" becomes "dancer"; the 3rd puzzle of "set.txt" becomes "set 3". */
export function defaultTitle(file: string, index: number | null): string {
  const base = file.split(/[\\/]/).pop() ?? file;
  const stem = base.replace(/\.[^.]+$/, '') || base;
  return index === null ? stem : `${stem} ${index}`;
}
