import { describe, expect, it } from 'vitest';
import { formatDuration, formatElapsed, plural, timeLabel } from '../../../src-renderer/lib/format.ts';

describe('format', () => {
  it('writes play times as a clock', () => {
    expect(formatDuration(42_000)).toBe('0:42');
    expect(formatDuration(65 * 60_000)).toBe('1:05:00');
    expect(formatDuration(-5)).toBe('0:00');
  });

  it('writes solver times in the unit that reads best', () => {
    expect(formatElapsed(85)).toBe('85 ms');
    expect(formatElapsed(1_300)).toBe('1.30 s');
    expect(formatElapsed(125_000)).toBe('2 min 5 s');
  });

  it('counts with the right noun', () => {
    expect(plural(1, 'puzzle')).toBe('1 puzzle');
    expect(plural(1200, 'puzzle')).toBe('1,200 puzzles');
    expect(plural(2, 'guess', 'guesses')).toBe('2 guesses');
  });

  it('shows the best time once solved and the time so far while playing', () => {
    expect(timeLabel({ status: 'solved', bestTimeMs: 90_000, timeMs: 0 })).toBe('Best 1:30');
    expect(timeLabel({ status: 'in-progress', bestTimeMs: null, timeMs: 5_000 })).toBe('0:05 so far');
    expect(timeLabel({ status: 'new', bestTimeMs: null, timeMs: 0 })).toBe('');
  });
});
