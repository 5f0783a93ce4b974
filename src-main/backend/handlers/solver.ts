/**
 * `solver.*`: jobs run in the solver process through the host. Progress is forwarded as
 * `job.progress` events under the caller's job id; what a job learns about a puzzle (its verdict
 * and solution, its difficulty) is stored in the library at once, and `library.changed` tells the
 * lists to show it.
 */
import type { SolveStatus } from '../../engine/solver/types.ts';
import { getPuzzle, getPuzzlePicture, setDifficulty, setVerdict } from '../../library/puzzles.ts';
import type { JobProgressUpdate } from '../../solver-host/host.ts';
import type { Handlers } from '../../contract/methods.ts';
import type { JobProgress, Verdict } from '../../contract/dto.ts';
import type { HandlerContext } from '../handler-context.ts';
import { notFound } from '../api-errors.ts';

type SolverMethods = 'solver.solve' | 'solver.explain' | 'solver.rate';

/** Explaining and rating take no limit from the caller; these are generous for 100x100 puzzles. */
export const EXPLAIN_TIME_LIMIT_MS = 60_000;
export const RATE_TIME_LIMIT_MS = 120_000;

/** What each finished solve proves; a timed-out or one-solution run proves nothing new. */
const VERDICTS: Readonly<Record<SolveStatus, Verdict | null>> = {
  unique: 'unique',
  multiple: 'multiple',
  none: 'none',
  solved: null,
  timeout: null,
  cancelled: null,
};

export function solverHandlers(context: HandlerContext): Pick<Handlers, SolverMethods> {
  const { db, solver, emit } = context;
  const puzzleOf = (id: number) => getPuzzle(db, id) ?? notFound(`Puzzle ${id}`);
  const forward =
    (jobId: string, kind: JobProgress['kind']) =>
    ({ fraction, message }: JobProgressUpdate): void =>
      emit('job.progress', { jobId, kind, fraction, message });

  return {
    'solver.solve': async ({ jobId, puzzleId, strategy, timeLimitMs }) => {
      // A drawn puzzle's picture solves it: the search counts it and looks near it for another.
      const picture = getPuzzlePicture(db, puzzleId);
      const report = await solver.run(
        'solve',
        {
          puzzle: puzzleOf(puzzleId),
          options: picture === null ? { strategy, maxSolutions: 2 } : { strategy, maxSolutions: 2, picture },
        },
        { jobId, timeLimitMs, onProgress: forward(jobId, 'solve') },
      );
      const verdict = VERDICTS[report.status];
      if (verdict !== null && setVerdict(db, puzzleId, verdict, report.solutions[0] ?? null)) {
        emit('library.changed', { ids: [puzzleId] });
      }
      return report;
    },
    // A newer request for the same puzzle replaces an older one still running: only it is shown.
    'solver.explain': async ({ jobId, puzzleId }) =>
      solver.run(
        'explain',
        { puzzle: puzzleOf(puzzleId) },
        {
          jobId,
          supersedeKey: `explain:${puzzleId}`,
          timeLimitMs: EXPLAIN_TIME_LIMIT_MS,
          onProgress: forward(jobId, 'explain'),
        },
      ),
    'solver.rate': async ({ jobId, puzzleId }) => {
      const rating = await solver.run(
        'rate',
        { puzzle: puzzleOf(puzzleId) },
        {
          jobId,
          supersedeKey: `rate:${puzzleId}`,
          timeLimitMs: RATE_TIME_LIMIT_MS,
          onProgress: forward(jobId, 'rate'),
        },
      );
      if (setDifficulty(db, puzzleId, rating.score, rating.estimate))
        emit('library.changed', { ids: [puzzleId] });
      return rating;
    },
  };
}
