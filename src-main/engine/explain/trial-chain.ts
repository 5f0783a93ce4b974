/**
 * From a recorded trial to the short chain of line deductions a player can follow.
 *
 * A trial's propagation solves many lines, most of which do not matter to its end. Walking back
 * from the end (the line that cannot fit its clue), each
 * deduction keeps only the premises it cannot do without: a premise is dropped when the line
 * solver, given the cells known before the trial and the remaining premises, still reaches the
 * same conclusion. Premises that took the longest chain to produce are dropped first, so what is
 * left leans on the tried cell and on short chains. The deductions that the kept premises come
 * from are needed in turn; the rest of the propagation is forgotten.
 *
 * Example: trying a cell filled fills three more cells of its row and empties a few in each of
 * five columns, and one of those columns can then no longer fit its clue. The chain is the row
 * step (only for the cell that column needs) and the column's contradiction: two links, not seven.
 */
import { TRIED, type Premise, type TrialRecord, type TrialRunner } from './trial-runner.ts';

export interface ChainLinkData {
  readonly line: number;
  /** The line's cells the link starts from (line order): the base with the premises it needs. */
  readonly before: Uint32Array;
  /** The conclusions later links use: line positions and their masks. */
  readonly needed: readonly { readonly position: number; readonly mask: number }[];
  readonly contradiction: boolean;
}

/** The links of a trial that ended in a contradiction, in the order they were found. */
export function chainOf(runner: TrialRunner, record: TrialRecord): ChainLinkData[] {
  const { solves } = record;
  const depth = solveDepths(record);
  const premiseDepth = (p: Premise): number => (p.producer === TRIED ? 0 : depth[p.producer]!);
  const needs = new Map<number, Map<number, number>>();
  const need = (premise: Premise, mask: number): void => {
    if (premise.producer === TRIED) return;
    const cells = needs.get(premise.producer) ?? new Map<number, number>();
    cells.set(premise.cell, (cells.get(premise.cell) ?? -1) & mask);
    needs.set(premise.producer, cells);
  };
  const links: ChainLinkData[] = [];
  const keep = (id: number, premises: readonly Premise[], needed: Map<number, number> | null): void => {
    const line = solves[id]!.line;
    for (const premise of premises) need(premise, premise.mask);
    links.push({
      line,
      before: lineBefore(runner, line, premises),
      needed: [...(needed ?? new Map<number, number>())]
        .map(([cell, mask]) => ({ position: runner.positionIn(line, cell), mask }))
        .sort((a, b) => a.position - b.position),
      contradiction: needed === null,
    });
  };

  const last = solves.length - 1;
  const end = solves[last]!;
  if (!end.contradiction) throw new Error('the trial did not end in a contradiction');
  const kept = fewestPremises(
    end.premises,
    premiseDepth,
    (some) => runner.solveWith(end.line, some) === null,
  );
  keep(last, kept, null);
  for (let id = last - 1; id >= 0; id--) {
    const needed = needs.get(id);
    if (!needed) continue;
    const { line, premises } = solves[id]!;
    const kept = fewestPremises(premises, premiseDepth, (some) => {
      const after = runner.solveWith(line, some);
      if (after === null) return false;
      for (const [cell, mask] of needed)
        if ((after[runner.positionIn(line, cell)]! & ~mask) !== 0) return false;
      return true;
    });
    keep(id, kept, needed);
  }
  return links.reverse();
}

/** How many deductions deep each recorded solve is: 1 + the deepest of its premises (the tried cell is 0). */
function solveDepths(record: TrialRecord): Int32Array {
  const depth = new Int32Array(record.solves.length);
  record.solves.forEach((solve, id) => {
    let deepest = 0;
    for (const p of solve.premises) if (p.producer !== TRIED) deepest = Math.max(deepest, depth[p.producer]!);
    depth[id] = deepest + 1;
  });
  return depth;
}

/**
 * A set of premises that still passes `enough`, none of which can be dropped: the deepest are
 * tried first (later producers first among equals), so the tried cell and shallow ones stay.
 */
function fewestPremises(
  premises: readonly Premise[],
  depthOf: (premise: Premise) => number,
  enough: (premises: readonly Premise[]) => boolean,
): Premise[] {
  let kept = [...premises];
  const order = [...premises].sort((a, b) => depthOf(b) - depthOf(a) || b.producer - a.producer);
  for (const premise of order) {
    const without = kept.filter((p) => p !== premise);
    if (enough(without)) kept = without;
  }
  return kept;
}

function lineBefore(runner: TrialRunner, line: number, premises: readonly Premise[]): Uint32Array {
  const n = runner.lineLength(line);
  const cells = new Uint32Array(n);
  for (let i = 0; i < n; i++) cells[i] = runner.base[runner.cellAt(line, i)]!;
  for (const premise of premises) cells[runner.positionIn(line, premise.cell)] = premise.mask;
  return cells;
}
