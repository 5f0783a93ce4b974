/**
 * Finds a puzzle's grid by its cells. Each empty cell of a printed grid is an island of paper
 * enclosed by lines: many islands of one size, side by side in rows and columns. The islands are
 * numbered by walking from each to its neighbours (right, left, up, down along the grid's own
 * axes), which follows the grid however the photo turned, tilted or curled it. The grid is then the
 * largest block of neighbouring cells with nothing printed in them: cells that hold clue numbers
 * (books that box their clues, or the app's own guide lines) are islands too, but not empty.
 */
import type { Components } from './components.ts';
import { connectedComponents } from './components.ts';
import type { DarknessMap } from './darkness.ts';
import { STRONG_INK } from './darkness.ts';
import { FOUR_SIDES, type Point } from './raster.ts';

export interface GridCells {
  readonly rows: number;
  readonly columns: number;
  /** Centre of cell (row, column) at index 2 * (row * columns + column); NaN where not seen. */
  readonly centres: Float64Array;
  /** Typical cell side in pixels. */
  readonly pitch: number;
  /** Share of the grid's cells seen as clean islands (0 to 1). */
  readonly coverage: number;
}

interface Island {
  readonly index: number;
  readonly cx: number;
  readonly cy: number;
  readonly w: number;
  readonly h: number;
  /** Lattice position, once the walk has reached it. */
  row: number;
  column: number;
  group: number;
  empty: boolean;
}

/**
 * Smallest grid the reader takes, in cells each way: 2, since a small puzzle whose thin lines
 * were lost shows only its blocks of five (subdivide.ts finds the cells inside them later).
 */
const MIN_SIDE = 2;
/** Fewest cells of a lattice worth looking at. */
const MIN_CELLS = 4;

/** The largest grid of empty cells in an ink mask, or null when none is found. */
export function findGridCells(mask: Uint8Array, darkness: DarknessMap): GridCells | null {
  const { width, height } = darkness;
  const paper = connectedComponents(mask, width, height, 0, false);
  const islands = cellIslands(paper, width, height);
  if (islands.length < MIN_CELLS) return null;
  const pitch = typicalSize(islands);
  // A cell's island is about one pitch each way (a little more when turned); two cells joined by a
  // broken line are twice as long one way, and are left out rather than taken for one cell.
  const cells = islands.filter(
    (c) => c.w > 0.6 * pitch && c.w < 1.4 * pitch && c.h > 0.6 * pitch && c.h < 1.4 * pitch,
  );
  const angle = gridAngle(cells, pitch);
  walkLattice(cells, spacing(cells, pitch), angle);
  for (const cell of cells) cell.empty = isEmpty(cell, darkness);
  return bestGrid(cells, pitch);
}

/** Paper islands shaped like cells: not touching the image's edge, not too thin, mostly solid. */
function cellIslands(paper: Components, width: number, height: number): Island[] {
  const largest = Math.min(width, height) / (MIN_SIDE + 1);
  const out: Island[] = [];
  for (const c of paper.list) {
    const w = c.maxX - c.minX + 1;
    const h = c.maxY - c.minY + 1;
    if (w < 4 || h < 4 || w > largest || h > largest) continue;
    if (c.minX === 0 || c.minY === 0 || c.maxX === width - 1 || c.maxY === height - 1) continue;
    if (w > 2 * h || h > 2 * w) continue;
    if (c.pixels < 0.5 * w * h) continue;
    out.push({
      index: out.length,
      cx: c.minX + w / 2,
      cy: c.minY + h / 2,
      w,
      h,
      row: 0,
      column: 0,
      group: -1,
      empty: false,
    });
  }
  return out;
}

/**
 * The commonest island size, weighted by area so that a grid's many cells outweigh the smaller
 * holes of digits and letters: a histogram of log sizes, read over a window of two bins.
 */
function typicalSize(islands: readonly Island[]): number {
  const bins = new Map<number, number>();
  const binOf = (size: number): number => Math.floor(Math.log2(size) / 0.12);
  for (const c of islands) {
    const b = binOf(Math.sqrt(c.w * c.h));
    bins.set(b, (bins.get(b) ?? 0) + c.w * c.h);
  }
  let best = 0;
  let bestWeight = -1;
  for (const [b, weight] of bins) {
    const w = weight + (bins.get(b + 1) ?? 0);
    if (w > bestWeight) {
      bestWeight = w;
      best = b;
    }
  }
  const sizes = islands
    .map((c) => Math.sqrt(c.w * c.h))
    .filter((s) => binOf(s) === best || binOf(s) === best + 1)
    .sort((a, b) => a - b);
  return sizes[Math.floor(sizes.length / 2)]!;
}

/** Islands near each other, found through a hash of square buckets one pitch wide. */
class Buckets {
  private readonly size: number;
  private readonly map = new Map<string, Island[]>();

  constructor(cells: readonly Island[], size: number) {
    this.size = size;
    for (const c of cells) {
      const key = this.key(Math.floor(c.cx / size), Math.floor(c.cy / size));
      const list = this.map.get(key);
      if (list) list.push(c);
      else this.map.set(key, [c]);
    }
  }

  private key(bx: number, by: number): string {
    return `${bx},${by}`;
  }

  near(c: Island, radius: number): Island[] {
    const out: Island[] = [];
    const span = Math.ceil(radius / this.size);
    const bx = Math.floor(c.cx / this.size);
    const by = Math.floor(c.cy / this.size);
    for (let dy = -span; dy <= span; dy++) {
      for (let dx = -span; dx <= span; dx++) {
        for (const other of this.map.get(this.key(bx + dx, by + dy)) ?? []) {
          if (other !== c && Math.hypot(other.cx - c.cx, other.cy - c.cy) <= radius) out.push(other);
        }
      }
    }
    return out;
  }
}

/** The grid's turn in radians (-45° to 45°): the mean direction of neighbour steps, taken modulo 90°. */
function gridAngle(cells: readonly Island[], pitch: number): number {
  const buckets = new Buckets(cells, pitch);
  let sx = 0;
  let sy = 0;
  for (const c of cells) {
    for (const n of buckets.near(c, 1.45 * pitch)) {
      const d = Math.hypot(n.cx - c.cx, n.cy - c.cy);
      if (d < 0.7 * pitch) continue;
      const a = 4 * Math.atan2(n.cy - c.cy, n.cx - c.cx);
      sx += Math.cos(a);
      sy += Math.sin(a);
    }
  }
  return Math.atan2(sy, sx) / 4;
}

/** The typical distance between neighbouring cell centres (a pitch plus a line). */
function spacing(cells: readonly Island[], pitch: number): number {
  const buckets = new Buckets(cells, pitch);
  const nearest: number[] = [];
  for (const c of cells) {
    let best = Infinity;
    for (const n of buckets.near(c, 1.6 * pitch)) best = Math.min(best, Math.hypot(n.cx - c.cx, n.cy - c.cy));
    if (best < Infinity) nearest.push(best);
  }
  nearest.sort((a, b) => a - b);
  return nearest.length > 0 ? nearest[Math.floor(nearest.length / 2)]! : pitch;
}

/**
 * Gives each island its row and column by walking from neighbour to neighbour; islands that no
 * walk joins start groups of their own. A neighbour is one or two steps away nearly along one of
 * the grid's axes (the local axes turn a little under perspective, hence the tolerance); a step
 * of two crosses a cell whose island was lost (a broken line joined it to the next).
 */
function walkLattice(cells: Island[], step: number, angle: number): void {
  const buckets = new Buckets(cells, step);
  const cos = Math.cos(-angle);
  const sin = Math.sin(-angle);
  let group = 0;
  for (const start of cells) {
    if (start.group >= 0) continue;
    start.group = group;
    start.row = 0;
    start.column = 0;
    const queue = [start];
    for (let q = 0; q < queue.length; q++) {
      const c = queue[q]!;
      // Nearest first, so that a cell is reached by single steps wherever it can be.
      const near = buckets
        .near(c, 2.4 * step)
        .map((n) => ({ n, d: Math.hypot(n.cx - c.cx, n.cy - c.cy) }))
        .sort((a, b) => a.d - b.d);
      for (const { n } of near) {
        if (n.group >= 0) continue;
        const dx = n.cx - c.cx;
        const dy = n.cy - c.cy;
        const along = (dx * cos - dy * sin) / step;
        const across = (dx * sin + dy * cos) / step;
        const [major, minor] = Math.abs(along) >= Math.abs(across) ? [along, across] : [across, along];
        const steps = Math.round(Math.abs(major));
        if (steps < 1 || steps > 2 || Math.abs(Math.abs(major) - steps) > 0.3 || Math.abs(minor) > 0.3)
          continue;
        if (Math.abs(along) >= Math.abs(across)) {
          n.row = c.row;
          n.column = c.column + Math.sign(along) * steps;
        } else {
          n.row = c.row + Math.sign(across) * steps;
          n.column = c.column;
        }
        n.group = group;
        queue.push(n);
      }
    }
    group++;
  }
}

/** Whether a cell holds no print: little strong ink in its middle (a speck of dirt is allowed). */
function isEmpty(cell: Island, darkness: DarknessMap): boolean {
  const { width, data } = darkness;
  const x0 = Math.round(cell.cx - 0.3 * cell.w);
  const x1 = Math.round(cell.cx + 0.3 * cell.w);
  const y0 = Math.round(cell.cy - 0.3 * cell.h);
  const y1 = Math.round(cell.cy + 0.3 * cell.h);
  let ink = 0;
  let all = 0;
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      all++;
      if (data[y * width + x]! >= STRONG_INK) ink++;
    }
  }
  return ink <= 0.04 * all;
}

/**
 * The grid: per group, the largest 4-connected block of empty cells, its bounding box trimmed of
 * edge rows and columns that are mostly not empty cells; the largest such box wins.
 */
function bestGrid(cells: readonly Island[], pitch: number): GridCells | null {
  const groups = new Map<number, Island[]>();
  for (const c of cells) {
    const list = groups.get(c.group);
    if (list) list.push(c);
    else groups.set(c.group, [c]);
  }
  let best: GridCells | null = null;
  for (const members of groups.values()) {
    if (members.length < MIN_CELLS) continue;
    const grid = gridOfGroup(members, pitch);
    if (grid && (!best || grid.rows * grid.columns > best.rows * best.columns)) best = grid;
  }
  return best;
}

function gridOfGroup(members: readonly Island[], pitch: number): GridCells | null {
  const at = new Map<string, Island>();
  for (const c of members) at.set(`${c.row},${c.column}`, c);
  const cellAt = (row: number, column: number): Island | undefined => at.get(`${row},${column}`);
  // The largest block of empty cells joined side by side.
  const seen = new Set<Island>();
  let block: Island[] = [];
  for (const c of members) {
    if (!c.empty || seen.has(c)) continue;
    const part = [c];
    seen.add(c);
    for (let q = 0; q < part.length; q++) {
      const p = part[q]!;
      for (const [dr, dc] of FOUR_SIDES) {
        const n = cellAt(p.row + dr, p.column + dc);
        if (n && n.empty && !seen.has(n)) {
          seen.add(n);
          part.push(n);
        }
      }
    }
    if (part.length > block.length) block = part;
  }
  if (block.length < MIN_CELLS) return null;
  let r0 = Math.min(...block.map((c) => c.row));
  let r1 = Math.max(...block.map((c) => c.row));
  let c0 = Math.min(...block.map((c) => c.column));
  let c1 = Math.max(...block.map((c) => c.column));
  const emptyShare = (cellsOf: (i: number) => Island | undefined, n: number): number => {
    let empty = 0;
    for (let i = 0; i < n; i++) if (cellsOf(i)?.empty) empty++;
    return empty / n;
  };
  // Trim edges that are mostly not grid (a clue slot left empty can join the block to others).
  for (let changed = true; changed && r1 > r0 && c1 > c0;) {
    changed = false;
    const edges = [
      { share: emptyShare((i) => cellAt(r0, c0 + i), c1 - c0 + 1), trim: () => r0++ },
      { share: emptyShare((i) => cellAt(r1, c0 + i), c1 - c0 + 1), trim: () => r1-- },
      { share: emptyShare((i) => cellAt(r0 + i, c0), r1 - r0 + 1), trim: () => c0++ },
      { share: emptyShare((i) => cellAt(r0 + i, c1), r1 - r0 + 1), trim: () => c1-- },
    ];
    const worst = edges.reduce((a, b) => (b.share < a.share ? b : a));
    if (worst.share < 0.6) {
      worst.trim();
      changed = true;
    }
  }
  const rows = r1 - r0 + 1;
  const columns = c1 - c0 + 1;
  if (rows < MIN_SIDE || columns < MIN_SIDE) return null;
  const centres = new Float64Array(rows * columns * 2).fill(Number.NaN);
  let clean = 0;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const cell = cellAt(r0 + r, c0 + c);
      if (!cell?.empty) continue;
      clean++;
      centres[2 * (r * columns + c)] = cell.cx;
      centres[2 * (r * columns + c) + 1] = cell.cy;
    }
  }
  const coverage = clean / (rows * columns);
  if (coverage < 0.7) return null;
  return { rows, columns, centres, pitch, coverage };
}

/** The centre of a cell of the grid, or null where it was not seen. */
export function cellCentre(grid: GridCells, row: number, column: number): Point | null {
  const i = 2 * (row * grid.columns + column);
  const x = grid.centres[i]!;
  return Number.isNaN(x) ? null : { x, y: grid.centres[i + 1]! };
}
