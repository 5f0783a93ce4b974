import { describe, expect, it } from 'vitest';
import { methodSchemas } from '../../../../src-main/contract/methods.ts';
import {
  collectionArg,
  defaultDestination,
  plannedGroups,
} from '../../../../src-renderer/lib/import/import-destination.ts';

describe('plannedGroups', () => {
  it('names a group after each folder picked and each file picked on its own, folders first', () => {
    expect(plannedGroups(['taai2011.txt', 'jwilk/data1.nin', 'jwilk/sub/data2.nin', 'cats/a.non'])).toEqual([
      { key: 'jwilk', kind: 'folder', files: 2 },
      { key: 'cats', kind: 'folder', files: 1 },
      { key: 'taai2011', kind: 'file', files: 1 },
    ]);
  });
});

describe('collectionArg', () => {
  it('sends only the names changed, trimmed, and keeps the default for an emptied field', () => {
    const arg = collectionArg({ kind: 'groups' }, { jwilk: ' Jan Wolter ', cats: '', taai2011: 'taai2011' });
    expect(arg).toEqual({ kind: 'groups', names: { jwilk: 'Jan Wolter' } });
    expect(methodSchemas['library.import'].shape.collection.parse(arg)).toEqual(arg);
  });

  it('makes a new collection by its name, or adds to one there, or to none', () => {
    expect(collectionArg({ kind: 'new', name: ' Best of 2024 ' }, {})).toEqual({
      kind: 'named',
      name: 'Best of 2024',
    });
    expect(collectionArg({ kind: 'existing', id: 4 }, {})).toEqual({ kind: 'existing', id: 4 });
    expect(collectionArg({ kind: 'none' }, {})).toEqual({ kind: 'none' });
  });
});

describe('defaultDestination', () => {
  it('is the collection open in the library, if one is, and else a collection per folder and file', () => {
    expect(defaultDestination(7)).toEqual({ kind: 'existing', id: 7 });
    expect(defaultDestination(null)).toEqual({ kind: 'groups' });
  });
});
