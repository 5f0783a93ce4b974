/**
 * The free line's clues in whole pictures, found by clause learning (sat/) over the other lines,
 * for black-and-white puzzles. The depth-first picture search in free-line.ts settles puzzles
 * that line logic nearly solves, but where the other lines need probing or search it wanders
 * among guesses for thousands of nodes; learnt clauses do not repeat a refuted guess, and a
 * 25x25 grid takes the solver a few milliseconds a picture.
 *
 * The free line needs no clause of its own: the crossing lines and the other lines of its axis
 * fix how many cells it fills. Each picture found is blocked on the free line's cells, so the
 * next one differs there; pictures whose line gives a clue already listed add nothing, and a cap
 * on pictures keeps a line with many placements of one clue from eating the time.
 */
import { Cdcl } from '../sat/cdcl.ts';
import { addCollected, addDecidedCells } from '../sat/grid-clauses.ts';
import { addLineClauses, ClauseSink } from '../sat/line-clauses.ts';
import { clueOfLine, sameClue, type LineClue } from '../puzzle.ts';
import type { CluePropagator } from './clue-propagator.ts';
import { satAffordable } from './sat-budget.ts';

const EMPTY = 1;
const FILLED = 2;
/** Pictures read per clue wanted, beyond which the list is taken as it stands. */
const PICTURES_PER_CLUE = 4;

export interface SatFreeLine {
  readonly clues: LineClue[];
  /** Whether every clue the other lines allow is listed (false when stopped or capped). */
  readonly complete: boolean;
}

/** Null when the puzzle is not black and white, or too large to encode (sat-budget.ts). */
export function satFreeLineClues(
  propagator: CluePropagator,
  domains: Uint32Array,
  line: number,
  maxClues: number,
  stopped: () => boolean,
): SatFreeLine | null {
  const solver = freeLineSolver(propagator, domains, line);
  if (solver === undefined) return null;
  const clues: LineClue[] = [];
  if (solver === null) return { clues, complete: true };
  const n = propagator.lineLength(line);
  const cells = new Uint8Array(n);
  for (let picture = 0; picture < PICTURES_PER_CLUE * maxClues; picture++) {
    const answer = solver.solve(stopped);
    if (answer === 'unsat') return { clues, complete: true };
    if (answer === 'stopped') return { clues, complete: false };
    const blocking: number[] = [];
    for (let i = 0; i < n; i++) {
      const cell = propagator.cellOf(line, i);
      const filled = solver.modelValue(cell);
      cells[i] = filled ? 1 : 0;
      if (domains[cell] === EMPTY || domains[cell] === FILLED) continue;
      blocking.push(filled ? 2 * cell + 1 : 2 * cell);
    }
    const clue = clueOfLine(cells);
    if (!clues.some((known) => sameClue(known, clue))) clues.push(clue);
    if (clues.length >= maxClues) return { clues, complete: false };
    if (!solver.addClause(blocking)) return { clues, complete: true };
  }
  return { clues, complete: false };
}

/**
 * The solver over every line but the free one, with the cells `domains` decides as unit clauses;
 * null when they already contradict, undefined when a cell may take a colour or the grid is too
 * large.
 */
function freeLineSolver(
  propagator: CluePropagator,
  domains: Uint32Array,
  free: number,
): Cdcl | null | undefined {
  for (const d of domains) if ((d & ~(EMPTY | FILLED)) !== 0) return undefined;
  const clues = Array.from({ length: propagator.lineCount }, (_, line) => propagator.clueOf(line));
  const { height } = propagator;
  if (!satAffordable(clues.slice(0, height), clues.slice(height))) return undefined;
  const sink = new ClauseSink(domains.length);
  for (let line = 0; line < propagator.lineCount; line++) {
    if (line === free) continue;
    const clue = propagator.clueOf(line);
    if (clue.some((block) => block.color !== 1)) return undefined;
    const cells: number[] = [];
    for (let i = 0; i < propagator.lineLength(line); i++) cells.push(propagator.cellOf(line, i));
    addLineClauses(
      sink,
      cells,
      Int32Array.from(clue, (block) => block.length),
    );
  }
  const solver = new Cdcl(sink.variables, domains.length);
  return addDecidedCells(solver, domains) && addCollected(solver, sink) ? solver : null;
}
