/**
 * How well the mistake finder does: put one typing mistake into a correct, uniquely solvable
 * puzzle, run the finder on what was "typed", and see where the true fix ranks. A fix counts as
 * the true one when applying it gives back the original clues exactly.
 *
 * Some mistakes cannot be seen: the puzzle as typed is still uniquely solvable (with another
 * picture). Those are counted apart; no finder could flag them from the clues alone.
 */
import { sameClue, type Puzzle } from '../../engine/puzzle.ts';
import { solve } from '../../engine/solver/solve.ts';
import { puzzleProblems } from '../../engine/validate.ts';
import { applyChanges } from '../../engine/clue-mistakes/apply.ts';
import { findMistakes } from '../../engine/clue-mistakes/find-mistakes.ts';
import { seededRandom } from '../../engine/seeded-random.ts';
import { injectMistake, type InjectedKind, type InjectedMistake } from './inject-mistakes.ts';

export interface MistakeCase {
  readonly name: string;
  readonly original: Puzzle;
  readonly mistake: InjectedMistake;
}

export type CaseResult = 'first' | 'top-three' | 'lower' | 'missed' | 'undetectable';

export interface CaseOutcome {
  readonly name: string;
  readonly kind: InjectedKind;
  readonly result: CaseResult;
  /** 1-based rank of the true fix, or null when it was not suggested. */
  readonly rank: number | null;
  readonly ms: number;
}

export interface Summary {
  /** Cases the finder had to answer (the undetectable ones are not among them). */
  readonly cases: number;
  readonly undetectable: number;
  readonly first: number;
  readonly topThree: number;
  readonly medianMs: number;
  readonly worstMs: number;
}

export interface KindSummary extends Summary {
  readonly kind: InjectedKind;
}

export function makeCases(
  puzzles: readonly { readonly name: string; readonly puzzle: Puzzle }[],
  kinds: readonly InjectedKind[],
  perKind: number,
  seed: number,
): MistakeCase[] {
  const random = seededRandom(seed);
  const cases: MistakeCase[] = [];
  for (const kind of kinds) {
    let made = 0;
    for (let attempt = 0; made < perKind && attempt < perKind * 4 && puzzles.length > 0; attempt++) {
      const entry = puzzles[Math.floor(random() * puzzles.length)]!;
      const mistake = injectMistake(entry.puzzle, kind, random);
      if (!mistake || sameClues(mistake.typed, entry.puzzle)) continue;
      cases.push({ name: entry.name, original: entry.puzzle, mistake });
      made++;
    }
  }
  return cases;
}

export function runCase(testCase: MistakeCase, timeLimitMs: number): CaseOutcome {
  const { name, original, mistake } = testCase;
  const base = { name, kind: mistake.kind };
  if (undetectable(mistake.typed, timeLimitMs)) return { ...base, result: 'undetectable', rank: null, ms: 0 };
  const started = Date.now();
  const found = findMistakes(mistake.typed, { timeLimitMs, maxSuggestions: 5 });
  const ms = Date.now() - started;
  const at = found.suggestions.findIndex((s) => sameClues(applyChanges(mistake.typed, s.changes), original));
  if (at < 0) return { ...base, result: 'missed', rank: null, ms };
  const result: CaseResult = at === 0 ? 'first' : at < 3 ? 'top-three' : 'lower';
  return { ...base, result, rank: at + 1, ms };
}

export function summarise(outcomes: readonly CaseOutcome[]): Summary {
  const answered = outcomes.filter((o) => o.result !== 'undetectable');
  const times = answered.map((o) => o.ms).sort((a, b) => a - b);
  return {
    cases: answered.length,
    undetectable: outcomes.length - answered.length,
    first: answered.filter((o) => o.result === 'first').length,
    topThree: answered.filter((o) => o.result === 'first' || o.result === 'top-three').length,
    medianMs: times.length > 0 ? times[Math.floor(times.length / 2)]! : 0,
    worstMs: times.length > 0 ? times[times.length - 1]! : 0,
  };
}

export function summariseByKind(
  outcomes: readonly CaseOutcome[],
  kinds: readonly InjectedKind[],
): KindSummary[] {
  return kinds.map((kind) => ({ kind, ...summarise(outcomes.filter((o) => o.kind === kind)) }));
}

function undetectable(typed: Puzzle, timeLimitMs: number): boolean {
  if (puzzleProblems(typed).length > 0) return false;
  return solve(typed, { maxSolutions: 2, timeLimitMs }).status === 'unique';
}

function sameClues(a: Puzzle, b: Puzzle): boolean {
  const same = (x: Puzzle['rows'], y: Puzzle['rows']): boolean =>
    x.length === y.length && x.every((clue, i) => sameClue(clue, y[i]!));
  return same(a.rows, b.rows) && same(a.columns, b.columns);
}
