/**
 * `entry.*`: while a puzzle is typed the solver process checks it in the background; the unsaved
 * draft is kept in the settings table as the user types, so a reload or a crash loses nothing.
 * Saving it as a library puzzle is `library.create` (library/create.ts).
 */
import { readSetting, writeSetting } from '../../library/settings.ts';
import { isoTime } from '../../library/sql.ts';
import type { Handlers } from '../../contract/methods.ts';
import { entryDraftSchema } from '../../contract/methods-entry.ts';
import { entryPuzzleModel } from '../entry-puzzle.ts';
import type { HandlerContext } from '../handler-context.ts';

type EntryMethods =
  'entry.check' | 'entry.findMistakes' | 'entry.draft.get' | 'entry.draft.save' | 'entry.draft.clear';

/**
 * Book puzzles are checked in milliseconds; a hard one gets a few seconds before the screen says
 * "no verdict yet" with the picture logic proved. Every keystroke cancels the check anyway.
 */
export const ENTRY_CHECK_TIME_LIMIT_MS = 3_000;
export const DRAFT_SETTING = 'entry.draft';

export function entryHandlers(context: HandlerContext): Pick<Handlers, EntryMethods> {
  const { db, solver, emit } = context;
  return {
    'entry.check': async ({ jobId, puzzle, scope, picture }) =>
      solver.run(
        'check-entry',
        { puzzle: entryPuzzleModel(puzzle), options: picture === undefined ? {} : { picture } },
        { jobId, supersedeKey: `entry-check:${scope}`, timeLimitMs: ENTRY_CHECK_TIME_LIMIT_MS },
      ),
    'entry.findMistakes': async ({ jobId, puzzle, maxSuggestions, timeLimitMs, reading }) =>
      solver.run(
        'find-mistakes',
        { puzzle: entryPuzzleModel(puzzle), options: { maxSuggestions, ...(reading ? { reading } : {}) } },
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
