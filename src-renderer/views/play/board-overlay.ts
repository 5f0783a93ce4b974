/**
 * What is drawn over the board on a second canvas, so that it can change on every pointer move
 * without touching the cells: the row and column under the pointer or the keyboard cursor
 * (through their clues), the cursor itself, what a hint points at, and the length of the run
 * being painted. A hint names a line and, on a second ask, shows the cells it settles; a trial
 * rings the cell it supposes and lays a light band on each line of its chain (the line that cannot
 * fit in the danger colour); a puzzle with several solutions gets the cells where two differ
 * framed and struck, as the editor's check marks them.
 */
import type { PaletteColor } from '../../../src-main/engine/puzzle.ts';
import { inkOf, type BoardColors } from '../../lib/board/board-colors.ts';
import { drawCross, drawFramedCell, drawRing } from '../../lib/board/cell-marks.ts';
import { clipToCells, type Axis } from './board-draw.ts';
import type { Geometry, Placement } from './board-geometry.ts';
import type { CellPoint, HintOverlay } from './hint-view.ts';

export type { CellPoint } from './hint-view.ts';

export interface OverlayState {
  /** The cell whose row and column are highlighted. */
  readonly focus: CellPoint | null;
  /** The keyboard cursor, drawn as a frame. */
  readonly cursor: CellPoint | null;
  readonly hint: HintOverlay | null;
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

  for (const line of state.hint?.chain ?? []) {
    // Lighter than a hinted line: several cross, and the cells under them must stay readable.
    context.fillStyle = line.contradiction ? colors.danger : colors.accent;
    context.globalAlpha = line.contradiction ? 0.2 : 0.14;
    strip(line.axis, line.index, 0.75);
    context.globalAlpha = 1;
  }
  if (state.hint?.line) {
    // The hinted line in the accent colour, stronger than the pointer's highlight.
    context.fillStyle = colors.accent;
    context.globalAlpha = 0.22;
    strip(state.hint.line.axis, state.hint.line.index, 0.8);
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
  const corner = (index: number): [number, number] => [
    placement.gridLeft + (index % geometry.width) * cell,
    placement.gridTop + Math.floor(index / geometry.width) * cell,
  ];
  for (const index of state.hint?.differing ?? [])
    drawFramedCell(context, ...corner(index), cell, colors.danger, true);
  const ring = state.hint?.ring;
  if (ring)
    drawRing(context, ...corner(ring.y * geometry.width + ring.x), cell, colors.paperAccent, colors.paper);
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
