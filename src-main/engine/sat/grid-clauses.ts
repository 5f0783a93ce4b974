/**
 * A black-and-white grid as a SAT problem: variable c (for c below the cell count) says cell c
 * is filled; every row and column adds its automaton clauses (line-clauses.ts); cells already
 * decided become unit clauses. Symmetric pictures are searched with one variable per orbit of
 * cells (`symmetricCellVars`).
 */
import type { GridLines } from '../solver/grid-lines.ts';
import { Cdcl } from './cdcl.ts';
import { addLineClauses, ClauseSink } from './line-clauses.ts';

/** Domain bits of a black-and-white cell (bit 0: may be empty, bit 1: may be filled). */
const EMPTY = 1;
const FILLED = 2;

/**
 * About how many variables `gridSolver` makes: per line, its cells times the states each may be
 * in (one more than the line's slack); it counts more states than are reachable, and fewer
 * transitions than there are, and comes out above the real count.
 */
export function estimatedVariables(lines: GridLines): number {
  let total = lines.cellCount;
  for (let l = 0; l < lines.lineCount; l++) total += lineVariables(lines.length[l]!, lines.blockLengths[l]!);
  return total;
}

/** About how many variables one line's clauses take (see estimatedVariables). */
export function lineVariables(length: number, blocks: ArrayLike<number>): number {
  let used = Math.max(0, blocks.length - 1);
  for (let b = 0; b < blocks.length; b++) used += blocks[b]!;
  return (length + 1) * (Math.max(0, length - used) + 1);
}

/**
 * The solver loaded with the grid's clauses, or null when they already contradict. `cellVar`
 * gives each cell's variable (by default its own index); cells that share a variable are equal
 * in every model, and lines that become the same constraint are encoded once.
 */
export function gridSolver(
  lines: GridLines,
  domains: Uint32Array,
  cellVar: Int32Array = identity(lines.cellCount),
): Cdcl | null {
  const sink = new ClauseSink(lines.cellCount);
  const encoded = new Set<string>();
  for (let l = 0; l < lines.lineCount; l++) {
    // Cells known to be empty at either end take no part in the line (their unit clauses say
    // so), and leaving them out lets a symmetric line match its image across an empty margin.
    let first = 0;
    let last = lines.length[l]! - 1;
    const cellAt = (i: number): number => lines.start[l]! + i * lines.stride[l]!;
    while (first <= last && domains[cellAt(first)] === EMPTY) first++;
    while (last >= first && domains[cellAt(last)] === EMPTY) last--;
    const cells: number[] = [];
    for (let i = first; i <= last; i++) cells.push(cellVar[cellAt(i)]!);
    const blocks = Array.from(lines.blockLengths[l]!);
    const key = `${cells.join(',')}|${blocks.join(',')}`;
    if (encoded.has(key)) continue;
    encoded.add(key);
    encoded.add(`${cells.toReversed().join(',')}|${blocks.toReversed().join(',')}`);
    addLineClauses(sink, cells, blocks);
  }
  // Deciding cells only (the automaton states follow from them) searched the tournament puzzles
  // in fewer conflicts than deciding every variable.
  const solver = new Cdcl(sink.variables, lines.cellCount);
  return addDecidedCells(solver, domains, cellVar) && addCollected(solver, sink) ? solver : null;
}

/**
 * Unit clauses for the cells `domains` decides (cell c's variable is `cellVar[c]`, by default
 * c itself); false when they contradict the solver's clauses.
 */
export function addDecidedCells(
  solver: Cdcl,
  domains: Uint32Array,
  cellVar: Int32Array = identity(domains.length),
): boolean {
  for (let cell = 0; cell < domains.length; cell++) {
    const d = domains[cell]!;
    const v = cellVar[cell]!;
    if (d === FILLED && !solver.addClause([2 * v])) return false;
    if (d === EMPTY && !solver.addClause([2 * v + 1])) return false;
  }
  return true;
}

/** Hands the solver every clause `sink` collected; false when they make it unsatisfiable. */
export function addCollected(solver: Cdcl, sink: ClauseSink): boolean {
  let start = 0;
  const clause: number[] = [];
  for (const end of sink.ends) {
    clause.length = 0;
    for (let k = start; k < end; k++) clause.push(sink.literals[k]!);
    start = end;
    if (!solver.addClause(clause)) return false;
  }
  return true;
}

function identity(count: number): Int32Array {
  return Int32Array.from({ length: count }, (_, i) => i);
}

/**
 * One variable per orbit of the symmetries (the smallest cell of each): the cell variables of a
 * solver confined to pictures the symmetries map onto themselves. The maps must be a group with
 * the identity left out, as clueSymmetries returns them, so one pass finds each orbit's least.
 */
export function symmetricCellVars(maps: readonly Int32Array[], cellCount: number): Int32Array {
  const cellVar = identity(cellCount);
  for (let cell = 0; cell < cellCount; cell++) {
    for (const map of maps) cellVar[cell] = Math.min(cellVar[cell]!, map[cell]!);
  }
  return cellVar;
}

/**
 * Prefers a known solution's values, so that the search looks near it first. The solver goes
 * back to its root first: backtracking saves the phases of what it undoes, which would
 * overwrite these.
 */
export function preferSolution(solver: Cdcl, solution: ArrayLike<number>): void {
  solver.backtrack(0);
  for (let cell = 0; cell < solution.length; cell++)
    solver.preferPhase(solution[cell] === 1 ? 2 * cell : 2 * cell + 1);
}

/** The filled cells of the solver's model as domains (EMPTY or FILLED per cell). */
export function modelDomains(
  solver: Cdcl,
  cellCount: number,
  cellVar: Int32Array = identity(cellCount),
): Uint32Array {
  const domains = new Uint32Array(cellCount);
  for (let cell = 0; cell < cellCount; cell++) {
    domains[cell] = solver.modelValue(cellVar[cell]!) ? FILLED : EMPTY;
  }
  return domains;
}

/** A clause that rules out one solution: some undecided cell must differ from it. */
export function blockingClause(solution: ArrayLike<number>, rootDomains: Uint32Array): number[] {
  const clause: number[] = [];
  for (let cell = 0; cell < rootDomains.length; cell++) {
    const d = rootDomains[cell]!;
    if ((d & (d - 1)) === 0) continue;
    clause.push(solution[cell] === 1 ? 2 * cell + 1 : 2 * cell);
  }
  return clause;
}
