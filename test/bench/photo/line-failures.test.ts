import { describe, expect, it } from 'vitest';
import { alignDigits, lineVerdict } from '../../../src-main/bench/photo/line-failures.ts';

describe('lineVerdict', () => {
  it('finds no failure in a line read exactly with its colours', () => {
    expect(lineVerdict([3, 12], [3, 12], true)).toEqual({ failure: null, misreads: [] });
  });

  it('calls a line with the right numbers in the wrong colours a colour failure', () => {
    expect(lineVerdict([3, 12], [3, 12], false).failure).toBe('colour-wrong');
  });

  it('calls a line read as nothing a line missed', () => {
    expect(lineVerdict([4], [], true).failure).toBe('nothing-read');
  });

  it('tells two numbers read as one from one number read as two', () => {
    expect(lineVerdict([1, 2], [12], true).failure).toBe('numbers-joined');
    expect(lineVerdict([12], [1, 2], true).failure).toBe('number-parted');
  });

  it('calls numbers lost at either end of the clue the band falling short', () => {
    expect(lineVerdict([5, 1, 2], [1, 2], true).failure).toBe('outer-numbers-lost');
    expect(lineVerdict([5, 1, 2], [5, 1], true).failure).toBe('outer-numbers-lost');
  });

  it('names each misread digit as true and read', () => {
    expect(lineVerdict([18, 3], [13, 8], true)).toEqual({
      failure: 'digit-misread',
      misreads: ['8->3', '3->8'],
    });
  });

  it('tells a digit lost from a digit added', () => {
    expect(lineVerdict([11, 4], [1, 4], true).failure).toBe('digit-lost');
    expect(lineVerdict([1, 4], [11, 4], true).failure).toBe('digit-added');
  });
});

describe('alignDigits', () => {
  it('counts the fewest substitutions, insertions and deletions between two digit strings', () => {
    expect(alignDigits('1234', '1834')).toEqual({ substitutions: ['2->8'], insertions: 0, deletions: 0 });
    expect(alignDigits('1234', '134')).toEqual({ substitutions: [], insertions: 0, deletions: 1 });
    expect(alignDigits('134', '1734')).toEqual({ substitutions: [], insertions: 1, deletions: 0 });
  });
});
