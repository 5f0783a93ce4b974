/**
 * Reads a puzzle from a photo or scan of a page: finds the grid (lattice.ts, or the four corners
 * a person marked), maps it (grid-map.ts), finds the clue areas (clue-bands.ts), straightens
 * them (straighten.ts), cuts them into glyphs and lines (glyphs.ts, clue-lines.ts) and reads
 * the numbers (read-clues.ts). Pure: pixels in, clues with their confidence out.
 */
import { boxedLayout, type BoxedLayout } from './boxed-layout.ts';
import { readBoxedClues } from './boxed-clues.ts';
import { findClueBands, type ClueBand } from './clue-bands.ts';
import { lineGlyphs, type LineLayout } from './clue-lines.ts';
import { clueColours } from './clue-colours.ts';
import { mendByConstraints } from './clue-constraints.ts';
import { darknessMap, FAINT_INK, inkMask, type DarknessMap } from './darkness.ts';
import type { DigitModel } from './digit-model.ts';
import { GridMap } from './grid-map.ts';
import { grownGrid } from './grow-grid.ts';
import { glyphField } from './glyphs.ts';
import { findGridCells, type GridCells } from './lattice.ts';
import { countCells } from './line-count.ts';
import { BLACK_AND_WHITE, type PaletteColor } from '../puzzle.ts';
import { halveDarkest, lumaOf, type GrayImage, type Point, type RgbImage } from './raster.ts';
import { readLine, type ReadLine } from './read-clues.ts';
import { refineLines } from './refine-lines.ts';
import { grownTable } from './ruled-table.ts';
import { clearRuledLines, cutAtCellEdges } from './ruled-lines.ts';
import { straighten, straightenRgb, type CellRange, type Straightened } from './straighten.ts';
import { subdivided } from './subdivide.ts';
import { invertSwatches, type Swatch } from './swatches.ts';

export interface ReadPageOptions {
  /**
   * The classifier for clues boxed in the grid's lattice, trained on such boxes as well; the
   * model given first reads clues in the open, and boxed ones too when this is not given.
   */
  readonly boxedModel?: DigitModel;
  /** The same picture in colour, for colour clues (and the straightened picture in colour). */
  readonly rgb?: RgbImage;
  /** The grid's corners marked by hand (top left, top right, bottom right, bottom left), in photo pixels. */
  readonly corners?: readonly [Point, Point, Point, Point];
  /** Told between stages: a share of the work done and what comes next. */
  readonly onProgress?: (fraction: number, message: string) => void;
  /** Checked between stages. */
  readonly cancelled?: () => boolean;
}

export interface PageReading {
  readonly width: number;
  readonly height: number;
  /** One per row, top to bottom; per column, left to right. */
  readonly rows: readonly ReadLine[];
  readonly columns: readonly ReadLine[];
  /** Where the grid is in the photo: top left, top right, bottom right, bottom left. */
  readonly corners: readonly [Point, Point, Point, Point];
  readonly bands: readonly ClueBand[];
  /** The straightened page: grid and clue areas, upright, `scale` pixels per cell. */
  readonly straightened: Straightened;
  /** The same in colour, when the picture was given in colour. */
  readonly straightenedRgb: RgbImage | null;
  /** The palette the clues' colours propose (black and white when they are all black). */
  readonly palette: readonly PaletteColor[];
  /** The map from puzzle positions to the photo. */
  readonly map: GridMap;
}

export class PageReadError extends Error {
  readonly reason: 'no-grid' | 'no-clues' | 'cancelled';
  constructor(reason: 'no-grid' | 'no-clues' | 'cancelled', message: string) {
    super(message);
    this.name = 'PageReadError';
    this.reason = reason;
  }
}

/** Pictures larger than this on their long side are halved to find the grid. */
const GRID_SIDE = 2000;
/** Pixels per cell of the straightened page: at least enough to read, at most what helps. */
const MIN_SCALE = 24;
const MAX_SCALE = 48;

export function readPage(gray: GrayImage, model: DigitModel, options: ReadPageOptions = {}): PageReading {
  const progress = options.onProgress ?? (() => {});
  const check = (): void => {
    if (options.cancelled?.()) throw new PageReadError('cancelled', 'The reading was cancelled.');
  };
  progress(0.05, 'Looking for the grid');
  // The grid is found on a smaller copy of a large picture: its cells are still many pixels wide.
  const shrink = Math.max(gray.width, gray.height) > GRID_SIDE ? 2 : 1;
  const small = shrink === 2 ? halveDarkest(gray) : gray;
  const darkness = darknessMap(small);
  const corners = options.corners?.map((p) => ({ x: p.x / shrink, y: p.y / shrink }));
  const found = corners ? mapFromCorners(small, darkness, corners) : findGrid(darkness);
  // Clues boxed in the grid's own lattice (most magazines): the table shows where the grid is.
  const table = grownTable(found, darkness);
  // A grid marked by hand is the grid; the table only says how deep its boxed clues are.
  const marked = corners ? { column: table.left, row: table.top } : undefined;
  const boxed = boxedLayout(table.map.scaled(shrink), gray, marked);
  check();
  const reading = boxed
    ? readBoxed(gray, boxed, options.boxedModel ?? model, options.rgb, progress)
    : readOpen(
        gray,
        shrink === 1 ? found.curlingOn() : found.curlingOn().scaled(shrink),
        model,
        options.rgb,
        progress,
      );
  const { map, layout, read, straightened, straightenedRgb, clueDarkness, swatches, bands } = reading;
  check();
  progress(0.95, 'Putting the clues together');
  const seen = read.map((line) => outOfPicture(line, gray, map, layout));
  const rows = bestPerLine(seen, 'row', map.rows);
  const columns = bestPerLine(seen, 'column', map.columns);
  const coloured = straightenedRgb
    ? withColours([...rows, ...columns], straightenedRgb, clueDarkness, swatches)
    : null;
  const mended = mendByConstraints(
    {
      rows: coloured ? coloured.lines.slice(0, rows.length) : rows,
      columns: coloured ? coloured.lines.slice(rows.length) : columns,
    },
    map.columns,
    map.rows,
  );
  return {
    width: map.columns,
    height: map.rows,
    rows: mended.rows,
    columns: mended.columns,
    corners: map.corners(),
    bands,
    straightened,
    straightenedRgb,
    palette: coloured?.palette ?? BLACK_AND_WHITE,
    map,
  };
}

interface ClueReading {
  readonly map: GridMap;
  readonly layout: LineLayout;
  readonly read: readonly ReadLine[];
  readonly bands: readonly ClueBand[];
  readonly straightened: Straightened;
  readonly straightenedRgb: RgbImage | null;
  readonly clueDarkness: DarknessMap;
  readonly swatches: readonly Swatch[];
}

type Progress = (fraction: number, message: string) => void;

/** Clues one number to a box, in the grid's lattice. */
function readBoxed(
  gray: GrayImage,
  boxed: BoxedLayout,
  model: DigitModel,
  rgb: RgbImage | undefined,
  progress: Progress,
): ClueReading {
  const map = boxed.grid;
  progress(0.3, `Found a ${map.columns} by ${map.rows} grid with its clues in boxes; reading them`);
  const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, Math.round(map.pitch())));
  const { rows, columns, straightened, darkness, bands } = readBoxedClues(gray, boxed, model, scale);
  const { range } = straightened;
  return {
    map,
    layout: { range, scale, rows: map.rows, columns: map.columns },
    read: [...rows, ...columns],
    bands,
    straightened,
    straightenedRgb: rgb ? straightenRgb(rgb, map, range, scale) : null,
    clueDarkness: darkness,
    swatches: [],
  };
}

/** Clues printed in the open beside the grid, on any side. */
function readOpen(
  gray: GrayImage,
  map: GridMap,
  model: DigitModel,
  rgb: RgbImage | undefined,
  progress: Progress,
): ClueReading {
  progress(0.3, `Found a ${map.columns} by ${map.rows} grid; looking for its clues`);
  const bands = findClueBands(gray, map);
  if (
    !bands.some((b) => b.side === 'left' || b.side === 'right') ||
    !bands.some((b) => b.side === 'top' || b.side === 'bottom')
  ) {
    throw new PageReadError(
      'no-clues',
      `A ${map.columns} by ${map.rows} grid was found, but not the numbers beside it${describeBands(bands)}.`,
    );
  }
  const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, Math.round(map.pitch())));
  const range = rangeOf(map, bands);
  const straightened = straighten(gray, map, range, scale);
  const straightenedRgb = rgb ? straightenRgb(rgb, map, range, scale) : null;
  progress(0.5, 'Reading the clues');
  const layout = { range, scale, rows: map.rows, columns: map.columns };
  const clueDarkness = darknessMap(straightened.image, scale * 2);
  const clearLines = (mask: Uint8Array, darkness: DarknessMap): void =>
    clearRuledLines(mask, darkness, bands, layout);
  // A swatch's number is told from its cell by lightness alone: in the ink grey a yellow cell is
  // as dark as the black number printed on it.
  const lightness = straightenedRgb ? lumaOf(straightenedRgb) : straightened.image.data;
  const swatches = invertSwatches(clueDarkness, lightness, scale, (mask, darkness) =>
    cutAtCellEdges(mask, darkness.width, bands, layout),
  );
  const field = glyphField(clueDarkness, scale, clearLines);
  const { lines, glyphHeight, glyphWidth } = lineGlyphs(field.glyphs, bands, layout);
  const read = lines.map((line) => readLine(line, field, model, { height: glyphHeight, width: glyphWidth }));
  return { map, layout, read, bands, straightened, straightenedRgb, clueDarkness, swatches };
}

/**
 * Darkness thresholds for the grid's lines, tried in turn: thin grey lines, blurred and then
 * spoilt by JPEG, can fade below faint ink in places, and the cells on either side run together.
 */
const GRID_INK = [FAINT_INK, 28, 20];

export function findGrid(darkness: DarknessMap): GridMap {
  // The first threshold is kept when it finds a sound grid; otherwise the largest grid any finds.
  let cells: GridCells | null = null;
  for (const threshold of GRID_INK) {
    const found = findGridCells(inkMask(darkness, threshold), darkness);
    if (found && (!cells || found.rows * found.columns > cells.rows * cells.columns)) cells = found;
    if (cells && soundGrid(cells)) break;
  }
  const map = cells && GridMap.fromCells(cells);
  if (!map) {
    throw new PageReadError(
      'no-grid',
      'No puzzle grid was found in the picture. Mark the four corners of the grid by hand, or try a sharper, straighter photo.',
    );
  }
  return refineLines(grownGrid(subdivided(map, darkness), darkness), darkness);
}

/** A grid found with nearly all its cells seen, at least five each way (puzzles are no smaller). */
function soundGrid(cells: GridCells): boolean {
  return cells.rows >= 5 && cells.columns >= 5 && cells.coverage >= 0.9;
}

function mapFromCorners(
  gray: GrayImage,
  darkness: ReturnType<typeof darknessMap>,
  corners: readonly Point[],
): GridMap {
  const quad: [Point, Point, Point, Point] = [corners[0]!, corners[1]!, corners[2]!, corners[3]!];
  const unit = GridMap.fromCorners(quad, 1, 1);
  const counted = unit && countCells(unit, darkness);
  const evenly = counted && GridMap.fromCorners(quad, counted.rows, counted.columns);
  // Corners marked by hand are a little off, and a page may curl: each line is found where it is.
  const map = evenly && refineLines(evenly, darkness);
  if (!map) {
    throw new PageReadError(
      'no-grid',
      `No grid lines were found between the four corners marked on the ${gray.width} x ${gray.height} picture. Mark the grid's outer corners.`,
    );
  }
  return map;
}

/** The straightened range: the grid and every clue band, with half a cell to spare. */
function rangeOf(map: GridMap, bands: readonly ClueBand[]): CellRange {
  const depth = (side: ClueBand['side']): number => {
    const band = bands.find((b) => b.side === side);
    return band ? band.depth + 0.5 : 0.5;
  };
  return {
    col0: -depth('left'),
    row0: -depth('top'),
    col1: map.columns + depth('right'),
    row1: map.rows + depth('bottom'),
  };
}

/**
 * A line whose clue strip runs off the edge of the photo may have lost numbers there: its
 * confidence is halved, so that where the page prints the clues twice the whole copy wins.
 */
function outOfPicture(line: ReadLine, gray: GrayImage, map: GridMap, layout: LineLayout): ReadLine {
  const { strip } = line;
  const { range, scale } = layout;
  const outer =
    line.side === 'left'
      ? { x: strip.x, y: strip.y + strip.height / 2 }
      : line.side === 'right'
        ? { x: strip.x + strip.width, y: strip.y + strip.height / 2 }
        : line.side === 'top'
          ? { x: strip.x + strip.width / 2, y: strip.y }
          : { x: strip.x + strip.width / 2, y: strip.y + strip.height };
  const p = map.toPhoto(range.col0 + outer.x / scale, range.row0 + outer.y / scale);
  const inside = p.x >= 0 && p.y >= 0 && p.x < gray.width && p.y < gray.height;
  return inside ? line : { ...line, confidence: line.confidence / 2 };
}

/** One reading per line: where the clues are printed on both sides, the surer of the two. */
function bestPerLine(read: readonly ReadLine[], axis: 'row' | 'column', count: number): ReadLine[] {
  const out: ReadLine[] = [];
  for (let index = 0; index < count; index++) {
    const candidates = read.filter((line) => line.axis === axis && line.index === index);
    out.push(candidates.reduce((a, b) => (b.confidence > a.confidence ? b : a)));
  }
  return out;
}

/** The lines with each number's colour read, and the palette of those colours. */
function withColours(
  lines: readonly ReadLine[],
  rgb: RgbImage,
  darkness: DarknessMap,
  swatches: readonly Swatch[],
): { lines: ReadLine[]; palette: readonly PaletteColor[] } {
  const boxes = lines.flatMap((line) => line.numbers.map((n) => n.box));
  const { palette, colours } = clueColours(boxes, rgb, darkness, swatches);
  let k = 0;
  const coloured = lines.map((line) => ({
    ...line,
    numbers: line.numbers.map((n) => ({ ...n, color: colours[k++] ?? 1 })),
  }));
  return { lines: coloured, palette };
}

function describeBands(bands: readonly ClueBand[]): string {
  if (bands.length === 0) return '';
  return ` (print was found only ${bands.map((b) => (b.side === 'top' || b.side === 'bottom' ? `${b.side === 'top' ? 'above' : 'below'} it` : `to its ${b.side}`)).join(' and ')})`;
}
