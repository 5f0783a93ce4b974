/**
 * Reading off the clue of a line left free (see clue-propagator.ts) from the other lines. After
 * propagation its cells are often all decided, and its clue is then the only one that can fit.
 * When cells stay open, a small search over them lists the clues the other lines allow; at each
 * of its steps every open cell is probed (each value it may take is tried, and values that make
 * the other lines contradict are dropped) until nothing changes. Only clues with the colour totals
 * the line must have are listed. Each is a candidate, which the solver later confirms or rejects.
 */
import { clueOfLine, sameClue, type LineClue } from '../puzzle.ts';
import { decidedLine, type CluePropagator } from './clue-propagator.ts';

/** Search nodes allowed per free line; enough for the few clues a typed puzzle leaves open. */
const NODE_BUDGET = 200;

export function freeLineClues(
  propagator: CluePropagator,
  domains: Uint32Array,
  line: number,
  totals: Int32Array,
  maxClues: number,
  stopped: () => boolean,
): LineClue[] {
  const found: LineClue[] = [];
  let budget = NODE_BUDGET;
  const n = propagator.lineLength(line);

  const visit = (state: Uint32Array): void => {
    if (found.length >= maxClues || budget <= 0 || stopped()) return;
    budget--;
    if (!probe(propagator, state, line, totals)) return;
    let open = -1;
    for (let i = 0; i < n && open < 0; i++) {
      const d = state[propagator.cellOf(line, i)]!;
      if ((d & (d - 1)) !== 0) open = i;
    }
    if (open < 0) {
      const clue = clueOfLine(decidedLine(propagator, state, line));
      if (!found.some((known) => sameClue(known, clue))) found.push(clue);
      return;
    }
    const cell = propagator.cellOf(line, open);
    let values = state[cell]!;
    while (values !== 0) {
      const bit = values & -values;
      values ^= bit;
      const next = state.slice();
      next[cell] = bit >>> 0;
      if (propagator.propagate(next, [propagator.crossing(line, open)])) visit(next);
    }
  };
  visit(domains.slice());
  return found;
}

/**
 * Narrows the open cells of the free line in place by trying each of their values; false when
 * the line can no longer be completed at all.
 */
function probe(propagator: CluePropagator, state: Uint32Array, line: number, totals: Int32Array): boolean {
  const n = propagator.lineLength(line);
  let changed = true;
  while (changed) {
    changed = false;
    if (!totalsReachable(propagator, state, line, totals)) return false;
    for (let i = 0; i < n; i++) {
      const cell = propagator.cellOf(line, i);
      const domain = state[cell]!;
      if ((domain & (domain - 1)) === 0) continue;
      let keep = 0;
      let values = domain;
      while (values !== 0) {
        const bit = values & -values;
        values ^= bit;
        const trial = state.slice();
        trial[cell] = bit >>> 0;
        if (
          totalsReachable(propagator, trial, line, totals) &&
          propagator.propagate(trial, [propagator.crossing(line, i)])
        ) {
          keep |= bit;
        }
      }
      if (keep === domain) continue;
      if (keep === 0) return false;
      state[cell] = keep >>> 0;
      if (!propagator.propagate(state, [propagator.crossing(line, i)])) return false;
      changed = true;
    }
  }
  return true;
}

/** Whether the line can still fill exactly `totals[c]` cells of each colour c. */
function totalsReachable(
  propagator: CluePropagator,
  state: Uint32Array,
  line: number,
  totals: Int32Array,
): boolean {
  const n = propagator.lineLength(line);
  for (let c = 1; c < totals.length; c++) {
    const bit = 1 << c;
    let sure = 0;
    let maybe = 0;
    for (let i = 0; i < n; i++) {
      const d = state[propagator.cellOf(line, i)]!;
      if (d === bit) sure++;
      else if ((d & bit) !== 0) maybe++;
    }
    if (sure > totals[c]! || sure + maybe < totals[c]!) return false;
  }
  return true;
}
