/**
 * Painting by dragging: the pointer goes down on a cell, moves, and comes up; the cells in
 * between become one move. This is UI state (undo does not restore it), kept apart from the game
 * state as in Tatham's `pattern.c`.
 *
 * The run is straight: it follows the start cell's row or column, whichever the pointer has moved
 * further along (on a tie the axis stays as it was, so a diagonal wobble does not flip it), and it
 * is clamped to the grid. Its length is shown while dragging.
 *
 * What the run paints, decided once by the start cell (as Picross games and the better apps do):
 * - The start cell already holds the tool's mark (the same colour for fill, a cross for cross):
 *   the drag clears, and only cells holding that same mark (a toggle).
 * - Otherwise the drag paints the tool's mark. The start cell always takes it, since the player
 *   pointed at it; the other cells of the run take it only when blank, unless `overwrite` is on.
 *   So filling never paints over crosses, crossing never paints over fills, and a different
 *   colour counts as a mark of another kind too: dragging red along a row does not recolour the
 *   blue cells the player has already placed.
 * - The clear tool (middle button) is an eraser: every mark along the run is cleared.
 */
import type { GameState } from './game.ts';
import type { Axis } from './lines.ts';
import { BLANK, CROSS, type Marks, type Move } from './types.ts';

export type Tool = 'fill' | 'cross' | 'clear';

export interface Cell {
  readonly x: number;
  readonly y: number;
}

export interface DragOptions {
  /** Paint over marks of another kind along the run. Off by default in the app. */
  readonly overwrite: boolean;
}

/**
 * Which cells of the run change: 'blank' (painting, no overwrite), 'any' (painting with overwrite,
 * or the eraser), or one mark value (a toggle clears only cells holding it).
 */
export type DragTarget = 'blank' | 'any' | number;

export interface Drag {
  readonly width: number;
  readonly height: number;
  /** The marks when the drag started; the drag never changes them. */
  readonly marks: Marks;
  readonly start: Cell;
  /** The end of the run: on the start cell's row or column, inside the grid. */
  readonly end: Cell;
  readonly axis: Axis;
  /** The mark the changed cells receive: a colour, CROSS, or BLANK when clearing. */
  readonly to: number;
  readonly target: DragTarget;
  /** Cell indices of the run from start to end. */
  readonly run: readonly number[];
  /** The cells of the run that will change: what to draw as the preview. */
  readonly changes: readonly number[];
  /** Cells in the run, start and end included: the figure shown while dragging. */
  readonly length: number;
  /**
   * The run takes up an earlier one (startDragAs), so its start cell follows the target like the
   * rest: it was that run's end, which a fill kept off a cross stays off it.
   */
  readonly resumed?: boolean;
}

export function startDrag(
  state: GameState,
  cell: Cell,
  tool: Tool,
  color: number,
  options: DragOptions,
): Drag {
  const { width, height, marks } = state;
  if (!inside(cell, width, height)) throw new RangeError(`Cell (${cell.x}, ${cell.y}) is outside the grid.`);
  const startMark = marks[cell.y * width + cell.x]!;
  let to: number;
  let target: DragTarget;
  if (tool === 'clear') {
    to = BLANK;
    target = 'any';
  } else {
    const mark = tool === 'cross' ? CROSS : color;
    if (tool === 'fill' && (!Number.isInteger(color) || color < 1 || color >= CROSS)) {
      throw new RangeError(`${color} is not a colour to fill with.`);
    }
    if (startMark === mark) {
      to = BLANK;
      target = mark;
    } else {
      to = mark;
      target = options.overwrite ? 'any' : 'blank';
    }
  }
  const base = { width, height, marks, start: cell, to, target };
  return withEnd(base, cell, 'row');
}

/** What a run paints: the mark it gives and which cells of the run change (see the top). */
export type DragMode = Pick<Drag, 'to' | 'target'>;

/**
 * Starts a run at `cell` that paints as `mode` says, whatever the cell holds, rather than as the
 * cell decides: a keyboard stroke taken up again where the last one ended goes on filling (or
 * crossing, or clearing) instead of turning into its opposite on a cell it has just painted.
 */
export function startDragAs(state: GameState, cell: Cell, mode: DragMode): Drag {
  const { width, height, marks } = state;
  if (!inside(cell, width, height)) throw new RangeError(`Cell (${cell.x}, ${cell.y}) is outside the grid.`);
  const base = { width, height, marks, start: cell, to: mode.to, target: mode.target, resumed: true };
  return withEnd(base, cell, 'row');
}

/** Moves the free end of the drag to the cell under the pointer (any cell, even off the grid). */
export function dragTo(drag: Drag, cell: Cell): Drag {
  const dx = cell.x - drag.start.x;
  const dy = cell.y - drag.start.y;
  let axis = drag.axis;
  if (Math.abs(dx) > Math.abs(dy)) axis = 'row';
  else if (Math.abs(dy) > Math.abs(dx)) axis = 'column';
  const end =
    axis === 'row'
      ? { x: clamp(cell.x, drag.width), y: drag.start.y }
      : { x: drag.start.x, y: clamp(cell.y, drag.height) };
  if (axis === drag.axis && end.x === drag.end.x && end.y === drag.end.y) return drag;
  return withEnd(drag, end, axis);
}

/** The move the drag makes, or null when it changes nothing. */
export function finishDrag(drag: Drag): Move | null {
  if (drag.changes.length === 0) return null;
  return { cells: drag.changes, to: drag.to, from: drag.changes.map((cell) => drag.marks[cell]!) };
}

type DragBase = Pick<Drag, 'width' | 'height' | 'marks' | 'start' | 'to' | 'target' | 'resumed'>;

function withEnd(base: DragBase, end: Cell, axis: Axis): Drag {
  const { width, marks, start, to, target } = base;
  const resumed = base.resumed === true;
  const step = axis === 'row' ? Math.sign(end.x - start.x) : Math.sign(end.y - start.y) * width;
  const count = axis === 'row' ? Math.abs(end.x - start.x) + 1 : Math.abs(end.y - start.y) + 1;
  const first = start.y * width + start.x;
  const run: number[] = [];
  const changes: number[] = [];
  for (let i = 0; i < count; i++) {
    const cell = first + i * step;
    run.push(cell);
    const mark = marks[cell]!;
    if (mark === to) continue;
    // The start cell of a painting drag always changes; the rest follow the target.
    if ((i === 0 && !resumed) || target === 'any' || (target === 'blank' ? mark === BLANK : mark === target))
      changes.push(cell);
  }
  return {
    width: base.width,
    height: base.height,
    marks,
    start,
    end,
    axis,
    to,
    target,
    run,
    changes,
    length: count,
    ...(resumed ? { resumed } : {}),
  };
}

function inside(cell: Cell, width: number, height: number): boolean {
  return (
    Number.isInteger(cell.x) &&
    Number.isInteger(cell.y) &&
    cell.x >= 0 &&
    cell.y >= 0 &&
    cell.x < width &&
    cell.y < height
  );
}

function clamp(value: number, size: number): number {
  return Math.min(size - 1, Math.max(0, Math.trunc(value)));
}
