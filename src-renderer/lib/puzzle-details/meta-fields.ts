/**
 * A puzzle's descriptive fields as the forms edit them. The fields, their labels and limits come
 * from the contract's one table (meta-fields.ts there); this adds how a form lays them out, the
 * values of a puzzle, and the patch that stores only what changed.
 */
import type { PuzzleMetaFields } from '../../../src-main/contract/dto.ts';
import { META_FIELDS, type MetaField, type MetaKey } from '../../../src-main/contract/meta-fields.ts';

export {
  META_FIELDS,
  metaField,
  type MetaField,
  type MetaKey,
} from '../../../src-main/contract/meta-fields.ts';

/** The short fields (a page, a number) sit side by side; the others take the form's whole width. */
const SIDE_BY_SIDE: ReadonlySet<MetaKey> = new Set(['page', 'number']);

export function isWide(field: MetaField): boolean {
  return !SIDE_BY_SIDE.has(field.key);
}

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
