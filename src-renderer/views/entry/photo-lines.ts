/**
 * A puzzle read from a photo, on the typing screen: the draft it becomes, and, for each line
 * still as it was read, how sure the reader was (the marks beside the line and on its doubtful
 * numbers) and what the mistake finder takes from it. A line the person has changed is theirs:
 * it has no marks and counts as typed.
 */
import type { PhotoLine, PhotoReading } from '../../../src-main/contract/photo-dto.ts';
import type { MethodArgs } from '../../../src-main/contract/methods.ts';
import { formatClue, parseClueText } from '../../../src-main/engine/clue-text.ts';
import type { LineClue, PaletteColor } from '../../../src-main/engine/puzzle.ts';
import type { BookPageDraft } from '../../lib/photo/photo-reader.svelte.ts';
import { draftTime, type EntryDraft } from './entry-draft.ts';
import type { Axis } from './entry-lines.ts';
import { MAX_ENTRY_SIDE } from './entry-lines.ts';

import { DOUBTFUL_BELOW } from '../../../src-main/contract/photo-reading.ts';

export { DOUBTFUL_BELOW };

export interface DoubtfulNumber {
  /** Which number of the clue it is, from 0. */
  readonly index: number;
  /** Where the number is in the line's text. */
  readonly start: number;
  readonly end: number;
  readonly value: number;
  readonly confidence: number;
  readonly alternatives: readonly number[];
}

export interface PhotoMark {
  /** The reader's least confidence on this line, 0 to 1. */
  readonly confidence: number;
  readonly doubtful: readonly DoubtfulNumber[];
}

export type PhotoMarks = Readonly<Record<Axis, readonly (PhotoMark | null)[]>>;

function clueOf(line: PhotoLine): LineClue {
  return line.numbers.map((n) => ({ length: n.value, color: n.color }));
}

/** The draft a reading becomes: every line filled in as read, the page image kept with it. */
export function draftFromReading(
  reading: PhotoReading,
  keep: Pick<EntryDraft, 'collectionId'> | null,
): EntryDraft {
  const palette = [...reading.palette];
  return {
    width: reading.width,
    height: reading.height,
    palette,
    rows: reading.rows.map((line) => formatClue(clueOf(line), palette)),
    columns: reading.columns.map((line) => formatClue(clueOf(line), palette)),
    meta: {},
    collectionId: keep?.collectionId ?? null,
    cursor: { axis: 'row', index: 0 },
    order: 'rows-first',
    updatedAt: draftTime(),
    pageImageId: reading.imageId,
  };
}

/**
 * The draft a saved book page becomes: its clues as saved (corrected before, perhaps), its fields
 * and its book, the page's reading beside it, and the puzzle it will replace when saved.
 */
export function bookPageDraft(reading: PhotoReading, book: BookPageDraft): EntryDraft {
  const palette = [...book.palette];
  return {
    ...draftFromReading(reading, { collectionId: book.collectionId }),
    width: book.columns.length,
    height: book.rows.length,
    palette,
    rows: book.rows.map((clue) => formatClue(clue, palette)),
    columns: book.columns.map((clue) => formatClue(clue, palette)),
    meta: { ...book.meta },
    replacesPuzzleId: book.puzzleId,
  };
}

/** Separators between numbers, as the clue parser takes them. */
const TOKENS = /[^\s,.;\-/]+/g;

/**
 * The line's mark when its text still says what was read (in any of the ways the parser reads
 * the same clue), or null when the person changed it or the reading has no such line.
 */
export function markOf(
  line: PhotoLine | undefined,
  text: string,
  palette: readonly PaletteColor[],
): PhotoMark | null {
  if (!line) return null;
  const parsed = parseClueText(text, palette);
  if (!('clue' in parsed) || !sameClue(parsed.clue, clueOf(line))) return null;
  const tokens = line.numbers.length === 0 ? [] : [...text.matchAll(TOKENS)];
  const doubtful: DoubtfulNumber[] = [];
  line.numbers.forEach((number, i) => {
    const token = tokens[i];
    if (number.confidence >= DOUBTFUL_BELOW || !token) return;
    doubtful.push({
      index: i,
      start: token.index,
      end: token.index + token[0].length,
      value: number.value,
      confidence: number.confidence,
      alternatives: number.alternatives,
    });
  });
  return { confidence: line.confidence, doubtful };
}

export function photoMarks(reading: PhotoReading | null, draft: EntryDraft): PhotoMarks | null {
  if (!reading || reading.imageId !== draft.pageImageId) return null;
  if (reading.width !== draft.width || reading.height !== draft.height) return null;
  return {
    row: draft.rows.map((text, i) => markOf(reading.rows[i], text, draft.palette)),
    column: draft.columns.map((text, i) => markOf(reading.columns[i], text, draft.palette)),
  };
}

/**
 * What the mistake finder takes: the reader's confidence and second choices for each number of a
 * line still as read, and full confidence for a line the person typed (the clues must be `clues`,
 * the puzzle as it is checked now).
 */
type FinderReadings = NonNullable<MethodArgs<'entry.findMistakes'>['reading']>;

export function finderReadings(
  reading: PhotoReading,
  marks: PhotoMarks,
  clues: { readonly rows: readonly LineClue[]; readonly columns: readonly LineClue[] },
): FinderReadings {
  const side = (
    lines: readonly PhotoLine[],
    sideMarks: readonly (PhotoMark | null)[],
    typed: readonly LineClue[],
  ) =>
    typed.map((clue, i): FinderReadings['rows'][number] => {
      const read = lines[i];
      if (!read || !sideMarks[i]) return clue.map(() => ({ confidence: 1 }));
      return read.numbers.map((n) => ({
        confidence: n.confidence,
        alternatives: n.alternatives.filter((v) => v >= 1 && v <= MAX_ENTRY_SIDE).slice(0, 5),
      }));
    });
  return {
    rows: side(reading.rows, marks.row, clues.rows),
    columns: side(reading.columns, marks.column, clues.columns),
  };
}

/** Words for a line's mark: how sure, and which numbers to check (with what they might be). */
export function markSentence(mark: PhotoMark): string {
  const sure = `Read from the photo, ${Math.round(mark.confidence * 100)} % sure`;
  if (mark.doubtful.length === 0) return `${sure}.`;
  const list = mark.doubtful
    .map((d) =>
      d.alternatives.length > 0 ? `${d.value} (or ${d.alternatives.join(' or ')})` : String(d.value),
    )
    .join(', ');
  return `${sure}; check ${list} against the page.`;
}

function sameClue(a: LineClue, b: LineClue): boolean {
  return (
    a.length === b.length &&
    a.every((block, i) => block.length === b[i]!.length && block.color === b[i]!.color)
  );
}
