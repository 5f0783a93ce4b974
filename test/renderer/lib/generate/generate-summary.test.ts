import { describe, expect, it } from 'vitest';
import type { GenerateSummary } from '../../../../src-main/contract/dto.ts';
import { levelWarning, sizePreset } from '../../../../src-renderer/lib/generate/generate-choices.ts';
import { summaryLines } from '../../../../src-renderer/lib/generate/generate-summary.ts';

const base: GenerateSummary = {
  addedIds: [],
  labels: [],
  duplicates: 0,
  offTarget: 0,
  cancelled: false,
  problem: null,
};

describe('summaryLines', () => {
  it('counts the new puzzles, and says when the run was stopped', () => {
    expect(summaryLines({ ...base, addedIds: [1, 2], labels: ['easy', 'easy'] }, 'easy')).toEqual([
      '2 new puzzles in your library.',
    ]);
    expect(summaryLines({ ...base, addedIds: [1], labels: ['hard'], cancelled: true }, 'hard')).toEqual([
      '1 new puzzle in your library before you stopped.',
    ]);
    expect(summaryLines({ ...base, cancelled: true }, 'hard')).toEqual([
      'Stopped before any puzzle was made.',
    ]);
  });

  it('names the levels that came out other than asked', () => {
    expect(summaryLines({ ...base, addedIds: [1], labels: ['easy'], offTarget: 1 }, 'medium')[1]).toBe(
      'It came out easy rather than medium.',
    );
    const some = { ...base, addedIds: [1, 2, 3], labels: ['medium', 'easy', 'easy'], offTarget: 2 };
    expect(summaryLines(some, 'medium')[1]).toBe('2 came out at another level than medium: 2 easy.');
    const all = { ...base, addedIds: [1, 2], labels: ['medium', 'easy'], offTarget: 2 };
    expect(summaryLines(all, 'hard')[1]).toBe('All came out at another level than hard: 1 medium, 1 easy.');
  });

  it('mentions puzzles the library had already', () => {
    expect(summaryLines({ ...base, duplicates: 3 }, 'easy')).toEqual([
      'No new puzzles.',
      '3 puzzles made again were in the library already.',
    ]);
  });
});

describe('the choices', () => {
  it('match square sizes to their preset and anything else to "other size"', () => {
    expect(sizePreset(15, 15)).toBe(15);
    expect(sizePreset(15, 20)).toBe('custom');
    expect(sizePreset(17, 17)).toBe('custom');
  });

  it('warn when the size makes the level unlikely', () => {
    expect(levelWarning(10, 10, 'medium')).toMatch(/seldom rate medium/);
    expect(levelWarning(20, 20, 'medium')).toBeNull();
    expect(levelWarning(50, 50, 'easy')).toMatch(/seldom rate easy/);
    expect(levelWarning(30, 30, 'easy')).toBeNull();
    expect(levelWarning(10, 10, 'hard')).toBeNull();
  });
});
