import { describe, expect, it } from 'vitest';
import {
  changedFields,
  isWide,
  META_FIELDS,
  metaOf,
} from '../../../../src-renderer/lib/puzzle-details/meta-fields.ts';

const stored = {
  ...metaOf(null),
  title: 'Cottage',
  author: 'A. Setter ',
  notes: 'Line one\nLine two',
};

describe("the details dialog's fields", () => {
  it('cover every field the API stores, within its limits', () => {
    expect(META_FIELDS.map((field) => field.key).sort()).toEqual(Object.keys(metaOf(null)).sort());
    expect(META_FIELDS.find((field) => field.key === 'page')?.max).toBe(50);
    expect(META_FIELDS.find((field) => field.key === 'notes')?.max).toBe(10_000);
  });

  it('put only the page and the number side by side', () => {
    expect(META_FIELDS.filter((field) => !isWide(field)).map((field) => field.key)).toEqual([
      'page',
      'number',
    ]);
  });

  it('store only what was edited, trimmed', () => {
    expect(changedFields(stored, { ...stored })).toEqual({});
    // Spaces at either end are no change, even against a stored value that has them.
    expect(changedFields(stored, { ...stored, title: '  Cottage ', author: 'A. Setter' })).toEqual({});
    expect(changedFields(stored, { ...stored, title: ' Barn ', source: 'Winter Puzzles' })).toEqual({
      title: 'Barn',
      source: 'Winter Puzzles',
    });
    expect(changedFields(stored, { ...stored, notes: '\nLine one\nLine 2\n\n' })).toEqual({
      notes: 'Line one\nLine 2',
    });
    expect(changedFields(stored, { ...stored, notes: '' })).toEqual({ notes: '' });
  });
});
