/**
 * What the read-only board of the solve and typing screens shows, cell by cell: -1 for a cell not
 * known yet, 0 for a cell known to be empty, c for a cell of palette colour c. It comes from a
 * solution, from the domains the solver proved, or from the first steps of a walkthrough.
 */
import type { SolveStepDto } from '../../../src-main/contract/dto.ts';
import { decodeGrid } from '../../../src-main/engine/grid-codec.ts';

export const UNKNOWN = -1;

export type BoardCells = Int16Array;

export function unknownCells(width: number, height: number): BoardCells {
  return new Int16Array(width * height).fill(UNKNOWN);
}

export function cellsFromSolution(text: string, width: number, height: number): BoardCells {
  return Int16Array.from(decodeGrid(text, width, height).cells);
}

/** A cell whose domain holds one possibility is known; any other stays unknown. */
export function cellsFromDomains(domains: readonly number[], width: number, height: number): BoardCells {
  const cells = unknownCells(width, height);
  for (let i = 0; i < Math.min(domains.length, cells.length); i++) {
    const domain = domains[i]!;
    if (domain !== 0 && (domain & (domain - 1)) === 0) cells[i] = 31 - Math.clz32(domain);
  }
  return cells;
}

export function countKnown(cells: BoardCells): number {
  let known = 0;
  for (const cell of cells) if (cell !== UNKNOWN) known++;
  return known;
}

/** Grid indices of position `cell` along a row or column. */
export function gridIndex(axis: 'row' | 'column', line: number, cell: number, width: number): number {
  return axis === 'row' ? line * width + cell : cell * width + line;
}

/** The grid indices a step settles. */
export function stepIndices(step: SolveStepDto, width: number): number[] {
  return step.settled.map((each) => gridIndex(step.axis, step.index, each.cell, width));
}

/** The board after the first `count` steps of a walkthrough. */
export function cellsAfterSteps(
  steps: readonly SolveStepDto[],
  count: number,
  width: number,
  height: number,
): BoardCells {
  const cells = unknownCells(width, height);
  for (const step of steps.slice(0, Math.max(0, count))) {
    for (const each of step.settled) {
      const index = gridIndex(step.axis, step.index, each.cell, width);
      if (index >= 0 && index < cells.length) cells[index] = each.value;
    }
  }
  return cells;
}
