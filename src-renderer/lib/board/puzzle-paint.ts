/**
 * The read-only board of the solve and typing screens: the picture as far as it is known (a dot
 * marks a cell proved empty), and over it the line a step works on, through its clue, and framed
 * cells: those a step settles, or those where two solutions differ.
 */
import type { BoardCells } from './board-cells.ts';
import type { BoardColors } from './board-colors.ts';
import type { BoardLayout } from './board-layout.ts';
import {
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
  if (overlay.line) paintLine(context, layout, overlay.line, colors);
  paintGridLines(context, layout, colors, READING_LINES);
  paintClues(context, picture, layout, colors);
  const differ = overlay.markTone === 'differ';
  paintFramedCells(context, layout, overlay.marked, differ ? colors.danger : colors.accent, differ);
}

/** The line the current step works on, across the grid and through its clue. */
function paintLine(
  context: CanvasRenderingContext2D,
  layout: BoardLayout,
  line: NonNullable<BoardOverlay['line']>,
  colors: BoardColors,
): void {
  const { cell, gridLeft, gridTop } = layout;
  context.fillStyle = colors.highlight;
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
