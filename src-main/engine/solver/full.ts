/**
 * The `full` strategy: propagation, then probing, then depth-first search with probing at its
 * nodes (see search.ts for which), stopping at the wanted number of solutions. `partial` is the
 * grid proved at the root (after propagation and, when it ran, probing).
 */
import type { Grid, Puzzle } from '../puzzle.ts';
import { GridLines } from './grid-lines.ts';
import { SolveLimits, type StopReason } from './limits.ts';
import { NodeOutcome, Prober } from './probing.ts';
import { Propagator } from './propagator.ts';
import { gridOf, Search, SearchEnd } from './search.ts';
import type { SolveOptions, SolveResult, SolveStatus } from './types.ts';

export function solveFull(puzzle: Puzzle, options: SolveOptions = {}): SolveResult {
  const limits = new SolveLimits(options);
  const lines = new GridLines(puzzle);
  const propagator = new Propagator(lines);
  const state = propagator.state;
  const base = {
    lineSolves: 0,
    probes: 0,
    nodes: 0,
    maxDepth: 0,
    lineSolvable: false,
    usedProbing: false,
    usedSearch: false,
  };
  const finish = (status: SolveStatus, solutions: readonly Grid[], partial: Uint32Array): SolveResult => ({
    status,
    solutions,
    partial,
    stats: { ...base, lineSolves: propagator.lineSolves, ms: limits.elapsed() },
  });

  if (lines.overfull) return finish('none', [], state.domains.slice());
  propagator.enqueueAll();
  if (!propagator.propagate()) return finish('none', [], state.domains.slice());
  const toGrid = (cells: Uint8Array): Grid => ({ width: puzzle.width, height: puzzle.height, cells });

  if (state.undecided === 0) {
    base.lineSolvable = true;
    const status = limits.maxSolutions === 1 ? 'solved' : 'unique';
    return finish(status, [toGrid(gridOf(state.domains))], state.domains.slice());
  }

  const prober = new Prober(propagator, Math.max(2, puzzle.palette.length));
  const search = new Search(prober, limits, limits.maxSolutions);

  base.usedProbing = true;
  const rootOutcome = prober.probeAll(limits, search);
  const partial = state.domains.slice();
  let end: SearchEnd;
  if (rootOutcome === NodeOutcome.Stopped) {
    end = search.solutions.length >= limits.maxSolutions ? SearchEnd.Enough : SearchEnd.Stopped;
  } else {
    end = search.run(rootOutcome);
  }
  base.probes = prober.cellProbes;
  base.nodes = search.nodes;
  base.maxDepth = search.maxDepth;
  base.usedSearch = search.nodes > 0;
  const solutions = search.solutions.map(toGrid);
  return finish(statusOf(solutions.length, limits.maxSolutions, end, limits.stopped()), solutions, partial);
}

function statusOf(
  found: number,
  maxSolutions: number,
  end: SearchEnd,
  reason: StopReason | null,
): SolveStatus {
  if (found >= maxSolutions) return maxSolutions === 1 ? 'solved' : 'multiple';
  if (end === SearchEnd.Stopped) return reason ?? 'timeout';
  if (found === 0) return 'none';
  if (found === 1) return maxSolutions === 1 ? 'solved' : 'unique';
  return 'multiple';
}
