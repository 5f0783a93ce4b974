import { describe, expect, it } from 'vitest';
import type { EntryCheckResult } from '../../../../src-main/contract/methods-entry.ts';
import { checkIssues, describeCheck } from '../../../../src-renderer/views/entry/entry-verdict.ts';

function check(
  verdict: EntryCheckResult['verdict'],
  extra: Partial<EntryCheckResult> = {},
): EntryCheckResult {
  return {
    verdict,
    problems: [],
    partial: [],
    solutions: [],
    differing: [],
    contradiction: null,
    ms: 12,
    ...extra,
  };
}

describe('describeCheck', () => {
  it('tells a unique puzzle from one with several pictures or none', () => {
    expect(describeCheck(check('unique'), 100, 100)).toMatchObject({
      tone: 'success',
      title: 'Unique solution',
    });
    expect(describeCheck(check('multiple', { differing: [1, 2, 3, 4] }), 90, 100).sentence).toContain(
      'differ in 4 cells',
    );
    expect(describeCheck(check('none'), 0, 100)).toMatchObject({ tone: 'error', title: 'No solution' });
  });

  it('says how much of the picture logic proved when time ran out', () => {
    expect(describeCheck(check('timeout', { ms: 3000 }), 640, 900).sentence).toBe(
      'The solver stopped after 3.00 s; the board shows the 640 cells of 900 that logic proved.',
    );
  });
});

describe('checkIssues', () => {
  it('points at the line where logic failed, only for a puzzle with no solution', () => {
    const line = { axis: 'column' as const, index: 6 };
    expect(checkIssues(check('none', { contradiction: line }))).toEqual([
      expect.objectContaining({ tone: 'warning', line, message: expect.stringMatching(/^Column 7: /) }),
    ]);
    expect(checkIssues(check('multiple', { contradiction: line }))).toEqual([]);
    expect(checkIssues(null)).toEqual([]);
  });
});
