/**
 * The shapes that cross the API: plain JSON, no typed arrays. Grids travel as strings from
 * engine/grid-codec.ts (one base-32 digit per cell); cell domains as number arrays.
 */
import type { StuckReason } from '../engine/explain/next-step.ts';
import type { TrialReason } from '../engine/explain/step.ts';
import type { FormatId } from '../engine/formats/index.ts';
import type { GenerateLevel } from '../engine/generator/generate-limits.ts';
import type { Block, PaletteColor } from '../engine/puzzle.ts';
import type { SearchStyle, SolveStats, SolveStatus, Strategy } from '../engine/solver/types.ts';

export type Verdict = 'unique' | 'multiple' | 'none' | 'unknown';
export type PlayStatus = 'new' | 'in-progress' | 'solved' | 'revealed';

export interface PuzzleMetaFields {
  readonly title: string;
  readonly author: string;
  /** Book, magazine or site. */
  readonly source: string;
  readonly page: string;
  readonly number: string;
  readonly notes: string;
  readonly copyright: string;
}

export interface PuzzleSummary extends PuzzleMetaFields {
  readonly id: number;
  readonly width: number;
  readonly height: number;
  /** Colours besides the background: 1 for black-and-white. */
  readonly colors: number;
  readonly verdict: Verdict;
  /** 1-10, or null until rated. */
  readonly difficulty: number | null;
  readonly status: PlayStatus;
  readonly bestTimeMs: number | null;
  /** Whether some attempt was solved with no hint and no mistake. */
  readonly solvedWithoutHelp: boolean;
  /** Elapsed time of the current or last attempt. */
  readonly timeMs: number;
  readonly lastPlayedAt: string | null;
  readonly createdAt: string;
  /** The file an import read it from (the path inside a chosen folder); '' when not imported. */
  readonly sourceFile: string;
  readonly collectionIds: readonly number[];
}

export interface PuzzleDetail extends PuzzleSummary {
  readonly rows: readonly (readonly Block[])[];
  readonly columns: readonly (readonly Block[])[];
  readonly palette: readonly PaletteColor[];
  /** The solution the solver found, once it has run and found exactly one. */
  readonly solution: string | null;
  /** The picture the puzzle was drawn from in the editor (grid-codec), when it was. */
  readonly picture: string | null;
}

export interface Thumbnail {
  readonly id: number;
  readonly width: number;
  readonly height: number;
  /** Palette index per cell (grid-codec), the picture once solved, the marks so far otherwise. */
  readonly cells: string;
  /** Display colour per palette index. */
  readonly rgb: readonly string[];
  readonly kind: 'solution' | 'progress' | 'blank';
}

export interface PuzzlePage {
  readonly total: number;
  readonly items: readonly PuzzleSummary[];
}

export interface Collection {
  readonly id: number;
  readonly name: string;
  /** Live puzzles in it. */
  readonly count: number;
  /** Of those, the ones solved at least once ("37 of 120 solved"). */
  readonly solved: number;
  /** What book it is, or null for a collection that is not marked as a book. */
  readonly book: BookInfo | null;
}

/**
 * A collection marked as a book. Where each puzzle is in it, its page and number, are the
 * puzzle's own fields (PuzzleMetaFields); the book's order is the collection's own ("Book order").
 */
export interface BookInfo {
  readonly title: string;
  readonly author: string;
  readonly publisher: string;
  /** As the book gives it ("1998", "Spring 2004"); '' when not known. */
  readonly year: string;
  readonly isbn: string;
  readonly notes: string;
}

export interface ImportFailure {
  readonly file: string;
  /** 1-based puzzle number inside a multi-puzzle file. */
  readonly index?: number;
  readonly message: string;
}

/** A puzzle of an import that was already in the library. */
export interface ImportDuplicate {
  readonly file: string;
  /** 1-based puzzle number inside a multi-puzzle file. */
  readonly index?: number;
  /** The puzzle in the library it is the same as (to open it from the summary). */
  readonly existingId: number;
  /** "Duplicate of 'Cat' (webpbn.com #6)". */
  readonly message: string;
}

/** A collection an import put puzzles into. */
export interface ImportedCollection {
  readonly id: number;
  readonly name: string;
  /** Whether this import made it (rather than adding to one already there). */
  readonly created: boolean;
  /** Puzzles that became members, duplicates of puzzles already in the library included. */
  readonly added: number;
}

export interface ImportSummary {
  readonly added: number;
  readonly duplicates: number;
  readonly failed: readonly ImportFailure[];
  /**
   * What is worth knowing about puzzles that were kept: a part of a file that was left out (a
   * goal image that does not fit the clues, text after them), a picture given to a duplicate.
   */
  readonly notes: readonly ImportFailure[];
  readonly cancelled: boolean;
  readonly addedIds: readonly number[];
}

/** An import that stored nothing: the start of a summary, or the whole of an empty one. */
export const NOTHING_IMPORTED: ImportSummary = {
  added: 0,
  duplicates: 0,
  failed: [],
  notes: [],
  cancelled: false,
  addedIds: [],
};

/** What `library.import` answers: the summary, with where the puzzles went and what they duplicate. */
export interface ImportResult extends ImportSummary {
  /** Each duplicate with the puzzle it duplicates, in the order met. */
  readonly duplicateOf: readonly ImportDuplicate[];
  /** The collections the puzzles went into. */
  readonly collections: readonly ImportedCollection[];
}

export const NOTHING_IMPORTED_RESULT: ImportResult = {
  ...NOTHING_IMPORTED,
  duplicateOf: [],
  collections: [],
};

export interface SolveReport {
  readonly status: SolveStatus;
  readonly strategy: Strategy;
  /** Up to two solutions. */
  readonly solutions: readonly string[];
  /** For `multiple`: the cells (row-major indices) where the two solutions differ. */
  readonly differing: readonly number[];
  /** Domains proved at the root: bit 0 may be empty, bit c may be colour c. */
  readonly partial: readonly number[];
  /** The full strategy's search style that gave this answer (two race on a hard solve). */
  readonly searchStyle?: SearchStyle;
  readonly stats: SolveStats;
}

export interface SolveStepDto {
  readonly axis: 'row' | 'column';
  readonly index: number;
  /** Positions along the line (0-based) and the value each is settled to (0 = empty). */
  readonly settled: readonly { readonly cell: number; readonly value: number }[];
  readonly sentence: string;
  /**
   * Set for a step where line logic was stuck and one cell was tried: the step is then the row
   * of that cell, settling it, and this holds the value tried and the chain of line deductions
   * (each link: its line, the cells it settles, a clause) that ends in a line unable to fit.
   */
  readonly trial?: TrialReason;
}

export interface Walkthrough {
  readonly steps: readonly SolveStepDto[];
  readonly outcome: 'solved' | 'stuck' | 'contradiction' | 'stopped';
  readonly sentence: string;
  /**
   * When stuck: why (a deeper guess is needed, or the puzzle has several solutions), and for
   * several solutions the open cells (row-major indices) where two of them differ.
   */
  readonly stuck?: { readonly why: StuckReason; readonly differing: readonly number[] };
}

export interface DifficultyDto {
  readonly score: number;
  readonly estimate: number;
  readonly label: string;
  readonly lineSolvable: boolean;
  readonly steps: number;
  readonly usedProbing: boolean;
  readonly usedSearch: boolean;
  readonly probes: number;
  readonly nodes: number;
}

export type Theme = 'system' | 'light' | 'dark';

export interface Settings {
  readonly theme: Theme;
  readonly librarySort: string;
  /** The format the export dialog offers first: the one last used. */
  readonly exportFormat: FormatId;
  /** The print dialog's choices, as last used. */
  readonly print: PrintSettings;
  /** The generate dialog's choices, as last used. */
  readonly generate: GenerateSettings;
  /** Whether the typing screen draws the picture the clues make; off, so typing never spoils it. */
  readonly entryPicture: boolean;
  /** Whether the first-start page has been seen; until then the library opens on it. */
  readonly welcomed: boolean;
}

export interface GenerateSettings {
  readonly width: number;
  readonly height: number;
  /** 1 for black and white. */
  readonly colors: number;
  readonly level: GenerateLevel;
  readonly count: number;
}

export const DEFAULT_GENERATE_SETTINGS: GenerateSettings = {
  width: 15,
  height: 15,
  colors: 1,
  level: 'easy',
  count: 1,
};

/**
 * The library's background check: every puzzle whose verdict or difficulty is unknown is solved
 * and rated while nobody needs the solver. `checked` counts this round's puzzles, so
 * `checked + remaining` is the round's total.
 */
export interface CheckStatus {
  readonly state: 'idle' | 'checking' | 'paused';
  readonly checked: number;
  readonly remaining: number;
  /** Whether checking is switched off, even when nothing is left to check (state then reads idle). */
  readonly paused: boolean;
}

/** What `library.generate` made. */
export interface GenerateSummary {
  /** The new puzzles, in the order made. */
  readonly addedIds: readonly number[];
  /** Puzzles made that were in the library already (the same seed asked for twice). */
  readonly duplicates: number;
  /** Puzzles whose rating came out other than the level asked for. */
  readonly offTarget: number;
  /** The rating label of each new puzzle, in the order of `addedIds`. */
  readonly labels: readonly string[];
  readonly cancelled: boolean;
  /** Why it stopped before making them all, in a sentence; null when it did not. */
  readonly problem: string | null;
}

export type PaperSize = 'a4' | 'letter';
/** What a printout holds: the blank puzzles, their solutions, or both (solutions at the back). */
export type PrintContent = 'puzzles' | 'both' | 'solutions';
/** How pages are turned: `auto` picks, page by page, whichever shows the puzzle larger. */
export type PageOrientation = 'auto' | 'portrait' | 'landscape';

export interface PrintSettings {
  readonly paper: PaperSize;
  readonly content: PrintContent;
  /** Whether puzzle pages name the puzzle; a title can give the picture away. */
  readonly titles: boolean;
  /** Whether a puzzle too large for readable cells on one page is spread over several. */
  readonly split: boolean;
  /**
   * Whether each page of a spread puzzle shows the clues of its own rows and columns, so a part
   * can be solved on its own; otherwise the pages are parts of one poster, clues at its edges.
   */
  readonly repeatClues: boolean;
  readonly orientation: PageOrientation;
}

export const DEFAULT_PRINT_SETTINGS: PrintSettings = {
  paper: 'a4',
  content: 'puzzles',
  titles: true,
  split: true,
  repeatClues: true,
  orientation: 'auto',
};

export interface AppInfo {
  readonly version: string;
  readonly mode: 'electron' | 'browser';
  readonly dataDir: string;
  /** Whether `app.openFolder` can show a folder in the system's file manager (the desktop app can). */
  readonly canOpenFolders: boolean;
  /** Something the user must know at start, such as a damaged library that was set aside. */
  readonly notices: readonly string[];
}

/**
 * An export written by the backend, fetched once as a streamed download from the bridge's
 * `exportUrl(exportId)`, so no export of any size crosses the API as one answer.
 */
export interface ExportedFile {
  readonly exportId: string;
  readonly fileName: string;
  /** The puzzles written: those chosen that are still in the library. */
  readonly count: number;
  readonly bytes: number;
}

export interface JobProgress {
  readonly jobId: string;
  readonly kind:
    | 'import'
    | 'export'
    | 'solve'
    | 'rate'
    | 'explain'
    | 'find-mistakes'
    | 'suggest'
    | 'generate'
    | 'read-photo'
    | 'read-book';
  /** 0 to 1. */
  readonly fraction: number;
  readonly message: string;
}
