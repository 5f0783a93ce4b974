/**
 * The `dfs` strategy: row-by-row backtracking as in Hutabarat's paper, kept for comparison.
 *
 * Every placement of each line is listed; lines are placed one after another, and after each
 * placed line every crossing line's prefix is checked against its clue (a prefix passes only if
 * it can still be completed). The search runs along whichever axis has fewer combinations in
 * all (the sum of the logarithms of the lines' placement counts): the columns of a tall puzzle
 * become the rows of its transpose. No cell is deduced; all the pruning comes from prefixes.
 */
import { emptyGrid, satisfies, type Grid, type LineClue, type Puzzle } from '../../puzzle.ts';
import { SolveLimits, type StopReason } from '../limits.ts';
import type { SolveOptions, SolveResult } from '../types.ts';
import { ColumnPrefixes } from './dfs/column-prefixes.ts';
import { forcedDomains } from './dfs/forced-domains.ts';
import { logPlacementCount, PlacementCursor } from './dfs/placements.ts';
import { searchResult, statusOf } from './outcome.ts';

/** Cells one line's precomputed table may hold, and all tables together. */
const TABLE_LIMIT_PER_LINE = 1 << 22;
const TABLE_LIMIT_TOTAL = 1 << 26;

function transpose(puzzle: Puzzle): Puzzle {
  return {
    ...puzzle,
    width: puzzle.height,
    height: puzzle.width,
    rows: puzzle.columns,
    columns: puzzle.rows,
  };
}

function transposeGrid(grid: Grid): Grid {
  const out = emptyGrid(grid.height, grid.width);
  for (let y = 0; y < grid.height; y++) {
    for (let x = 0; x < grid.width; x++) out.cells[x * grid.height + y] = grid.cells[y * grid.width + x]!;
  }
  return out;
}

function logCombinations(lines: readonly LineClue[], n: number): number {
  return lines.reduce((sum, clue) => sum + logPlacementCount(clue, n), 0);
}

/** Whether placing columns one by one gives fewer combinations than placing rows. */
export function prefersColumns(puzzle: Puzzle): boolean {
  return logCombinations(puzzle.columns, puzzle.height) < logCombinations(puzzle.rows, puzzle.width);
}

function makeCursors(puzzle: Puzzle): PlacementCursor[] {
  let budget = TABLE_LIMIT_TOTAL;
  return puzzle.rows.map((clue) => {
    const cursor = new PlacementCursor(clue, puzzle.width, Math.min(TABLE_LIMIT_PER_LINE, budget));
    if (cursor.precomputed) budget -= cursor.count * puzzle.width;
    return cursor;
  });
}

export function solveByBacktracking(puzzle: Puzzle, options: SolveOptions): SolveResult {
  const limits = new SolveLimits(options);
  const partial = forcedDomains(puzzle);
  const byColumns = prefersColumns(puzzle);
  const work = byColumns ? transpose(puzzle) : puzzle;
  const { width, height } = work;
  const solutions: Grid[] = [];
  let nodes = 0;
  let maxDepth = 0;
  let stop: StopReason | null = null;

  const record = (grid: Grid): void => {
    solutions.push(byColumns ? transposeGrid(grid) : grid);
  };

  // A line whose clue cannot fit means no solution: no reason to search the lines above it.
  const everyLineFits = work.rows.every((clue) => logPlacementCount(clue, width) > -Infinity);

  if (width === 0 || height === 0) {
    const grid = emptyGrid(width, height);
    if (satisfies(work, grid)) record(grid);
  } else if (everyLineFits) {
    const cursors = makeCursors(work);
    const prefixes = new ColumnPrefixes(work.columns, height);
    const progressOf = (depth: number) => () => {
      let fraction = 0;
      let scale = 1;
      for (let d = 0; d <= depth; d++) {
        const cursor = cursors[d]!;
        const count = Math.max(1, cursor.count);
        fraction += (scale * Math.max(0, cursor.index - 1)) / count;
        scale /= count;
      }
      return {
        fraction: Math.min(1, fraction),
        decided: depth * width,
        total: width * height,
        nodes,
        solutionsFound: solutions.length,
      };
    };

    let depth = 0;
    cursors[0]!.reset();
    for (;;) {
      stop = limits.stopped();
      if (stop) break;
      const cursor = cursors[depth]!;
      if (!cursor.next()) {
        if (depth === 0) break;
        depth--;
        continue;
      }
      nodes++;
      limits.progress(progressOf(depth));
      if (!prefixes.extend(depth, cursor.line, cursor.offset)) continue;
      if (depth + 1 === height) {
        record(gridOf(cursors, width, height));
        if (solutions.length >= limits.maxSolutions) break;
        continue;
      }
      depth++;
      maxDepth = Math.max(maxDepth, depth);
      cursors[depth]!.reset();
    }
  }

  const status = statusOf(solutions.length, limits.maxSolutions, stop);
  return searchResult(status, solutions, partial, limits.elapsed(), {
    lineSolves: 0,
    nodes,
    maxDepth,
    lineSolvable: false,
  });
}

function gridOf(cursors: readonly PlacementCursor[], width: number, height: number): Grid {
  const grid = emptyGrid(width, height);
  for (let y = 0; y < height; y++) {
    const cursor = cursors[y]!;
    grid.cells.set(cursor.line.subarray(cursor.offset, cursor.offset + width), y * width);
  }
  return grid;
}
