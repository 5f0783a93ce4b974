/**
 * The glyphs of each line's clue, grouped into numbers. A row's clue is a strip of the
 * straightened page one cell high beside the grid; its numbers stand side by side, and a gap
 * wider than the gaps inside numbers separates two of them. A column's clue is a strip one cell
 * wide above or below the grid; its numbers are stacked, one to a text line, with the digits of
 * each side by side.
 *
 * The gap that separates numbers differs from book to book, so it is learned from the page: the
 * steps between neighbouring glyphs of all row clues fall in two groups, and the threshold is set
 * between them (Otsu's method on their logarithms). A step is measured from centre to centre, not
 * from ink to ink: a 1 is narrow with wide margins, so the ink gaps around it are as wide as a
 * space, while its centre is one digit's width from its neighbour's like any digit's.
 */
import type { ClueBand, ClueSide } from './clue-bands.ts';
import type { Glyph } from './glyphs.ts';
import type { Rect } from './raster.ts';
import type { CellRange } from './straighten.ts';

export interface LineGlyphs {
  readonly axis: 'row' | 'column';
  readonly index: number;
  readonly side: ClueSide;
  /** The glyphs of each number, in reading order (left to right, top to bottom). */
  readonly numbers: readonly (readonly Glyph[])[];
  /** For each boundary between two numbers and inside each number (in order): how sure the split is, 0.5 to 1. */
  readonly splitCertainty: number;
  /** The strip of the straightened page that holds the clue. */
  readonly strip: Rect;
  /** Each number in a box of its own, whose lines were cleared (boxed-clues.ts). */
  readonly boxed?: boolean;
}

export interface LineLayout {
  readonly range: CellRange;
  readonly scale: number;
  readonly rows: number;
  readonly columns: number;
}

/**
 * Step (centre to centre) between numbers, as a share of the glyph height, when the page gives no
 * sign of its own: digits of a number are about 0.75 glyph heights apart, numbers at least 1.4.
 */
const DEFAULT_GAP = 1.05;
/**
 * The widest empty stretch inside a clue or between it and the grid, in cells: numbers one to a
 * cell leave at most about three quarters of a cell between them where a narrow 1 stands beside
 * a narrow 1. The app's own printing puts the puzzle's details about a cell above the clues.
 */
const MAX_GAP = 1.25;

export interface ClueGlyphs {
  readonly lines: readonly LineGlyphs[];
  /** The median height of the glyphs in the clue areas: a digit's height on this page. */
  readonly glyphHeight: number;
  /** A wide digit's width on this page (three quarters of the glyphs are narrower; 1s are narrow). */
  readonly glyphWidth: number;
}

export function lineGlyphs(
  glyphs: readonly Glyph[],
  bands: readonly ClueBand[],
  layout: LineLayout,
): ClueGlyphs {
  const strips = bands.flatMap((band) => stripsOf(band, layout).map((strip) => ({ band, ...strip })));
  const byStrip = strips.map(({ band, rect }) =>
    fromTheGrid(inside(glyphs, rect), band.side, rect, layout.scale),
  );
  // Specks and pieces of ruled lines are many on some pages; a digit is at least a quarter of a cell high.
  const tall = byStrip.flat().filter((g) => g.y1 - g.y0 >= 0.25 * layout.scale);
  const height = tall.length > 0 ? medianHeight(tall) : 0.45 * layout.scale;
  const widths = tall.map((g) => g.x1 - g.x0).sort((a, b) => a - b);
  const width = widths.length > 0 ? widths[Math.floor(widths.length * 0.75)]! : 0.6 * height;
  const rowStrips = strips.filter(({ band }) => band.side === 'left' || band.side === 'right');
  const rowGlyphs = byStrip.filter(
    (_, k) => strips[k]!.band.side === 'left' || strips[k]!.band.side === 'right',
  );
  const gaps = rowGlyphs.flatMap((list) => neighbourGaps(sortedAcross(list)));
  const threshold = gapThreshold(gaps, height);
  const out: LineGlyphs[] = [];
  rowStrips.forEach(({ band, rect, index }, k) => {
    const sorted = sortedAcross(rowGlyphs[k]!);
    const { numbers, certainty } = splitByGaps(sorted, threshold);
    out.push({ axis: 'row', index, side: band.side, numbers, splitCertainty: certainty, strip: rect });
  });
  strips.forEach(({ band, rect, index }, k) => {
    if (band.side !== 'top' && band.side !== 'bottom') return;
    out.push({
      axis: 'column',
      index,
      side: band.side,
      numbers: stackedLines(byStrip[k]!),
      splitCertainty: 1,
      strip: rect,
    });
  });
  return { lines: out, glyphHeight: height, glyphWidth: width };
}

/** The strip of each line of a band, in straightened pixels. */
function stripsOf(band: ClueBand, layout: LineLayout): { rect: Rect; index: number }[] {
  const { range, scale, rows, columns } = layout;
  const px = (column: number): number => (column - range.col0) * scale;
  const py = (row: number): number => (row - range.row0) * scale;
  const reach = band.depth + 0.5;
  const out: { rect: Rect; index: number }[] = [];
  if (band.side === 'left' || band.side === 'right') {
    const x0 = band.side === 'left' ? px(-reach) : px(columns);
    const x1 = band.side === 'left' ? px(0) : px(columns + reach);
    for (let r = 0; r < rows; r++)
      out.push({ index: r, rect: { x: x0, y: py(r), width: x1 - x0, height: scale } });
  } else {
    const y0 = band.side === 'top' ? py(-reach) : py(rows);
    const y1 = band.side === 'top' ? py(0) : py(rows + reach);
    for (let c = 0; c < columns; c++)
      out.push({ index: c, rect: { x: px(c), y: y0, width: scale, height: y1 - y0 } });
  }
  return out;
}

/**
 * The glyphs of a line's clue: a clue starts at the grid and its numbers follow one another
 * closely, so what lies beyond an empty stretch of MAX_GAP cells is not part of it (a title, the
 * edge of the page and the table beyond it, a neighbouring puzzle).
 */
export function fromTheGrid(glyphs: readonly Glyph[], side: ClueSide, strip: Rect, scale: number): Glyph[] {
  // Each glyph as an interval of distance out from the grid's edge.
  const span = (g: Glyph): [number, number] =>
    side === 'left'
      ? [strip.x + strip.width - g.x1, strip.x + strip.width - g.x0]
      : side === 'right'
        ? [g.x0 - strip.x, g.x1 - strip.x]
        : side === 'top'
          ? [strip.y + strip.height - g.y1, strip.y + strip.height - g.y0]
          : [g.y0 - strip.y, g.y1 - strip.y];
  const sorted = glyphs.map((g) => ({ g, span: span(g) })).sort((a, b) => a.span[0] - b.span[0]);
  const kept: Glyph[] = [];
  let reach = 0;
  for (const {
    g,
    span: [from, to],
  } of sorted) {
    if (from - reach > MAX_GAP * scale) break;
    kept.push(g);
    reach = Math.max(reach, to);
  }
  return kept;
}

function inside(glyphs: readonly Glyph[], rect: Rect): Glyph[] {
  return glyphs.filter((g) => {
    const cx = (g.x0 + g.x1) / 2;
    const cy = (g.y0 + g.y1) / 2;
    return cx >= rect.x && cx < rect.x + rect.width && cy >= rect.y && cy < rect.y + rect.height;
  });
}

function sortedAcross(glyphs: readonly Glyph[]): Glyph[] {
  return [...glyphs].sort((a, b) => a.x0 + a.x1 - (b.x0 + b.x1));
}

/** From one glyph's centre to the next one's, across. */
function step(a: Glyph, b: Glyph): number {
  return Math.max(0.5, (b.x0 + b.x1 - a.x0 - a.x1) / 2);
}

function neighbourGaps(sorted: readonly Glyph[]): number[] {
  const out: number[] = [];
  for (let i = 1; i < sorted.length; i++) out.push(step(sorted[i - 1]!, sorted[i]!));
  return out;
}

export function medianHeight(glyphs: readonly Glyph[]): number {
  if (glyphs.length === 0) return 1;
  const heights = glyphs.map((g) => g.y1 - g.y0).sort((a, b) => a - b);
  return heights[Math.floor(heights.length / 2)]!;
}

/**
 * The step (pixels, centre to centre) above which two glyphs belong to different numbers: Otsu's
 * threshold on the logarithms of the steps, when they fall in two groups clearly apart; otherwise
 * a share of the glyph height.
 */
export function gapThreshold(gaps: readonly number[], glyphHeight: number): number {
  const fallback = DEFAULT_GAP * glyphHeight;
  if (gaps.length < 4) return fallback;
  const logs = gaps.map((g) => Math.log(Math.max(g, 0.03 * glyphHeight) / glyphHeight)).sort((a, b) => a - b);
  let best = -1;
  let bestAt = -1;
  let means: [number, number] = [0, 0];
  const total = logs.reduce((s, v) => s + v, 0);
  let left = 0;
  for (let i = 1; i < logs.length; i++) {
    left += logs[i - 1]!;
    const n0 = i;
    const n1 = logs.length - i;
    const m0 = left / n0;
    const m1 = (total - left) / n1;
    const between = n0 * n1 * (m1 - m0) ** 2;
    if (between > best) {
      best = between;
      bestAt = i;
      means = [m0, m1];
    }
  }
  // Two groups only when the wider steps are clearly wider; a page of one-digit numbers has one group.
  if (Math.exp(means[1] - means[0]) < 1.5 || Math.exp(means[1]) < 1) return fallback;
  const threshold = Math.exp((logs[bestAt - 1]! + logs[bestAt]!) / 2) * glyphHeight;
  return Math.min(1.5 * glyphHeight, Math.max(0.8 * glyphHeight, threshold));
}

function splitByGaps(sorted: readonly Glyph[], threshold: number): { numbers: Glyph[][]; certainty: number } {
  const numbers: Glyph[][] = [];
  let certainty = 1;
  for (const [i, glyph] of sorted.entries()) {
    if (i === 0) {
      numbers.push([glyph]);
      continue;
    }
    const gap = step(sorted[i - 1]!, glyph);
    const ratio = Math.abs(Math.log(gap / threshold));
    certainty = Math.min(certainty, 1 / (1 + Math.exp(-12 * ratio)));
    if (gap > threshold) numbers.push([glyph]);
    else numbers[numbers.length - 1]!.push(glyph);
  }
  return { numbers, certainty };
}

/** Stacked numbers: glyphs that share a text line (overlap down by half) form one number. */
function stackedLines(glyphs: readonly Glyph[]): Glyph[][] {
  const sorted = [...glyphs].sort((a, b) => a.y0 + a.y1 - (b.y0 + b.y1));
  const lines: { y0: number; y1: number; glyphs: Glyph[] }[] = [];
  for (const g of sorted) {
    const line = lines[lines.length - 1];
    const overlap = line ? Math.min(line.y1, g.y1) - Math.max(line.y0, g.y0) : -1;
    if (line && overlap >= 0.5 * Math.min(line.y1 - line.y0, g.y1 - g.y0)) {
      line.glyphs.push(g);
      line.y0 = Math.min(line.y0, g.y0);
      line.y1 = Math.max(line.y1, g.y1);
    } else lines.push({ y0: g.y0, y1: g.y1, glyphs: [g] });
  }
  return lines.map((line) => sortedAcross(line.glyphs));
}
