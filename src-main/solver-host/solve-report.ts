/** Turns the engine's solve and rating results into the API's plain JSON (grids as grid-codec strings). */
import type { DifficultyDto, SolveReport } from '../contract/dto.ts';
import type { DifficultyReport } from '../engine/difficulty.ts';
import { encodeGrid } from '../engine/grid-codec.ts';
import type { Grid } from '../engine/puzzle.ts';
import type { SearchStyle, SolveResult, Strategy } from '../engine/solver/types.ts';

export function toSolveReport(
  result: SolveResult,
  strategy: Strategy,
  searchStyle?: SearchStyle,
): SolveReport {
  const solutions = result.solutions.slice(0, 2);
  const [first, second] = solutions;
  return {
    status: result.status,
    strategy,
    solutions: solutions.map(encodeGrid),
    differing: first && second ? differingCells(first, second) : [],
    partial: Array.from(result.partial),
    ...(strategy === 'full' ? { searchStyle: searchStyle ?? 'linked' } : {}),
    stats: { ...result.stats },
  };
}

/** Row-major indices of the cells where two grids of one size disagree. */
export function differingCells(a: Grid, b: Grid): number[] {
  const out: number[] = [];
  for (let i = 0; i < a.cells.length; i++) if (a.cells[i] !== b.cells[i]) out.push(i);
  return out;
}

export function toDifficultyDto(report: DifficultyReport): DifficultyDto {
  return {
    score: report.score,
    estimate: report.estimate,
    label: report.label,
    lineSolvable: report.lineSolvable,
    steps: report.steps,
    usedProbing: report.usedProbing,
    usedSearch: report.usedSearch,
    probes: report.probes,
    nodes: report.nodes,
  };
}
