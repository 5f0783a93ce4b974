import { describe, expect, it } from 'vitest';
import { blackAndWhitePuzzle, emptyGrid, puzzleFromGrid } from '../../../src-main/engine/puzzle.ts';
import { NodeOutcome, Prober } from '../../../src-main/engine/solver/probing.ts';
import { Propagator } from '../../../src-main/engine/solver/propagator.ts';
import { nin } from './bench-files.ts';

const never = { stopped: () => null };
const noSolutions = { offer: () => false };

function decided(domains: Uint32Array): number {
  return Array.from(domains).filter((d) => (d & (d - 1)) === 0).length;
}

describe('Propagator', () => {
  it('solves a line-solvable puzzle to the end and counts its line solves', () => {
    const propagator = new Propagator(nin('survey', 'webpbn-00001.nin'));
    expect(propagator.propagate(Array.from({ length: propagator.lines.lineCount }, (_, l) => l))).toBe(true);
    expect(propagator.state.undecided).toBe(0);
    expect(propagator.lineSolves).toBeGreaterThanOrEqual(propagator.lines.lineCount);
  });

  it('solves only the lines it is given and the lines they change', () => {
    // Row 0 is full: solving it fills the row and queues every column, which empty the rest.
    const propagator = new Propagator(blackAndWhitePuzzle([[3], [], []], [[1], [1], [1]]));
    expect(propagator.propagate([0])).toBe(true);
    expect(Array.from(propagator.domains)).toEqual([2, 2, 2, 1, 1, 1, 1, 1, 1]);
    expect(propagator.lineSolves).toBe(4);
  });

  it('reports a contradiction', () => {
    const propagator = new Propagator(blackAndWhitePuzzle([[2], [2]], [[2], [1]]));
    propagator.enqueueAll();
    expect(propagator.propagate()).toBe(false);
  });

  it('solves lines longer than a machine word and colour lines', () => {
    const grid = emptyGrid(70, 3);
    for (let x = 0; x < 70; x++) grid.cells[70 + x] = x % 3 === 0 ? 0 : 1 + (x % 2);
    const palette = [
      { name: 'white', char: '.', rgb: '#ffffff' },
      { name: 'red', char: 'r', rgb: '#ff0000' },
      { name: 'blue', char: 'b', rgb: '#0000ff' },
    ];
    const colour = new Propagator(puzzleFromGrid(grid, palette));
    colour.enqueueAll();
    expect(colour.propagate()).toBe(true);
    expect(Array.from(colour.domains, (d) => 31 - Math.clz32(d))).toEqual(Array.from(grid.cells));

    const wide = emptyGrid(3, 70);
    for (let y = 0; y < 70; y++) wide.cells[y * 3 + 1] = y % 5 === 0 ? 0 : 1;
    const blackAndWhite = new Propagator(puzzleFromGrid(wide));
    blackAndWhite.enqueueAll();
    expect(blackAndWhite.propagate()).toBe(true);
    expect(Array.from(blackAndWhite.domains, (d) => 31 - Math.clz32(d))).toEqual(Array.from(wide.cells));
  });
});

describe('Prober', () => {
  it('settles cells that propagation alone cannot', () => {
    const propagator = new Propagator(nin('survey', 'webpbn-06574.nin'));
    propagator.enqueueAll();
    expect(propagator.propagate()).toBe(true);
    const afterPropagation = decided(propagator.domains);
    const prober = new Prober(propagator, 2);
    expect(prober.probeAll(never, noSolutions)).toBe(NodeOutcome.Open);
    expect(decided(propagator.domains)).toBeGreaterThan(afterPropagation);
  });

  it('completes a puzzle that propagation leaves open', () => {
    const propagator = new Propagator(nin('survey', 'webpbn-00023.nin'));
    propagator.enqueueAll();
    expect(propagator.propagate()).toBe(true);
    expect(propagator.state.undecided).toBeGreaterThan(0);
    const prober = new Prober(propagator, 2);
    expect(prober.probeAll(never, noSolutions)).toBe(NodeOutcome.Solved);
    expect(propagator.state.undecided).toBe(0);
    expect(prober.probeRuns).toBeGreaterThan(0);
  });
});
