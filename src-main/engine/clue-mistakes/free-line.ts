/**
 * Reading off the clue of a line left free (see clue-propagator.ts) from the other lines. After
 * propagation its cells are often all decided, and its clue is then the only one that can fit.
 * When cells stay open, a small depth-first search over the puzzle without that line lists the
 * pictures the other lines allow, and the free line's clue in each.
 *
 * The search guesses cells off the free line first, in the lines with the fewest open cells.
 * Those cells have two clues each, so a guess there is soon confirmed or refuted, and once the
 * rest of the picture is settled the crossing lines settle the free line too. (Guessing the free
 * line's own cells first tries every way of filling it, and nearly all of them fail only far
 * away, after many guesses.) Every clue listed thus belongs to a whole picture.
 *
 * A puzzle that line logic cannot solve leaves that search lost among guesses. Then the free
 * line's cells are probed instead (each value an open cell may take is tried, and values that
 * make the other lines contradict are dropped, until nothing changes), with a search over the
 * free line's cells only: its clues fit what propagation proves, not always a whole picture.
 *
 * Black-and-white puzzles skip both searches: clause learning lists whole pictures' clues far
 * faster (free-line-sat.ts).
 *
 * Only clues with the colour totals the line must have are listed. Each is a candidate, which
 * the solver later confirms or rejects.
 */
import { clueOfLine, sameClue, type LineClue } from '../puzzle.ts';
import { decidedLine, lineDecided, type CluePropagator } from './clue-propagator.ts';
import { satFreeLineClues } from './free-line-sat.ts';

/**
 * Search nodes allowed per free line, some milliseconds: for the picture search some and a few
 * more for each clue wanted, for the probing search (dearer nodes) a fixed number.
 */
const PICTURE_NODES = 150;
const PICTURE_NODES_PER_CLUE = 10;
const PROBING_NODES = 200;
/** Nodes for a quick look whether the other lines allow any picture at all. */
export const QUICK_PICTURE_NODES = 40;

export function freeLineClues(
  propagator: CluePropagator,
  domains: Uint32Array,
  line: number,
  totals: Int32Array,
  maxClues: number,
  stopped: () => boolean,
): LineClue[] {
  if (lineDecided(propagator, domains, line)) return [clueOfLine(decidedLine(propagator, domains, line))];
  const learnt = satFreeLineClues(propagator, domains, line, maxClues, stopped);
  if (learnt) return learnt.clues;
  const pictures = freeLinePictures(propagator, domains, line, totals, maxClues, stopped);
  if (pictures.clues.length > 0 || !pictures.cut) return pictures.clues;
  return probedClues(propagator, domains, line, totals, maxClues, stopped);
}

/**
 * The free line's clues in whole pictures, guessing cells off the free line first; `cut` when
 * the search stopped before it had seen every picture (so an empty list proves nothing).
 */
export function freeLinePictures(
  propagator: CluePropagator,
  domains: Uint32Array,
  line: number,
  totals: Int32Array,
  maxClues: number,
  stopped: () => boolean,
  nodes = PICTURE_NODES + PICTURE_NODES_PER_CLUE * maxClues,
): { clues: LineClue[]; cut: boolean } {
  const found: LineClue[] = [];
  let budget = nodes;
  let cut = false;
  const n = propagator.lineLength(line);
  const onLine = new Uint8Array(domains.length);
  for (let i = 0; i < n; i++) onLine[propagator.cellOf(line, i)] = 1;

  const visit = (state: Uint32Array): void => {
    if (found.length >= maxClues || budget <= 0 || stopped()) {
      cut = true;
      return;
    }
    budget--;
    if (!totalsReachable(propagator, state, line, totals)) return;
    const cell = openCell(propagator, state, onLine);
    if (cell < 0) {
      const clue = clueOfLine(decidedLine(propagator, state, line));
      if (!found.some((known) => sameClue(known, clue))) found.push(clue);
      return;
    }
    const x = cell % propagator.width;
    const y = (cell - x) / propagator.width;
    let values = state[cell]!;
    while (values !== 0) {
      const bit = values & -values;
      values ^= bit;
      const next = state.slice();
      next[cell] = bit >>> 0;
      if (propagator.propagate(next, [y, propagator.height + x])) visit(next);
    }
  };
  visit(domains.slice());
  return { clues: found, cut };
}

/** The free line's clues that survive probing its cells, guessing only on the free line. */
function probedClues(
  propagator: CluePropagator,
  domains: Uint32Array,
  line: number,
  totals: Int32Array,
  maxClues: number,
  stopped: () => boolean,
): LineClue[] {
  const found: LineClue[] = [];
  let budget = PROBING_NODES;
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

/**
 * The undecided cell off the free line whose row or column has the fewest undecided cells (a
 * guess there is the soonest confirmed or refuted), else the first on it; -1 when all are decided.
 */
function openCell(propagator: CluePropagator, state: Uint32Array, onLine: Uint8Array): number {
  const { width, height } = propagator;
  const openIn = new Int32Array(propagator.lineCount);
  for (let cell = 0; cell < state.length; cell++) {
    const d = state[cell]!;
    if ((d & (d - 1)) === 0) continue;
    const x = cell % width;
    openIn[(cell - x) / width]!++;
    openIn[height + x]!++;
  }
  let best = -1;
  let fewest = Infinity;
  let onFree = -1;
  for (let cell = 0; cell < state.length; cell++) {
    const d = state[cell]!;
    if ((d & (d - 1)) === 0) continue;
    if (onLine[cell] === 1) {
      if (onFree < 0) onFree = cell;
      continue;
    }
    const x = cell % width;
    const open = Math.min(openIn[(cell - x) / width]!, openIn[height + x]!);
    if (open < fewest) {
      fewest = open;
      best = cell;
    }
  }
  return best >= 0 ? best : onFree;
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
