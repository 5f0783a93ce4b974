import { describe, expect, it } from 'vitest';
import { idsOfPart, MAX_PRINTED_PUZZLES, printParts } from '../../../../src-renderer/lib/print/printout.ts';

describe('printParts', () => {
  it('prints a set of up to one printout in one part', () => {
    expect(printParts(MAX_PRINTED_PUZZLES)).toEqual([{ index: 0, first: 1, last: MAX_PRINTED_PUZZLES }]);
    expect(printParts(0)).toEqual([]);
  });

  it('cuts a larger set into parts of one printout each, the last one shorter', () => {
    expect(printParts(1234)).toEqual([
      { index: 0, first: 1, last: 500 },
      { index: 1, first: 501, last: 1000 },
      { index: 2, first: 1001, last: 1234 },
    ]);
    const ids = Array.from({ length: 1234 }, (_, i) => i + 1);
    expect(idsOfPart(ids, 2)).toEqual(ids.slice(1000));
    expect(idsOfPart(ids, 1)).toHaveLength(500);
  });
});
