/**
 * A puzzle's descriptive fields as the details dialog edits them: the fields in the order shown,
 * their limits (those of the API's `metaPatch`), and the patch that stores only what changed.
 */
import type { PuzzleMetaFields } from '../../../src-main/contract/dto.ts';

export type MetaKey = keyof PuzzleMetaFields;

export interface MetaField {
  readonly key: MetaKey;
  readonly label: string;
  readonly max: number;
  /** Across both columns of the form. */
  readonly wide: boolean;
}

export const META_FIELDS: readonly MetaField[] = [
  { key: 'title', label: 'Title', max: 500, wide: true },
  { key: 'author', label: 'Author', max: 500, wide: true },
  { key: 'source', label: 'Book or magazine', max: 500, wide: true },
  { key: 'page', label: 'Page', max: 50, wide: false },
  { key: 'number', label: 'Puzzle number', max: 50, wide: false },
  { key: 'copyright', label: 'Copyright', max: 500, wide: true },
  { key: 'notes', label: 'Notes', max: 10_000, wide: true },
];

/** The fields of a puzzle, or all empty. */
export function metaOf(puzzle: PuzzleMetaFields | null): PuzzleMetaFields {
  return {
    title: puzzle?.title ?? '',
    author: puzzle?.author ?? '',
    source: puzzle?.source ?? '',
    page: puzzle?.page ?? '',
    number: puzzle?.number ?? '',
    notes: puzzle?.notes ?? '',
    copyright: puzzle?.copyright ?? '',
  };
}

/**
 * The fields edited away from what is stored, trimmed: a space or blank line at either end is not
 * a change, and is not stored. Notes keep their inner line breaks.
 */
export function changedFields(stored: PuzzleMetaFields, edited: PuzzleMetaFields): Partial<PuzzleMetaFields> {
  const patch: Partial<Record<MetaKey, string>> = {};
  for (const { key } of META_FIELDS) {
    const value = edited[key].trim();
    if (value !== stored[key].trim()) patch[key] = value;
  }
  return patch;
}
