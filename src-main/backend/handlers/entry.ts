/**
 * `library.create` and `entry.*`: a puzzle typed in (or drawn) becomes a library puzzle; while it
 * is typed the solver process checks it in the background; the unsaved draft is kept in the
 * settings table as the user types, so a reload or a crash loses nothing.
 */
import { addPuzzle } from '../../library/add-puzzle.ts';
import { getCollection } from '../../library/collections.ts';
import { metaFields } from '../../library/puzzles.ts';
import { readSetting, writeSetting } from '../../library/settings.ts';
import { isoTime } from '../../library/sql.ts';
import { satisfies, type Puzzle } from '../../engine/puzzle.ts';
import type { Handlers } from '../../contract/methods.ts';
import { entryDraftSchema, type EntryPuzzle } from '../../contract/methods-entry.ts';
import { pictureGrid } from '../../engine/picture-grid.ts';
import { ApiFailure } from '../../contract/result.ts';
import type { HandlerContext } from './context.ts';
import { notFound } from './errors.ts';

type EntryMethods =
  | 'library.create'
  | 'entry.check'
  | 'entry.findMistakes'
  | 'entry.draft.get'
  | 'entry.draft.save'
  | 'entry.draft.clear';

/**
 * Book puzzles are checked in milliseconds; a hard one gets a few seconds before the screen says
 * "no verdict yet" with the picture logic proved. Every keystroke cancels the check anyway.
 */
export const ENTRY_CHECK_TIME_LIMIT_MS = 3_000;
export const DRAFT_SETTING = 'entry.draft';

export function entryHandlers(context: HandlerContext): Pick<Handlers, EntryMethods> {
  const { db, solver, emit } = context;
  return {
    'library.create': async ({ puzzle, collectionId, picture }) => {
      if (collectionId !== undefined && !getCollection(db, collectionId)) {
        throw notFound(`Collection ${collectionId}`);
      }
      const model = toPuzzle(puzzle);
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
    'entry.check': async ({ jobId, puzzle, scope, picture }) =>
      solver.run(
        'check-entry',
        { puzzle: toPuzzle(puzzle), options: picture === undefined ? {} : { picture } },
        { jobId, supersedeKey: `entry-check:${scope}`, timeLimitMs: ENTRY_CHECK_TIME_LIMIT_MS },
      ),
    'entry.findMistakes': async ({ jobId, puzzle, maxSuggestions, timeLimitMs, reading }) =>
      solver.run(
        'find-mistakes',
        { puzzle: toPuzzle(puzzle), options: { maxSuggestions, ...(reading ? { reading } : {}) } },
        {
          jobId,
          timeLimitMs,
          onProgress: ({ fraction, message }) =>
            emit('job.progress', { jobId, kind: 'find-mistakes', fraction, message }),
        },
      ),
    'entry.draft.get': async () => {
      const parsed = entryDraftSchema.safeParse(readSetting(db, DRAFT_SETTING));
      // A draft written by another version of the app that no longer fits is dropped, not fatal.
      return parsed.success ? parsed.data : null;
    },
    'entry.draft.save': async ({ draft }) => {
      writeSetting(db, DRAFT_SETTING, draft);
      return { savedAt: isoTime() };
    },
    'entry.draft.clear': async () => {
      const cleared = readSetting(db, DRAFT_SETTING) != null;
      writeSetting(db, DRAFT_SETTING, null);
      return { cleared };
    },
  };
}

function toPuzzle(puzzle: EntryPuzzle): Puzzle {
  return { ...puzzle, meta: puzzle.meta };
}
