/**
 * `play.*`: playing a puzzle. Every move, undo and redo is stored the moment it arrives, with the
 * attempt's status, time and counters (its picture every few seconds, see ../play-sessions.ts), so
 * an attempt resumes exactly (grid, history, time) however the app was closed. The state itself lives in PlaySessions; this file decides what each call means for
 * it: completion (every line fits its clue, whichever solution the player paints), mistakes (in
 * mistake mode, a move that places a mark the unique solution contradicts), hints and reveals.
 * `library.changed` goes out when an attempt's status changes, so lists and cards follow.
 */
import { randomUUID } from 'node:crypto';
import { decodeGrid, encodeGrid } from '../../engine/grid-codec.ts';
import { canUndo, isMark, newGame, undo } from '../../engine/play/game.ts';
import { guessAfter, rewind } from '../../engine/play/guess.ts';
import { crossProvedTurn, redoTurn, takeTurn, type Turn, type TurnRules } from '../../engine/play/turn.ts';
import type { Move } from '../../engine/play/types.ts';
import { encodeStruck, hasClueNumber, withStruck } from '../../engine/play/struck-clues.ts';
import { getAttempt, saveProgress, saveStruckClues, startAttempt } from '../../library/attempts.ts';
import { encodeMove } from '../../library/move-codec.ts';
import { appendMove, setMoveCount } from '../../library/moves.ts';
import { getPlayOptions, updatePlayOptions } from '../../library/play-options.ts';
import { currentAttempt, isPlayable, puzzleProgress, saveElapsed } from '../../library/play-store.ts';
import { getPuzzleDetail, getPuzzlePicture, getVerdict, setVerdict } from '../../library/puzzles.ts';
import type { Handlers } from '../../contract/methods.ts';
import type { PlayStatus } from '../../contract/dto.ts';
import { hintFor } from '../../engine/play/hint.ts';
import {
  solutionsNotice,
  type Hint,
  type PlayOptions,
  type PlaySession,
  type PlayUpdate,
} from '../../contract/play-dto.ts';
import { ApiFailure } from '../../contract/result.ts';
import type { HandlerContext } from '../handler-context.ts';
import { notFound } from '../api-errors.ts';
import {
  attemptDto,
  changeAndStore,
  progressOf,
  stateToStore,
  struckKeys,
  type PlayState,
} from '../play-sessions.ts';

type PlayMethods =
  | 'play.open'
  | 'play.move'
  | 'play.undo'
  | 'play.crossProved'
  | 'play.redo'
  | 'play.guess'
  | 'play.strikeClue'
  | 'play.tick'
  | 'play.hint'
  | 'play.reveal'
  | 'play.restart'
  | 'play.options'
  | 'play.setOptions';

/**
 * Line-logic hints for grids up to this many cells are worked out here: one line scan of a 100x100
 * grid takes a couple of milliseconds (rarely tens), less than a round trip to the solver process,
 * and it never waits behind a long solve there. Larger grids, and every hint where line logic is
 * stuck (a search of single-cell trials, which can take a while), go to the solver process.
 */
export const MAIN_PROCESS_HINT_CELLS = 100 * 100;
const HINT_TIME_LIMIT_MS = 30_000;
const REVEAL_TIME_LIMIT_MS = 120_000;

export function playHandlers(context: HandlerContext): Pick<Handlers, PlayMethods> {
  const { db, emit, solver } = context;
  const sessions = context.playSessions;
  let options: PlayOptions = getPlayOptions(db);

  const session = (puzzleId: number): PlaySession => {
    const puzzle = getPuzzleDetail(db, puzzleId) ?? notFound(`Puzzle ${puzzleId}`);
    const attempt = currentAttempt(db, puzzleId, '0'.repeat(puzzle.width * puzzle.height));
    const state = sessions.load(attempt.id);
    const notice = state.notice;
    state.notice = null;
    return {
      puzzle,
      attempt: attemptDto(state),
      progress: puzzleProgress(db, puzzleId),
      options,
      solutions: solutionsNotice(puzzle.verdict, puzzle.solution !== null),
      ...(notice === null ? {} : { notice }),
    };
  };

  const update = (state: PlayState, statusChanged: boolean): PlayUpdate => ({
    status: state.status,
    position: state.game.position,
    elapsedMs: state.elapsedMs,
    hints: state.hints,
    mistakes: state.mistakes,
    finishedAt: state.finishedAt,
    guessFrom: state.guessFrom,
    progress: statusChanged ? puzzleProgress(db, state.puzzleId) : null,
  });

  /** Runs the write that stores the state, and tells the lists when the status changed. */
  const save = (state: PlayState, before: PlayStatus, write: () => void): PlayUpdate => {
    // A guess that solves the puzzle was right; a finished attempt has no guess open.
    if (!isPlayable(state.status)) state.guessFrom = null;
    write();
    const changed = state.status !== before;
    if (changed && !isPlayable(state.status))
      state.finishedAt = getAttempt(db, state.attemptId)?.finishedAt ?? null;
    if (changed) emit('library.changed', { ids: [state.puzzleId] });
    return update(state, changed);
  };

  const playable = (attemptId: number): PlayState => {
    const state = sessions.get(attemptId);
    if (!isPlayable(state.status)) {
      throw new ApiFailure(
        'invalid-arguments',
        `This attempt is already ${state.status}; start the puzzle again to play it once more.`,
      );
    }
    return state;
  };

  /**
   * Runs a change to an attempt being played, with its time brought forward, and the write that
   * stores it; a failed write leaves the state in memory as it was (changeAndStore).
   */
  const playing = <T>(attemptId: number, elapsedMs: number, change: (state: PlayState) => T): T => {
    const state = playable(attemptId);
    return changeAndStore(state, () => {
      state.elapsedMs = Math.max(state.elapsedMs, elapsedMs);
      return change(state);
    });
  };

  const cells = (count: number): string => `${count === 0 ? 'no' : count} cell${count === 1 ? '' : 's'}`;

  const notThisGrid = (reason: string): ApiFailure =>
    new ApiFailure(
      'invalid-arguments',
      `The move does not fit the saved grid (${reason}) The puzzle may have been played in another window: open it again to continue.`,
    );

  /** What decides a turn on this attempt: crossing off as the window asked, mistakes as the options say. */
  const rulesFor = (state: PlayState, autoCross: boolean): TurnRules => ({
    autoCross,
    solution: options.mistakeMode ? sessions.solution(state) : null,
  });

  /** A turn on the saved marks; a move that does not fit them says the grids differ. */
  const turnOn = <T>(take: () => T): T => {
    try {
      return take();
    } catch (error) {
      throw notThisGrid(error instanceof Error ? error.message : String(error));
    }
  };

  /**
   * Checks that the turn crossed off as many cells here as the window did with the move
   * (`crosses`): a difference means the grids differ.
   */
  const sameCrosses = (crossed: number, crosses: number): void => {
    if (crossed !== crosses) {
      throw notThisGrid(`it crosses off ${cells(crossed)} here and ${cells(crosses)} in the window.`);
    }
  };

  /** Takes a turn's new state and stores its move. */
  const play = (state: PlayState, turn: Turn): PlayUpdate => {
    const before = state.status;
    if (turn.game === state.game) return update(state, false);
    state.game = turn.game;
    if (turn.mistake) state.mistakes += 1;
    state.status = turn.status;
    return save(state, before, () =>
      appendMove(db, state.attemptId, encodeMove(turn.move), stateToStore(state, state.status !== before)),
    );
  };

  const workOutHint = async (state: PlayState): Promise<Hint> => {
    const { puzzle } = state;
    if (puzzle.width * puzzle.height <= MAIN_PROCESS_HINT_CELLS) {
      const lineHint = hintFor(puzzle, state.game.marks);
      if (lineHint.kind !== 'stuck') return lineHint;
    }
    const verdict = getVerdict(db, state.puzzleId) ?? 'unknown';
    return solver.run(
      'hint',
      { puzzle, options: { marks: progressOf(state).marks, verdict } },
      {
        jobId: `hint-${randomUUID()}`,
        supersedeKey: `hint:${state.attemptId}`,
        timeLimitMs: HINT_TIME_LIMIT_MS,
      },
    );
  };

  /**
   * The picture to reveal: the stored unique solution, else the drawing the puzzle was made from
   * (the one its author meant, when the clues allow others), else one the solver finds now.
   */
  const solutionFor = async (state: PlayState, jobId: string): Promise<string> => {
    const stored = sessions.solution(state);
    if (stored) return encodeGrid(stored);
    const drawn = getPuzzlePicture(db, state.puzzleId);
    if (drawn !== null) return drawn;
    const report = await solver.run(
      'solve',
      { puzzle: state.puzzle, options: { strategy: 'full', maxSolutions: 2 } },
      { jobId, timeLimitMs: REVEAL_TIME_LIMIT_MS },
    );
    const verdict = report.status === 'unique' || report.status === 'multiple' ? report.status : null;
    if (report.status === 'none') {
      setVerdict(db, state.puzzleId, 'none', null);
      emit('library.changed', { ids: [state.puzzleId] });
      throw new ApiFailure('invalid-puzzle', 'This puzzle has no solution, so there is nothing to reveal.');
    }
    const solution = report.solutions[0];
    if (solution === undefined) {
      throw new ApiFailure(
        'timeout',
        'The solver could not find a solution in time, so nothing was revealed.',
      );
    }
    if (verdict !== null && setVerdict(db, state.puzzleId, verdict, solution)) {
      emit('library.changed', { ids: [state.puzzleId] });
    }
    return solution;
  };

  return {
    'play.open': async ({ puzzleId }) => session(puzzleId),

    'play.move': async ({ attemptId, move, elapsedMs }) =>
      playing(attemptId, elapsedMs, (state) => {
        const colors = state.puzzle.palette.length;
        if (!isMark(move.to, colors)) {
          throw new ApiFailure('invalid-arguments', `${move.to} is not a mark this puzzle has.`);
        }
        const stroke: Move = { cells: move.cells, to: move.to, from: move.from };
        // With `crosses`, the window crossed off what the move proves empty: the turn does the same
        // here, from the saved marks.
        const rules = rulesFor(state, move.crosses !== undefined);
        const turn = turnOn(() => takeTurn(state.puzzle, state.game, stroke, rules));
        sameCrosses(turn.move.crossed?.length ?? 0, move.crosses ?? 0);
        return play(state, turn);
      }),

    'play.crossProved': async ({ attemptId, elapsedMs, crosses }) =>
      playing(attemptId, elapsedMs, (state) => {
        const turn = crossProvedTurn(state.puzzle, state.game, rulesFor(state, false));
        sameCrosses(turn?.move.cells.length ?? 0, crosses);
        return turn === null ? update(state, false) : play(state, turn);
      }),

    'play.undo': async ({ attemptId, elapsedMs }) =>
      playing(attemptId, elapsedMs, (state) => {
        if (!canUndo(state.game)) return update(state, false);
        state.game = undo(state.game);
        state.guessFrom = guessAfter(state.game, state.guessFrom);
        return save(state, state.status, () =>
          setMoveCount(db, attemptId, state.game.position, stateToStore(state, false)),
        );
      }),

    'play.redo': async ({ attemptId, elapsedMs }) =>
      playing(attemptId, elapsedMs, (state) => {
        const turn = redoTurn(state.puzzle, state.game);
        if (turn === null) return update(state, false);
        const before = state.status;
        state.game = turn.game;
        if (turn.status === 'solved') state.status = 'solved';
        return save(state, before, () =>
          setMoveCount(db, attemptId, state.game.position, stateToStore(state, state.status !== before)),
        );
      }),

    'play.guess': async ({ attemptId, elapsedMs, action }) =>
      playing(attemptId, elapsedMs, (state) => {
        const from = state.guessFrom;
        if (action === 'start' && from !== null) {
          throw new ApiFailure('invalid-arguments', 'A guess is already open: keep it or undo it first.');
        }
        // Ending a guess that is not open (another window ended it) changes nothing.
        if (action !== 'start' && from === null) return update(state, false);
        state.guessFrom = action === 'start' ? state.game.position : null;
        if (action === 'undo' && from !== null) {
          state.game = rewind(state.game, from);
          return save(state, state.status, () =>
            setMoveCount(db, attemptId, state.game.position, stateToStore(state, false)),
          );
        }
        return save(state, state.status, () => saveProgress(db, attemptId, stateToStore(state, false)));
      }),

    'play.strikeClue': async ({ attemptId, elapsedMs, axis, line, index, struck }) =>
      playing(attemptId, elapsedMs, (state) => {
        const number = { axis, line, index };
        if (!hasClueNumber(state.puzzle, number)) {
          const lines = axis === 'row' ? state.puzzle.rows : state.puzzle.columns;
          const count = lines[line]?.length ?? 0;
          throw new ApiFailure(
            'invalid-arguments',
            line < lines.length
              ? `The clue of ${axis} ${line + 1} has ${count} ${count === 1 ? 'number' : 'numbers'}; there is no number ${index + 1}.`
              : `The puzzle has ${lines.length} ${axis}s; there is no ${axis} ${line + 1}.`,
          );
        }
        state.struck = withStruck(state.struck, number, struck);
        saveStruckClues(db, attemptId, encodeStruck(state.struck));
        return { struckClues: struckKeys(state) };
      }),

    'play.tick': async ({ attemptId, elapsedMs }) => {
      const state = sessions.get(attemptId);
      if (!isPlayable(state.status)) return update(state, false);
      return changeAndStore(state, () => {
        if (state.pictureStale) {
          // The clock stops or ticks: a good moment to bring the stored picture up to date.
          state.elapsedMs = Math.max(state.elapsedMs, elapsedMs);
          saveProgress(db, attemptId, stateToStore(state, true));
        } else {
          state.elapsedMs = saveElapsed(db, attemptId, elapsedMs);
        }
        return update(state, false);
      });
    },

    'play.hint': async ({ attemptId, elapsedMs }) => {
      const hint = await workOutHint(playable(attemptId));
      // The hint may have taken a while; the attempt is read again in case it changed meanwhile.
      return playing(attemptId, elapsedMs, (state) => {
        // Only a hint that tells the player something counts; "already solved" or "stuck" does not.
        if (hint.kind === 'step' || hint.kind === 'contradiction') {
          state.hints += 1;
          saveProgress(db, attemptId, progressOf(state));
        }
        return { hint, hints: state.hints };
      });
    },

    'play.reveal': async ({ attemptId, elapsedMs, jobId }) => {
      const found = await solutionFor(playable(attemptId), jobId);
      // The solve may have taken a while; the attempt is read again in case it changed meanwhile.
      return playing(attemptId, elapsedMs, (state) => {
        const before = state.status;
        const { width, height } = state.puzzle;
        state.game = newGame(state.puzzle, decodeGrid(found, width, height).cells);
        state.status = 'revealed';
        const result = save(state, before, () => saveProgress(db, attemptId, progressOf(state)));
        return { solution: found, update: result };
      });
    },

    'play.restart': async ({ puzzleId }) => {
      const puzzle = getPuzzleDetail(db, puzzleId) ?? notFound(`Puzzle ${puzzleId}`);
      startAttempt(db, puzzleId, '0'.repeat(puzzle.width * puzzle.height));
      emit('library.changed', { ids: [puzzleId] });
      return session(puzzleId);
    },

    'play.options': async () => options,

    'play.setOptions': async (patch) => {
      options = updatePlayOptions(db, patch);
      return options;
    },
  };
}
