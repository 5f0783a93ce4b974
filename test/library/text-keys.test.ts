import { describe, expect, it } from 'vitest';
import { foldText, naturalSortKey, searchTerms, searchText } from '../../src-main/library/text-keys.ts';

describe('text keys', () => {
  it('fold case and accents', () => {
    expect(foldText('Olšák ÉTÉ Zoë')).toBe('olsak ete zoe');
  });

  it('sort numbers inside titles by value', () => {
    const titles = ['Puzzle 10', 'puzzle 9', 'Puzzle 100', 'Äpfel', 'apple'];
    const sorted = [...titles].sort((a, b) => (naturalSortKey(a) < naturalSortKey(b) ? -1 : 1));
    expect(sorted).toEqual(['Äpfel', 'apple', 'puzzle 9', 'Puzzle 10', 'Puzzle 100']);
  });

  it('split a search into at most eight folded words', () => {
    expect(searchTerms('  Wolter   DANCER ')).toEqual(['wolter', 'dancer']);
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(8);
    expect(searchTerms('   ')).toEqual([]);
  });

  it('keep title, author and source on separate lines so a word cannot span two fields', () => {
    expect(searchText({ title: 'Cat', author: 'Ann', source: '' })).toBe('cat\nann\n');
  });
});
