/**
 * The entry part of the API contract: saving a new puzzle (typed in from a book on the entry
 * screen, or drawn in the picture editor), checking it while it is typed, finding the clue that is
 * probably wrong, and keeping the unsaved draft. contract.ts merges it into the one method list,
 * so the transports and the renderer's client see a single contract.
 *
 * A puzzle crosses the boundary as plain JSON and is checked here for its shape only: sizes,
 * palette, blocks that name a colour of the palette, one clue per line. Clues that contradict each
 * other (a line too long, totals that differ) are not a shape error: that is what the check answers.
 */
import { z } from 'zod';
import { recordId as id } from './schema-parts.ts';
import type { EntryCheck, FindMistakesResult } from '../engine/clue-mistakes/types.ts';
import type { FixSuggestion } from '../engine/editor/suggest.ts';
import type { UniqueFix } from '../engine/editor/unique-fix.ts';
import type { DifficultyDto } from './dto.ts';
import { metaField, type MetaKey } from './meta-fields.ts';

/** Largest side the entry screen and the editor accept; files may bring larger puzzles. */
export const ENTRY_MAX_SIDE = 200;
/** Colours besides the background (cell domains are 32-bit masks, bit 0 the background). */
export const ENTRY_MAX_COLORS = 31;

const jobId = z.string().min(1).max(64);

const paletteColor = z
  .object({
    name: z.string().min(1).max(50),
    char: z.string().length(1),
    rgb: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a display colour is written #rrggbb'),
  })
  .strict();

const block = z
  .object({
    length: z.number().int().min(1).max(ENTRY_MAX_SIDE),
    color: z.number().int().min(1).max(ENTRY_MAX_COLORS),
  })
  .strict();

const lineClue = z.array(block).max(ENTRY_MAX_SIDE);
const numberReading = z
  .object({
    confidence: z.number().min(0).max(1),
    alternatives: z.array(z.number().int().min(1).max(ENTRY_MAX_SIDE)).max(5).optional(),
  })
  .strict();
const lineReadings = z.array(z.array(numberReading).max(ENTRY_MAX_SIDE)).max(ENTRY_MAX_SIDE);
const side = z.number().int().min(1).max(ENTRY_MAX_SIDE);
const metaText = (key: MetaKey): z.ZodString => z.string().max(metaField(key).max);

/** A puzzle's descriptive fields, any of them, each within its limit (meta-fields.ts). */
export const puzzleMetaSchema = z
  .object({
    title: metaText('title'),
    author: metaText('author'),
    source: metaText('source'),
    page: metaText('page'),
    number: metaText('number'),
    notes: metaText('notes'),
    copyright: metaText('copyright'),
  } satisfies Record<MetaKey, z.ZodString>)
  .partial()
  .strict();

/** A puzzle as the entry screen and the editor send it: clues, palette (index 0 the background), metadata. */
export const entryPuzzleSchema = z
  .object({
    width: side,
    height: side,
    rows: z.array(lineClue).min(1).max(ENTRY_MAX_SIDE),
    columns: z.array(lineClue).min(1).max(ENTRY_MAX_SIDE),
    palette: z
      .array(paletteColor)
      .min(2)
      .max(ENTRY_MAX_COLORS + 1),
    meta: puzzleMetaSchema.default({}),
  })
  .strict()
  .superRefine((puzzle, context) => {
    if (puzzle.rows.length !== puzzle.height) {
      context.addIssue({
        code: 'custom',
        path: ['rows'],
        message: `the puzzle is ${puzzle.height} high but has ${puzzle.rows.length} row clues`,
      });
    }
    if (puzzle.columns.length !== puzzle.width) {
      context.addIssue({
        code: 'custom',
        path: ['columns'],
        message: `the puzzle is ${puzzle.width} wide but has ${puzzle.columns.length} column clues`,
      });
    }
    const lines = [
      ...puzzle.rows.map((clue, index) => ({ clue, path: ['rows', index] })),
      ...puzzle.columns.map((clue, index) => ({ clue, path: ['columns', index] })),
    ];
    for (const { clue, path } of lines) {
      const unknown = clue.findIndex((b) => b.color >= puzzle.palette.length);
      if (unknown >= 0) {
        context.addIssue({
          code: 'custom',
          path: [...path, unknown, 'color'],
          message: `colour ${clue[unknown]!.color} is not in the palette of ${puzzle.palette.length - 1}`,
        });
      }
    }
  });

export type EntryPuzzle = z.output<typeof entryPuzzleSchema>;

/**
 * What the entry screen keeps while the user types, saved as they go so nothing is lost: the text
 * of every line as typed (it may not parse yet), not parsed clues.
 */
export const entryDraftSchema = z
  .object({
    width: side,
    height: side,
    palette: z
      .array(paletteColor)
      .min(2)
      .max(ENTRY_MAX_COLORS + 1),
    rows: z.array(z.string().max(2000)).max(ENTRY_MAX_SIDE),
    columns: z.array(z.string().max(2000)).max(ENTRY_MAX_SIDE),
    meta: puzzleMetaSchema.default({}),
    collectionId: id.nullable().default(null),
    /** Where the cursor was, so a reload puts the user back on their line. */
    cursor: z
      .object({ axis: z.enum(['row', 'column']), index: z.number().int().min(0).max(ENTRY_MAX_SIDE) })
      .strict()
      .nullable()
      .default(null),
    /** Which side the book prints first: typing follows it. */
    order: z.enum(['rows-first', 'columns-first']).default('rows-first'),
    /** When the renderer last changed it (ISO time), so the newer of two copies wins. */
    updatedAt: z.string().max(40).default(''),
    /** The photo or scan the clues were read from (`photo.add`), kept with the draft. */
    pageImageId: id.nullable().optional(),
    /** The saved puzzle this draft corrects (a book page opened from its review list). */
    replacesPuzzleId: id.nullable().optional(),
  })
  .strict();

export type EntryDraft = z.output<typeof entryDraftSchema>;

/** A drawing as grid-codec text, one character per cell; the handlers check it against the puzzle. */
const drawnPicture = z.string().max(ENTRY_MAX_SIDE * ENTRY_MAX_SIDE);

/** A drawing with several solutions, for the editor's fixes: `differing` where two solutions differ. */
const drawingWithDiffering = {
  jobId,
  puzzle: entryPuzzleSchema,
  picture: z.string().max(ENTRY_MAX_SIDE * ENTRY_MAX_SIDE),
  differing: z
    .array(z.number().int().min(0))
    .min(1)
    .max(ENTRY_MAX_SIDE * ENTRY_MAX_SIDE),
};

export const entryMethodSchemas = {
  /**
   * Adds a new puzzle to the library, unless the same clues are there already (the clue hash
   * decides, as for imports): then nothing is added and `duplicateOf` names the one kept. With a
   * collection id the puzzle (new or kept) is put in that collection. A drawing sent with it is
   * kept with a new puzzle: reveal shows it and solving starts from it.
   */
  'library.create': z
    .object({
      puzzle: entryPuzzleSchema,
      collectionId: id.optional(),
      /** The drawing the clues were read off (the editor); it must fit them. */
      picture: drawnPicture.optional(),
      /**
       * The puzzle this one corrects (a book page read from a scan): the new one takes its place
       * in its collections, with its page pictures, and the old one is deleted.
       */
      replaces: id.optional(),
    })
    .strict(),
  /**
   * Checks a puzzle as typed: its clue problems and what the solver proves. A newer check with the
   * same scope (one per window; the renderer picks it) cancels an older one still running, which
   * then fails with the code `cancelled`.
   */
  'entry.check': z
    .object({
      jobId,
      puzzle: entryPuzzleSchema,
      scope: z.string().min(1).max(64).default('entry'),
      /** The drawing the clues come from, when there is one (the editor): the check starts from it. */
      picture: drawnPicture.optional(),
    })
    .strict(),
  /**
   * Looks for the clue that was probably mistyped in a puzzle with no solution or several: the best
   * few single edits (a number off by one, two digits swapped, a line skipped...), each with the
   * verdict it gives. Reports progress as `job.progress`; `jobs.cancel` stops it with what it has.
   */
  'entry.findMistakes': z
    .object({
      jobId,
      puzzle: entryPuzzleSchema,
      maxSuggestions: z.number().int().min(1).max(20).default(5),
      timeLimitMs: z.number().int().min(100).max(600_000).default(20_000),
      /**
       * For a puzzle read from a photo: the reader's confidence in each number (and its second
       * choices), per line as the clues are. The finder then looks for reading mistakes (look-alike
       * digits, numbers joined or parted, missed or stray) and tries the doubtful numbers first.
       */
      reading: z.object({ rows: lineReadings, columns: lineReadings }).strict().optional(),
    })
    .strict(),
  /** The unsaved draft of the entry screen, or null. */
  'entry.draft.get': z.object({}).strict(),
  'entry.draft.save': z.object({ draft: entryDraftSchema }).strict(),
  'entry.draft.clear': z.object({}).strict(),
  /** The difficulty of a picture drawn in the editor, not saved yet; a newer one of a scope replaces it. */
  'editor.rate': z
    .object({ jobId, puzzle: entryPuzzleSchema, scope: z.string().min(1).max(64).default('editor') })
    .strict(),
  /**
   * A cell to change so that a drawn picture with several solutions becomes unique: `picture` is
   * the drawing (grid-codec, the puzzle's size), `differing` the cells where two of its solutions
   * differ. Null when no single change helps. Reports progress; `jobs.cancel` stops it.
   */
  'editor.suggest': z.object(drawingWithDiffering).strict(),
  /**
   * The fewest cells the engine can find to change so that a drawn picture with several solutions
   * becomes unique (engine/editor/unique-fix.ts), as one set for the editor to show before it is
   * applied. `differing` as for editor.suggest. Reports progress; `jobs.cancel` stops it, and it
   * then answers with what it has found so far ('partial').
   */
  'editor.fixUnique': z
    .object({
      ...drawingWithDiffering,
      maxChanges: z.number().int().min(1).max(100).default(25),
    })
    .strict(),
} satisfies Record<string, z.ZodType>;

/** The solver's answer on a puzzle as typed: the engine's own plain-JSON value (engine/clue-mistakes). */
export type EntryCheckResult = EntryCheck;

export interface CreatedPuzzle {
  /** The puzzle in the library under these clues: the new one, or the one already there. */
  readonly id: number;
  /** Set (equal to `id`) when the clues were already in the library and nothing was added. */
  readonly duplicateOf?: number;
}

/** Result type of each method above, by name. */
export interface EntryMethodResults {
  'library.create': CreatedPuzzle;
  'entry.check': EntryCheckResult;
  'entry.findMistakes': FindMistakesResult;
  'entry.draft.get': EntryDraft | null;
  'entry.draft.save': { readonly savedAt: string };
  'entry.draft.clear': { readonly cleared: boolean };
  'editor.rate': DifficultyDto;
  'editor.suggest': FixSuggestion | null;
  'editor.fixUnique': UniqueFix;
}

/** Payload type of each event this part pushes, by name. */
export type EntryEventPayloads = Record<never, never>;
