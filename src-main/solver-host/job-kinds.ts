/**
 * The kinds of job the solver process runs: for each, the options it takes and the plain-JSON
 * value it answers, as types for the callers and as schemas that the process checks options
 * with and the host checks answers with. The functions that do the work are in job-runners.ts,
 * which only the solver process loads.
 */
import { z } from 'zod';
import type { DifficultyDto, SolveReport, Walkthrough } from '../contract/dto.ts';
import type { EntryCheck, FindMistakesResult } from '../engine/clue-mistakes/types.ts';
import { GENERATE_LEVELS, type GenerateLevel } from '../engine/generator/generate-limits.ts';
import type { SearchStyle, SolveStatus, Strategy } from '../engine/solver/types.ts';
import {
  checkEntryOptionsSchema,
  entryCheckSchema,
  findMistakesOptionsSchema,
  findMistakesResultSchema,
  pictureText,
  type CheckEntryJobOptions,
  type FindMistakesJobOptions,
} from './entry-job-schemas.ts';
import { hintOptionsSchema, hintResultSchema, type HintJobOptions } from './hint-job.ts';
import { trialReasonSchema } from './trial-schema.ts';
import type { Hint } from '../contract/play-dto.ts';
import { readPhotoOptionsSchema, readPhotoResultSchema } from './photo/photo-job-schemas.ts';
import type { ReadPhotoJobOptions, ReadPhotoJobResult } from './photo/read-photo-job.ts';

export interface SolveJobOptions {
  readonly strategy?: Strategy;
  /** 1 finds one solution; 2 (the default) proves uniqueness or finds a second one. */
  readonly maxSolutions?: 1 | 2;
  /** A drawing known to solve the clues (grid-codec): the search starts from it. */
  readonly picture?: string;
  /**
   * The full strategy's search style. Unset: the main engine searches `linked` and, once the
   * solve lasts, a partner thread `plain` beside it (partner-thread.ts). Set: that style alone.
   */
  readonly searchStyle?: SearchStyle;
}

/** The explain and rate jobs have no options of their own. */
export type NoJobOptions = Readonly<Record<string, never>>;

export interface JobTypes {
  solve: { readonly options: SolveJobOptions; readonly result: SolveReport };
  /** A walkthrough step by step: line logic, and single-cell trials where lines are stuck. */
  explain: { readonly options: NoJobOptions; readonly result: Walkthrough };
  /** The 1-10 difficulty from solving, and the estimate from the clues alone. */
  rate: { readonly options: NoJobOptions; readonly result: DifficultyDto };
  /** A library puzzle's check: its verdict and solution as well as its rating, from one solve. */
  assess: { readonly options: AssessJobOptions; readonly result: Assessment };
  /** The verdict of a puzzle being typed in, and the picture as far as logic gets. */
  'check-entry': { readonly options: CheckEntryJobOptions; readonly result: EntryCheck };
  /** Which clues are probably mistyped, best guess first, with what each fix gives. */
  'find-mistakes': { readonly options: FindMistakesJobOptions; readonly result: FindMistakesResult };
  /** The next logical step from a player's marks, trials included (see hint-job.ts). */
  hint: { readonly options: HintJobOptions; readonly result: Hint };
  /**
   * A new puzzle with one solution. The job's puzzle is a blank template: its size and palette
   * are those of the puzzle to make, its clues are ignored.
   */
  generate: { readonly options: GenerateJobOptions; readonly result: GeneratedPuzzle };
  /**
   * A puzzle read from a photo or scan of a page (photo/read-photo-job.ts). The job's puzzle is a
   * blank template and is not used: the page is the input.
   */
  'read-photo': { readonly options: ReadPhotoJobOptions; readonly result: ReadPhotoJobResult };
}

export interface AssessJobOptions {
  /** A drawing known to solve the clues (grid-codec): the search counts it and looks near it. */
  readonly picture?: string;
}

export interface Assessment {
  /** `timeout` when the time limit came first: then the rating is not to be trusted. */
  readonly status: SolveStatus;
  /** The solution (grid-codec) when it is the only one. */
  readonly solution: string | null;
  readonly difficulty: DifficultyDto;
}

export interface GenerateJobOptions {
  readonly level: GenerateLevel;
  /** The same seed, template and level make the same puzzle. */
  readonly seed: number;
}

export interface GeneratedPuzzle {
  /** The solution (grid-codec); the clues follow from it. */
  readonly picture: string;
  readonly difficulty: DifficultyDto;
  /** Whether the rating came out at the level asked for (small puzzles seldom rate medium). */
  readonly onTarget: boolean;
}

export type JobKind = keyof JobTypes;
export type JobOptions<K extends JobKind> = JobTypes[K]['options'];
export type JobResult<K extends JobKind> = JobTypes[K]['result'];

const strategies = ['full', 'rules', 'dfs'] as const satisfies readonly Strategy[];
const statuses = [
  'unique',
  'multiple',
  'solved',
  'none',
  'timeout',
  'cancelled',
] as const satisfies readonly SolveStatus[];
const count = z.number().int().min(0);

const solveReport: z.ZodType<SolveReport> = z.object({
  status: z.enum(statuses),
  strategy: z.enum(strategies),
  solutions: z.array(z.string()).max(2),
  differing: z.array(count),
  partial: z.array(count),
  searchStyle: z.enum(['linked', 'plain']).optional(),
  stats: z.object({
    ms: z.number().min(0),
    lineSolves: count,
    probes: count,
    nodes: count,
    maxDepth: count,
    lineSolvable: z.boolean(),
    usedProbing: z.boolean(),
    usedSearch: z.boolean(),
  }),
});

const walkthrough: z.ZodType<Walkthrough> = z.object({
  steps: z.array(
    z.object({
      axis: z.enum(['row', 'column']),
      index: count,
      settled: z.array(z.object({ cell: count, value: count })),
      sentence: z.string(),
      trial: trialReasonSchema.optional(),
    }),
  ),
  outcome: z.enum(['solved', 'stuck', 'contradiction']),
  sentence: z.string(),
  stuck: z
    .object({ why: z.enum(['line-logic', 'deeper-guess', 'several-solutions']), differing: z.array(count) })
    .optional(),
});

const difficulty: z.ZodType<DifficultyDto> = z.object({
  score: z.number().min(0).max(10),
  estimate: z.number().min(0).max(10),
  label: z.string(),
  lineSolvable: z.boolean(),
  steps: count,
  usedProbing: z.boolean(),
  usedSearch: z.boolean(),
  probes: count,
  nodes: count,
});

interface KindSchemas<K extends JobKind> {
  readonly options: z.ZodType<JobOptions<K>>;
  readonly result: z.ZodType<JobResult<K>>;
}

export const jobSchemas: { readonly [K in JobKind]: KindSchemas<K> } = {
  solve: {
    options: z
      .object({
        strategy: z.enum(strategies).optional(),
        maxSolutions: z.union([z.literal(1), z.literal(2)]).optional(),
        picture: pictureText.optional(),
        searchStyle: z.enum(['linked', 'plain']).optional(),
      })
      .strict(),
    result: solveReport,
  },
  explain: { options: z.object({}).strict(), result: walkthrough },
  rate: { options: z.object({}).strict(), result: difficulty },
  assess: {
    options: z.object({ picture: pictureText.optional() }).strict(),
    result: z.object({ status: z.enum(statuses), solution: pictureText.nullable(), difficulty }),
  },
  'check-entry': { options: checkEntryOptionsSchema, result: entryCheckSchema },
  'find-mistakes': { options: findMistakesOptionsSchema, result: findMistakesResultSchema },
  hint: { options: hintOptionsSchema, result: hintResultSchema },
  generate: {
    options: z
      .object({ level: z.enum(GENERATE_LEVELS), seed: z.number().int().min(0).max(0xffff_ffff) })
      .strict(),
    result: z.object({ picture: pictureText, difficulty, onTarget: z.boolean() }),
  },
  'read-photo': { options: readPhotoOptionsSchema, result: readPhotoResultSchema },
};

export function isJobKind(kind: string): kind is JobKind {
  return Object.hasOwn(jobSchemas, kind);
}
