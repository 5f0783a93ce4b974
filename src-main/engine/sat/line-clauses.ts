/**
 * Clauses for one black-and-white line: the line's clue as an automaton unrolled over its cells
 * (Bacchus's encoding of the regular constraint). A state variable Q(i, q) says "after the first
 * i cells, q characters of the template 1^b1 0 1^b2 0 ... 1^bk have been read". A state where a
 * block may start has two ways on (read an empty cell and stay, or a filled one and move), each
 * with a transition variable; every other state has one way on and stands for it itself. Clauses
 * tie each state to a way on, each way on to its cell and next state, each state to a way in, and
 * each cell value to a transition that reads it. Unit propagation on them then settles every cell
 * that all placements of the line agree on, as the exact line solver does, so the SAT search
 * loses nothing of line logic.
 *
 * Only states that can still lie on an accepting path are given variables: after i cells, at
 * least L - (n - i) and at most i template characters are read.
 */

/** Collects clauses and hands out fresh variables. Literals: 2v true, 2v + 1 false. */
export class ClauseSink {
  variables: number;
  /** All clauses' literals end to end; `ends[k]` is where clause k stops. */
  readonly literals: number[] = [];
  readonly ends: number[] = [];

  constructor(firstFree: number) {
    this.variables = firstFree;
  }

  fresh(count: number): number {
    const first = this.variables;
    this.variables += count;
    return first;
  }

  add(...lits: number[]): void {
    for (const lit of lits) this.literals.push(lit);
    this.ends.push(this.literals.length);
  }
}

const START = 0;
const MID = 1;
const GAP = 2;
const FINAL = 3;

const yes = (v: number): number => 2 * v;
const no = (v: number): number => 2 * v + 1;

/**
 * Adds the clauses of a line whose cells are the variables `cells` (true = filled) and whose
 * clue has the given block lengths. The line must fit (sum plus gaps at most its length).
 */
export function addLineClauses(sink: ClauseSink, cells: readonly number[], blocks: ArrayLike<number>): void {
  const n = cells.length;
  const k = blocks.length;
  if (k === 0) {
    for (const cell of cells) sink.add(no(cell));
    return;
  }
  const kinds: number[] = [];
  for (let b = 0; b < k; b++) {
    for (let j = 0; j < blocks[b]!; j++) kinds.push(j === 0 ? START : MID);
    if (b < k - 1) kinds.push(GAP);
  }
  const total = kinds.length;
  if (total > n) {
    sink.add(); // The clue cannot fit: an empty clause, no model.
    return;
  }
  kinds.push(FINAL);
  const low = (i: number): number => Math.max(0, total - (n - i));
  const high = (i: number): number => Math.min(i, total);
  const offset: number[] = [];
  for (let i = 0; i <= n; i++) offset.push(sink.fresh(high(i) - low(i) + 1));
  const exists = (i: number, q: number): boolean => q >= low(i) && q <= high(i);
  const state = (i: number, q: number): number => offset[i]! + q - low(i);
  sink.add(yes(state(0, 0)));
  sink.add(yes(state(n, total)));
  for (let i = 0; i < n; i++) {
    const x = cells[i]!;
    const states: number[] = [];
    const filledSupport: number[] = [no(x)];
    const emptySupport: number[] = [yes(x)];
    /** Per state after this cell: the transitions that lead into it. */
    const incoming = new Map<number, number[]>();
    const arrive = (q: number, lit: number): void => {
      const list = incoming.get(q);
      if (list) list.push(lit);
      else incoming.set(q, [lit]);
    };
    for (let q = low(i); q <= high(i); q++) {
      const here = yes(state(i, q));
      states.push(here);
      const kind = kinds[q]!;
      if (kind === START) {
        // Two ways on: a variable per transition, so that a state whose every way on is
        // closed is closed itself by unit propagation.
        const ways: number[] = [];
        for (const [reads, next] of [
          [no(x), q],
          [yes(x), q + 1],
        ] as const) {
          if (!exists(i + 1, next)) {
            sink.add(no(state(i, q)), reads ^ 1);
            continue;
          }
          const t = yes(sink.fresh(1));
          sink.add(t ^ 1, here);
          sink.add(t ^ 1, reads);
          sink.add(t ^ 1, yes(state(i + 1, next)));
          sink.add(here ^ 1, reads ^ 1, t);
          ways.push(t);
          arrive(next, t);
          (reads === yes(x) ? filledSupport : emptySupport).push(t);
        }
        sink.add(here ^ 1, ...ways);
        continue;
      }
      // One way on: the state itself stands for its transition.
      const reads = kind === MID ? yes(x) : no(x);
      const next = kind === FINAL ? q : q + 1;
      sink.add(here ^ 1, reads);
      if (!exists(i + 1, next)) {
        sink.add(here ^ 1);
        continue;
      }
      sink.add(here ^ 1, yes(state(i + 1, next)));
      arrive(next, here);
      (kind === MID ? filledSupport : emptySupport).push(here);
    }
    sink.add(...states);
    sink.add(...filledSupport);
    sink.add(...emptySupport);
    for (let q = low(i + 1); q <= high(i + 1); q++) sink.add(no(state(i + 1, q)), ...(incoming.get(q) ?? []));
  }
}
