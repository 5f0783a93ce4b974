import { describe, expect, it } from 'vitest';
import type { Hint, TrialReason } from '../../../../src-main/contract/play-dto.ts';
import { hintOverlayOf } from '../../../../src-renderer/views/play/hint-view.ts';
import { differingNote, hintAskLabel, stuckTitle } from '../../../../src-renderer/views/play/hint-words.ts';

const trial: TrialReason = {
  kind: 'trial',
  row: 2,
  column: 5,
  tried: 1,
  links: [
    {
      axis: 'row',
      index: 2,
      settled: [{ cell: 7, value: 0 }],
      ruledOut: [],
      contradiction: false,
      sentence: 'a',
    },
    {
      axis: 'column',
      index: 5,
      settled: [{ cell: 3, value: 1 }],
      ruledOut: [],
      contradiction: false,
      sentence: 'b',
    },
    { axis: 'row', index: 3, settled: [], ruledOut: [], contradiction: true, sentence: 'c' },
  ],
};
const trialHint: Hint = {
  kind: 'step',
  axis: 'row',
  index: 2,
  sentence: 'Suppose …',
  cells: [{ cell: 25, value: 0 }],
  trial,
};
const lineHint: Hint = {
  kind: 'step',
  axis: 'column',
  index: 4,
  sentence: 'Column 5 …',
  cells: [{ cell: 4, value: 1 }],
};

describe('what the board marks for a hint', () => {
  it('a line step: its line, then its cells on the second ask', () => {
    expect(hintOverlayOf({ hint: lineHint, showCells: false })).toEqual({
      line: { axis: 'column', index: 4 },
      cells: null,
      ring: null,
      chain: [],
      differing: [],
    });
    expect(hintOverlayOf({ hint: lineHint, showCells: true })?.cells).toEqual(lineHint.cells);
  });

  it('a trial: the cell tried ringed and the chain banded, not the row it lies in', () => {
    const first = hintOverlayOf({ hint: trialHint, showCells: false });
    expect(first).toEqual({
      line: null,
      cells: null,
      ring: { x: 5, y: 2 },
      chain: [
        { axis: 'row', index: 2, contradiction: false },
        { axis: 'column', index: 5, contradiction: false },
        { axis: 'row', index: 3, contradiction: true },
      ],
      differing: [],
    });
    // Asked again, the settled cell is shown as any hint's cells are; the ring gives way to it.
    const again = hintOverlayOf({ hint: trialHint, showCells: true });
    expect(again?.ring).toBeNull();
    expect(again?.cells).toEqual(trialHint.cells);
    expect(again?.chain).toEqual(first?.chain);
  });

  it('several solutions: the open cells where two differ; a deeper guess: nothing', () => {
    const several: Hint = { kind: 'stuck', why: 'several-solutions', sentence: '…', differing: [3, 9] };
    expect(hintOverlayOf({ hint: several, showCells: false })?.differing).toEqual([3, 9]);
    const deeper: Hint = { kind: 'stuck', why: 'deeper-guess', sentence: '…', differing: [] };
    expect(hintOverlayOf({ hint: deeper, showCells: false })).toBeNull();
    expect(hintOverlayOf(null)).toBeNull();
  });
});

describe('the words around a hint', () => {
  it('title a hint that settles nothing by why, and say where the differing cells are', () => {
    expect(stuckTitle('several-solutions')).toBe('More than one solution');
    expect(stuckTitle('deeper-guess')).toBe('A deeper guess is needed');
    expect(differingNote(0)).toBe('');
    expect(differingNote(1)).toMatch(/^The cell where two solutions differ is marked/);
    expect(differingNote(4)).toMatch(/^The 4 cells where two solutions differ are marked/);
  });

  it('offer the cells of a step (the cell, for a trial that settles one) before another hint', () => {
    expect(hintAskLabel(null)).toBe('Hint');
    expect(hintAskLabel({ hint: trialHint, showCells: false })).toBe('Show the cell');
    expect(
      hintAskLabel({
        hint: { ...lineHint, cells: [...lineHint.cells, { cell: 14, value: 1 }] },
        showCells: false,
      }),
    ).toBe('Show the cells');
    expect(hintAskLabel({ hint: trialHint, showCells: true })).toBe('Another hint');
  });
});
