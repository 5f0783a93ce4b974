/**
 * Cell domains as the explanations read and write them: one mask per cell, row by row, bit 0 for
 * "may be empty" and bit c for "may be colour c" (the line solver's convention).
 */
import type { Puzzle } from '../puzzle.ts';
import type { LogicStep } from './step.ts';

/** Every cell open: it may be empty or any colour of the palette. */
export function unknownDomains(puzzle: Puzzle): Uint32Array {
  const all = puzzle.palette.length >= 32 ? 0xffffffff : (1 << puzzle.palette.length) - 1;
  return new Uint32Array(puzzle.width * puzzle.height).fill(all);
}

/** Grid position of cell `cell` of a step's line. */
export function gridIndex(puzzle: Puzzle, step: Pick<LogicStep, 'axis' | 'index'>, cell: number): number {
  return step.axis === 'row' ? step.index * puzzle.width + cell : cell * puzzle.width + step.index;
}

/** Applies a step to `domains` in place: settled cells get their value, ruled-out colours go. */
export function applyStep(puzzle: Puzzle, domains: Uint32Array, step: LogicStep): void {
  for (const { cell, value } of step.settled) domains[gridIndex(puzzle, step, cell)] = 1 << value;
  for (const { cell, colors } of step.ruledOut) {
    const at = gridIndex(puzzle, step, cell);
    for (const color of colors) domains[at]! &= ~(1 << color);
  }
}
