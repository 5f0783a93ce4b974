import { describe, expect, it } from 'vitest';
import {
  niceScale,
  spokenDuration,
  timeScale,
  weekLabel,
} from '../../../../src-renderer/views/stats/chart-scale.ts';

describe('chart scales', () => {
  it('round the top to 1, 2 or 5 times a power of ten', () => {
    expect(niceScale(7)).toEqual({ top: 8, ticks: [0, 2, 4, 6, 8] });
    expect(niceScale(130)).toEqual({ top: 150, ticks: [0, 50, 100, 150] });
    expect(niceScale(0.3)).toEqual({ top: 0.3, ticks: [0, 0.1, 0.2, 0.3] });
  });

  it('count in whole steps', () => {
    expect(niceScale(1, 4, true)).toEqual({ top: 1, ticks: [0, 1] });
    expect(niceScale(3, 4, true)).toEqual({ top: 3, ticks: [0, 1, 2, 3] });
    expect(niceScale(0, 4, true)).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] });
  });

  it('measure time in seconds, minutes or hours, whichever reads best', () => {
    expect(timeScale(45_000)).toMatchObject({ unit: 's', top: 60, ticks: [0, 20, 40, 60] });
    expect(timeScale(50 * 60_000)).toMatchObject({ unit: 'min', top: 60 });
    expect(timeScale(5 * 3_600_000)).toMatchObject({ unit: 'h', top: 6 });
  });

  it('name weeks by their Monday and durations as people say them', () => {
    expect(weekLabel('2025-03-03')).toBe('Mar 3');
    expect(spokenDuration(12_000)).toBe('12 s');
    expect(spokenDuration(45 * 60_000)).toBe('45 min');
    expect(spokenDuration(200 * 60_000)).toBe('3 h 20 min');
    expect(spokenDuration(120 * 60_000)).toBe('2 h');
  });
});
