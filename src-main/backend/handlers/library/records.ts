/** `library.*` (records): listing, reading, editing, deleting and exporting the stored puzzles. */
import { FORMATS, writePuzzleFile } from '../../../engine/formats/index.ts';
import { decodeGrid } from '../../../engine/grid-codec.ts';
import type { Grid, Puzzle } from '../../../engine/puzzle.ts';
import { listIds, listPuzzles } from '../../../library/puzzle-list.ts';
import {
  getPuzzleDetail,
  getPuzzleDetails,
  getPuzzles,
  listSources,
  restorePuzzles,
  softDeletePuzzles,
  updatePuzzleMeta,
} from '../../../library/puzzles.ts';
import { thumbnails } from '../../../library/thumbnails.ts';
import type { Handlers } from '../../../contract/methods.ts';
import { ApiFailure } from '../../../contract/result.ts';
import type { HandlerContext } from '../../handler-context.ts';
import { notFound } from '../../api-errors.ts';

type LibraryMethods =
  | 'library.list'
  | 'library.ids'
  | 'library.get'
  | 'library.details'
  | 'library.thumbnails'
  | 'library.sources'
  | 'library.update'
  | 'library.delete'
  | 'library.restore'
  | 'library.export';

export function libraryHandlers(context: HandlerContext): Pick<Handlers, LibraryMethods> {
  const { db, emit } = context;
  return {
    'library.list': async (query) => listPuzzles(db, query),
    'library.ids': async (query) => ({ ids: listIds(db, query) }),
    'library.get': async ({ id }) => getPuzzleDetail(db, id) ?? notFound(`Puzzle ${id}`),
    'library.details': async ({ ids }) => getPuzzleDetails(db, ids),
    'library.thumbnails': async ({ ids }) => thumbnails(db, ids),
    'library.sources': async () => listSources(db),
    'library.update': async ({ id, meta }) => {
      const detail = updatePuzzleMeta(db, id, meta) ?? notFound(`Puzzle ${id}`);
      emit('library.changed', { ids: [id] });
      return detail;
    },
    'library.delete': async ({ ids }) => {
      const deleted = softDeletePuzzles(db, ids);
      emit('library.changed', { ids });
      return { deleted };
    },
    'library.restore': async ({ ids }) => {
      const restored = restorePuzzles(db, ids);
      emit('library.changed', { ids });
      return { restored };
    },
    'library.export': async ({ ids, format }) => {
      const info = FORMATS.find((known) => known.id === format && known.canWrite);
      if (!info) {
        const writable = FORMATS.filter((known) => known.canWrite).map((known) => known.id);
        throw new ApiFailure(
          'invalid-arguments',
          `"${format}" is not a format the app writes (${writable.join(', ')}).`,
        );
      }
      const stored = getPuzzles(db, ids);
      if (stored.length === 0)
        throw new ApiFailure('not-found', 'None of the chosen puzzles is in the library.');
      const puzzles = stored.map(({ puzzle }) => puzzle);
      // The picture goes along where the format has room for it: for a puzzle with several
      // solutions it is the only record of which one was meant.
      const goals = stored.map(({ puzzle, picture }) => storedGoal(picture, puzzle));
      return {
        fileName: exportFileName(puzzles, info.extensions[0]!),
        text: writePuzzleFile(info.id, puzzles, goals),
      };
    },
  };
}

/** A stored picture as a grid; one that does not decode (a damaged row) is left out, not fatal. */
function storedGoal(picture: string | null, puzzle: Puzzle): Grid | undefined {
  if (picture === null) return undefined;
  try {
    return decodeGrid(picture, puzzle.width, puzzle.height);
  } catch {
    return undefined;
  }
}

/** The puzzle's title for one puzzle, "puzzles" for several; made safe for every file system. */
export function exportFileName(puzzles: readonly Puzzle[], extension: string): string {
  const title = puzzles.length === 1 ? (puzzles[0]!.meta.title ?? '') : '';
  const safe = [...title]
    .map((char) => (char < ' ' || '<>:"/\\|?*'.includes(char) ? ' ' : char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, 80);
  return `${safe || (puzzles.length === 1 ? 'puzzle' : 'puzzles')}.${extension}`;
}
