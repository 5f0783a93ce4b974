/**
 * Playing with the keyboard: arrows move a cursor; while a paint key is held, moving the cursor
 * paints, exactly like a pointer drag from the cell where the key went down (same axis locking,
 * same no-overwrite and toggle rules, one move on release). UI state, not undone.
 *
 * Shift+arrow and Ctrl+arrow paint as they move too, and are often tapped rather than held:
 * Shift+Right, Shift+Right, Shift+Right. The screen keeps such a stroke open between quick taps
 * (see board-input.svelte.ts); here, a stroke that starts where the last stroke ended takes up its
 * mode (pressStrokeKey after releaseStrokeKey). Without it the second tap would start on a cell the first
 * had just filled, and a run started on its own mark clears: the taps would undo each other. A
 * paint key (Space, F, X) keeps its toggle: pressed twice on a cell, it takes its mark back.
 */
import {
  type Cell,
  type Drag,
  type DragMode,
  type DragOptions,
  dragTo,
  finishDrag,
  startDrag,
  startDragAs,
  type Tool,
} from './drag.ts';
import type { GameState } from './game.ts';
import { CROSS, type Move } from './types.ts';

export type Direction = 'left' | 'right' | 'up' | 'down';

export interface KeyboardState {
  readonly cursor: Cell;
  /** The paint in progress while a paint key is held. */
  readonly drag: Drag | null;
  /**
   * Where the last run ended and what it painted, while the cursor is still there: a run begun
   * there with a tool that paints the same mark goes on in the same mode.
   */
  readonly last: (DragMode & { readonly end: Cell }) | null;
}

export function keyboardStart(cursor: Cell = { x: 0, y: 0 }): KeyboardState {
  return { cursor, drag: null, last: null };
}

/**
 * Moves the cursor one cell (or to the grid's edge with `toEdge`), never off the grid. While
 * painting, the cursor follows the end of the run, so it stays on the start cell's row or column.
 */
export function moveCursor(
  keyboard: KeyboardState,
  direction: Direction,
  size: { readonly width: number; readonly height: number },
  toEdge = false,
): KeyboardState {
  const { x, y } = keyboard.cursor;
  const far = Math.max(size.width, size.height);
  const step = toEdge ? far : 1;
  const wanted = {
    left: { x: x - step, y },
    right: { x: x + step, y },
    up: { x, y: y - step },
    down: { x, y: y + step },
  }[direction];
  const target = {
    x: Math.min(size.width - 1, Math.max(0, wanted.x)),
    y: Math.min(size.height - 1, Math.max(0, wanted.y)),
  };
  if (keyboard.drag === null) return { cursor: target, drag: null, last: null };
  const drag = dragTo(keyboard.drag, target);
  return { cursor: drag.end, drag, last: null };
}

/** A paint key went down: paint the cursor cell and start a run from it. */
export function pressPaintKey(
  state: GameState,
  keyboard: KeyboardState,
  tool: Tool,
  color: number,
  options: DragOptions,
): KeyboardState {
  if (keyboard.drag !== null) return keyboard;
  const { cursor } = keyboard;
  return { cursor, drag: startDrag(state, cursor, tool, color, options), last: null };
}

/**
 * Shift or Ctrl went down with an arrow (a stroke key): as a paint key, except that from where the
 * last stroke ended the run goes on in that stroke's mode.
 */
export function pressStrokeKey(
  state: GameState,
  keyboard: KeyboardState,
  tool: Tool,
  color: number,
  options: DragOptions,
): KeyboardState {
  const { cursor, last, drag } = keyboard;
  if (drag !== null || last === null || !continues(cursor, last, tool, color)) {
    return pressPaintKey(state, keyboard, tool, color, options);
  }
  return { cursor, drag: startDragAs(state, cursor, last), last: null };
}

/** The paint key came up: the run becomes one move (null when it changed nothing). */
export function releasePaintKey(keyboard: KeyboardState): { keyboard: KeyboardState; move: Move | null } {
  const { drag, cursor } = keyboard;
  return { keyboard: { cursor, drag: null, last: null }, move: drag === null ? null : finishDrag(drag) };
}

/** A stroke ended: as releasePaintKey, and the next stroke from here may take up its mode. */
export function releaseStrokeKey(keyboard: KeyboardState): { keyboard: KeyboardState; move: Move | null } {
  const { drag } = keyboard;
  const { keyboard: released, move } = releasePaintKey(keyboard);
  const last = drag === null ? null : { to: drag.to, target: drag.target, end: drag.end };
  return { keyboard: { ...released, last }, move };
}

/**
 * Whether a run of `tool` begun at `cursor` takes up the last run: it starts where that one ended
 * and the tool paints (or, for a clearing run, cleared) the same mark. What the cell holds does
 * not matter: the mode carries on even after an undo took the last stroke back, as it would have
 * had the modifier been held.
 */
function continues(
  cursor: Cell,
  last: DragMode & { readonly end: Cell },
  tool: Tool,
  color: number,
): boolean {
  if (cursor.x !== last.end.x || cursor.y !== last.end.y) return false;
  if (tool === 'clear') return last.target === 'any';
  const mark = tool === 'cross' ? CROSS : color;
  return last.to === mark || last.target === mark;
}
