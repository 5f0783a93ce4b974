/**
 * Ruled lines in the clue areas: the boxes some books draw around each clue number, and the guide
 * lines that carry the grid's lines out through the clue areas (the app's own printing). On the
 * straightened page they lie where the grid's lines or the number slots put them, on whole cell
 * positions. A position is taken for a ruled line when, along most of the band, a row of pixels
 * near it is mostly ink; that ink is cleared, cell by cell at the offset where the line is, so
 * that numbers touching it come free. Digits never fill most of a whole band's length.
 */
import type { ClueBand } from './clue-bands.ts';
import type { LineLayout } from './clue-lines.ts';
import { FAINT_INK, inkMask, type DarknessMap } from './darkness.ts';

/** How far from the whole-cell position a line may be, in cells. */
const DRIFT = 0.12;
/**
 * Faint-ink share of a pixel row (within one cell) that makes a line there, and that is cleared
 * with it. Digits sit in the middle of their cells, further than DRIFT from a whole position.
 */
const LINE_SHARE = 0.3;
const CLEAR_SHARE = 0.2;
/**
 * The share of a cell at each end where no digit reaches: a row's digits are at most about half
 * the row high; a column's numbers (three digits at most) leave about a tenth of the column free
 * on each side.
 */
const ROW_EDGE = 0.22;
const COLUMN_EDGE = 0.1;

export function clearRuledLines(
  mask: Uint8Array,
  darkness: DarknessMap,
  bands: readonly ClueBand[],
  layout: LineLayout,
): void {
  const { width, height } = darkness;
  // Lines are found in faint ink (a grey ruled line breaks up at the threshold of digits).
  const faint = inkMask(darkness, FAINT_INK);
  const { range, scale, rows, columns } = layout;
  const px = (column: number): number => Math.round((column - range.col0) * scale);
  const py = (row: number): number => Math.round((row - range.row0) * scale);
  for (const band of bands) {
    const c0 = band.side === 'left' ? -band.depth : band.side === 'right' ? columns : 0;
    const c1 = band.side === 'left' ? 0 : band.side === 'right' ? columns + band.depth : columns;
    const r0 = band.side === 'top' ? -band.depth : band.side === 'bottom' ? rows : 0;
    const r1 = band.side === 'top' ? 0 : band.side === 'bottom' ? rows + band.depth : rows;
    const box = {
      x0: Math.max(0, px(c0)),
      x1: Math.min(width, px(c1)),
      y0: Math.max(0, py(r0)),
      y1: Math.min(height, py(r1)),
    };
    const rowBand = band.side === 'left' || band.side === 'right';
    for (let r = r0; r <= r1; r++)
      clearLine(mask, faint, width, height, 'across', py(r), box, scale, rowBand ? 0.5 : COLUMN_EDGE);
    for (let c = c0; c <= c1; c++)
      clearLine(mask, faint, width, height, 'down', px(c), box, scale, rowBand ? ROW_EDGE : 0.5);
  }
}

interface Box {
  readonly x0: number;
  readonly x1: number;
  readonly y0: number;
  readonly y1: number;
}

/** Clears one ruled line near `at` (a pixel row for `across`, a column for `down`) if there is one. */
function clearLine(
  mask: Uint8Array,
  faint: Uint8Array,
  width: number,
  height: number,
  direction: 'across' | 'down',
  at: number,
  box: Box,
  scale: number,
  /** Judge each cell's stretch by its two ends of this share only (0.5: the whole stretch). */
  edge: number,
): void {
  const drift = Math.max(2, Math.round(DRIFT * scale));
  const [start, end] = direction === 'across' ? [box.x0, box.x1] : [box.y0, box.y1];
  const limit = direction === 'across' ? height : width;
  const segments: { from: number; to: number; shares: Float64Array }[] = [];
  for (let from = start; from < end; from += scale) {
    const to = Math.min(end, from + scale);
    const shares = new Float64Array(2 * drift + 1);
    for (let d = -drift; d <= drift; d++) {
      const line = at + d;
      if (line < 0 || line >= limit) continue;
      let ink = 0;
      let all = 0;
      const reach = edge * (to - from);
      for (let k = from; k < to; k++) {
        if (k - from >= reach && to - k > reach) continue;
        const i = direction === 'across' ? line * width + k : k * width + line;
        ink += faint[i]!;
        all++;
      }
      shares[d + drift] = ink / Math.max(1, all);
    }
    segments.push({ from, to, shares });
  }
  if (segments.length === 0) return;
  const best = segments.map((s) => Math.max(...s.shares)).sort((a, b) => a - b);
  if (best[Math.floor(best.length / 2)]! < LINE_SHARE) return;
  for (const { from, to, shares } of segments) {
    let peak = 0;
    for (let k = 1; k < shares.length; k++) if (shares[k]! > shares[peak]!) peak = k;
    for (let k = 0; k < shares.length; k++) {
      if (shares[k]! < CLEAR_SHARE || Math.abs(k - peak) > drift) continue;
      const line = at + k - drift;
      for (let j = Math.floor(from); j < to; j++) {
        const i = direction === 'across' ? line * width + j : j * width + line;
        mask[i] = 0;
      }
    }
  }
}

/**
 * Cuts ink along every whole cell position of the clue bands: numbers printed on coloured cells
 * one to a cell (a slot) touch their neighbours' cells in a blurred photo, and come apart here.
 * Only for finding such cells: a number between slots would be cut too.
 */
export function cutAtCellEdges(
  mask: Uint8Array,
  width: number,
  bands: readonly ClueBand[],
  layout: LineLayout,
): void {
  const height = mask.length / width;
  const { range, scale, rows, columns } = layout;
  const px = (column: number): number => Math.round((column - range.col0) * scale);
  const py = (row: number): number => Math.round((row - range.row0) * scale);
  for (const band of bands) {
    const c0 = band.side === 'left' ? -band.depth : band.side === 'right' ? columns : 0;
    const c1 = band.side === 'left' ? 0 : band.side === 'right' ? columns + band.depth : columns;
    const r0 = band.side === 'top' ? -band.depth : band.side === 'bottom' ? rows : 0;
    const r1 = band.side === 'top' ? 0 : band.side === 'bottom' ? rows + band.depth : rows;
    const x0 = Math.max(0, px(c0));
    const x1 = Math.min(width, px(c1));
    const y0 = Math.max(0, py(r0));
    const y1 = Math.min(height, py(r1));
    // As wide as a ruled line, so boxes drawn round the cells part them too.
    const half = Math.max(1, Math.round(0.06 * scale));
    for (let c = c0; c <= c1; c++) {
      for (let x = px(c) - half; x <= px(c) + half; x++) {
        if (x < 0 || x >= width) continue;
        for (let y = y0; y < y1; y++) mask[y * width + x] = 0;
      }
    }
    for (let r = r0; r <= r1; r++) {
      for (let y = py(r) - half; y <= py(r) + half; y++) {
        if (y < 0 || y >= height) continue;
        mask.fill(0, y * width + x0, y * width + x1);
      }
    }
  }
}
