import { describe, expect, it } from 'vitest';
import type { SolveReport } from '../../../../src-main/contract/dto.ts';
import { describeReport, statsLine } from '../../../../src-renderer/views/solve/verdict.ts';

function report(status: SolveReport['status'], extra: Partial<SolveReport> = {}): SolveReport {
  return {
    status,
    strategy: 'full',
    solutions: [],
    differing: [],
    partial: [],
    stats: {
      ms: 1500,
      lineSolves: 1234,
      probes: 1,
      nodes: 2,
      maxDepth: 1,
      lineSolvable: false,
      usedProbing: true,
      usedSearch: true,
    },
    ...extra,
  };
}

describe('describeReport', () => {
  it('names each verdict', () => {
    expect(describeReport(report('unique'), 0, 25).title).toBe('Unique solution');
    expect(describeReport(report('none'), 0, 25).title).toBe('No solution');
    expect(describeReport(report('timeout'), 0, 25).title).toBe('Time limit reached');
    expect(describeReport(report('cancelled'), 0, 25).title).toBe('Cancelled');
  });

  it('counts the cells where two solutions differ', () => {
    const text = describeReport(report('multiple', { differing: [3, 4, 9] }), 0, 25);
    expect(text.tone).toBe('warning');
    expect(text.sentence).toContain('differ in 3 cells');
  });

  it('says how much was proved before a time-out', () => {
    expect(describeReport(report('timeout'), 12, 25).sentence).toContain('12 cells of 25');
  });

  it('sums up the work in one line', () => {
    expect(statsLine(report('unique'))).toBe('1.50 s · 1,234 line solves · 1 probe · 2 guesses');
  });
});
