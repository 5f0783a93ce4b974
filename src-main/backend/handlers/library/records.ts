/** `library.*` (records): listing, reading, editing, deleting and exporting the stored puzzles. */
import { listIds, listPuzzles } from '../../../library/puzzle-list.ts';
import {
  getPuzzleDetail,
  getPuzzleDetails,
  listSources,
  restorePuzzles,
  softDeletePuzzles,
  updatePuzzleMeta,
} from '../../../library/puzzles.ts';
import { thumbnails } from '../../../library/thumbnails.ts';
import type { Handlers } from '../../../contract/methods.ts';
import type { HandlerContext } from '../../handler-context.ts';
import { notFound } from '../../api-errors.ts';
import { writeExport } from '../../exports/write-export.ts';

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
    'library.export': ({ jobId, ids, format }) =>
      context.localJobs.run(jobId, async (signal) => {
        const { exportId, path } = context.exports.reserve();
        const written = await writeExport(db, {
          ids,
          format,
          path,
          signal,
          onProgress: (done, total) =>
            emit('job.progress', {
              jobId,
              kind: 'export',
              fraction: done / total,
              message: `Written ${done} of ${total} puzzles`,
            }),
        });
        context.exports.publish(exportId, { path, fileName: written.fileName, bytes: written.bytes });
        return { exportId, ...written };
      }),
  };
}
