import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyStep, unknownDomains } from '../../../src-main/engine/explain/domains.ts';
import { explainSolve } from '../../../src-main/engine/explain/logical-solve.ts';
import { nextStep } from '../../../src-main/engine/explain/next-step.ts';
import { readNin } from '../../../src-main/engine/formats/nin.ts';
import { blackAndWhitePuzzle } from '../../../src-main/engine/puzzle.ts';
import { FIXTURES } from '../../fixture-path.ts';

const dancer = readNin(readFileSync(resolve(FIXTURES, 'formats/dancer.nin'), 'utf8'));
const FILLED = 2;
const EMPTY = 1;

describe('nextStep', () => {
  it('starts Dancer with the 7 in column 3, the line that settles the largest share', () => {
    const result = nextStep(dancer, unknownDomains(dancer));
    expect(result.kind).toBe('step');
    if (result.kind !== 'step') return;
    expect(result.step.axis).toBe('column');
    expect(result.step.index).toBe(2);
    expect(result.step.sentence).toBe(
      'Column 3: the 7 in this 10-cell column covers cells 4 to 7 wherever it goes.',
    );
  });

  it('breaks ties by fewer open cells, then rows before columns', () => {
    const full = blackAndWhitePuzzle(
      Array.from({ length: 3 }, () => [3]),
      Array.from({ length: 3 }, () => [3]),
    );
    const domains = unknownDomains(full);
    const first = nextStep(full, domains);
    expect(first.kind === 'step' && [first.step.axis, first.step.index]).toEqual(['row', 0]);
    if (first.kind !== 'step') return;
    applyStep(full, domains, first.step);
    // Every row and column now settles all its open cells; the columns have only two left.
    const second = nextStep(full, domains);
    expect(second.kind === 'step' && [second.step.axis, second.step.index]).toEqual(['column', 0]);
  });

  it('leaves the given domains unchanged', () => {
    const domains = unknownDomains(dancer);
    const copy = domains.slice();
    nextStep(dancer, domains);
    expect(domains).toEqual(copy);
  });

  it('works from the cells a player has marked so far', () => {
    const domains = unknownDomains(dancer);
    // Row 1 is "2" in 5 cells; with cells 2 and 3 marked the rest of the row is empty.
    domains[1] = FILLED;
    domains[2] = FILLED;
    const result = nextStep(dancer, domains);
    expect(result.kind === 'step' && result.step.sentence).toBe(
      'Row 1: the 2 is in place, so the other cells are empty.',
    );
  });

  it('names the row whose marks contradict its clue', () => {
    const domains = unknownDomains(dancer);
    // Row 3 is "1 1"; three filled cells in a row cannot match it.
    for (const x of [0, 1, 2]) domains[2 * dancer.width + x] = FILLED;
    expect(nextStep(dancer, domains)).toEqual({
      kind: 'contradiction',
      axis: 'row',
      index: 2,
      sentence: 'Row 3 cannot match its clue 1 1 with the cells known so far.',
    });
  });

  it('names a column whose marks contradict its clue', () => {
    const domains = unknownDomains(dancer);
    // Column 1 is "2 1"; emptying its whole length leaves no room.
    for (let y = 0; y < dancer.height; y++) domains[y * dancer.width] = EMPTY;
    const result = nextStep(dancer, domains);
    expect(result.kind === 'contradiction' && [result.axis, result.index, result.sentence]).toEqual([
      'column',
      0,
      'Column 1 is empty but its clue is 2 1.',
    ]);
  });

  it('says solved once every cell is decided', () => {
    const solved = explainSolve(dancer);
    expect(nextStep(dancer, solved.domains)).toEqual({ kind: 'solved' });
  });

  it('says stuck where line logic has nothing more to give', () => {
    const multi = readNin(readFileSync(resolve(FIXTURES, 'edge-cases/multi-01-6x6.nin'), 'utf8'));
    const walk = explainSolve(multi);
    const result = nextStep(multi, walk.domains);
    expect(result.kind).toBe('stuck');
    expect(result.kind === 'stuck' && result.sentence).toMatch(/line logic alone is stuck/);
  });

  it('rejects domains of the wrong size', () => {
    expect(() => nextStep(dancer, new Uint32Array(3))).toThrow(RangeError);
  });
});
