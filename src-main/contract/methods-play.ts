/**
 * The play part of the API contract; contract.ts merges it into the one method list, so the
 * transports and the renderer's client see a single contract.
 *
 * Playing is a stream of small calls on one attempt: the play screen sends each move as it is
 * made, each undo and redo, and the elapsed time every few seconds; the backend stores each at
 * once, so nothing that was on screen is lost if the app is killed. Calls for one attempt must be
 * sent one after another (the screen queues them), since each builds on the one before.
 */
import { z } from 'zod';
import { recordId as id } from './schema-parts.ts';
import { CROSS } from '../engine/play/types.ts';
import { MAX_SIDE } from '../engine/puzzle.ts';
import type {
  HintResult,
  PlayOptions,
  PlaySession,
  PlayUpdate,
  RevealResult,
  StatsSummary,
  StruckClues,
} from './play-dto.ts';

const jobId = z.string().min(1).max(64);
/** Up to ten years of play. */
const elapsedMs = z
  .number()
  .int()
  .min(0)
  .max(10 * 365 * 24 * 3600 * 1000);
const mark = z.number().int().min(0).max(CROSS);
const cell = z
  .number()
  .int()
  .min(0)
  .max(MAX_SIDE * MAX_SIDE - 1);

/** How many blank cells a move crossed off (engine/play/auto-cross.ts): at most the whole grid. */
const crossCount = z
  .number()
  .int()
  .min(1)
  .max(MAX_SIDE * MAX_SIDE);

/**
 * A move as it is sent: the cells of one stroke (a run along a row or a column, so at most one
 * line of the largest grid) with their previous marks. A fill that also crossed off the blanks it
 * proves empty (a finished line's rest, engine/play/auto-cross.ts) may cross far more cells than
 * that, up to the whole grid; only their number is sent. The backend works them out again from
 * its own marks with the same engine function and refuses the move when its number differs (the
 * grid was played elsewhere), so the body of a move stays a line's worth, however large the board.
 */
export const playMove = z
  .object({
    cells: z.array(cell).min(1).max(MAX_SIDE).readonly(),
    to: mark,
    from: z.array(mark).max(MAX_SIDE).readonly(),
    /** How many blank cells the move crossed off with it, when it did. */
    crosses: crossCount.optional(),
  })
  .strict()
  .refine((move) => move.cells.length === move.from.length, {
    message: 'a move needs one previous mark per cell',
  });

const onAttempt = { attemptId: id, elapsedMs };

export const playMethodSchemas = {
  /** The puzzle and its attempt to play: the latest one, or a fresh one if it has none. */
  'play.open': z.object({ puzzleId: id }).strict(),
  'play.move': z.object({ ...onAttempt, move: playMove }).strict(),
  'play.undo': z.object(onAttempt).strict(),
  /**
   * Crosses off, as one move, every blank cell the marks prove empty (turning the option on,
   * engine/play/auto-cross.ts's crossingNow). The backend works the cells out from its own marks;
   * `crosses` is how many the window crossed, and a different number refuses the call.
   */
  'play.crossProved': z.object({ ...onAttempt, crosses: crossCount }).strict(),
  'play.redo': z.object(onAttempt).strict(),
  /**
   * A guess (engine/play/guess.ts): `start` opens one at the moves now in effect, `keep` makes its
   * marks ordinary ones, `undo` takes back every move made since it began (redoable) and ends it.
   */
  'play.guess': z.object({ ...onAttempt, action: z.enum(['start', 'keep', 'undo']) }).strict(),
  /**
   * Strikes out one number of a line's clue, or brings it back (engine/play/struck-clues.ts): a
   * note for the player, not a move, so it is not undone. `index` counts the clue's numbers from
   * the first.
   */
  'play.strikeClue': z
    .object({
      ...onAttempt,
      axis: z.enum(['row', 'column']),
      line: z
        .number()
        .int()
        .min(0)
        .max(MAX_SIDE - 1),
      index: z
        .number()
        .int()
        .min(0)
        .max(MAX_SIDE - 1),
      struck: z.boolean(),
    })
    .strict(),
  /** Saves the elapsed time while the timer runs (and when it stops). */
  'play.tick': z.object(onAttempt).strict(),
  /** The most useful line now, worked out from the attempt's marks; counted as a hint. */
  'play.hint': z.object(onAttempt).strict(),
  /** Shows the solution and ends the attempt as revealed; may run the solver to find it. */
  'play.reveal': z.object({ ...onAttempt, jobId }).strict(),
  /** A fresh attempt at the puzzle; earlier ones stay in its record. */
  'play.restart': z.object({ puzzleId: id }).strict(),
  'play.options': z.object({}).strict(),
  'play.setOptions': z
    .object({
      flagContradictions: z.boolean(),
      mistakeMode: z.boolean(),
      dragOverwrite: z.boolean(),
      autoCross: z.boolean(),
    })
    .partial()
    .strict(),
  /**
   * The statistics screen's figures. Days and weeks are the player's: `offsetMinutes` is local
   * time minus UTC (east positive, as `-new Date().getTimezoneOffset()`).
   */
  'stats.summary': z
    .object({
      offsetMinutes: z
        .number()
        .int()
        .min(-16 * 60)
        .max(16 * 60)
        .default(0),
      weeks: z.number().int().min(1).max(104).default(12),
    })
    .strict(),
} satisfies Record<string, z.ZodType>;

/** Result type of each method above, by name. */
export interface PlayMethodResults {
  'play.open': PlaySession;
  'play.move': PlayUpdate;
  'play.undo': PlayUpdate;
  'play.crossProved': PlayUpdate;
  'play.redo': PlayUpdate;
  'play.guess': PlayUpdate;
  'play.strikeClue': StruckClues;
  'play.tick': PlayUpdate;
  'play.hint': HintResult;
  'play.reveal': RevealResult;
  'play.restart': PlaySession;
  'play.options': PlayOptions;
  'play.setOptions': PlayOptions;
  'stats.summary': StatsSummary;
}

/** Payload type of each event this part pushes, by name. */
export type PlayEventPayloads = Record<never, never>;
