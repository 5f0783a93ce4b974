import { describe, expect, it } from 'vitest';
import type { LineRef } from '../../../../src-renderer/views/entry/entry-lines.ts';
import { isBlock, pastedLines, planPaste } from '../../../../src-renderer/views/entry/paste.ts';

const rows = (n: number): LineRef[] => Array.from({ length: n }, (_, index) => ({ axis: 'row', index }));
const columns = (n: number): LineRef[] =>
  Array.from({ length: n }, (_, index) => ({ axis: 'column', index }));

describe('pastedLines', () => {
  it('skips blank lines and keeps each clue as written', () => {
    expect(pastedLines('3 1\r\n\n  2,2  \n1.1\n')).toEqual([
      { startsSide: null, text: '3 1' },
      { startsSide: null, text: '2,2' },
      { startsSide: null, text: '1.1' },
    ]);
  });

  it('reads headings that start a side and drops labels before clues', () => {
    expect(pastedLines('Columns:\nC1: 2\nc2 = 1 1\nROWS\nRow 1: 3')).toEqual([
      { startsSide: 'column', text: '2' },
      { startsSide: null, text: '1 1' },
      { startsSide: 'row', text: '3' },
    ]);
  });

  it('does not take a leading number for a label', () => {
    expect(pastedLines('3. 1 2')).toEqual([{ startsSide: null, text: '3. 1 2' }]);
  });
});

describe('isBlock', () => {
  it('tells several lines from a piece of one', () => {
    expect(isBlock('1 2 3')).toBe(false);
    expect(isBlock('1 2 3\n')).toBe(false);
    expect(isBlock('1\n2')).toBe(true);
  });
});

describe('planPaste', () => {
  const order = [...rows(3), ...columns(2)];

  it('fills lines from the cursor on in typing order, across to the other side', () => {
    const plan = planPaste(pastedLines('1\n2\n3'), order, 1);
    expect(plan.assignments.map((a) => a.line)).toEqual([order[1], order[2], order[3]]);
    expect(plan.next).toEqual(order[4]);
    expect(plan.overflow).toBe(0);
  });

  it('counts lines that had nowhere to go', () => {
    const plan = planPaste(pastedLines('1\n2\n3'), order, 3);
    expect(plan.assignments).toHaveLength(2);
    expect(plan.overflow).toBe(1);
  });

  it('jumps to the first line of a side after its heading', () => {
    const plan = planPaste(pastedLines('Columns\n4\n5'), order, 0);
    expect(plan.assignments).toEqual([
      { line: { axis: 'column', index: 0 }, text: '4' },
      { line: { axis: 'column', index: 1 }, text: '5' },
    ]);
  });
});
