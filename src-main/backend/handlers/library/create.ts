/** `library.create`: a puzzle typed in (or drawn) becomes a library puzzle. */
import { satisfies } from '../../../engine/puzzle.ts';
import { pictureGrid } from '../../../engine/picture-grid.ts';
import { addPuzzle } from '../../../library/add-puzzle.ts';
import { getCollection } from '../../../library/collections.ts';
import { metaFields } from '../../../library/puzzles.ts';
import type { Handlers } from '../../../contract/methods.ts';
import { ApiFailure } from '../../../contract/result.ts';
import { notFound } from '../../api-errors.ts';
import { entryPuzzleModel } from '../../entry-puzzle.ts';
import type { HandlerContext } from '../../handler-context.ts';

export function createHandler({ db, emit }: HandlerContext): Pick<Handlers, 'library.create'> {
  return {
    'library.create': async ({ puzzle, collectionId, picture }) => {
      if (collectionId !== undefined && !getCollection(db, collectionId)) {
        notFound(`Collection ${collectionId}`);
      }
      const model = entryPuzzleModel(puzzle);
      if (picture !== undefined && !satisfies(model, pictureGrid(picture, model))) {
        throw new ApiFailure('invalid-arguments', 'The picture does not fit the clues.');
      }
      const stored = addPuzzle(db, {
        puzzle: model,
        meta: metaFields(model.meta),
        picture: picture ?? null,
        ...(collectionId === undefined ? {} : { collectionId }),
      });
      emit('library.changed', { ids: [stored.id] });
      return stored.added ? { id: stored.id } : { id: stored.id, duplicateOf: stored.id };
    },
  };
}
