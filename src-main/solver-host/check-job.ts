/**
 * What the solver process checks before it lets the engine near a job: a kind it knows, options
 * that kind accepts, and a puzzle that is structurally a puzzle (clues that merely contradict each
 * other are the engine's business: it answers "no solution").
 */
import type { ErrorCode } from '../contract/result.ts';
import type { Puzzle } from '../engine/puzzle.ts';
import { structuralProblems } from '../engine/validate.ts';
import { isJobKind, jobSchemas, type JobKind, type JobOptions } from './job-kinds.ts';
import type { JobMessage } from './protocol.ts';

/** A job the engine may run; `kind` and `options` agree (the kind's schema accepted them). */
export interface CheckedJob<K extends JobKind = JobKind> {
  readonly id: string;
  readonly kind: K;
  readonly puzzle: Puzzle;
  readonly options: JobOptions<K>;
  readonly timeLimitMs: number;
}

export type JobCheck =
  | { readonly ok: true; readonly job: CheckedJob }
  | { readonly ok: false; readonly code: ErrorCode; readonly message: string };

export function checkJob(message: JobMessage): JobCheck {
  if (!isJobKind(message.kind)) {
    return {
      ok: false,
      code: 'invalid-arguments',
      message: `The solver has no job called "${message.kind}".`,
    };
  }
  return checkKind(message.kind, message);
}

function checkKind<K extends JobKind>(kind: K, message: JobMessage): JobCheck {
  const { timeLimitMs, ...rest } = message.options;
  const options = jobSchemas[kind].options.safeParse(rest);
  if (!options.success) {
    const issue = options.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    return {
      ok: false,
      code: 'invalid-arguments',
      message: `The ${kind} job has a bad option (${where}${issue?.message ?? 'unreadable'}).`,
    };
  }
  const problem = structuralProblems(message.puzzle)[0];
  if (problem) return { ok: false, code: 'invalid-puzzle', message: problem.message };
  const job: CheckedJob<K> = {
    id: message.id,
    kind,
    puzzle: message.puzzle,
    options: options.data,
    timeLimitMs,
  };
  return { ok: true, job };
}
