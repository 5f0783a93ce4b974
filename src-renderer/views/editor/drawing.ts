/**
 * The editor's document: a picture and its palette, as one value that every edit replaces. Also
 * what is derived from it for the API: an identifying key for the checks, and the puzzle it makes.
 */
import type { EntryPuzzle } from '../../../src-main/contract/methods-entry.ts';
import { blackAndWhitePalette } from '../../../src-main/engine/editor/palette.ts';
import { encodeGrid } from '../../../src-main/engine/grid-codec.ts';
import { emptyGrid, type Grid, type PaletteColor, type Puzzle } from '../../../src-main/engine/puzzle.ts';

export interface Drawing {
  readonly grid: Grid;
  readonly palette: readonly PaletteColor[];
}

export interface EditorMeta {
  title: string;
  author: string;
  notes: string;
}

export const DEFAULT_SIZE = 15;
/** The entry schema's limit; the board stays quick up to 100x100 and usable beyond. */
export const MAX_EDITOR_SIDE = 200;

export function blankDrawing(width = DEFAULT_SIZE, height = DEFAULT_SIZE): Drawing {
  return { grid: emptyGrid(width, height), palette: blackAndWhitePalette() };
}

/** Identifies a drawing's clues for the checks: equal keys, equal puzzles. */
export function drawingKey(drawing: Drawing): string {
  return `${drawing.grid.width}x${drawing.grid.height}:${drawing.palette.length}:${encodeGrid(drawing.grid)}`;
}

/** The puzzle as the API takes it: plain objects only, and the non-empty text fields. */
export function toEntryPuzzle(puzzle: Puzzle, meta: EditorMeta | null): EntryPuzzle {
  const fields: Record<string, string> = {};
  for (const [field, value] of Object.entries(meta ?? {})) {
    if (value.trim() !== '') fields[field] = value.trim();
  }
  const line = (clue: Puzzle['rows'][number]) => clue.map(({ length, color }) => ({ length, color }));
  return {
    width: puzzle.width,
    height: puzzle.height,
    rows: puzzle.rows.map(line),
    columns: puzzle.columns.map(line),
    palette: puzzle.palette.map(({ name, char, rgb }) => ({ name, char, rgb })),
    meta: fields,
  };
}
