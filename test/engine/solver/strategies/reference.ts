/**
 * An independent judge for the strategy tests: counts solutions with the exact line solver
 * (propagation to a fixed point, then branching on the first undecided cell), and reads the
 * bench puzzles the tests use.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readNin } from '../../../../src-main/engine/formats/nin.ts';
import { LineSolver } from '../../../../src-main/engine/line-solver.ts';
import type { Puzzle } from '../../../../src-main/engine/puzzle.ts';
import { FIXTURES } from '../../../fixture-path.ts';

export function benchNin(path: string): Puzzle {
  return readNin(readFileSync(join(FIXTURES, path), 'utf8'));
}

/** Files of the edge-case set with their exact solution counts. */
export function edgeCases(): { file: string; count: number }[] {
  const lines = readFileSync(join(FIXTURES, 'edge-cases/manifest.tsv'), 'utf8').trim().split('\n').slice(1);
  return lines.map((line) => {
    const [file, , , count] = line.split('\t');
    return { file: file!, count: Number(count) };
  });
}

function isSingleBit(mask: number): boolean {
  return mask !== 0 && (mask & (mask - 1)) === 0;
}

/** Number of solutions, counting no further than `cap`. */
export function countSolutions(puzzle: Puzzle, cap: number): number {
  const { width, height } = puzzle;
  const solver = new LineSolver();
  let all = 1;
  for (const clue of [...puzzle.rows, ...puzzle.columns]) for (const block of clue) all |= 1 << block.color;

  const propagate = (cells: Uint32Array): boolean => {
    for (let changed = true; changed;) {
      changed = false;
      const before = cells.slice();
      for (let y = 0; y < height; y++)
        if (!solver.solve(puzzle.rows[y]!, cells, width, y * width, 1)) return false;
      for (let x = 0; x < width; x++)
        if (!solver.solve(puzzle.columns[x]!, cells, height, x, width)) return false;
      for (let i = 0; i < cells.length; i++) if (cells[i] !== before[i]) changed = true;
    }
    return true;
  };

  const count = (cells: Uint32Array): number => {
    if (!propagate(cells)) return 0;
    const open = cells.findIndex((mask) => !isSingleBit(mask));
    if (open < 0) return 1;
    let found = 0;
    for (let c = 0; c < 32 && found < cap; c++) {
      if ((cells[open]! & (1 << c)) === 0) continue;
      const next = cells.slice();
      next[open] = 1 << c;
      found += count(next);
    }
    return Math.min(found, cap);
  };

  return count(new Uint32Array(width * height).fill(all));
}

/** Small deterministic generator so failures can be replayed. */
export function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
