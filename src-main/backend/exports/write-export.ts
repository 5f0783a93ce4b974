/**
 * Writes an export to a file a batch of puzzles at a time: each batch is read from the library,
 * formatted (formats/write-parts.ts) and written before the next is read, and the event loop gets
 * a turn between batches, so memory stays flat whatever the size and the window's calls are
 * answered meanwhile. A cancel or a failure removes the partial file.
 */
import { open } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { FormatError } from '../../engine/formats/errors.ts';
import {
  countProblem,
  FORMATS,
  writeProblem,
  writePuzzleFile,
  type FormatId,
} from '../../engine/formats/index.ts';
import { puzzleFileParts } from '../../engine/formats/write-parts.ts';
import { decodeGrid } from '../../engine/grid-codec.ts';
import type { Grid, Puzzle } from '../../engine/puzzle.ts';
import { getPuzzles, liveIds, type StoredPuzzle } from '../../library/puzzles.ts';
import type { Db } from '../../library/sql.ts';
import { ApiFailure } from '../../contract/result.ts';
import { removeFile } from './export-files.ts';

/** Small enough that one batch's rows and text are a few hundred kilobytes and a few milliseconds. */
const BATCH = 500;

export interface ExportRequest {
  readonly ids: readonly number[];
  readonly format: string;
  readonly path: string;
  readonly signal: AbortSignal;
  readonly onProgress: (done: number, total: number) => void;
}

export interface WrittenExport {
  readonly fileName: string;
  readonly count: number;
  readonly bytes: number;
}

export async function writeExport(db: Db, request: ExportRequest): Promise<WrittenExport> {
  const format = writableFormat(request.format);
  const ids = liveIds(db, request.ids);
  if (ids.length === 0) throw new ApiFailure('not-found', 'None of the chosen puzzles is in the library.');
  const tooMany = countProblem(format.id, ids.length);
  if (tooMany !== undefined) throw new FormatError(tooMany);
  const file = await open(request.path, 'w');
  const output = { bytes: 0, count: 0, fileName: `puzzles.${format.extension}` };
  const write = async (text: string): Promise<void> => {
    const bytes = Buffer.from(text, 'utf8');
    await file.write(bytes);
    output.bytes += bytes.length;
  };
  try {
    const parts = puzzleFileParts(format.id, ids.length);
    if (parts === undefined) {
      // One puzzle, or TAAI text: written whole (see puzzleFileParts).
      const stored = getPuzzles(db, ids);
      const puzzles = stored.map(({ puzzle }) => puzzle);
      await write(writePuzzleFile(format.id, puzzles, stored.map(storedGoal)));
      output.count = stored.length;
      if (stored.length === 1) output.fileName = exportFileName(stored[0]!.puzzle, format.extension);
    } else {
      await write(parts.head);
      for (let start = 0; start < ids.length; start += BATCH) {
        if (request.signal.aborted) {
          throw new ApiFailure('cancelled', 'The export was cancelled; no file was written.');
        }
        // Read now, not counted before: a puzzle deleted meanwhile is left out.
        const stored = getPuzzles(db, ids.slice(start, start + BATCH));
        const problem = writeProblem(
          format.id,
          stored.map(({ puzzle }) => puzzle),
        );
        if (problem !== undefined && stored.length > 0) throw new FormatError(problem);
        let text = '';
        for (const each of stored) {
          if (output.count > 0) text += parts.separator;
          text += parts.item(each.puzzle, storedGoal(each));
          output.count++;
        }
        await write(text);
        request.onProgress(Math.min(start + BATCH, ids.length), ids.length);
        await nextTurn();
      }
      await write(parts.tail);
    }
  } catch (error) {
    await file.close();
    removeFile(request.path);
    throw error;
  }
  await file.close();
  return output;
}

function writableFormat(id: string): { readonly id: FormatId; readonly extension: string } {
  const info = FORMATS.find((known) => known.id === id && known.canWrite);
  if (!info) {
    const writable = FORMATS.filter((known) => known.canWrite).map((known) => known.id);
    throw new ApiFailure(
      'invalid-arguments',
      `"${id}" is not a format the app writes (${writable.join(', ')}).`,
    );
  }
  return { id: info.id, extension: info.extensions[0]! };
}

/**
 * The picture goes along where the format has room for it: for a puzzle with several solutions it
 * is the only record of which one was meant. One that does not decode (a damaged row) is left out.
 */
function storedGoal({ picture, puzzle }: StoredPuzzle): Grid | undefined {
  if (picture === null) return undefined;
  try {
    return decodeGrid(picture, puzzle.width, puzzle.height);
  } catch {
    return undefined;
  }
}

/** A one-puzzle export is named after its title, made safe for every file system. */
export function exportFileName(puzzle: Puzzle, extension: string): string {
  const safe = [...(puzzle.meta.title ?? '')]
    .map((char) => (char < ' ' || '<>:"/\\|?*'.includes(char) ? ' ' : char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, 80);
  return `${safe || 'puzzle'}.${extension}`;
}
