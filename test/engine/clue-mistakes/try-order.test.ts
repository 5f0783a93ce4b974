import { describe, expect, it } from 'vitest';
import { CandidateList, type Candidate } from '../../../src-main/engine/clue-mistakes/candidates.ts';
import { TryOrder, type TryClock } from '../../../src-main/engine/clue-mistakes/try-order.ts';
import type { Puzzle } from '../../../src-main/engine/puzzle.ts';
import { nin } from '../solver/bench-files.ts';

/** Cat (webpbn #6, Jan Wolter), 20x20. */
const cat = nin('survey', 'webpbn-00006.nin');
/** The cat with row 5 left out: the rows after it moved up one, the last one empty. */
const skippedRow: Puzzle = { ...cat, rows: [...cat.rows.slice(0, 4), ...cat.rows.slice(5), []] };
const noDeadline: TryClock = { now: () => 0, deadline: 1, cancelled: () => false };

function listed(puzzle: Puzzle): CandidateList {
  const list = new CandidateList(puzzle);
  for (let line = 0; line < puzzle.width + puzzle.height; line++) list.addLineFixes(line);
  return list;
}

function takeAll(order: TryOrder): Candidate[] {
  const out: Candidate[] = [];
  for (let c = order.take(); c; c = order.take()) out.push(c);
  return out;
}

describe('TryOrder', () => {
  it('hands out every candidate once, likeliest first, skipped lines among them', () => {
    const order = new TryOrder(listed(skippedRow), true, noDeadline);
    const all = takeAll(order);
    const priors = all.map((c) => c.prior);
    expect(priors).toEqual([...priors].sort((a, b) => b - a));
    expect(
      all.some((c) => c.kind === 'line-skipped' && c.primary.axis === 'row' && c.primary.index === 4),
    ).toBe(true);
    expect(new Set(all.map((c) => c.description)).size).toBe(all.length);
    expect(order.complete).toBe(true);
    expect(order.left).toBe(0);
  });

  it('looks for skipped lines only once the likelier candidates have been handed out', () => {
    // Row 3 of the cat is "1": left out, it leaves fixes that put a 1 back, likelier than a skip.
    const typed: Puzzle = { ...cat, rows: [...cat.rows.slice(0, 2), ...cat.rows.slice(3), []] };
    const list = listed(typed);
    const order = new TryOrder(list, true, noDeadline);
    const first = order.take()!;
    expect(first.prior).toBeGreaterThan(list.shiftPrior('line-skipped', 'row'));
    expect(list.sorted().some((c) => c.kind === 'line-skipped')).toBe(false);
    const rest = takeAll(order);
    expect(rest.some((c) => c.kind === 'line-skipped' && c.primary.index === 2)).toBe(true);
    expect(order.complete).toBe(true);
  });

  it('does not look for skipped lines when told not to', () => {
    const all = takeAll(new TryOrder(listed(skippedRow), false, noDeadline));
    expect(all.length).toBeGreaterThan(0);
    expect(all.some((c) => c.kind === 'line-skipped')).toBe(false);
  });

  it('hands out nothing once the time is up or the search is cancelled', () => {
    const late = new TryOrder(listed(skippedRow), true, {
      now: () => 5,
      deadline: 5,
      cancelled: () => false,
    });
    expect(late.take()).toBeUndefined();
    expect(late.complete).toBe(false);
    const cancelled = new TryOrder(listed(skippedRow), true, { ...noDeadline, cancelled: () => true });
    expect(cancelled.take()).toBeUndefined();
  });
});
