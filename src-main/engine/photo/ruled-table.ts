/**
 * The whole ruled table around a grid. Many printed puzzles (most magazines of the genre) put each
 * clue number in a box of its own, and the boxes continue the grid's lattice at the grid's pitch:
 * the page holds one table of (clue columns + grid columns) x (clue rows + grid rows) cells, with
 * a blank or a picture in the corner. The grid found first may be any block of that table (the
 * empty cells, or part of them where lines are faint), so it is carried out, a row or column of
 * cells at a time, while a line runs beyond the next cells where the pitch puts one: clue boxes
 * and grid cells alike, until the frame. Paper, a shadow band or the page's edge stop it.
 */
import type { DarknessMap } from './darkness.ts';
import { GridMap } from './grid-map.ts';
import type { GridCells } from './lattice.ts';
import { withSide, type Side } from './grow-grid.ts';
import { refineLines } from './refine-lines.ts';

/** Samples along each cell of a line. */
const ALONG = 6;
/** How much darker (darkness) a line must be than the paper just inside it. */
const LINE_CONTRAST = 25;
/** Share of the cells along a side whose line beyond must show for the table to go on. */
const CLOSED = 0.6;
/** How far either side of its place a line is looked for, and in what steps, in cells. */
const REACH = 0.15;
const REACH_STEP = 0.025;
/** A table is at most this many cells each way (clues included). */
const MOST = 240;

export interface TableGrowth {
  readonly map: GridMap;
  /** Rows and columns added on each side to the map given. */
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

export function grownTable(map: GridMap, darkness: DarknessMap): TableGrowth {
  let current = map;
  const added = { left: 0, right: 0, top: 0, bottom: 0 };
  let sinceRefine = 0;
  for (let step = 0; step < 4 * MOST; step++) {
    let grown = false;
    for (const side of ['left', 'right', 'top', 'bottom'] as const) {
      if (current.rows >= MOST || current.columns >= MOST) break;
      if (!ruledBeyond(current, darkness, side)) continue;
      const next = withSide(current, side);
      if (!next) continue;
      current = next;
      added[side]++;
      grown = true;
      sinceRefine++;
    }
    // Carried out far, the map drifts where the page curls: lines are put where they show.
    if (sinceRefine >= 3 || (!grown && sinceRefine > 0)) {
      current = refineLines(current, darkness);
      sinceRefine = 0;
      // A side that stopped before the lines were put right may go on from where they are.
      if (!grown) continue;
    }
    if (!grown) break;
  }
  if (sinceRefine > 0) current = refineLines(current, darkness);
  return { map: smoothed(current), ...added };
}

/** Half the side of the neighbourhood whose median a cell's place is taken from. */
const SMOOTHING = 2;

/**
 * The map with each cell's place taken from its neighbourhood: where a line is looked for next to
 * a digit, the digit's stroke can pass for the line and pull one cell out of place, while a
 * page's curl moves whole neighbourhoods together. Each cell keeps the median of the
 * neighbourhood's departures from the map's plane, so one cell pulled aside goes back and a curl
 * stays.
 */
export function smoothed(map: GridMap): GridMap {
  const { rows, columns } = map;
  const plane = GridMap.fromCorners(map.corners(), rows, columns);
  if (!plane) return map;
  const dx = new Float64Array(rows * columns);
  const dy = new Float64Array(rows * columns);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const p = map.toPhoto(c + 0.5, r + 0.5);
      const q = plane.toPhoto(c + 0.5, r + 0.5);
      dx[r * columns + c] = p.x - q.x;
      dy[r * columns + c] = p.y - q.y;
    }
  }
  const centres = new Float64Array(rows * columns * 2);
  const xs: number[] = [];
  const ys: number[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      xs.length = 0;
      ys.length = 0;
      for (let rr = Math.max(0, r - SMOOTHING); rr <= Math.min(rows - 1, r + SMOOTHING); rr++) {
        for (let cc = Math.max(0, c - SMOOTHING); cc <= Math.min(columns - 1, c + SMOOTHING); cc++) {
          xs.push(dx[rr * columns + cc]!);
          ys.push(dy[rr * columns + cc]!);
        }
      }
      const q = plane.toPhoto(c + 0.5, r + 0.5);
      centres[2 * (r * columns + c)] = q.x + median(xs);
      centres[2 * (r * columns + c) + 1] = q.y + median(ys);
    }
  }
  const cells: GridCells = { rows, columns, centres, pitch: map.pitch(), coverage: 1 };
  return GridMap.fromCells(cells) ?? map;
}

function median(values: number[]): number {
  values.sort((a, b) => a - b);
  const m = values.length >> 1;
  return values.length % 2 === 1 ? values[m]! : (values[m - 1]! + values[m]!) / 2;
}

/**
 * The table carried `left` columns and `top` rows further out, and its lines then put where they
 * show: the clues were seen to go on where the lattice's lines were too faint or too curled for
 * the table to grow by itself.
 */
export function extendedTable(map: GridMap, darkness: DarknessMap, left: number, top: number): GridMap {
  let current = map;
  for (let k = 0; k < left; k++) current = withSide(current, 'left') ?? current;
  for (let k = 0; k < top; k++) current = withSide(current, 'top') ?? current;
  return left + top > 0 ? smoothed(refineLines(current, darkness)) : current;
}

/** Whether a ruled line runs one cell beyond `side`, darker than the paper just inside it. */
function ruledBeyond(map: GridMap, darkness: DarknessMap, side: Side): boolean {
  const across = side === 'left' || side === 'right';
  const count = across ? map.rows : map.columns;
  const size = across ? map.columns : map.rows;
  const outward = side === 'left' || side === 'top' ? -1 : 1;
  const edge = outward < 0 ? 0 : size;
  const beyond = edge + outward;
  const at = (along: number, position: number): number => {
    const p = across ? map.toPhoto(position, along) : map.toPhoto(along, position);
    const x = Math.floor(p.x);
    const y = Math.floor(p.y);
    if (x < 0 || y < 0 || x >= darkness.width || y >= darkness.height) return -1;
    return darkness.data[y * darkness.width + x]!;
  };
  let closed = 0;
  for (let i = 0; i < count; i++) {
    let line = 0;
    let inside = 0;
    for (let s = 0; s < ALONG; s++) {
      const along = i + 0.2 + (0.6 * (s + 0.5)) / ALONG;
      // The line is looked for a little either side of where the pitch puts it: a thin line of
      // a screenshot is one pixel wide, and the map carried out drifts by a pixel or two.
      let l = -1;
      for (let t = -REACH; t <= REACH + 1e-9; t += REACH_STEP) l = Math.max(l, at(along, beyond + t));
      // The paper just inside the line (a digit in the box may touch it, so the lighter of two).
      const p = Math.min(at(along, beyond - 0.3 * outward), at(along, beyond - 0.42 * outward));
      if (l < 0 || p < 0) return false;
      line += l;
      inside += p;
    }
    if ((line - inside) / ALONG >= LINE_CONTRAST) closed++;
  }
  return closed >= CLOSED * count;
}
