/**
 * `library.import`: files arrive as text (the renderer reads dropped or chosen files itself; the
 * shell reads files named on the command line). Each is parsed with the format readers in the file
 * worker thread (so no file blocks the window or a move, and one that takes too much memory or
 * time fails alone), then stored in batches. Progress goes out as `job.progress` events under the caller's job id: the
 * first tenth for reading, the rest for storing. A cancel stops between files or batches; what
 * was stored stays, and the summary says the import was cancelled.
 */
import { IMPORT_BATCH_SIZE, importPuzzles, type ImportItem } from '../../library/import.ts';
import { markImportFinished, markImportStarted } from '../../library/import-marker.ts';
import type { Handlers, ParsedArgs } from '../../contract/methods.ts';
import { NOTHING_IMPORTED, type ImportFailure, type ImportSummary } from '../../contract/dto.ts';
import { FileWorkerError } from '../file-worker/file-worker.ts';
import type { HandlerContext } from './context.ts';
import { toApiFailure } from './errors.ts';

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

async function importFiles(
  { db, emit, files: reader }: HandlerContext,
  { jobId, files }: ParsedArgs<'library.import'>,
  signal: AbortSignal,
): Promise<ImportSummary> {
  const progress = (fraction: number, message: string): void =>
    emit('job.progress', { jobId, kind: 'import', fraction, message });
  const items: ImportItem[] = [];
  const failed: ImportFailure[] = [];
  const notes: ImportFailure[] = [];
  for (const [n, file] of files.entries()) {
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
    return { ...NOTHING_IMPORTED, failed, notes, cancelled: true };
  }
  const summary = await importPuzzles(
    db,
    items,
    ({ done, total }) =>
      progress(READING_SHARE + ((1 - READING_SHARE) * done) / total, `Stored ${done} of ${total} puzzles`),
    signal,
    { failed, notes },
    IMPORT_BATCH_SIZE,
    jobId,
  );
  progress(1, summary.cancelled ? 'Import cancelled' : 'Import finished');
  if (summary.addedIds.length > 0) emit('library.changed', { ids: summary.addedIds });
  return summary;
}

/** A reader's warning ("line 4: the ...") as the summary shows it ("Line 4: the ..."). */
function sentence(warning: string): string {
  return warning.charAt(0).toUpperCase() + warning.slice(1);
}
