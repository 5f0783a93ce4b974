/**
 * What is drawn over the board on a second canvas, so that it can change on every pointer move
 * without touching the cells: the row and column under the pointer or the keyboard cursor
 * (through their clues), the cursor itself, the line a hint names and, on a second ask, the cells
 * it settles, and the length of the run being painted.
 */
import type { PaletteColor } from '../../../src-main/engine/puzzle.ts';
import type { HintCell } from '../../../src-main/contract/play-dto.ts';
import { inkOf, type BoardColors } from '../../lib/board/board-colors.ts';
import { drawCross } from '../../lib/board/cell-marks.ts';
import { clipToCells, type Axis } from './board-draw.ts';
import type { Geometry, Placement } from './board-geometry.ts';
import type { HintView } from './play-session.svelte.ts';

export interface CellPoint {
  readonly x: number;
  readonly y: number;
}

export interface OverlayState {
  /** The cell whose row and column are highlighted. */
  readonly focus: CellPoint | null;
  /** The keyboard cursor, drawn as a frame. */
  readonly cursor: CellPoint | null;
  readonly hint: {
    readonly axis: Axis;
    readonly index: number;
    readonly cells: readonly HintCell[] | null;
  } | null;
  /** The run being painted: where it ends and how many cells it spans. */
  readonly run: { readonly end: CellPoint; readonly length: number } | null;
}

export const EMPTY_OVERLAY: OverlayState = { focus: null, cursor: null, hint: null, run: null };

export function paintOverlay(
  context: CanvasRenderingContext2D,
  geometry: Geometry,
  placement: Placement,
  state: OverlayState,
  palette: readonly PaletteColor[],
  colors: BoardColors,
): void {
  context.clearRect(0, 0, geometry.viewWidth, geometry.viewHeight);
  const { cell } = geometry;
  const rowBandLeft = placement.rowBandRight - geometry.rowClueWidth;
  const columnBandTop = placement.columnBandBottom - geometry.columnClueHeight;
  const gridRight = Math.min(geometry.viewWidth, placement.gridLeft + geometry.width * cell);
  const gridBottom = Math.min(geometry.viewHeight, placement.gridTop + geometry.height * cell);

  context.save();
  // Nothing is drawn over the corner where the clue bands meet.
  context.beginPath();
  context.rect(0, 0, geometry.viewWidth, geometry.viewHeight);
  context.rect(placement.rowBandRight, columnBandTop, -geometry.rowClueWidth, geometry.columnClueHeight);
  context.clip('evenodd');

  /** A line's strip: full strength over its clue, lighter over the cells so colours stay true. */
  const strip = (axis: Axis, index: number, cells: number): void => {
    if (axis === 'row') {
      const top = Math.max(placement.gridTop + index * cell, placement.columnBandBottom);
      const bottom = placement.gridTop + (index + 1) * cell;
      if (bottom <= top) return;
      context.fillRect(rowBandLeft, top, placement.rowBandRight - rowBandLeft, bottom - top);
      context.globalAlpha *= cells;
      context.fillRect(placement.rowBandRight, top, gridRight - placement.rowBandRight, bottom - top);
    } else {
      const left = Math.max(placement.gridLeft + index * cell, placement.rowBandRight);
      const right = placement.gridLeft + (index + 1) * cell;
      if (right <= left) return;
      context.fillRect(left, columnBandTop, right - left, placement.columnBandBottom - columnBandTop);
      context.globalAlpha *= cells;
      context.fillRect(
        left,
        placement.columnBandBottom,
        right - left,
        gridBottom - placement.columnBandBottom,
      );
    }
  };

  if (state.hint) {
    // The hinted line in the accent colour, stronger than the pointer's highlight.
    context.fillStyle = colors.accent;
    context.globalAlpha = 0.22;
    strip(state.hint.axis, state.hint.index, 0.8);
    context.globalAlpha = 1;
  }
  if (state.focus) {
    context.fillStyle = colors.highlight;
    strip('row', state.focus.y, 0.6);
    context.globalAlpha = 1;
    strip('column', state.focus.x, 0.6);
    context.globalAlpha = 1;
  }

  clipToCells(context, geometry, placement);
  if (state.hint?.cells) {
    for (const { cell: index, value } of state.hint.cells) {
      const left = placement.gridLeft + (index % geometry.width) * cell;
      const top = placement.gridTop + Math.floor(index / geometry.width) * cell;
      if (value === 0) drawCross(context, left, top, cell, colors.accent);
      else {
        const inset = Math.max(2, Math.round(cell * 0.28));
        context.fillStyle = inkOf(palette, value);
        context.globalAlpha = 0.55;
        context.fillRect(left + inset, top + inset, cell - 2 * inset, cell - 2 * inset);
        context.globalAlpha = 1;
      }
      frame(context, left, top, cell, colors.accent, 2);
    }
  }
  if (state.cursor) {
    const left = placement.gridLeft + state.cursor.x * cell;
    const top = placement.gridTop + state.cursor.y * cell;
    frame(context, left - 1, top - 1, cell + 2, colors.accent, Math.max(2, Math.min(3, cell / 8)));
  }
  context.restore();

  if (state.run && state.run.length > 1) drawRunLength(context, geometry, placement, state.run, colors);
}

function frame(
  context: CanvasRenderingContext2D,
  left: number,
  top: number,
  size: number,
  color: string,
  width: number,
): void {
  context.strokeStyle = color;
  context.lineWidth = width;
  context.strokeRect(left + width / 2, top + width / 2, size - width, size - width);
}

/** A small badge with the run's length, just above and right of its free end. */
function drawRunLength(
  context: CanvasRenderingContext2D,
  geometry: Geometry,
  placement: Placement,
  run: NonNullable<OverlayState['run']>,
  colors: BoardColors,
): void {
  const { cell } = geometry;
  const text = String(run.length);
  context.font = `700 13px ${colors.font}`;
  const width = Math.ceil(context.measureText(text).width) + 12;
  const height = 20;
  let left = placement.gridLeft + (run.end.x + 1) * cell + 4;
  let top = placement.gridTop + run.end.y * cell - height - 4;
  left = Math.max(2, Math.min(geometry.viewWidth - width - 2, left));
  top = Math.max(2, Math.min(geometry.viewHeight - height - 2, top));
  context.fillStyle = colors.accent;
  context.beginPath();
  context.roundRect(left, top, width, height, 10);
  context.fill();
  context.fillStyle = colors.accentText;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(text, left + width / 2, top + height / 2 + 0.5);
}

/** What the board marks for the hint shown: its line, and its cells once asked for again. */
export function hintOverlayOf(shown: HintView | null): OverlayState['hint'] {
  if (!shown || (shown.hint.kind !== 'step' && shown.hint.kind !== 'contradiction')) return null;
  return {
    axis: shown.hint.axis,
    index: shown.hint.index,
    cells: shown.hint.kind === 'step' && shown.showCells ? shown.hint.cells : null,
  };
}
