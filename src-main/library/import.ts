/**
 * Bringing puzzles into the library in batches. Each batch is one transaction of prepared inserts;
 * between batches the import reports progress and yields to the event loop, which is when a
 * cancel can arrive. A cancelled import keeps the batches already committed and says so. Holding
 * one transaction across the yields would make every other write of the app (a move being saved)
 * part of the import's transaction, and lost with it on a cancel.
 *
 * A puzzle whose clues are already in the library (or earlier in the same import) is counted as
 * a duplicate and skipped, and the summary names the puzzle it duplicates; a goal image it brings
 * goes to the puzzle kept, when that has none. Goal images that do not fit their clues are left
 * out, and the summary's notes say so. A puzzle that is not a puzzle at all (engine/validate.ts)
 * is reported as failed with the reason; one whose clues merely cannot be met is kept, so it can
 * be fixed. Each puzzle records the file it came from; an item with a collection goes to the end
 * of that collection's order, a duplicate too (as the puzzle already there).
 */
import type { ImportDuplicate, ImportFailure, ImportResult } from '../contract/dto.ts';
import { fileStem } from '../contract/import-groups.ts';
import { encodeGrid } from '../engine/grid-codec.ts';
import { satisfies, type Grid, type Puzzle } from '../engine/puzzle.ts';
import type { CancelSignal } from '../engine/solver/types.ts';
import { structuralProblems } from '../engine/validate.ts';
import { appendMembers, getCollection } from './collections.ts';
import { insertPuzzle, metaFields } from './puzzles.ts';
import { markImportProgress } from './import-marker.ts';
import { prepared, type Db } from './sql.ts';

export interface ImportItem {
  readonly puzzle: Puzzle;
  /** The file it came from, as shown to the user (the path inside a chosen folder). */
  readonly file: string;
  /** 1-based position inside the file. */
  readonly index: number;
  /** The picture the file gives as the solution; kept with the puzzle when it fits the clues. */
  readonly goal?: Grid;
  /** The collection it goes into, at the end of its order. */
  readonly collectionId?: number;
}

export interface ImportProgress {
  readonly done: number;
  readonly total: number;
}

export interface ImportOptions {
  readonly onProgress?: (progress: ImportProgress) => void;
  readonly signal?: CancelSignal;
  /** Failures and notes from reading the files, to head the summary's. */
  readonly earlier?: { readonly failed: readonly ImportFailure[]; readonly notes: readonly ImportFailure[] };
  /** Collections the caller made for this import (the summary says they were made). */
  readonly created?: ReadonlySet<number>;
  readonly batchSize?: number;
  /** The job id its marker is noted under (import-marker.ts), when it has one. */
  readonly markedAs?: string | null;
}

export const IMPORT_BATCH_SIZE = 250;

export const GOAL_DOES_NOT_FIT = 'Its goal image does not fit the clues, so only the clues were kept.';
export const PICTURE_GIVEN_TO_DUPLICATE =
  'Already in the library; the goal image in the file was added to the puzzle there.';

export async function importPuzzles(
  db: Db,
  items: readonly ImportItem[],
  options: ImportOptions = {},
): Promise<ImportResult> {
  const { onProgress, signal, earlier, created = new Set<number>(), markedAs = null } = options;
  const batchSize = options.batchSize ?? IMPORT_BATCH_SIZE;
  const perFile = new Map<string, number>();
  for (const item of items) perFile.set(item.file, (perFile.get(item.file) ?? 0) + 1);
  const addedIds: number[] = [];
  const failed: ImportFailure[] = [...(earlier?.failed ?? [])];
  const notes: ImportFailure[] = [...(earlier?.notes ?? [])];
  const duplicateOf: ImportDuplicate[] = [];
  const members = new Map<number, number>();
  let done = 0;

  const runBatch = db.transaction((batch: readonly ImportItem[], now: Date) => {
    const joining = new Map<number, number[]>();
    for (const item of batch) {
      const many = (perFile.get(item.file) ?? 0) > 1;
      const where = { file: item.file, ...(many ? { index: item.index } : {}) };
      const problem = structuralProblems(item.puzzle)[0];
      if (problem) {
        failed.push({ ...where, message: problem.message });
        continue;
      }
      const meta = metaFields(item.puzzle.meta);
      const title = readableTitle(meta.title, item.file, many ? item.index : null);
      try {
        const fits = item.goal !== undefined && satisfies(item.puzzle, item.goal);
        if (item.goal && !fits) notes.push({ ...where, message: GOAL_DOES_NOT_FIT });
        const picture = fits ? encodeGrid(item.goal!) : null;
        const result = insertPuzzle(db, item.puzzle, { ...meta, title }, now, picture, item.file);
        if (result.added) addedIds.push(result.id);
        else {
          duplicateOf.push({
            ...where,
            existingId: result.id,
            message: `Duplicate of ${readableName(db, result.id)}`,
          });
          if (result.pictureAdded) notes.push({ ...where, message: PICTURE_GIVEN_TO_DUPLICATE });
        }
        if (item.collectionId !== undefined) {
          const list = joining.get(item.collectionId) ?? [];
          list.push(result.id);
          joining.set(item.collectionId, list);
        }
      } catch (error) {
        failed.push({
          ...where,
          message: `It could not be stored: ${error instanceof Error ? error.message : String(error)}`,
        });
      }
    }
    for (const [collectionId, ids] of joining) {
      members.set(collectionId, (members.get(collectionId) ?? 0) + appendMembers(db, collectionId, ids, now));
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
  const targets = new Set([...created, ...members.keys()]);
  const collections = [...targets].flatMap((id) => {
    const collection = getCollection(db, id);
    if (!collection) return [];
    return [{ id, name: collection.name, created: created.has(id), added: members.get(id) ?? 0 }];
  });
  return {
    added: addedIds.length,
    duplicates: duplicateOf.length,
    failed,
    notes,
    cancelled: done < items.length,
    addedIds,
    duplicateOf,
    collections,
  };
}

/** "dancer.nin" becomes "dancer"; the 3rd puzzle of "set.txt" becomes "set 3". */
export function defaultTitle(file: string, index: number | null): string {
  const stem = fileStem(file);
  return index === null ? stem : `${stem} ${index}`;
}

/**
 * The title a puzzle is stored under: its own, made readable where it is only a file's marker (a
 * tournament file's "$681" becomes "taai2011 #681"), or one from the file's name.
 */
export function readableTitle(title: string, file: string, index: number | null): string {
  const marker = /^\$(\d+)$/.exec(title);
  if (marker) return `${fileStem(file)} #${marker[1]}`;
  return title || defaultTitle(file, index);
}

/** "'Cat' (webpbn.com #6)": a puzzle's title, with its source and number where it has them. */
function readableName(db: Db, id: number): string {
  const row = prepared(db, 'SELECT title, source, number FROM puzzles WHERE id = ?').get(id) as
    { title: string; source: string; number: string } | undefined;
  if (!row) return `puzzle ${id}`;
  const number = row.number !== '' && !row.source.includes(`#${row.number}`) ? `#${row.number}` : '';
  const where = [row.source, number].filter((part) => part !== '').join(' ');
  return `'${row.title || `puzzle ${id}`}'${where ? ` (${where})` : ''}`;
}
