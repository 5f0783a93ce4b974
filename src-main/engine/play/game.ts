/**
 * The game state of an attempt: the player's marks and the list of moves that made them.
 *
 * A state is a value. `applyMove`, `undo` and `redo` return a new state and never change the one
 * they were given (the marks are copied on write: 10 KB for a 100x100 grid, about a microsecond).
 * The history keeps every move ever applied on the current line of play; `position` says how many
 * of them are in effect, so `history.slice(position)` is what redo would bring back. Applying a
 * new move drops that redo tail, as in every editor. Undo and redo have no limit.
 *
 * Because moves are small records that carry what each cell held before, the same list serves for
 * undo, for saving each move as it happens, and for `replay` after a reload.
 */
import type { Puzzle } from '../puzzle.ts';
import { BLANK, CROSS, type Marks, type Move, movedCells } from './types.ts';

export interface GameState {
  readonly width: number;
  readonly height: number;
  /** Row-major; never mutated once the state exists. */
  readonly marks: Marks;
  readonly history: readonly Move[];
  /** How many moves of `history` are in effect; redo brings back `history[position]`. */
  readonly position: number;
}

export function newGame(puzzle: Puzzle, initial?: Marks): GameState {
  const cells = puzzle.width * puzzle.height;
  if (initial !== undefined && initial.length !== cells) {
    throw new Error(`The marks have ${initial.length} cells, the puzzle ${cells}.`);
  }
  return {
    width: puzzle.width,
    height: puzzle.height,
    marks: initial === undefined ? new Uint8Array(cells) : initial.slice(),
    history: [],
    position: 0,
  };
}

/**
 * The move that sets `cells` to `to`, or null when it would change nothing. Cells that already
 * hold `to`, and repeated cells, are left out, so a recorded move always has an effect.
 */
export function moveFor(marks: Marks, cells: Iterable<number>, to: number): Move | null {
  const changed: number[] = [];
  const from: number[] = [];
  const seen = new Set<number>();
  for (const cell of cells) {
    checkCell(marks, cell);
    if (seen.has(cell)) continue;
    seen.add(cell);
    const before = marks[cell]!;
    if (before === to) continue;
    changed.push(cell);
    from.push(before);
  }
  return changed.length === 0 ? null : { cells: changed, to, from };
}

/**
 * Applies a move made on this state and drops the redo tail. A move that changes nothing
 * returns the state itself, so it is never recorded. Throws when the move does not fit the
 * state (a cell out of range, or `from` disagreeing with the marks): that is a programming error,
 * not a player's one.
 */
export function applyMove(state: GameState, move: Move): GameState {
  checkMove(state.marks, move);
  if (!hasEffect(move)) return state;
  const marks = state.marks.slice();
  putMove(marks, move);
  const history = state.history.slice(0, state.position);
  history.push(move);
  return { width: state.width, height: state.height, marks, history, position: history.length };
}

/** Builds and applies the move that sets `cells` to `to`. */
export function paintCells(state: GameState, cells: Iterable<number>, to: number): GameState {
  const move = moveFor(state.marks, cells, to);
  return move === null ? state : applyMove(state, move);
}

export function canUndo(state: GameState): boolean {
  return state.position > 0;
}

export function canRedo(state: GameState): boolean {
  return state.position < state.history.length;
}

/** Takes back the last move in effect; the history is kept for redo. */
export function undo(state: GameState): GameState {
  const move = state.history[state.position - 1];
  if (move === undefined) return state;
  const marks = state.marks.slice();
  takeBackMove(marks, move);
  return { ...state, marks, position: state.position - 1 };
}

export function redo(state: GameState): GameState {
  const move = state.history[state.position];
  if (move === undefined) return state;
  const marks = state.marks.slice();
  putMove(marks, move);
  return { ...state, marks, position: state.position + 1 };
}

/** Writes a move's marks into `marks` (which the caller owns). */
export function putMove(marks: Marks, move: Move): void {
  for (const cell of move.cells) marks[cell] = move.to;
  for (const cell of move.crossed ?? []) marks[cell] = CROSS;
}

/** Puts back what a move's cells held before it, in `marks` (which the caller owns). */
export function takeBackMove(marks: Marks, move: Move): void {
  for (const cell of move.crossed ?? []) marks[cell] = BLANK;
  move.cells.forEach((cell, i) => (marks[cell] = move.from[i]!));
}

/**
 * Rebuilds a state from saved moves: starts from `initial` (blank by default), applies the first
 * `position` moves and keeps the rest for redo. Every move is checked against the puzzle (cells in
 * range, marks the palette has, `from` agreeing with the marks at that point, including the redo
 * tail), and a saved history that does not fit throws with the number of the bad move.
 * Costs one pass over the moves, not one copy of the grid per move.
 */
export function replay(
  puzzle: Puzzle,
  history: readonly Move[],
  position: number = history.length,
  initial?: Marks,
): GameState {
  if (!Number.isInteger(position) || position < 0 || position > history.length) {
    throw new Error(`The saved position ${position} is not between 0 and ${history.length}.`);
  }
  const { game, unfit } = replayWhatFits(puzzle, history, position, initial);
  if (unfit) throw new Error(`Saved move ${unfit.index + 1} does not fit the grid: ${unfit.reason}.`);
  return game;
}

/** The first saved move that does not fit the grid it meets, and why. */
export interface UnfitMove {
  /** 0-based. */
  readonly index: number;
  readonly reason: string;
}

/**
 * Like `replay`, but a history that stops fitting keeps the moves before the first bad one (and
 * the position, when it is not past them), so a damaged record costs only what follows it.
 */
export function replayWhatFits(
  puzzle: Puzzle,
  history: readonly Move[],
  position: number = history.length,
  initial?: Marks,
): { readonly game: GameState; readonly unfit: UnfitMove | null } {
  const start = newGame(puzzle, initial);
  const marks = start.marks; // a fresh copy that this function owns until it returns
  const colors = puzzle.palette.length;
  let unfit: UnfitMove | null = null;
  for (const [index, move] of history.entries()) {
    try {
      checkMove(marks, move);
      if (!isMark(move.to, colors)) throw new Error(`${move.to} is not a mark of this puzzle`);
      if (!hasEffect(move)) throw new Error('it changes nothing');
    } catch (error) {
      unfit = { index, reason: error instanceof Error ? error.message : String(error) };
      break;
    }
    putMove(marks, move);
  }
  const kept = unfit === null ? history.length : unfit.index;
  const at = Math.max(0, Math.min(position, kept));
  // Walk back from the end of what was kept to `at`; the checks above proved this exact.
  for (let i = kept - 1; i >= at; i--) takeBackMove(marks, history[i]!);
  return { game: { ...start, marks, history: history.slice(0, kept), position: at }, unfit };
}

/**
 * The cells whose marks differ between two states of one game: the cells of one move when
 * `after` is one apply, undo or redo away from `before` (the usual case, and cheap), otherwise a
 * comparison of the whole grid.
 */
export function changedCells(before: GameState, after: GameState): readonly number[] {
  if (before === after) return [];
  const sameHistory = after.history === before.history; // undo and redo share the array
  if (after.position === before.position + 1) {
    const move = after.history[before.position]!;
    if (sameHistory || extendsHistory(before, after)) return movedCells(move);
  }
  if (after.position === before.position - 1 && sameHistory)
    return movedCells(before.history[after.position]!);
  const out: number[] = [];
  for (let i = 0; i < after.marks.length; i++) if (after.marks[i] !== before.marks[i]) out.push(i);
  return out;
}

/** Whether `after` is `before` with one move applied (its history is before's prefix plus one). */
function extendsHistory(before: GameState, after: GameState): boolean {
  if (after.history.length !== after.position) return false;
  for (let i = 0; i < before.position; i++) if (after.history[i] !== before.history[i]) return false;
  return true;
}

/** Whether `mark` is something a cell may hold in a puzzle with `colors` palette entries. */
export function isMark(mark: number, colors: number): boolean {
  return mark === BLANK || mark === CROSS || (Number.isInteger(mark) && mark >= 1 && mark < colors);
}

function hasEffect(move: Move): boolean {
  if (move.crossed !== undefined && move.crossed.length > 0) return true;
  for (const before of move.from) if (before !== move.to) return true;
  return false;
}

function checkCell(marks: Marks, cell: number): void {
  if (!Number.isInteger(cell) || cell < 0 || cell >= marks.length) {
    throw new Error(`Cell ${cell} is outside the grid of ${marks.length} cells.`);
  }
}

function checkMove(marks: Marks, move: Move): void {
  if (move.cells.length !== move.from.length) {
    throw new Error(`The move lists ${move.cells.length} cells but ${move.from.length} previous marks.`);
  }
  move.cells.forEach((cell, i) => {
    checkCell(marks, cell);
    if (marks[cell] !== move.from[i]) {
      throw new Error(`Cell ${cell} holds ${marks[cell]}, but the move says it held ${move.from[i]}.`);
    }
  });
  const crossed = move.crossed ?? [];
  if (crossed.length === 0) return;
  if (move.to === BLANK || move.to === CROSS)
    throw new Error('Only a move that fills can cross off other cells.');
  const own = new Set(move.cells);
  const seen = new Set<number>();
  for (const cell of crossed) {
    checkCell(marks, cell);
    if (own.has(cell) || seen.has(cell)) throw new Error(`Cell ${cell} is crossed twice by one move.`);
    seen.add(cell);
    if (marks[cell] !== BLANK)
      throw new Error(`Cell ${cell} holds ${marks[cell]}, so the move cannot cross it off.`);
  }
}
