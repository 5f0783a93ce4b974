/**
 * Titles, authors and notes full of awkward characters (line and paragraph separators, carriage
 * returns, quotes, references, lines that look like a format's own keywords) written by every
 * writer, through a UTF-8 file, and read back by its reader: each field the format holds comes
 * back as it was (trimmed, as the library stores it), and nothing spills into another field.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  FORMATS,
  readPuzzleFile,
  writePuzzleFile,
  type FormatInfo,
} from '../../../src-main/engine/formats/index.ts';
import { ONE_LINE_BREAKS } from '../../../src-main/engine/formats/text.ts';
import { puzzleFromGrid, type PuzzleMeta } from '../../../src-main/engine/puzzle.ts';
import { FIXTURES } from './helpers.ts';

const { strings } = JSON.parse(readFileSync(`${FIXTURES}/awkward-text.json`, 'utf8')) as {
  strings: string[];
};
const picture = puzzleFromGrid({ width: 3, height: 2, cells: Uint8Array.from([1, 0, 1, 1, 1, 0]) });

/**
 * What a field must read back as: trimmed, on one line where the format keeps it to one, and with
 * "\n" for each line break where the format holds the field line by line.
 */
function expected(format: FormatInfo, field: keyof PuzzleMeta, text: string): string {
  if (format.oneLineFields.includes(field)) return text.replace(ONE_LINE_BREAKS, ' ').trim();
  return (format.lineBreaks === 'newline' ? text.replace(ONE_LINE_BREAKS, '\n') : text).trim();
}

function throughFile(text: string): string {
  return new TextDecoder().decode(new TextEncoder().encode(text));
}

describe('awkward text in every writable format', () => {
  for (const format of FORMATS.filter((f) => f.canWrite && f.metaFields.length > 0)) {
    it(`${format.id}: every field it holds reads back as written`, () => {
      const failures: string[] = [];
      for (const [n, text] of strings.entries()) {
        // Each field gets a different string, so one spilling into another shows.
        const meta: Record<string, string> = {};
        format.metaFields.forEach((field, i) => (meta[field] = strings[(n + i) % strings.length]!));
        const written = throughFile(writePuzzleFile(format.id, [{ ...picture, meta }]));
        let read: PuzzleMeta;
        try {
          read = readPuzzleFile(`x.${format.extensions[0]}`, written, format.id).puzzles[0]!.puzzle.meta;
        } catch (error) {
          failures.push(`${JSON.stringify(text)}: ${String(error)}`);
          continue;
        }
        for (const field of format.metaFields) {
          const want = expected(format, field, meta[field]!);
          const got = (read[field] ?? '').trim();
          if (got !== want) failures.push(`${field} ${JSON.stringify(want)} read as ${JSON.stringify(got)}`);
        }
      }
      expect(failures).toEqual([]);
    });
  }
});
