/**
 * Draws the play board on a canvas the size of the viewport: the visible cells, the grid lines
 * (a thicker one every five cells) and the two clue bands, pinned to the edges when scrolled
 * (see board-geometry.ts). Painting a few cells repaints only those cells and the lines along
 * their edges, so a move on a 100x100 board costs microseconds; scrolling and zooming repaint
 * what is visible. Lines sit on whole pixels: a thin line takes the first pixel column of the cell
 * to its right, a thick one a pixel on each side of the boundary.
 */
import { CROSS } from '../../../src-main/engine/play/types.ts';
import type { PaletteColor } from '../../../src-main/engine/puzzle.ts';
import { inkOf, type BoardColors } from '../../lib/board/board-colors.ts';
import { MIN_CLUE_CELL, type ClueLines } from '../../lib/board/clue-lines.ts';
import { drawCross } from '../../lib/board/cell-marks.ts';
import { drawClueNumber } from '../../lib/board/clue-number.ts';
import type { Geometry, Placement } from './board-geometry.ts';
import { PLAY_CLUES, visibleCells } from './board-geometry.ts';

export type Axis = 'row' | 'column';

/** What the board shows; the play screen answers from its game state and feedback cache. */
export interface BoardScene {
  readonly clues: ClueLines;
  readonly palette: readonly PaletteColor[];
  /** The mark to show in a cell: the game's, or a drag's preview. */
  mark(cell: number): number;
  /** Which numbers of a line's clue are provably satisfied (drawn greyed), or null for none. */
  done(axis: Axis, index: number): readonly boolean[] | null;
  /** Whether to flag the line as contradicting its clue. */
  contradiction(axis: Axis, index: number): boolean;
  /** Whether the mark shown in the cell belongs to the open guess, so is drawn apart. */
  guessed(cell: number, mark: number): boolean;
  /** Whether to flag the cell's mark as a mistake (mistake mode). */
  wrong(cell: number): boolean;
  /** The finished picture: no crosses, no thin lines, no flags. */
  readonly finished: boolean;
}

/** Repaints everything visible. */
export function paintAll(
  context: CanvasRenderingContext2D,
  scene: BoardScene,
  geometry: Geometry,
  placement: Placement,
  colors: BoardColors,
): void {
  context.fillStyle = colors.surface;
  context.fillRect(0, 0, geometry.viewWidth, geometry.viewHeight);
  const range = visibleCells(geometry, placement);
  const { cell } = geometry;

  context.save();
  clipToCells(context, geometry, placement);
  context.fillStyle = colors.paper;
  context.fillRect(
    placement.gridLeft + range.x0 * cell,
    placement.gridTop + range.y0 * cell,
    (range.x1 - range.x0) * cell,
    (range.y1 - range.y0) * cell,
  );
  for (let y = range.y0; y < range.y1; y++) {
    for (let x = range.x0; x < range.x1; x++) {
      const index = y * geometry.width + x;
      const mark = scene.mark(index);
      if (mark !== 0)
        drawMark(
          context,
          scene,
          placement.gridLeft + x * cell,
          placement.gridTop + y * cell,
          cell,
          mark,
          colors,
          scene.guessed(index, mark),
        );
      if (!scene.finished && mark !== 0 && scene.wrong(index)) {
        drawCorner(
          context,
          placement.gridLeft + x * cell,
          placement.gridTop + y * cell,
          cell,
          colors,
          'wrong',
        );
      }
    }
  }
  drawGridLines(context, scene, geometry, placement, range.x0, range.x1, range.y0, range.y1, colors);
  context.restore();

  for (let y = range.y0; y < range.y1; y++) paintClue(context, scene, geometry, placement, 'row', y, colors);
  for (let x = range.x0; x < range.x1; x++)
    paintClue(context, scene, geometry, placement, 'column', x, colors);
  // The corner where the bands meet stays empty, above whatever the bands drew under it.
  context.fillStyle = colors.surface;
  context.fillRect(
    placement.rowBandRight - geometry.rowClueWidth - 2,
    placement.columnBandBottom - geometry.columnClueHeight - 2,
    geometry.rowClueWidth + 1,
    geometry.columnClueHeight + 1,
  );
}

/** Repaints the given cells (row-major indices) and the lines along their edges. */
export function paintCells(
  context: CanvasRenderingContext2D,
  scene: BoardScene,
  geometry: Geometry,
  placement: Placement,
  cells: Iterable<number>,
  colors: BoardColors,
): void {
  const range = visibleCells(geometry, placement);
  const { cell, width } = geometry;
  context.save();
  clipToCells(context, geometry, placement);
  for (const index of cells) {
    const x = index % width;
    const y = Math.floor(index / width);
    if (x < range.x0 || x >= range.x1 || y < range.y0 || y >= range.y1) continue;
    const left = placement.gridLeft + x * cell;
    const top = placement.gridTop + y * cell;
    context.fillStyle = colors.paper;
    context.fillRect(left, top, cell, cell);
    const mark = scene.mark(index);
    if (mark !== 0) drawMark(context, scene, left, top, cell, mark, colors, scene.guessed(index, mark));
    if (!scene.finished && mark !== 0 && scene.wrong(index))
      drawCorner(context, left, top, cell, colors, 'wrong');
    drawGridLines(context, scene, geometry, placement, x, x + 1, y, y + 1, colors);
  }
  context.restore();
}

/** Repaints one line's clue in its band. */
export function paintClue(
  context: CanvasRenderingContext2D,
  scene: BoardScene,
  geometry: Geometry,
  placement: Placement,
  axis: Axis,
  index: number,
  colors: BoardColors,
): void {
  const { cell } = geometry;
  const row = axis === 'row';
  const clue = (row ? scene.clues.rows : scene.clues.columns)[index];
  if (!clue) return;
  const slots = row ? geometry.rowSlots : geometry.columnSlots;
  const bandStart = row
    ? placement.rowBandRight - geometry.rowClueWidth
    : placement.columnBandBottom - geometry.columnClueHeight;
  const along = row ? placement.gridTop + index * cell : placement.gridLeft + index * cell;
  const flagged = !scene.finished && scene.contradiction(axis, index);
  const done = scene.done(axis, index);

  context.save();
  context.beginPath();
  if (row) context.rect(bandStart, placement.columnBandBottom, geometry.rowClueWidth, geometry.viewHeight);
  else context.rect(placement.rowBandRight, bandStart, geometry.viewWidth, geometry.columnClueHeight);
  context.clip();

  const [x, y, w, h] = row
    ? [bandStart, along, geometry.rowClueWidth, cell]
    : [along, bandStart, cell, geometry.columnClueHeight];
  context.fillStyle = flagged ? colors.dangerSoft : colors.clueBg;
  context.fillRect(x, y, w, h);
  if (flagged) {
    context.fillStyle = colors.danger;
    if (row) context.fillRect(x, y + 1, 3, h - 1);
    else context.fillRect(x + 1, y, w - 1, 3);
  }
  // Separators between lines, stronger every five, continuing the grid's lines into the band.
  if (cell >= 6) {
    context.fillStyle = colors.gridLine;
    if (row) context.fillRect(x, y, w, 1);
    else context.fillRect(x, y, 1, h);
  }
  context.fillStyle = colors.gridLineStrong;
  if (index % 5 === 0) {
    const weight = cell >= 8 ? 2 : 1;
    if (row) context.fillRect(x, y - weight + 1, w, weight);
    else context.fillRect(x - weight + 1, y, weight, h);
  }
  // The band's inner edge, which stays when the cells scroll under the band.
  if (row) context.fillRect(x + w - 1, y - 1, 1, h + 2);
  else context.fillRect(x - 1, y + h - 1, w + 2, 1);

  if (cell >= MIN_CLUE_CELL) {
    const colour = scene.palette.length > 2;
    const numbers = clue.length === 0 ? [{ length: 0, color: 0 }] : clue;
    numbers.forEach((block, i) => {
      const slot = slots - numbers.length + i;
      const [left, top] = row ? [bandStart + slot * cell, along] : [along, bandStart + slot * cell];
      const greyed = done?.[i] === true || clue.length === 0 || scene.finished;
      drawNumber(
        context,
        scene,
        String(block.length),
        left,
        top,
        cell,
        block.color,
        greyed,
        flagged,
        colour,
        colors,
      );
    });
  }
  context.restore();
}

function drawNumber(
  context: CanvasRenderingContext2D,
  scene: BoardScene,
  text: string,
  left: number,
  top: number,
  cell: number,
  color: number,
  greyed: boolean,
  flagged: boolean,
  colour: boolean,
  colors: BoardColors,
): void {
  const swatch = colour && color > 0 ? inkOf(scene.palette, color) : null;
  const ink = greyed ? colors.clueDone : flagged ? colors.danger : colors.clueText;
  const size = drawClueNumber(context, PLAY_CLUES, colors.font, text, left, top, cell, {
    swatch,
    ink,
    alpha: greyed ? 0.3 : 1,
  });
  if (swatch === null && greyed && color > 0 && cell >= 14 && !scene.finished) {
    // A stroke through a satisfied number, so "done" does not rest on colour alone.
    const half = Math.max(3, size * 0.36);
    context.fillRect(left + cell / 2 - half, top + cell / 2, 2 * half, 1);
  }
}

function drawMark(
  context: CanvasRenderingContext2D,
  scene: BoardScene,
  left: number,
  top: number,
  cell: number,
  mark: number,
  colors: BoardColors,
  guessed: boolean,
): void {
  if (mark === CROSS) {
    if (scene.finished) return;
    drawCross(context, left, top, cell, guessed ? colors.accent : colors.cross);
    return;
  }
  // A guess is pencilled in: in the accent colour where there is one fill colour; on a colour
  // puzzle the fill keeps its colour (it is the information) and an accent corner marks it.
  const plain = scene.palette.length <= 2;
  context.fillStyle = guessed && plain ? colors.accent : inkOf(scene.palette, mark);
  context.fillRect(left, top, cell, cell);
  if (guessed && !plain) drawCorner(context, left, top, cell, colors, 'guess');
}

/**
 * A corner mark: a mistake is a red corner, top right, which shows on any fill colour and on a
 * cross; a guessed fill on a colour puzzle an accent corner, bottom left, edged to show on any colour.
 */
function drawCorner(
  context: CanvasRenderingContext2D,
  left: number,
  top: number,
  cell: number,
  colors: BoardColors,
  kind: 'wrong' | 'guess',
): void {
  if (kind === 'wrong') {
    const size = Math.max(4, Math.round(cell * 0.38));
    triangle(context, [left + cell - size, top + 1], [left + cell, top + 1], [left + cell, top + size + 1]);
    context.fillStyle = colors.danger;
    context.fill();
    return;
  }
  const size = Math.max(4, Math.round(cell * 0.42));
  triangle(context, [left, top + cell], [left, top + cell - size], [left + size, top + cell]);
  context.fillStyle = colors.accent;
  context.fill();
  context.strokeStyle = colors.paper;
  context.lineWidth = 1;
  context.stroke();
}

type Point = readonly [number, number];

function triangle(context: CanvasRenderingContext2D, a: Point, b: Point, c: Point): void {
  context.beginPath();
  context.moveTo(...a);
  context.lineTo(...b);
  context.lineTo(...c);
  context.closePath();
}

/** Clips what follows to the cells, out of the pinned clue bands. */
export function clipToCells(
  context: CanvasRenderingContext2D,
  geometry: Geometry,
  placement: Placement,
): void {
  context.beginPath();
  context.rect(
    placement.rowBandRight,
    placement.columnBandBottom,
    geometry.viewWidth - placement.rowBandRight,
    geometry.viewHeight - placement.columnBandBottom,
  );
  context.clip();
}

/** The grid lines along the cells x0..x1-1, y0..y1-1 (boundaries x0..x1 and y0..y1). */
function drawGridLines(
  context: CanvasRenderingContext2D,
  scene: BoardScene,
  geometry: Geometry,
  placement: Placement,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  colors: BoardColors,
): void {
  const { cell, width, height } = geometry;
  const top = placement.gridTop + y0 * cell;
  const left = placement.gridLeft + x0 * cell;
  const spanX = (x1 - x0) * cell;
  const spanY = (y1 - y0) * cell;
  const thin = cell >= 6 && !scene.finished;
  const outer = (i: number, size: number): boolean => i === 0 || i === size;
  // Every fifth line is thicker; on small cells a thin line in the strong colour does, or the
  // lines would outweigh the picture.
  const fifth = (i: number): boolean => !scene.finished && i % 5 === 0;
  const heavy = cell >= 8;
  const strong = (i: number, size: number): boolean => outer(i, size) || (heavy && fifth(i));
  if (thin) {
    context.fillStyle = colors.gridLine;
    for (let x = x0; x <= x1; x++)
      if (!strong(x, width)) context.fillRect(placement.gridLeft + x * cell, top, 1, spanY);
    for (let y = y0; y <= y1; y++)
      if (!strong(y, height)) context.fillRect(left, placement.gridTop + y * cell, spanX, 1);
  }
  if (!heavy) {
    context.fillStyle = colors.gridLine;
    for (let x = x0; x <= x1; x++) {
      if (fifth(x) && !outer(x, width)) context.fillRect(placement.gridLeft + x * cell, top, 1, spanY);
    }
    for (let y = y0; y <= y1; y++) {
      if (fifth(y) && !outer(y, height)) context.fillRect(left, placement.gridTop + y * cell, spanX, 1);
    }
  }
  context.fillStyle = colors.gridLineStrong;
  for (let x = x0; x <= x1; x++) {
    if (strong(x, width)) context.fillRect(placement.gridLeft + x * cell - 1, top - 1, 2, spanY + 2);
  }
  for (let y = y0; y <= y1; y++) {
    if (strong(y, height)) context.fillRect(left - 1, placement.gridTop + y * cell - 1, spanX + 2, 2);
  }
}
