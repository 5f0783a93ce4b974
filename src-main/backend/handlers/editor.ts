/**
 * `editor.*`: what the picture editor asks about a picture that is not saved yet. Its difficulty
 * (a rate job on the clues as drawn), a cell to change when the picture has several solutions
 * (the candidates of engine/editor/suggest.ts), and the fewest cells to change to make it unique
 * (engine/editor/unique-fix.ts). Each candidate picture is checked by a solve job in the solver
 * process, one after the other; the search itself runs here as a local job, so `jobs.cancel`
 * stops it and the solve job it is waiting for.
 */
import { suggestFix, type CheckOutcome, type PictureCheck } from '../../engine/editor/suggest.ts';
import { findUniqueFix } from '../../engine/editor/unique-fix.ts';
import type { PaletteColor } from '../../engine/puzzle.ts';
import { encodeGrid } from '../../engine/grid-codec.ts';
import { puzzleFromGrid, type Grid, type Puzzle } from '../../engine/puzzle.ts';
import type { Handlers } from '../../contract/methods.ts';
import type { EntryPuzzle } from '../../contract/methods-entry.ts';
import { pictureGrid } from '../../engine/picture-grid.ts';
import { ApiFailure } from '../../contract/result.ts';
import type { HandlerContext } from '../handler-context.ts';

type EditorMethods = 'editor.rate' | 'editor.suggest' | 'editor.fixUnique';

/** A rating while the person draws gets less time than one asked for on the solve screen. */
export const EDITOR_RATE_TIME_LIMIT_MS = 30_000;
/** Each changed picture gets this long to prove itself unique. */
export const SUGGEST_CHECK_TIME_LIMIT_MS = 3_000;
export const SUGGEST_MAX_TRIES = 12;
/** The whole "Fix until unique" search: past this it answers with the changes found so far. */
export const FIX_TIME_LIMIT_MS = 120_000;

export function editorHandlers(context: HandlerContext): Pick<Handlers, EditorMethods> {
  const { solver, localJobs, emit } = context;
  return {
    'editor.rate': async ({ jobId, puzzle, scope }) =>
      solver.run(
        'rate',
        { puzzle: toPuzzle(puzzle) },
        {
          jobId,
          supersedeKey: `editor-rate:${scope}`,
          timeLimitMs: EDITOR_RATE_TIME_LIMIT_MS,
          onProgress: ({ fraction, message }) =>
            emit('job.progress', { jobId, kind: 'rate', fraction, message }),
        },
      ),

    'editor.suggest': async ({ jobId, puzzle, picture, differing }) => {
      const grid = pictureGrid(picture, puzzle);
      return localJobs.run(jobId, async (signal) => {
        const suggestion = await suggestFix(grid, differing, pictureCheck(jobId, puzzle.palette, signal), {
          maxTries: SUGGEST_MAX_TRIES,
          signal,
          onProgress: (done, planned) =>
            emit('job.progress', {
              jobId,
              kind: 'suggest',
              fraction: done / planned,
              message: `Trying cell ${done + 1} of ${planned}`,
            }),
        });
        if (signal.aborted) throw new ApiFailure('cancelled', 'The job was cancelled.');
        return suggestion;
      });
    },

    'editor.fixUnique': async ({ jobId, puzzle, picture, differing, maxChanges }) => {
      const grid = pictureGrid(picture, puzzle);
      // Stopped by a cancel or by its time limit, it answers with what it has, marked `stopped`.
      return localJobs.run(jobId, async (cancelled) => {
        const stop = new AbortController();
        const abort = (): void => stop.abort();
        cancelled.addEventListener('abort', abort);
        const timer = setTimeout(abort, FIX_TIME_LIMIT_MS);
        try {
          return await findUniqueFix(grid, differing, pictureCheck(jobId, puzzle.palette, stop.signal), {
            maxChanges,
            maxTries: SUGGEST_MAX_TRIES,
            signal: stop.signal,
            onProgress: (fraction, message) =>
              emit('job.progress', { jobId, kind: 'suggest', fraction, message }),
          });
        } finally {
          clearTimeout(timer);
          cancelled.removeEventListener('abort', abort);
        }
      });
    },
  };

  /**
   * Checks a changed drawing with a solve job of its own under the search's job id, so cancelling
   * the search cancels the solve it waits for. The drawing solves its own clues, so the solver
   * starts from it and looks near it for a second solution.
   */
  function pictureCheck(jobId: string, palette: readonly PaletteColor[], signal: AbortSignal): PictureCheck {
    let checks = 0;
    return async (changed: Grid): Promise<CheckOutcome> => {
      const checkId = `${jobId}:${++checks}`;
      const stop = (): void => void solver.cancel(checkId);
      signal.addEventListener('abort', stop);
      try {
        if (signal.aborted) return { verdict: 'unknown', differing: [] };
        const report = await solver.run(
          'solve',
          {
            puzzle: puzzleFromGrid(changed, palette),
            options: { maxSolutions: 2, picture: encodeGrid(changed) },
          },
          { jobId: checkId, timeLimitMs: SUGGEST_CHECK_TIME_LIMIT_MS },
        );
        const verdict =
          report.status === 'unique' || report.status === 'multiple' || report.status === 'none'
            ? report.status
            : 'unknown';
        return { verdict, differing: report.differing };
      } catch (error) {
        // A check cut short by the search's own stop settles nothing; the search ends with what it has.
        if (signal.aborted) return { verdict: 'unknown', differing: [] };
        throw error;
      } finally {
        signal.removeEventListener('abort', stop);
      }
    };
  }
}

function toPuzzle(puzzle: EntryPuzzle): Puzzle {
  return { ...puzzle, meta: puzzle.meta };
}
