import { describe, expect, it } from 'vitest';
import {
  compareFileNames,
  fileStem,
  importGroupOf,
  importOrder,
} from '../../src-main/contract/import-groups.ts';

describe('import groups', () => {
  it('name a folder after itself, a file of several puzzles after the file, and a lone puzzle none', () => {
    expect(importGroupOf('jwilk/data001.nin', 1)).toBe('jwilk');
    expect(importGroupOf('books/vol 2/p1.non', 1)).toBe('books');
    expect(importGroupOf('taai2011.txt', 1000)).toBe('taai2011');
    expect(importGroupOf('cat.nin', 1)).toBeNull();
    expect(fileStem('C:\\sets\\two.txt')).toBe('two');
  });

  it('put a folder in natural order where its first file was, and leave lone files where they were', () => {
    const names = ['z.nin', 'set/data10.nin', 'a.nin', 'set/data2.nin', 'set/Data1.nin', 'other/x.nin'];
    expect(importOrder(names.map((name) => ({ name }))).map((file) => file.name)).toEqual([
      'z.nin',
      'set/Data1.nin',
      'set/data2.nin',
      'set/data10.nin',
      'a.nin',
      'other/x.nin',
    ]);
    expect(compareFileNames('a/b/p9.nin', 'a/b/p10.nin')).toBeLessThan(0);
    expect(compareFileNames('a/b/p.nin', 'a/c.nin')).toBeLessThan(0);
  });
});
