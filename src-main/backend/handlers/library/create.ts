/** `library.create`: a puzzle typed in (or drawn) becomes a library puzzle, or replaces one it corrects. */
import { satisfies } from '../../../engine/puzzle.ts';
import { pictureGrid } from '../../../engine/picture-grid.ts';
import { addPuzzle } from '../../../library/add-puzzle.ts';
import { getCollection } from '../../../library/collections.ts';
import { getPuzzleDetail, metaFields, setVerdict } from '../../../library/puzzles.ts';
import { replacePuzzle } from '../../../library/replace-puzzle.ts';
import type { Handlers } from '../../../contract/methods.ts';
import { ApiFailure } from '../../../contract/result.ts';
import type { Puzzle } from '../../../engine/puzzle.ts';
import { notFound } from '../../api-errors.ts';
import { entryPuzzleModel } from '../../entry-puzzle.ts';
import type { HandlerContext } from '../../handler-context.ts';
import { followReplacement } from '../book.ts';

/** A correction's verdict is found at once, so the book's review list shows it. */
const REPLACEMENT_CHECK_MS = 10_000;

export function createHandler(context: HandlerContext): Pick<Handlers, 'library.create'> {
  const { db, emit } = context;
  return {
    'library.create': async ({ puzzle, collectionId, picture, replaces }) => {
      if (collectionId !== undefined && !getCollection(db, collectionId)) {
        notFound(`Collection ${collectionId}`);
      }
      if (replaces !== undefined && !getPuzzleDetail(db, replaces)) notFound(`Puzzle ${replaces}`);
      const model = entryPuzzleModel(puzzle);
      if (picture !== undefined && !satisfies(model, pictureGrid(picture, model))) {
        throw new ApiFailure('invalid-arguments', 'The picture does not fit the clues.');
      }
      const stored = addPuzzle(db, {
        puzzle: model,
        meta: metaFields(model.meta),
        picture: picture ?? null,
        ...(collectionId === undefined || replaces !== undefined ? {} : { collectionId }),
      });
      if (replaces !== undefined && replaces !== stored.id) {
        replacePuzzle(db, replaces, stored.id);
        followReplacement(context, replaces, stored.id);
        if (stored.added) await checkVerdict(context, stored.id, model);
        emit('library.changed', { ids: [stored.id, replaces] });
        return { id: stored.id };
      }
      emit('library.changed', { ids: [stored.id] });
      // Saving a book page unchanged is saving it back: it is there already, nothing is added.
      return stored.added || replaces === stored.id
        ? { id: stored.id }
        : { id: stored.id, duplicateOf: stored.id };
    },
  };
}

async function checkVerdict({ db, solver }: HandlerContext, id: number, puzzle: Puzzle): Promise<void> {
  try {
    const check = await solver.run(
      'check-entry',
      { puzzle, options: {} },
      { jobId: `replace-check-${id}`, timeLimitMs: REPLACEMENT_CHECK_MS },
    );
    if (check.verdict === 'unique') setVerdict(db, id, 'unique', check.solutions[0] ?? null);
    else if (check.verdict === 'multiple') setVerdict(db, id, 'multiple', null);
    else if (check.verdict === 'none' || check.verdict === 'invalid') setVerdict(db, id, 'none', null);
  } catch (error) {
    // Saved all the same: the library's background check finds the verdict later.
    if (!(error instanceof ApiFailure)) throw error;
  }
}
