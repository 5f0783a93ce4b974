/**
 * The search's second engine for black-and-white puzzles: the grid as clauses (sat/), solved by
 * clause learning from the grid proved at the root. The probing search (search.ts) settles most
 * puzzles in a few hundred nodes, but on some it repeats the same failing reasoning in subtree
 * after subtree; learnt clauses never forget why a part of the grid failed. `full` therefore
 * runs the two in turn with doubling budgets (full.ts), and they share their solutions: each
 * one found by either is blocked here before the learning solver goes on, so the verdict counts
 * every solution once.
 *
 * When the clues have symmetries, a second solver first looks among the pictures they map onto
 * themselves (a unique puzzle's solution is one of them, and designed pictures often are). It
 * has the turns until it answers, as its space is far smaller; a picture it finds is a solution
 * of the puzzle, and the main solver then looks near it first.
 */
import {
  blockingClause,
  gridSolver,
  modelDomains,
  preferSolution,
  symmetricCellVars,
} from '../sat/grid-clauses.ts';
import type { Cdcl } from '../sat/cdcl.ts';
import type { GridLines } from './grid-lines.ts';
import type { SolveLimits } from './limits.ts';
import { gridOf, SearchEnd, type Search } from './search.ts';

export class ClauseLearning {
  private readonly solver: Cdcl | null;
  /** The solver confined to symmetric pictures, until it has answered. */
  private symmetric: Cdcl | null = null;
  /** The symmetric solver's variable for each cell (one per orbit). */
  private symmetricVars: Int32Array = new Int32Array(0);
  private readonly root: Uint32Array;
  private readonly search: Search;
  private blocked = 0;

  /** `near`: a solution to look near first (a known one); its blocking clause comes from the search's list. */
  constructor(
    lines: GridLines,
    root: Uint32Array,
    search: Search,
    symmetries: readonly Int32Array[],
    near: Uint8Array | null = null,
  ) {
    this.root = root;
    this.search = search;
    this.solver = gridSolver(lines, root);
    if (this.solver && near) preferSolution(this.solver, near);
    if (this.solver && symmetries.length > 0) {
      this.symmetricVars = symmetricCellVars(symmetries, lines.cellCount);
      this.symmetric = gridSolver(lines, root, this.symmetricVars);
    }
  }

  get conflicts(): number {
    return this.solver?.conflicts ?? 0;
  }

  /**
   * Searches until `turnEnd` (milliseconds into the solve), offering each solution to the
   * search's list. Stopped means the turn or the solve's limits ran out.
   */
  run(turnEnd: number, limits: SolveLimits): SearchEnd {
    const solver = this.solver;
    if (!solver) return SearchEnd.Finished;
    if (this.symmetric) {
      const found = this.runSymmetric(this.symmetric, turnEnd, limits);
      if (found !== SearchEnd.Stopped || limits.stoppedNow()) return found;
    }
    const stop = (): boolean => {
      this.search.reportFrom(solver.conflicts);
      return limits.stoppedNow() !== null || limits.elapsed() >= turnEnd;
    };
    for (;;) {
      const solutions = this.search.solutions;
      while (this.blocked < solutions.length) {
        if (!solver.addClause(blockingClause(solutions[this.blocked++]!, this.root))) {
          return SearchEnd.Finished;
        }
      }
      const answer = solver.solve(stop);
      if (answer === 'unsat') return SearchEnd.Finished;
      if (answer === 'stopped') return SearchEnd.Stopped;
      if (this.search.offer(modelDomains(solver, this.root.length))) return SearchEnd.Enough;
    }
  }

  /** Stopped when it did not settle the puzzle (it may have found a picture); else its end. */
  private runSymmetric(symmetric: Cdcl, turnEnd: number, limits: SolveLimits): SearchEnd {
    const answer = symmetric.solve(() => {
      this.search.reportFrom(symmetric.conflicts);
      return limits.stoppedNow() !== null || limits.elapsed() >= turnEnd;
    });
    if (answer === 'stopped') return SearchEnd.Stopped;
    this.symmetric = null;
    if (answer === 'unsat') return SearchEnd.Stopped;
    const domains = modelDomains(symmetric, this.root.length, this.symmetricVars);
    if (this.search.offer(domains)) return SearchEnd.Enough;
    if (this.solver) preferSolution(this.solver, gridOf(domains));
    return SearchEnd.Stopped;
  }
}
