/**
 * Depth-first search over probed nodes. The search guesses on the cell whose probes settle the
 * most cells, tries one side, and tries the other when the first is exhausted. It keeps its own
 * stack of (trail mark, cell, values left) instead of recursing, so the depth is not bounded by
 * the JavaScript stack.
 *
 * How it guesses is a policy (each measured against the others on the tournament and survey sets):
 * - one solution wanted: probe at every node, guess on the cell of the largest "spread" score,
 *   the weaker side's count plus 1.85 times the log of the difference between the sides (the
 *   champion LalaFrogKK's choice, Wu et al. 2013: a cell where both sides settle much, with a
 *   bonus for one very strong side), and try first the side that settles fewer (the least
 *   constraining value, which keeps the most room for a solution). With links on (probing.ts),
 *   44 hard tournament puzzles took 51 000 nodes in all this way and 104 000 with the sum of the
 *   two counts in its place, which this search used before (6 s cap a puzzle);
 * - solutions counted (uniqueness): probe at every other level only, guess on the largest product
 *   (both sides strong) and try the stronger side first. Probing at every node builds long chains
 *   of weak guesses there, each refuted one level down; guessing twice between probings cut the
 *   proof tree of the hardest unique survey puzzle from 20 000 nodes to 150.
 * Each policy has tournament puzzles where it lands in a huge barren subtree and the other does
 * not, so a one-solution search runs them in turn from the root with doubling node budgets
 * (1000, 1000, 2000, 2000, ...): at most a small factor over the better policy, and complete,
 * since the budgets grow until a run finishes. What probing learnt at the root (its records and
 * links) carries over from run to run.
 *
 * The `plain` search style (types.ts) learns no links and guesses on the sum of the two counts
 * in place of the spread score, as this search did before links: its nodes cost about half as
 * much and it takes another path. On TAAI 2011 (60 s cap, processor time) the linked style took
 * 377 s and the plain one 479 s, each slow where the other is quick; the faster of the two on
 * each puzzle took 211 s in all. That is what running both at once buys (solver-process.ts).
 *
 * Progress is the explored share of the tree: a finished node at depth d adds 2^-d.
 */
import { mapGrid } from './clue-symmetry.ts';
import type { SearchStyle, SolveProgress } from './types.ts';
import { NodeOutcome, type Prober, type SolutionSink, type StopCheck } from './probing.ts';

/** Nodes the first run of a one-solution search may take before trying the other policy. */
const FIRST_BUDGET = 1000;

/** How a run of the search chooses its guesses. */
interface Policy {
  /**
   * How a cell's two probe counts (cells settled by its strongest and second value) make its
   * score: their product, their sum, or `spread`, the weaker count plus a bonus that grows with
   * the log of their difference.
   */
  readonly score: 'product' | 'spread' | 'sum';
  /** Which value goes first: the one settling fewer cells, or more. */
  readonly first: 'weak' | 'strong';
  /** Nodes are probed at depths that are multiples of this (the root always is). */
  readonly probeEvery: number;
  /** Whether probes learn links (probing.ts), from the LINKS_FROM-th node on. */
  readonly links: boolean;
}

const COUNTING: Policy = { score: 'product', first: 'strong', probeEvery: 2, links: true };
const PLAIN_COUNTING: Policy = { ...COUNTING, links: false };
/** The policies each search style runs: one solution wanted, or solutions counted. */
const POLICIES: Readonly<Record<SearchStyle, { one: readonly Policy[]; counting: readonly Policy[] }>> = {
  linked: {
    one: [{ score: 'spread', first: 'weak', probeEvery: 1, links: true }, COUNTING],
    counting: [COUNTING],
  },
  plain: {
    one: [{ score: 'sum', first: 'weak', probeEvery: 1, links: false }, PLAIN_COUNTING],
    counting: [PLAIN_COUNTING],
  },
};
/** The champion's weight of the log of the difference between a cell's two sides. */
const SPREAD_WEIGHT = 1.85;
/**
 * Nodes the search takes before probes learn links: a puzzle that a few dozen guesses settle
 * (most of the first 300 of each tournament set) does not repay their cost.
 */
const LINKS_FROM = 30;

export interface SearchLimits extends StopCheck {
  progress(make: () => SolveProgress): void;
}

export const enum SearchEnd {
  /** The whole tree was explored. */
  Finished = 0,
  /** The wanted number of solutions was reached. */
  Enough = 1,
  /** A time limit or a cancel stopped the search. */
  Stopped = 2,
  /** `pauseWhen` said so; `resume` goes on from the same node. */
  Paused = 3,
}

/** The colour of every cell of fully decided domains. */
export function gridOf(domains: Uint32Array): Uint8Array {
  const grid = new Uint8Array(domains.length);
  for (let i = 0; i < domains.length; i++) grid[i] = 31 - Math.clz32(domains[i]!);
  return grid;
}

export class Search implements SolutionSink {
  readonly solutions: Uint8Array[] = [];
  nodes = 0;
  maxDepth = 0;
  /** Asked at every open node; when it answers true the search pauses there. */
  pauseWhen: () => boolean = () => false;
  private rootMark = 0;
  private rootOutcome: NodeOutcome = NodeOutcome.Open;
  explored = 0;
  private readonly seen = new Set<string>();
  private readonly prober: Prober;
  private readonly limits: SearchLimits;
  private readonly maxSolutions: number;
  private readonly policies: readonly Policy[];
  private policyIndex = 0;
  private policy: Policy;
  /** One-solution searches alternate policies with doubling node budgets (0: no budget). */
  private budget: number;
  private runStart = 0;
  private reported = 0;
  private depth = 0;
  private readonly stackMark: number[] = [];
  private readonly stackCell: number[] = [];
  private readonly stackRest: number[] = [];

  constructor(prober: Prober, limits: SearchLimits, maxSolutions: number, style: SearchStyle = 'linked') {
    this.prober = prober;
    this.limits = limits;
    this.maxSolutions = maxSolutions;
    this.policies = maxSolutions > 1 ? POLICIES[style].counting : POLICIES[style].one;
    this.policy = this.policies[0]!;
    this.budget = this.policies.length > 1 ? FIRST_BUDGET : 0;
  }

  /**
   * Symmetries that keep the clues (clue-symmetry.ts): each carries a solution to a solution,
   * so the images of every solution found are recorded with it.
   */
  symmetries: readonly Int32Array[] = [];

  offer(domains: Uint32Array): boolean {
    const grid = gridOf(domains);
    this.record(grid);
    for (const map of this.symmetries) this.record(mapGrid(grid, map));
    return this.solutions.length >= this.maxSolutions;
  }

  private record(grid: Uint8Array): void {
    if (this.solutions.length >= this.maxSolutions) return;
    const key = grid.join('');
    if (!this.seen.has(key)) {
      this.seen.add(key);
      this.solutions.push(grid);
    }
  }

  /** Explores the tree below the current grid, whose probing ended with `outcome`. */
  run(outcome: NodeOutcome): SearchEnd {
    this.rootMark = this.prober.propagator.state.mark();
    this.rootOutcome = outcome;
    return this.explore(outcome);
  }

  /** Goes on after `run` or `resume` answered Paused. */
  resume(): SearchEnd {
    return this.explore(NodeOutcome.Open);
  }

  private explore(from: NodeOutcome): SearchEnd {
    const state = this.prober.propagator.state;
    const rootMark = this.rootMark;
    const outcome = this.rootOutcome;
    let current = from;
    for (;;) {
      this.report();
      if (current === NodeOutcome.Stopped) {
        return this.stop(
          rootMark,
          this.solutions.length >= this.maxSolutions ? SearchEnd.Enough : SearchEnd.Stopped,
        );
      }
      if (current === NodeOutcome.Open) {
        if (this.pauseWhen()) return SearchEnd.Paused;
        if (this.budget > 0 && this.nodes - this.runStart > this.budget) {
          // Each policy has puzzles where it lands in a huge barren subtree and the other does
          // not; switching between them with doubling budgets costs at most a small factor
          // over the better one, and the budgets grow until a run completes.
          this.stop(rootMark, SearchEnd.Stopped);
          this.policyIndex = (this.policyIndex + 1) % this.policies.length;
          this.policy = this.policies[this.policyIndex]!;
          if (this.nodes > LINKS_FROM) this.prober.learnLinks(this.policy.links);
          if (this.policyIndex === 0) this.budget *= 2;
          this.runStart = this.nodes;
          this.explored = 0;
          current = outcome;
          continue;
        }
        current = this.branch();
        continue;
      }
      if (current === NodeOutcome.Solved && this.offer(state.domains))
        return this.stop(rootMark, SearchEnd.Enough);
      this.explored += 2 ** -this.depth;
      const next = this.backtrack();
      if (next === null) return SearchEnd.Finished;
      current = next;
    }
  }

  /** Guesses on the best cell; returns the outcome of the first child. */
  private branch(): NodeOutcome {
    const state = this.prober.propagator.state;
    const cell = this.chooseCell();
    const domain = state.domains[cell]!;
    const first = this.firstValue(cell, domain);
    this.stackMark.push(state.mark());
    this.stackCell.push(cell);
    this.stackRest.push(domain & ~first);
    return this.enter(cell, first);
  }

  private enter(cell: number, mask: number): NodeOutcome {
    if (this.nodes++ === LINKS_FROM) this.prober.learnLinks(this.policy.links);
    this.depth = this.stackMark.length;
    if (this.depth > this.maxDepth) this.maxDepth = this.depth;
    if (this.limits.stopped()) return NodeOutcome.Stopped;
    if (!this.prober.assign(cell, mask)) return NodeOutcome.Contradiction;
    if (this.depth % this.policy.probeEvery !== 0) {
      return this.prober.propagator.state.undecided === 0 ? NodeOutcome.Solved : NodeOutcome.Open;
    }
    return this.prober.probeAll(this.limits, this);
  }

  /** Undoes finished guesses; returns the outcome of the next untried side, or null when done. */
  private backtrack(): NodeOutcome | null {
    for (;;) {
      const top = this.stackMark.length - 1;
      if (top < 0) return null;
      this.prober.undo(this.stackMark[top]!);
      const rest = this.stackRest[top]!;
      if (rest !== 0) {
        this.stackRest[top] = 0;
        return this.enter(this.stackCell[top]!, rest);
      }
      this.stackMark.pop();
      this.stackCell.pop();
      this.stackRest.pop();
    }
  }

  private stop(rootMark: number, end: SearchEnd): SearchEnd {
    this.prober.undo(rootMark);
    this.stackMark.length = 0;
    this.stackCell.length = 0;
    this.stackRest.length = 0;
    return end;
  }

  /**
   * The undecided cell whose two strongest values' probes settle the most cells: by their sum
   * when one solution is wanted, by their product when counting. At a node that was not probed
   * the counts are those of the last probing, still a good guide.
   */
  private chooseCell(): number {
    const prober = this.prober;
    const domains = prober.propagator.state.domains;
    const counts = prober.recordCount;
    const slots = prober.slots;
    const kind = this.policy.score;
    let best = -1;
    let bestScore = -1;
    for (let cell = 0; cell < domains.length; cell++) {
      const d = domains[cell]!;
      if ((d & (d - 1)) === 0) continue;
      let high = 0;
      let second = 0;
      for (let bits = d; bits !== 0; bits &= bits - 1) {
        const n = counts[cell * slots + (31 - Math.clz32(bits & -bits))]!;
        if (n > high) {
          second = high;
          high = n;
        } else if (n > second) second = n;
      }
      const score =
        kind === 'product'
          ? (high + 1) * (second + 1)
          : kind === 'sum'
            ? high + second
            : second + SPREAD_WEIGHT * Math.log(1 + high - second);
      if (score > bestScore) {
        bestScore = score;
        best = cell;
      }
    }
    return best;
  }

  /** The value tried first: the one settling fewest cells for one solution, most when counting. */
  private firstValue(cell: number, domain: number): number {
    const counts = this.prober.recordCount;
    const slots = this.prober.slots;
    const strongest = this.policy.first === 'strong';
    let best = domain & -domain;
    let bestCount = -1;
    for (let bits = domain; bits !== 0; bits &= bits - 1) {
      const low = bits & -bits;
      const n = counts[cell * slots + (31 - Math.clz32(low))]!;
      if (bestCount < 0 || (strongest ? n > bestCount : n < bestCount)) {
        bestCount = n;
        best = low;
      }
    }
    return best;
  }

  /** Progress while another engine works from this search's root; its steps count as nodes. */
  reportFrom(otherNodes: number): void {
    this.limits.progress(() => ({
      fraction: this.reported,
      decided: this.prober.propagator.lines.cellCount - this.prober.propagator.state.undecided,
      total: this.prober.propagator.lines.cellCount,
      nodes: this.nodes + otherNodes,
      solutionsFound: this.solutions.length,
    }));
  }

  private report(): void {
    this.limits.progress(() => ({
      fraction: (this.reported = Math.max(this.reported, Math.min(1, this.explored))),
      decided: this.prober.propagator.lines.cellCount - this.prober.propagator.state.undecided,
      total: this.prober.propagator.lines.cellCount,
      nodes: this.nodes,
      solutionsFound: this.solutions.length,
    }));
  }
}
