/**
 * The job table of the solver process: job kind -> the engine call that does it. Each runner takes
 * a checked puzzle and options, a cancel signal and a progress callback, and returns the plain-JSON
 * value of job-kinds.ts, or throws an ApiFailure whose code the host passes on.
 */
import type { Walkthrough } from '../contract/dto.ts';
import { pictureGrid } from '../engine/picture-grid.ts';
import { ApiFailure } from '../contract/result.ts';
import { rateDifficulty, type DifficultyReport } from '../engine/difficulty.ts';
import { encodeGrid } from '../engine/grid-codec.ts';
import { explainWithTrials } from '../engine/explain/several-solutions.ts';
import { trialOf } from '../engine/explain/trial-step.ts';
import type { Grid, Puzzle } from '../engine/puzzle.ts';
import { solve } from '../engine/solver/solve.ts';
import { StrategyNotApplicableError } from '../engine/solver/strategies/errors.ts';
import type { CancelSignal, SolveProgress } from '../engine/solver/types.ts';
import { runCheckEntry, runFindMistakes } from './entry-job-runners.ts';
import type { JobContext } from './job-context.ts';
import { runHint } from './hint-job.ts';
import type { JobKind, JobOptions, JobResult } from './job-kinds.ts';
import { runGenerate } from './generate-job.ts';
import type * as ReadPhotoJob from './photo/read-photo-job.ts';
import { toDifficultyDto, toSolveReport } from './solve-report.ts';

/** Most jobs are the engine's synchronous work; one that decodes files (read-photo) answers a promise. */
type JobRunner<K extends JobKind> = (
  puzzle: Puzzle,
  options: JobOptions<K>,
  context: JobContext,
) => JobResult<K> | Promise<JobResult<K>>;

export const jobRunners: { readonly [K in JobKind]: JobRunner<K> } = {
  solve(puzzle, options, context) {
    const strategy = options.strategy ?? 'full';
    try {
      const result = solve(puzzle, {
        strategy,
        maxSolutions: options.maxSolutions ?? 2,
        timeLimitMs: context.timeLimitMs,
        signal: context.signal,
        onProgress: (progress) => context.progress(progress.fraction, describeSolveProgress(progress)),
        knownSolution: options.picture === undefined ? undefined : pictureGrid(options.picture, puzzle),
        searchStyle: options.searchStyle,
      });
      if (result.status === 'cancelled') throw cancelled();
      return toSolveReport(result, strategy, options.searchStyle);
    } catch (error) {
      if (error instanceof StrategyNotApplicableError)
        throw new ApiFailure('invalid-arguments', error.message);
      throw error;
    }
  },

  explain(puzzle, _options, context) {
    // The walkthrough has no clock of its own, so the time limit rides on its stop signal.
    const deadline = Date.now() + context.timeLimitMs;
    let timedOut = false;
    const signal: CancelSignal = {
      get aborted() {
        if (context.signal.aborted) return true;
        timedOut = Date.now() >= deadline;
        return timedOut;
      },
    };
    const progress = throttled(context.progress);
    const walk = explainWithTrials(puzzle, {
      signal,
      onStep: (decided, total) => progress(decided / total, `${decided} of ${total} cells settled`),
    });
    if (walk.outcome === 'stopped') {
      throw timedOut
        ? new ApiFailure('timeout', `The walkthrough took longer than ${context.timeLimitMs / 1000} s.`)
        : cancelled();
    }
    const walkthrough: Walkthrough = {
      steps: walk.steps.map((step) => {
        const trial = trialOf(step);
        return {
          axis: step.axis,
          index: step.index,
          settled: step.settled.map(({ cell, value }) => ({ cell, value })),
          sentence: step.sentence,
          ...(trial ? { trial } : {}),
        };
      }),
      outcome: walk.outcome,
      sentence: walk.sentence,
      ...(walk.stuck ? { stuck: walk.stuck } : {}),
    };
    return walkthrough;
  },

  rate(puzzle, _options, context) {
    // A rating cut short by its time limit still answers: the engine scores an unfinished solve 10.
    return toDifficultyDto(rate(puzzle, context));
  },

  assess(puzzle, options, context) {
    const known = options.picture === undefined ? undefined : pictureGrid(options.picture, puzzle);
    const report = rate(puzzle, context, known);
    return {
      status: report.status,
      solution: report.solution ? encodeGrid(report.solution) : null,
      difficulty: toDifficultyDto(report),
    };
  },

  'check-entry': runCheckEntry,
  'find-mistakes': runFindMistakes,
  hint: runHint,
  generate: runGenerate,
  'read-photo': async (_template, options, context) => (await readPhotoJob()).runReadPhoto(options, context),
};

/**
 * What a kind of job loads before its first job, when the host asks ahead (a person opening the
 * photo dialog), so the job does not wait for it. Kinds not listed need nothing.
 */
export const jobPreparers: { readonly [K in JobKind]?: () => Promise<void> } = {
  'read-photo': async () => (await readPhotoJob()).prepareReadPhoto(),
};

let readPhotoModule: Promise<typeof ReadPhotoJob> | undefined;

/**
 * The page reader and its image decoder (sharp), loaded on the first page read or when asked to
 * prepare for one, so the process starts as quickly without them; once, since even a repeated
 * import of a loaded module costs a trip through the module loader's hooks.
 */
function readPhotoJob(): Promise<typeof ReadPhotoJob> {
  readPhotoModule ??= import('./photo/read-photo-job.ts').catch((error: unknown) => {
    readPhotoModule = undefined;
    throw error;
  });
  return readPhotoModule;
}

function rate(puzzle: Puzzle, context: JobContext, knownSolution?: Grid): DifficultyReport {
  const progress = throttled(context.progress);
  const report = rateDifficulty(puzzle, {
    timeLimitMs: context.timeLimitMs,
    signal: context.signal,
    ...(knownSolution ? { knownSolution } : {}),
    onProgress: ({ fraction, phase, decided, total }) =>
      progress(
        fraction,
        phase === 'logic'
          ? `Following the logic: ${decided} of ${total} cells settled`
          : `Searching: ${decided} of ${total} cells decided`,
      ),
  });
  if (report.status === 'cancelled') throw cancelled();
  return report;
}

/** Least time between two progress messages of one job, as the solver's own reports keep. */
const PROGRESS_INTERVAL_MS = 100;

/**
 * Passes on at most one update per interval, the first one interval after the job starts: each
 * update is a message to the host, and a walkthrough takes steps far more often than that.
 */
function throttled(progress: JobContext['progress']): JobContext['progress'] {
  let last = Date.now();
  return (fraction, message) => {
    const now = Date.now();
    if (now - last < PROGRESS_INTERVAL_MS) return;
    last = now;
    progress(fraction, message);
  };
}

export function cancelled(): ApiFailure {
  return new ApiFailure('cancelled', 'The job was cancelled.');
}

function describeSolveProgress(progress: SolveProgress): string {
  const cells = `${progress.decided} of ${progress.total} cells decided`;
  if (progress.nodes === 0) return cells;
  const guesses = `${progress.nodes} ${progress.nodes === 1 ? 'guess' : 'guesses'}`;
  const found = progress.solutionsFound > 0 ? `, ${progress.solutionsFound} found` : '';
  return `${cells}, ${guesses}${found}`;
}
