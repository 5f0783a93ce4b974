/**
 * Reads clues printed one number to a box (boxed-layout.ts). The clue boxes are straightened with
 * the grid; the ruled line along each edge of each box is found near where the lattice puts it and
 * cleared, so digits that touch their box come free; every glyph then belongs to the box its
 * middle falls in, and each box holding print is one number, however tightly its digits are
 * squeezed. The digits are read as on any page (read-clues.ts).
 */
import type { ClueBand } from './clue-bands.ts';
import type { LineGlyphs } from './clue-lines.ts';
import type { BoxedLayout } from './boxed-layout.ts';
import { darknessMap, FAINT_INK, type DarknessMap } from './darkness.ts';
import type { DigitModel } from './digit-model.ts';
import { glyphField, type Glyph, type GlyphField } from './glyphs.ts';
import type { GrayImage } from './raster.ts';
import { readLine, type ReadLine } from './read-clues.ts';
import { straighten, type CellRange, type Straightened } from './straighten.ts';

export interface BoxedReading {
  readonly rows: readonly ReadLine[];
  readonly columns: readonly ReadLine[];
  readonly straightened: Straightened;
  readonly darkness: DarknessMap;
  readonly bands: readonly ClueBand[];
}

/** Cells straightened beyond the grid's last row and column. */
const MARGIN = 0.5;
/** How far from its place in the lattice a box's line may lie, in cells. */
const DRIFT = 0.16;
/** Share of a box edge's length in faint ink that makes a line there. */
const LINE_SHARE = 0.45;
/** Share of the line's fullest pixel row that the rows either side need to be the line too. */
const LINE_CORE = 0.8;

export function readBoxedClues(
  gray: GrayImage,
  layout: BoxedLayout,
  model: DigitModel,
  scale: number,
): BoxedReading {
  const { grid, clueColumns, clueRows } = layout;
  const { range, straightened, darkness, field, ink } = boxedGlyphs(gray, layout, scale);
  const inBox = glyphsByBox(field, range, scale, ink);
  const size = digitSize(field.glyphs, scale);
  const lines: LineGlyphs[] = [];
  for (let row = 0; row < grid.rows; row++) {
    const numbers: Glyph[][] = [];
    for (let c = -clueColumns; c < 0; c++) {
      const glyphs = inBox.get(key(c, row));
      if (glyphs) numbers.push(glyphs);
    }
    lines.push({
      axis: 'row',
      index: row,
      side: 'left',
      numbers,
      splitCertainty: 1,
      boxed: true,
      strip: {
        x: (-clueColumns - range.col0) * scale,
        y: (row - range.row0) * scale,
        width: clueColumns * scale,
        height: scale,
      },
    });
  }
  for (let column = 0; column < grid.columns; column++) {
    const numbers: Glyph[][] = [];
    for (let r = -clueRows; r < 0; r++) {
      const glyphs = inBox.get(key(column, r));
      if (glyphs) numbers.push(glyphs);
    }
    lines.push({
      axis: 'column',
      index: column,
      side: 'top',
      numbers,
      splitCertainty: 1,
      boxed: true,
      strip: {
        x: (column - range.col0) * scale,
        y: (-clueRows - range.row0) * scale,
        width: scale,
        height: clueRows * scale,
      },
    });
  }
  const read = lines.map((line) =>
    withUnreadInk(readLine(line, field, model, size), darkness, range, scale, ink),
  );
  return {
    rows: read.filter((l) => l.axis === 'row'),
    columns: read.filter((l) => l.axis === 'column'),
    straightened,
    darkness,
    bands: [
      { side: 'left', depth: clueColumns, filled: layout.rowShare },
      { side: 'top', depth: clueRows, filled: layout.columnShare },
    ],
  };
}

/** How much darker than the threshold of print a glyph's pixels are on average, at least. */
const GRAIN = 1.25;
/** Darkness of print as a share of the clue boxes' darkest print, within bounds. */
const PRINT_SHARE = 0.42;
const LEAST_PRINT = 30;
const MOST_PRINT = 80;

/**
 * The darkness from which a pixel is print: a phone photo of newsprint shows digits in mid grey,
 * where a fixed threshold keeps only their cores and a 2 loses its foot. Measured on the middle
 * of the clue boxes (digits, not ruled lines).
 */
function printThreshold(
  darkness: DarknessMap,
  boxes: readonly Box[],
  range: CellRange,
  scale: number,
): number {
  const counts = new Uint32Array(256);
  let total = 0;
  const inset = Math.round(0.2 * scale);
  for (const box of boxes) {
    const x0 = Math.round((box.column - range.col0) * scale);
    const y0 = Math.round((box.row - range.row0) * scale);
    for (let y = y0 + inset; y < y0 + scale - inset; y++) {
      for (let x = x0 + inset; x < x0 + scale - inset; x++) {
        if (x < 0 || y < 0 || x >= darkness.width || y >= darkness.height) continue;
        counts[darkness.data[y * darkness.width + x]!]!++;
        total++;
      }
    }
  }
  // The darkness that the darkest one pixel in a hundred reaches: inside the strokes of digits.
  let seen = 0;
  let top = 255;
  for (; top > 0; top--) {
    seen += counts[top]!;
    if (seen >= 0.01 * total) break;
  }
  return Math.round(Math.min(MOST_PRINT, Math.max(LEAST_PRINT, PRINT_SHARE * top)));
}

/** The clue boxes straightened, and the glyphs in them with the boxes' lines cleared. */
export function boxedGlyphs(
  gray: GrayImage,
  layout: BoxedLayout,
  scale: number,
): {
  range: CellRange;
  straightened: Straightened;
  darkness: DarknessMap;
  field: GlyphField;
  ink: number;
} {
  const { grid, clueColumns, clueRows } = layout;
  // Half a box to spare past the last row and column, so the frame's lines there lie whole on the
  // straightened page and are cleared as lines rather than cut at its edge into strokes that
  // join the digits of the last boxes.
  const range: CellRange = {
    col0: -clueColumns,
    row0: -clueRows,
    col1: grid.columns + MARGIN,
    row1: grid.rows + MARGIN,
  };
  const straightened = straighten(gray, grid, range, scale);
  const darkness = darknessMap(straightened.image, scale * 2);
  const boxes = clueBoxes(layout);
  const ink = printThreshold(darkness, boxes, range, scale);
  const field = glyphField(
    darkness,
    scale,
    (mask) => {
      clearOutsideClues(mask, darkness.width, layout, range, scale);
      clearBoxLines(mask, darkness, boxes, range, scale);
    },
    ink,
  );
  return { range, straightened, darkness, field, ink };
}

/**
 * Clears all but the clue boxes from the mask: only they hold numbers, the grid's lattice would
 * otherwise be cut into thousands of pieces for nothing, and the margin holds the frame's outside.
 */
function clearOutsideClues(
  mask: Uint8Array,
  width: number,
  layout: BoxedLayout,
  range: CellRange,
  scale: number,
): void {
  const height = mask.length / width;
  const px = (column: number): number =>
    Math.max(0, Math.min(width, Math.round((column - range.col0) * scale)));
  const py = (row: number): number => Math.max(0, Math.min(height, Math.round((row - range.row0) * scale)));
  const [left, gridX, right] = [px(-layout.clueColumns), px(0), px(layout.grid.columns)];
  const [top, gridY, bottom] = [py(-layout.clueRows), py(0), py(layout.grid.rows)];
  for (let y = 0; y < height; y++) {
    const row = y * width;
    // Above the grid the boxes over its columns; beside it, the boxes before its rows.
    const [from, to] =
      y >= top && y < gridY ? [gridX, right] : y >= gridY && y < bottom ? [left, gridX] : [0, 0];
    mask.fill(0, row, row + from);
    mask.fill(0, row + to, row + width);
  }
}

/** Share of a number's confidence kept when print in its box lies well beside the digits read. */
const UNREAD_INK = 0.4;
/** Share of the box's width at each side left out of that look, for its lines. */
const INSET = 0.2;

/**
 * A line whose numbers leave print in their boxes unread is doubted: the commonest misreading of
 * a squeezed number is a digit lost (28 read as 8, its 2 faint or cut by the box's line), and the
 * digits kept may be read with every confidence. The print is looked for in the middle of the
 * box's height, clear of its lines, in ink as dark as the digits'.
 */
function withUnreadInk(
  line: ReadLine,
  darkness: DarknessMap,
  range: CellRange,
  scale: number,
  ink: number,
): ReadLine {
  let confidence = line.confidence;
  const numbers = line.numbers.map((number) => {
    const { box } = number;
    const column = Math.floor((box.x + box.width / 2) / scale + range.col0);
    const row = Math.floor((box.y + box.height / 2) / scale + range.row0);
    const left = Math.round((column - range.col0) * scale);
    const top = Math.round((row - range.row0) * scale);
    const faint = ink;
    let from = Infinity;
    let to = -Infinity;
    for (let x = left + Math.round(INSET * scale); x < left + Math.round((1 - INSET) * scale); x++) {
      let count = 0;
      for (let y = top + Math.round(0.3 * scale); y < top + Math.round(0.7 * scale); y++) {
        if (
          x >= 0 &&
          y >= 0 &&
          x < darkness.width &&
          y < darkness.height &&
          darkness.data[y * darkness.width + x]! >= faint
        )
          count++;
      }
      if (count >= 3) {
        from = Math.min(from, x);
        to = Math.max(to, x);
      }
    }
    const beside = 0.14 * scale;
    if (from < box.x - beside || to > box.x + box.width + beside) {
      const doubted = number.confidence * UNREAD_INK;
      confidence = Math.min(confidence, doubted);
      return { ...number, confidence: doubted };
    }
    return number;
  });
  return { ...line, numbers, confidence };
}

interface Box {
  readonly column: number;
  readonly row: number;
}

function key(column: number, row: number): string {
  return `${column},${row}`;
}

/** Every clue box: before each row and above each column. */
function clueBoxes(layout: BoxedLayout): Box[] {
  const out: Box[] = [];
  for (let row = 0; row < layout.grid.rows; row++) {
    for (let c = -layout.clueColumns; c < 0; c++) out.push({ column: c, row });
  }
  for (let column = 0; column < layout.grid.columns; column++) {
    for (let r = -layout.clueRows; r < 0; r++) out.push({ column, row: r });
  }
  return out;
}

/**
 * Clears each box's four ruled edges from the ink mask: for each edge, the pixel rows (or columns)
 * near its lattice place whose faint ink runs along most of the edge. Digits run across an edge
 * only where they touch it, never along it.
 */
function clearBoxLines(
  mask: Uint8Array,
  darkness: DarknessMap,
  boxes: readonly Box[],
  range: CellRange,
  scale: number,
): void {
  const { width, height, data } = darkness;
  const drift = Math.max(2, Math.round(DRIFT * scale));
  const faint = (x: number, y: number): boolean =>
    x >= 0 && y >= 0 && x < width && y < height && data[y * width + x]! >= FAINT_INK;
  for (const box of boxes) {
    const x0 = Math.round((box.column - range.col0) * scale);
    const y0 = Math.round((box.row - range.row0) * scale);
    const x1 = x0 + scale;
    const y1 = y0 + scale;
    // The middle of each edge's length: the ends meet the crossing lines.
    const from = (a: number): number => a + Math.round(0.12 * scale);
    const to = (a: number): number => a + scale - Math.round(0.12 * scale);
    for (const [vertical, place] of [
      [true, x0],
      [true, x1],
      [false, y0],
      [false, y1],
    ] as const) {
      const share = (d: number): number => {
        const at = place + d;
        let ink = 0;
        let n = 0;
        for (let s = from(vertical ? y0 : x0); s < to(vertical ? y0 : x0); s++) {
          n++;
          if (vertical ? faint(at, s) : faint(s, at)) ink++;
        }
        return n === 0 ? 0 : ink / n;
      };
      // The line is the run of full pixel rows around the fullest one: a digit's flat stroke
      // beside it (the foot of a 2, the bar of a 7) is apart from it by paper and is kept.
      let peak = 0;
      let most = -1;
      for (let d = -drift; d <= drift; d++) {
        const v = share(d);
        if (v > most || (v === most && Math.abs(d) < Math.abs(peak))) {
          most = v;
          peak = d;
        }
      }
      if (most < LINE_SHARE) continue;
      let low = peak;
      let high = peak;
      // The line's own rows are nearly all ink; the flat foot of a digit beside it much less.
      const along = Math.max(LINE_SHARE, LINE_CORE * most);
      while (low - 1 >= -drift - 1 && share(low - 1) >= along) low--;
      while (high + 1 <= drift + 1 && share(high + 1) >= along) high++;
      // Across the line, pixel by pixel along it, the print is cleared where it is about as thick
      // as the line: where a digit touches or stands on the line (the foot of a 2 on the box's
      // floor), the print runs on past it and is kept whole. Near the box's corners, where the
      // crossing line runs on too, it is cleared all the same.
      const centre = place + Math.round((low + high) / 2);
      const reach = 3 * (high - low + 1) + 2;
      const start = (vertical ? y0 : x0) - 1;
      const end = (vertical ? y1 : x1) + 1;
      const runs: [number, number][] = [];
      for (let s = start; s <= end; s++) {
        const ink = (t: number): boolean => {
          const x = vertical ? t : s;
          const y = vertical ? s : t;
          return x >= 0 && y >= 0 && x < width && y < height && mask[y * width + x] === 1;
        };
        let a = centre;
        let b = centre;
        if (ink(centre)) {
          while (a - 1 >= centre - reach && ink(a - 1)) a--;
          while (b + 1 <= centre + reach && ink(b + 1)) b++;
        } else b = a - 1;
        runs.push([a, b]);
      }
      const lengths = runs
        .map(([a, b]) => b - a + 1)
        .filter((n) => n > 0)
        .sort((p, q) => p - q);
      const usual = lengths[Math.floor(lengths.length / 2)] ?? high - low + 1;
      const thickest = usual + Math.max(2, Math.round(usual / 2));
      runs.forEach(([a, b], k) => {
        const s = start + k;
        const nearCorner = s < from(vertical ? y0 : x0) || s >= to(vertical ? y0 : x0);
        if (b - a + 1 > thickest && !nearCorner) return;
        for (let t = Math.min(a, place + low); t <= Math.max(b, place + high); t++) {
          const x = vertical ? t : s;
          const y = vertical ? s : t;
          if (x >= 0 && y >= 0 && x < width && y < height) mask[y * width + x] = 0;
        }
      });
    }
  }
}

/** The glyphs of each box holding print, in reading order, by the box their middle is in. */
function glyphsByBox(field: GlyphField, range: CellRange, scale: number, ink: number): Map<string, Glyph[]> {
  const out = new Map<string, Glyph[]>();
  for (const glyph of field.glyphs) {
    const column = Math.floor((glyph.x0 + glyph.x1) / 2 / scale + range.col0);
    const row = Math.floor((glyph.y0 + glyph.y1) / 2 / scale + range.row0);
    if (column >= 0 && row >= 0) continue;
    // A speck is no digit: a glyph must be a fair share of a box high, and printed, not the
    // paper's grain in a shadow, whose pixels only just pass for print.
    if (glyph.y1 - glyph.y0 < 0.25 * scale) continue;
    if (meanDarkness(field, glyph) < GRAIN * ink) continue;
    // A thin upright piece against the box's side is what is left of its line, not a 1: a 1
    // stands clear of the line or touches it with its body, never only with its edge.
    const left = (column - range.col0) * scale;
    const w = glyph.x1 - glyph.x0;
    const hugs = glyph.x0 <= left + 0.08 * scale || glyph.x1 >= left + 0.92 * scale;
    if (hugs && w <= 0.15 * scale) continue;
    const k = key(column, row);
    const list = out.get(k) ?? [];
    list.push(glyph);
    out.set(k, list);
  }
  for (const list of out.values()) list.sort((a, b) => a.x0 - b.x0);
  return out;
}

/** How dark a glyph's own pixels are on average. */
function meanDarkness(field: GlyphField, glyph: Glyph): number {
  const own = new Set(glyph.labels);
  const { labels, width } = field.components;
  let sum = 0;
  let n = 0;
  for (let y = glyph.y0; y < glyph.y1; y++) {
    for (let x = glyph.x0; x < glyph.x1; x++) {
      const i = y * width + x;
      if (!own.has(labels[i]!)) continue;
      sum += field.darkness.data[i]!;
      n++;
    }
  }
  return n === 0 ? 0 : sum / n;
}

/** The page's digit height, and the width of its wider digits, from the glyphs found. */
function digitSize(glyphs: readonly Glyph[], scale: number): { height: number; width: number } {
  const tall = glyphs.filter((g) => g.y1 - g.y0 >= 0.25 * scale);
  const heights = tall.map((g) => g.y1 - g.y0).sort((a, b) => a - b);
  const height = heights[Math.floor(heights.length / 2)] ?? 0.6 * scale;
  const widths = tall
    .map((g) => g.x1 - g.x0)
    .filter((w) => w <= 0.9 * height)
    .sort((a, b) => a - b);
  const width = widths[Math.floor(0.8 * widths.length)] ?? 0.6 * height;
  return { height, width };
}
