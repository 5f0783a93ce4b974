/**
 * `library.import`: files arrive as text (the renderer reads dropped or chosen files itself; the
 * shell reads files named on the command line). Each is parsed with the format readers in the file
 * worker thread (so no file blocks the window or a move, and one that takes too much memory or
 * time fails alone), a folder's files in the natural order of their names (data2 before data10),
 * then stored in batches, into the collection(s) the call asks for (contract/methods.ts
 * `importCollection`). Progress goes out as `job.progress` events under the caller's job id: the
 * first tenth for reading, the rest for storing. A cancel stops between files or batches; what
 * was stored stays, and the summary says the import was cancelled.
 */
import { ensureCollection, existingCollection } from '../../../library/collections.ts';
import { importPuzzles, type ImportItem } from '../../../library/import.ts';
import { markImportFinished, markImportStarted } from '../../../library/import-marker.ts';
import type { Db } from '../../../library/sql.ts';
import type { Handlers, ParsedArgs } from '../../../contract/methods.ts';
import { NOTHING_IMPORTED_RESULT, type ImportFailure, type ImportResult } from '../../../contract/dto.ts';
import { importGroupOf, importOrder } from '../../../contract/import-groups.ts';
import { FileWorkerError } from '../../file-worker/file-worker.ts';
import type { HandlerContext } from '../../handler-context.ts';
import { toApiFailure } from '../../api-errors.ts';

const READING_SHARE = 0.1;

export function importHandler(context: HandlerContext): Pick<Handlers, 'library.import'> {
  return {
    'library.import': (args) =>
      context.localJobs.run(args.jobId, async (signal) => {
        // Noted until it ends, so an import cut off by a kill is reported at the next start.
        markImportStarted(context.db, args.jobId, args.files.length);
        try {
          return await importFiles(context, args, signal);
        } finally {
          markImportFinished(context.db, args.jobId);
        }
      }),
  };
}

type ImportArgs = ParsedArgs<'library.import'>;

async function importFiles(
  { db, emit, files: reader }: HandlerContext,
  { jobId, files, collection }: ImportArgs,
  signal: AbortSignal,
): Promise<ImportResult> {
  const progress = (fraction: number, message: string): void =>
    emit('job.progress', { jobId, kind: 'import', fraction, message });
  const items: ImportItem[] = [];
  const failed: ImportFailure[] = [];
  const notes: ImportFailure[] = [];
  const ordered = importOrder(files);
  for (const [n, file] of ordered.entries()) {
    if (signal.aborted) break;
    progress((READING_SHARE * n) / files.length, `Reading ${file.name}`);
    try {
      const { puzzles, warnings } = await reader.read(file.name, file.text);
      for (const warning of warnings) notes.push({ file: file.name, message: sentence(warning) });
      for (const { index, puzzle, goal } of puzzles) {
        items.push({ puzzle, file: file.name, index: index + 1, ...(goal ? { goal } : {}) });
      }
    } catch (error) {
      const reason = toApiFailure(error);
      const message = reason instanceof Error ? reason.message : String(reason);
      failed.push({
        file: file.name,
        message: error instanceof FileWorkerError ? `It could not be read: ${message}.` : message,
      });
    }
  }
  if (signal.aborted) {
    return { ...NOTHING_IMPORTED_RESULT, failed, notes, cancelled: true };
  }
  const { placed, created } = placeInCollections(db, items, collection);
  const summary = await importPuzzles(db, placed, {
    onProgress: ({ done, total }) =>
      progress(READING_SHARE + ((1 - READING_SHARE) * done) / total, `Stored ${done} of ${total} puzzles`),
    signal,
    earlier: { failed, notes },
    created,
    markedAs: jobId,
  });
  progress(1, summary.cancelled ? 'Import cancelled' : 'Import finished');
  const changed = [...summary.addedIds, ...summary.duplicateOf.map((duplicate) => duplicate.existingId)];
  if (changed.length > 0) emit('library.changed', { ids: changed });
  return summary;
}

/**
 * The items with the collection each goes into, making the collections named that are not there
 * yet (only for files that gave puzzles, so a file that fails makes none).
 */
function placeInCollections(
  db: Db,
  items: readonly ImportItem[],
  target: ImportArgs['collection'],
): { placed: ImportItem[]; created: Set<number> } {
  const created = new Set<number>();
  const named = new Map<string, number>();
  const collectionCalled = (name: string): number => {
    const key = name.trim().toLowerCase();
    let id = named.get(key);
    if (id === undefined) {
      const found = ensureCollection(db, name);
      if (found.created) created.add(found.id);
      id = found.id;
      named.set(key, id);
    }
    return id;
  };
  switch (target.kind) {
    case 'none':
      return { placed: [...items], created };
    case 'existing': {
      const { id } = existingCollection(db, target.id);
      return { placed: items.map((item) => ({ ...item, collectionId: id })), created };
    }
    case 'named':
      if (items.length === 0) return { placed: [], created };
      return {
        placed: items.map((item) => ({ ...item, collectionId: collectionCalled(target.name) })),
        created,
      };
    case 'groups': {
      const perFile = new Map<string, number>();
      for (const item of items) perFile.set(item.file, (perFile.get(item.file) ?? 0) + 1);
      const placed = items.map((item) => {
        const group = importGroupOf(item.file, perFile.get(item.file) ?? 0);
        if (group === null) return item;
        return { ...item, collectionId: collectionCalled(target.names[group] ?? group) };
      });
      return { placed, created };
    }
  }
}

/** A reader's warning ("line 4: the ...") as the summary shows it ("Line 4: the ..."). */
function sentence(warning: string): string {
  return warning.charAt(0).toUpperCase() + warning.slice(1);
}
