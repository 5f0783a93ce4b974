/**
 * The `full` strategy: propagation, then probing, then depth-first search with probing at its
 * nodes (see search.ts for which), stopping at the wanted number of solutions. `partial` is the
 * grid proved at the root (after propagation and, when it ran, probing).
 *
 * A known solution (options.knownSolution) is counted before the search starts, and clause
 * learning, which can look near a picture, gets its turn early: on Faase (80x95) a blind search
 * finds no picture in minutes, but from one solution the second one, four cells away, takes
 * 0.15 s once the clause form is built.
 */
import { satisfies, type Grid, type Puzzle } from '../puzzle.ts';
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
  const search = new Search(prober, limits, limits.maxSolutions, options.searchStyle);
  search.symmetries = clueSymmetries(puzzle);

  base.usedProbing = true;
  const rootOutcome = prober.probeAll(limits, search);
  const partial = state.domains.slice();
  const known = knownCells(puzzle, options.knownSolution);
  const enough = known !== null && search.offer(domainsOf(known));
  const maxVariables = known ? MAX_CLAUSE_VARIABLES_NEAR_KNOWN : MAX_CLAUSE_VARIABLES;
  let end: SearchEnd;
  if (rootOutcome === NodeOutcome.Stopped || enough) {
    end = search.solutions.length >= limits.maxSolutions ? SearchEnd.Enough : SearchEnd.Stopped;
  } else if (!lines.blackAndWhite || estimatedVariables(lines) > maxVariables) {
    end = search.run(rootOutcome);
  } else {
    const learning = (): ClauseLearning =>
      new ClauseLearning(lines, partial, search, search.symmetries, known);
    end = searchInTurns(search, rootOutcome, learning, limits, firstTurn(search, known !== null));
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
export const MAX_CLAUSE_VARIABLES = 250_000;

/**
 * With a known solution the learning solver only has to look near it, which takes few conflicts
 * however large the grid: Faase's clause form (926 000 estimated variables, 370 000 built from
 * its probed root) takes 2.4 s and under 500 MB to build, then 0.15 s to find a second picture.
 */
const MAX_CLAUSE_VARIABLES_NEAR_KNOWN = 1_000_000;

/** The known solution's cells, when it is one: a picture that breaks a clue is not used. */
function knownCells(puzzle: Puzzle, known: Grid | undefined): Uint8Array | null {
  return known && satisfies(puzzle, known) ? known.cells : null;
}

function domainsOf(cells: Uint8Array): Uint32Array {
  return Uint32Array.from(cells, (color) => 1 << color);
}

/**
 * The probing search's first turn. It settles all but a handful of the tournament puzzles within
 * it, so they never pay for clause learning; after it the two engines take equal turns, each
 * twice as long as the last. With symmetric clues the first turn is short, because the search
 * among symmetric pictures is small and often quick.
 */
const FIRST_TURN_MS = 8000;
const FIRST_TURN_SYMMETRIC_MS = 1000;
/**
 * With a known solution the probing search still goes first, as it finds a second picture of a
 * small drawing in milliseconds (a random 30x30: 13 ms, where building the clause form alone
 * takes over 100 ms), but only briefly: near a known picture clause learning is the engine that
 * answers (a random 60x60 drawing: "multiple" in about two seconds, where the probing search
 * alone found no second picture in 10 s).
 */
const FIRST_TURN_NEAR_KNOWN_MS = 250;

function firstTurn(search: Search, knownSolution: boolean): number {
  if (knownSolution) return FIRST_TURN_NEAR_KNOWN_MS;
  return search.symmetries.length > 0 ? FIRST_TURN_SYMMETRIC_MS : FIRST_TURN_MS;
}

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
  firstTurn: number,
): SearchEnd {
  let learning: ClauseLearning | null = null;
  let turn = firstTurn;
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
