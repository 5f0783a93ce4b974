import { describe, expect, it } from 'vitest';
import {
  NOTHING_SELECTED,
  selectionOf,
  toggled,
  withAll,
} from '../../../../src-renderer/views/library/selection.ts';

describe('selection', () => {
  it('toggles a puzzle in and out without changing the set it came from', () => {
    const one = toggled(NOTHING_SELECTED, 4);
    expect([...one]).toEqual([4]);
    expect([...toggled(one, 4)]).toEqual([]);
    expect([...one]).toEqual([4]);
  });

  it('adds a range after what was picked, each puzzle once', () => {
    expect([...withAll(selectionOf([9, 2]), [2, 3, 4])]).toEqual([9, 2, 3, 4]);
  });
});
