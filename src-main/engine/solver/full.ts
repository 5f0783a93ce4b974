/**
 * The `full` strategy: propagation, then probing, then depth-first search with probing at its
 * nodes (see search.ts for which), stopping at the wanted number of solutions. `partial` is the
 * grid proved at the root (after propagation and, when it ran, probing).
 */
import type { Grid, Puzzle } from '../puzzle.ts';
import { GridLines } from './grid-lines.ts';
import { SolveLimits, type StopReason } from './limits.ts';
import { estimatedVariables } from '../sat/grid-clauses.ts';
import { ClauseLearning } from './clause-learning.ts';
import { clueSymmetries } from './clue-symmetry.ts';
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
  search.symmetries = clueSymmetries(puzzle);

  base.usedProbing = true;
  const rootOutcome = prober.probeAll(limits, search);
  const partial = state.domains.slice();
  let end: SearchEnd;
  if (rootOutcome === NodeOutcome.Stopped) {
    end = search.solutions.length >= limits.maxSolutions ? SearchEnd.Enough : SearchEnd.Stopped;
  } else if (!lines.blackAndWhite || estimatedVariables(lines) > MAX_CLAUSE_VARIABLES) {
    end = search.run(rootOutcome);
  } else {
    const learning = (): ClauseLearning => new ClauseLearning(lines, partial, search, search.symmetries);
    end = searchInTurns(search, rootOutcome, learning, limits);
  }
  base.probes = prober.cellProbes;
  base.nodes = search.nodes;
  base.maxDepth = search.maxDepth;
  base.usedSearch = search.nodes > 0;
  const solutions = search.solutions.map(toGrid);
  return finish(statusOf(solutions.length, limits.maxSolutions, end, limits.stopped()), solutions, partial);
}

/**
 * Largest clause form worth building, in estimated variables (Knotty, 40x40, has 62 000; Faase,
 * 80x95, 926 000). The learning solver takes about a kilobyte a variable with its clauses, and on
 * grids that large its conflicts come too slowly to pay for that.
 */
const MAX_CLAUSE_VARIABLES = 250_000;

/**
 * The probing search's first turn. It settles all but a handful of the tournament puzzles within
 * it, so they never pay for clause learning; after it the two engines take equal turns, each
 * twice as long as the last. With symmetric clues the first turn is short, because the search
 * among symmetric pictures is small and often quick.
 */
const FIRST_TURN_MS = 8000;
const FIRST_TURN_SYMMETRIC_MS = 1000;

/**
 * Runs the probing search and clause learning in turns of doubling length, until one finishes
 * or has enough solutions. Each engine pauses where it is and goes on from there on its next
 * turn, so neither repeats work; on puzzles where one engine lands in a barren region and the
 * other does not, the total stays within a small factor of the better one. Turns are measured
 * in time, not in nodes or conflicts, because a node's cost and a conflict's differ by a factor
 * that depends on the puzzle (from about one to over twenty).
 */
function searchInTurns(
  search: Search,
  rootOutcome: NodeOutcome,
  makeLearning: () => ClauseLearning,
  limits: SolveLimits,
): SearchEnd {
  let learning: ClauseLearning | null = null;
  let turn = search.symmetries.length > 0 ? FIRST_TURN_SYMMETRIC_MS : FIRST_TURN_MS;
  let turnEnd = limits.elapsed() + turn;
  search.pauseWhen = () => limits.elapsed() >= turnEnd;
  let searched = search.run(rootOutcome);
  for (;;) {
    if (searched !== SearchEnd.Paused) return searched;
    const learningEnd = limits.elapsed() + turn;
    learning ??= makeLearning();
    const learnt = learning.run(learningEnd, limits);
    if (learnt !== SearchEnd.Stopped || limits.stoppedNow()) return learnt;
    turn *= 2;
    turnEnd = limits.elapsed() + turn;
    searched = search.resume();
  }
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
