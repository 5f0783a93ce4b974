import { describe, expect, it } from 'vitest';
import { META_FIELDS } from '../../src-main/contract/meta-fields.ts';
import { methodSchemas } from '../../src-main/contract/methods.ts';
import { puzzleMetaSchema } from '../../src-main/contract/methods-entry.ts';

describe("a puzzle's descriptive fields", () => {
  it.each(META_FIELDS)('$key is taken at its limit and refused one character over it', ({ key, max }) => {
    expect(puzzleMetaSchema.safeParse({ [key]: 'x'.repeat(max) }).success).toBe(true);
    const over = puzzleMetaSchema.safeParse({ [key]: 'x'.repeat(max + 1) });
    expect(over.success).toBe(false);
    expect(over.error?.issues[0]?.path).toEqual([key]);
  });

  it('library.update edits the same fields within the same limits', () => {
    const update = methodSchemas['library.update'];
    for (const { key, max } of META_FIELDS) {
      expect(update.safeParse({ id: 1, meta: { [key]: 'x'.repeat(max) } }).success, key).toBe(true);
      expect(update.safeParse({ id: 1, meta: { [key]: 'x'.repeat(max + 1) } }).success, key).toBe(false);
    }
  });

  it('refuses a field the table does not name', () => {
    expect(puzzleMetaSchema.safeParse({ publisher: 'Acme' }).success).toBe(false);
  });
});
