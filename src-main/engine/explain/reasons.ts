/**
 * Why a line step settles what it settles, in terms a player checks by eye.
 *
 * The exact line solver already decided the cells; here we only look for simple facts that account
 * for each of them, using every block's earliest and latest start (see placements.ts):
 * a filled cell lies inside the part of a block's stretch that every placement covers (overlap, or
 * fixed when the block has one place left); an empty cell is out of every block's reach
 * (unreachable), in a gap shorter than every block that could reach it (gap-too-small), or beside a
 * block that has one place left (the ends of a fixed block). When a cell needs anything else, the
 * cell is left to a `general` reason.
 */
import type { LineClue } from '../puzzle.ts';
import { startRanges, startRangesFromClue, type StartRange } from './placements.ts';
import type { BlockSpan, CellRange, SettledCell, StepReason } from './step.ts';

const EMPTY = 1;

/** The palette index of a decided cell, or -1 while the cell is open (or impossible). */
export function decidedValue(mask: number): number {
  if (mask === 0 || (mask & (mask - 1)) !== 0) return -1;
  return 31 - Math.clz32(mask);
}

/** Cells open in `before` and decided in `after`, in line order. */
export function settledCells(before: ArrayLike<number>, after: ArrayLike<number>): SettledCell[] {
  const out: SettledCell[] = [];
  for (let i = 0; i < before.length; i++) {
    const value = decidedValue(after[i]!);
    if (decidedValue(before[i]!) < 0 && value >= 0) out.push({ cell: i, value });
  }
  return out;
}

/** Groups sorted cell positions into runs of neighbours. */
export function toRanges(cells: readonly number[]): CellRange[] {
  const out: CellRange[] = [];
  for (const cell of cells) {
    const last = out.at(-1);
    if (last && last.to + 1 === cell) out[out.length - 1] = { from: last.from, to: cell };
    else out.push({ from: cell, to: cell });
  }
  return out;
}

/**
 * The reasons for a line step that turns `before` into `after`; `settled` are the cells it decides.
 * Settled cells that no simple reason accounts for go to a final `general` reason.
 */
export function lineReasons(
  clue: LineClue,
  before: ArrayLike<number>,
  settled: readonly SettledCell[],
): StepReason[] {
  const general: StepReason[] = [{ kind: 'general', cells: settled.map((s) => s.cell) }];
  if (settled.length === 0) return general;
  if (clue.length === 0) return [{ kind: 'complete' }];
  const n = before.length;
  const ranges = startRanges(clue, before);
  if (!ranges) return general;
  const fromClue = startRangesFromClue(clue, n);
  const k = clue.length;
  const reachFrom = (j: number): number => ranges[j]!.earliest;
  const reachTo = (j: number): number => ranges[j]!.latest + clue[j]!.length - 1;
  const reachable = (i: number): boolean => {
    for (let j = 0; j < k; j++) if (reachFrom(j) <= i && i <= reachTo(j)) return true;
    return false;
  };
  const isFixed = (j: number): boolean => ranges[j]!.earliest === ranges[j]!.latest;

  if (
    clue.every((block, j) => isFixed(j) && blockKnown(before, ranges[j]!.earliest, block.length, block.color))
  ) {
    return [{ kind: 'complete' }];
  }

  const fixedBlocks = new Set<number>();
  const overlapBlocks = new Set<number>();
  const ends = new Map<number, number[]>();
  const unreachable: number[] = [];
  const gaps: CellRange[] = [];
  const capped = new Map<number, { run: CellRange; color: number; ends: number[] }>();
  const unexplained: number[] = [];

  for (const { cell, value } of settled) {
    if (value !== 0) {
      const j = coveringBlock(clue, ranges, cell, value);
      if (j < 0) unexplained.push(cell);
      else (isFixed(j) ? fixedBlocks : overlapBlocks).add(j);
      continue;
    }
    if (reachable(cell)) {
      if (gaps.some((g) => g.from <= cell && cell <= g.to)) continue;
      const gap = gapAround(before, cell);
      let tooSmall = true;
      for (let j = 0; j < k; j++) {
        const reaches = reachFrom(j) <= gap.to && gap.from <= reachTo(j);
        if (reaches && clue[j]!.length <= gap.to - gap.from + 1) tooSmall = false;
      }
      if (tooSmall) {
        gaps.push(gap);
        continue;
      }
      const run = cappedRunBeside(clue, ranges, before, cell);
      if (!run) {
        unexplained.push(cell);
        continue;
      }
      const entry = capped.get(run.from) ?? { run, color: decidedValue(before[run.from]!), ends: [] };
      entry.ends.push(cell);
      capped.set(run.from, entry);
      continue;
    }
    const beside = besideFixedBlock(clue, ranges, cell);
    if (beside >= 0) {
      fixedBlocks.add(beside);
      const list = ends.get(beside) ?? [];
      list.push(cell);
      ends.set(beside, list);
    } else {
      unreachable.push(cell);
    }
  }
  if (unexplained.length === settled.length) return general;

  const span = (j: number): BlockSpan => {
    const block = clue[j]!;
    const { earliest, latest } = ranges[j]!;
    const constrained = earliest !== fromClue[j]!.earliest || latest !== fromClue[j]!.latest;
    return {
      block: { block: j, length: block.length, color: block.color },
      within: { from: earliest, to: latest + block.length - 1 },
      covers: { from: latest, to: earliest + block.length - 1 },
      anchor: constrained ? anchorOf(clue, ranges, before, j) : null,
    };
  };
  const byPosition = (a: number, b: number): number => a - b;
  const reasons: StepReason[] = [];
  if (fixedBlocks.size > 0) {
    const blocks = [...fixedBlocks].sort(byPosition);
    const allEnds = blocks.flatMap((j) => ends.get(j) ?? []).sort(byPosition);
    const fromClueAlone = blocks.every((j) => fromClue[j]!.earliest === fromClue[j]!.latest);
    reasons.push({ kind: 'fixed', spans: blocks.map(span), ends: allEnds, fromClueAlone });
  }
  if (overlapBlocks.size > 0) {
    const blocks = [...overlapBlocks].sort(byPosition);
    const fromClueAlone = blocks.every(
      (j) => ranges[j]!.earliest === fromClue[j]!.earliest && ranges[j]!.latest === fromClue[j]!.latest,
    );
    reasons.push({ kind: 'overlap', spans: blocks.map(span), fromClueAlone });
  }
  if (gaps.length > 0) reasons.push({ kind: 'gap-too-small', gaps });
  if (capped.size > 0) {
    const runs = [...capped.values()].sort((a, b) => a.run.from - b.run.from);
    reasons.push({ kind: 'capped', runs });
  }
  // A too-small gap may include cells out of every block's reach; the gap already accounts for them.
  const outOfReach = unreachable.filter((cell) => !gaps.some((g) => g.from <= cell && cell <= g.to));
  if (outOfReach.length > 0) reasons.push({ kind: 'unreachable', cells: toRanges(outOfReach) });
  if (unexplained.length > 0) reasons.push({ kind: 'general', cells: unexplained });
  return reasons;
}

function blockKnown(before: ArrayLike<number>, start: number, length: number, color: number): boolean {
  for (let i = start; i < start + length; i++) if (before[i] !== 1 << color) return false;
  return true;
}

/** A block of `color` that covers `cell` in every placement, or -1. */
function coveringBlock(clue: LineClue, ranges: readonly StartRange[], cell: number, color: number): number {
  for (let j = 0; j < clue.length; j++) {
    const block = clue[j]!;
    const { earliest, latest } = ranges[j]!;
    if (block.color === color && latest <= cell && cell <= earliest + block.length - 1) return j;
  }
  return -1;
}

/** The block with one place left that `cell` touches from outside, or -1. */
function besideFixedBlock(clue: LineClue, ranges: readonly StartRange[], cell: number): number {
  for (let j = 0; j < clue.length; j++) {
    const { earliest, latest } = ranges[j]!;
    if (earliest === latest && (cell === earliest - 1 || cell === earliest + clue[j]!.length)) return j;
  }
  return -1;
}

/**
 * A run of known cells next to `cell` that is already a whole block: no block that can hold the run
 * is longer, and every block that can reach `cell` has the run's colour, so `cell` must be empty.
 */
function cappedRunBeside(
  clue: LineClue,
  ranges: readonly StartRange[],
  before: ArrayLike<number>,
  cell: number,
): CellRange | null {
  const reach = (j: number): CellRange => ({
    from: ranges[j]!.earliest,
    to: ranges[j]!.latest + clue[j]!.length - 1,
  });
  for (const side of [cell - 1, cell + 1]) {
    if (side < 0 || side >= before.length) continue;
    const color = decidedValue(before[side]!);
    if (color <= 0) continue;
    let from = side;
    let to = side;
    while (from > 0 && before[from - 1] === before[side]) from--;
    while (to + 1 < before.length && before[to + 1] === before[side]) to++;
    let longest = 0;
    let othersReachCell = false;
    for (let j = 0; j < clue.length; j++) {
      const r = reach(j);
      if (clue[j]!.color === color && r.from <= from && to <= r.to)
        longest = Math.max(longest, clue[j]!.length);
      if (clue[j]!.color !== color && r.from <= cell && cell <= r.to) othersReachCell = true;
    }
    if (longest === to - from + 1 && !othersReachCell) return { from, to };
  }
  return null;
}

/** The run of cells around `cell` that may still be filled, bounded by empty cells or the ends. */
function gapAround(before: ArrayLike<number>, cell: number): CellRange {
  let from = cell;
  let to = cell;
  while (from > 0 && before[from - 1] !== EMPTY) from--;
  while (to + 1 < before.length && before[to + 1] !== EMPTY) to++;
  return { from, to };
}

/**
 * Known cells of block j's colour that only block j can reach: the block must cover them, which is
 * what pins its stretch. Returns the run of such cells, or null.
 */
function anchorOf(
  clue: LineClue,
  ranges: readonly StartRange[],
  before: ArrayLike<number>,
  j: number,
): CellRange | null {
  const block = clue[j]!;
  const bit = 1 << block.color;
  const { earliest, latest } = ranges[j]!;
  for (let p = earliest; p < latest + block.length; p++) {
    if (before[p] !== bit) continue;
    let shared = false;
    for (let other = 0; other < clue.length && !shared; other++) {
      if (other === j || clue[other]!.color !== block.color) continue;
      const r = ranges[other]!;
      shared = r.earliest <= p && p <= r.latest + clue[other]!.length - 1;
    }
    if (shared) continue;
    let to = p;
    while (to + 1 < before.length && before[to + 1] === bit) to++;
    return { from: p, to };
  }
  return null;
}
