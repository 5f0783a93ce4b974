import { describe, expect, it } from 'vitest';
import type { SolveStepDto } from '../../../../src-main/contract/dto.ts';
import {
  cellsAfterSteps,
  cellsFromDomains,
  cellsFromSolution,
  countKnown,
  stepIndices,
  UNKNOWN,
} from '../../../../src-renderer/lib/board/board-cells.ts';

const STEPS: readonly SolveStepDto[] = [
  {
    axis: 'row',
    index: 1,
    settled: [
      { cell: 0, value: 1 },
      { cell: 2, value: 0 },
    ],
    sentence: 'row',
  },
  { axis: 'column', index: 2, settled: [{ cell: 0, value: 1 }], sentence: 'column' },
];

describe('board cells', () => {
  it('reads a solution string as palette indices', () => {
    expect([...cellsFromSolution('0120', 2, 2)]).toEqual([0, 1, 2, 0]);
  });

  it('knows a cell only when its domain leaves one possibility', () => {
    // 0b01: empty; 0b10: colour 1; 0b11: either; 0b100: colour 2; 0: contradiction, shown unknown.
    expect([...cellsFromDomains([1, 2, 3, 4, 0], 5, 1)]).toEqual([0, 1, UNKNOWN, 2, UNKNOWN]);
  });

  it('applies the first steps of a walkthrough along rows and columns', () => {
    const none = cellsAfterSteps(STEPS, 0, 3, 3);
    expect(countKnown(none)).toBe(0);
    const one = cellsAfterSteps(STEPS, 1, 3, 3);
    expect([...one]).toEqual([UNKNOWN, UNKNOWN, UNKNOWN, 1, UNKNOWN, 0, UNKNOWN, UNKNOWN, UNKNOWN]);
    const both = cellsAfterSteps(STEPS, 2, 3, 3);
    expect(both[2]).toBe(1);
    expect(countKnown(both)).toBe(3);
  });

  it('finds the grid cells a step settles', () => {
    expect(stepIndices(STEPS[0]!, 3)).toEqual([3, 5]);
    expect(stepIndices(STEPS[1]!, 3)).toEqual([2]);
  });
});
