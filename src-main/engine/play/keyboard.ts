/**
 * Playing with the keyboard: arrows move a cursor; while a paint key is held, moving the cursor
 * paints, exactly like a pointer drag from the cell where the key went down (same axis locking,
 * same no-overwrite and toggle rules, one move on release). UI state, not undone.
 */
import { type Cell, type Drag, type DragOptions, dragTo, finishDrag, startDrag, type Tool } from './drag.ts';
import type { GameState } from './game.ts';
import type { Move } from './types.ts';

export type Direction = 'left' | 'right' | 'up' | 'down';

export interface KeyboardState {
  readonly cursor: Cell;
  /** The paint in progress while a paint key is held. */
  readonly drag: Drag | null;
}

export function keyboardStart(cursor: Cell = { x: 0, y: 0 }): KeyboardState {
  return { cursor, drag: null };
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
  if (keyboard.drag === null) return { cursor: target, drag: null };
  const drag = dragTo(keyboard.drag, target);
  return { cursor: drag.end, drag };
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
  return { cursor: keyboard.cursor, drag: startDrag(state, keyboard.cursor, tool, color, options) };
}

/** The paint key came up: the run becomes one move (null when it changed nothing). */
export function releasePaintKey(keyboard: KeyboardState): { keyboard: KeyboardState; move: Move | null } {
  const move = keyboard.drag === null ? null : finishDrag(keyboard.drag);
  return { keyboard: { cursor: keyboard.cursor, drag: null }, move };
}
