/**
 * The read-only board of the solve and typing screens: the picture as far as it is known (a dot
 * marks a cell proved empty), and over it the line a step works on, through its clue, and framed
 * cells: those a step settles, or those where two solutions differ. A step that tries one cell
 * rings that cell and lays a lighter band on each line of its chain instead of its own line.
 */
import type { BoardCells } from './board-cells.ts';
import type { BoardColors } from './board-colors.ts';
import type { BoardLayout } from './board-layout.ts';
import { drawRing } from './cell-marks.ts';
import type { TrialMarks } from '../explain/trial-view.ts';
import {
  cellCorner,
  paintCells,
  paintClues,
  paintFramedCells,
  paintGridLines,
  paintGround,
  type BoardPicture,
  type GridLineRule,
} from './board-paint.ts';

/**
 * A picture to read: on small cells only the lines every five cells stay, at full weight, so
 * the picture is not greyed out by the grid.
 */
const READING_LINES: GridLineRule = { thinFrom: 8, boldFrom: 0 };

export interface BoardOverlay {
  readonly line: { readonly axis: 'row' | 'column'; readonly index: number } | null;
  readonly marked: readonly number[];
  readonly markTone: 'step' | 'differ';
  /** A trial step's cell (ringed) and the lines of its chain. */
  readonly trial?: TrialMarks | null;
}

export function paintPuzzleBoard(
  context: CanvasRenderingContext2D,
  picture: BoardPicture,
  layout: BoardLayout,
  cells: BoardCells,
  overlay: BoardOverlay,
  colors: BoardColors,
): void {
  paintGround(context, layout, colors);
  paintCells(context, layout, cells, picture.palette, colors.gridLine);
  for (const line of overlay.trial?.lines ?? []) {
    // The chain's lines lighter than a step's line; the one that cannot fit in the danger colour.
    context.globalAlpha = line.contradiction ? 0.2 : 0.14;
    paintLine(context, layout, line, line.contradiction ? colors.danger : colors.accent);
    context.globalAlpha = 1;
  }
  if (overlay.line) paintLine(context, layout, overlay.line, colors.highlight);
  paintGridLines(context, layout, colors, READING_LINES);
  paintClues(context, picture, layout, colors);
  const differ = overlay.markTone === 'differ';
  paintFramedCells(context, layout, overlay.marked, differ ? colors.danger : colors.accent, differ);
  if (overlay.trial) {
    const { row, column } = overlay.trial;
    const [left, top] = cellCorner(layout, row * layout.columns + column);
    drawRing(context, left, top, layout.cell, colors.paperAccent, colors.paper);
  }
}

/** A line a step works on, across the grid and through its clue. */
function paintLine(
  context: CanvasRenderingContext2D,
  layout: BoardLayout,
  line: NonNullable<BoardOverlay['line']>,
  color: string,
): void {
  const { cell, gridLeft, gridTop } = layout;
  context.fillStyle = color;
  if (line.axis === 'row') {
    const clueLeft = gridLeft - layout.rowSlots * cell;
    context.fillRect(
      clueLeft,
      gridTop + line.index * cell,
      gridLeft + layout.columns * cell - clueLeft,
      cell,
    );
  } else {
    const clueTop = gridTop - layout.columnSlots * cell;
    context.fillRect(gridLeft + line.index * cell, clueTop, cell, gridTop + layout.rows * cell - clueTop);
  }
}
