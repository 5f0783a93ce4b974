/**
 * The app's API, written once: every method's argument schema and result type, and every event a
 * backend pushes. Electron IPC and the browser-mode server both implement `Handlers`; the renderer
 * calls them through one typed client and never knows which transport it has.
 */
import { z } from 'zod';
import { recordId as id } from './schema-parts.ts';
import { FORMATS, type FormatId } from '../engine/formats/index.ts';
import { MAX_PUZZLE_FILE_CHARS } from '../engine/formats/limits.ts';
import {
  GENERATE_LEVELS,
  MAX_GENERATED_COLORS,
  MAX_GENERATED_COUNT,
  MAX_GENERATED_SIDE,
  MIN_GENERATED_SIDE,
} from '../engine/generator/generate-limits.ts';
import type {
  AppInfo,
  CheckStatus,
  Collection,
  DifficultyDto,
  ExportedFile,
  GenerateSummary,
  ImportResult,
  ImportSummary,
  JobProgress,
  PuzzleDetail,
  PuzzlePage,
  Settings,
  SolveReport,
  Thumbnail,
  Walkthrough,
} from './dto.ts';
import {
  backupMethodSchemas,
  type BackupEventPayloads,
  type BackupMethodResults,
} from './methods-backups.ts';
import {
  entryMethodSchemas,
  puzzleMetaSchema,
  type EntryEventPayloads,
  type EntryMethodResults,
} from './methods-entry.ts';
import { bookField, type BookKey } from './meta-fields.ts';
import { playMethodSchemas, type PlayEventPayloads, type PlayMethodResults } from './methods-play.ts';
import { photoMethodSchemas, type PhotoEventPayloads, type PhotoMethodResults } from './methods-photo.ts';
import {
  bookReadMethodSchemas,
  type BookReadEventPayloads,
  type BookReadMethodResults,
} from './methods-book-read.ts';

/** Chosen by the caller so it can match progress events and cancel before the call returns. */
const jobId = z.string().min(1).max(64);

export const listQuery = z
  .object({
    search: z.string().max(200).default(''),
    status: z.enum(['any', 'new', 'in-progress', 'solved', 'revealed']).default('any'),
    size: z.enum(['any', 'small', 'medium', 'large', 'huge']).default('any'),
    color: z.enum(['any', 'bw', 'color']).default('any'),
    level: z
      .enum(['any', 'easy', 'medium', 'hard', 'expert', 'not-unique', 'no-solution', 'unrated'])
      .default('any'),
    collectionId: id.nullable().default(null),
    source: z.string().max(500).nullable().default(null),
    /** `book`: the collection's own order (needs `collectionId`; without one it is `created`). */
    sort: z.enum(['title', 'created', 'size', 'difficulty', 'played', 'status', 'book']).default('created'),
    descending: z.boolean().default(false),
    offset: z.number().int().min(0).default(0),
    limit: z.number().int().min(1).max(1000).default(200),
  })
  .strict();

const WRITABLE_FORMATS: readonly string[] = FORMATS.filter((format) => format.canWrite).map((f) => f.id);
const writableFormat = z.custom<FormatId>(
  (value) => typeof value === 'string' && WRITABLE_FORMATS.includes(value),
  `expected one of the formats the app writes (${WRITABLE_FORMATS.join(', ')})`,
);

export const printSettings = z
  .object({
    paper: z.enum(['a4', 'letter']),
    content: z.enum(['puzzles', 'both', 'solutions']),
    titles: z.boolean(),
    split: z.boolean(),
    // Print settings stored before these choices existed read as their defaults.
    repeatClues: z.boolean().default(true),
    orientation: z.enum(['auto', 'portrait', 'landscape']).default('auto'),
  })
  .strict();

const generatedSide = z.number().int().min(MIN_GENERATED_SIDE).max(MAX_GENERATED_SIDE);
const generatedColors = z.number().int().min(1).max(MAX_GENERATED_COLORS);

export const generateSettings = z
  .object({
    width: generatedSide,
    height: generatedSide,
    colors: generatedColors,
    level: z.enum(GENERATE_LEVELS),
    count: z.number().int().min(1).max(MAX_GENERATED_COUNT),
  })
  .strict();

export const importFile = z.object({
  name: z.string().min(1).max(1000),
  text: z.string().max(MAX_PUZZLE_FILE_CHARS),
});

const collectionName = z.string().trim().min(1).max(200);

/**
 * Which collection an import puts its puzzles into (duplicates of puzzles already in the library
 * too, so the collection holds everything the files hold):
 * - groups: each picked folder, and each picked file of several puzzles, into a collection named
 *   after it (contract/import-groups.ts `importGroupOf`), made if none has that name; `names`
 *   renames a group (its default name to the name chosen). An import sent in several calls
 *   reaches the same collections by their names.
 * - named: everything into the collection of that name, made if there is none.
 * - existing: everything into that collection (the one open in the library, say).
 * - none: into no collection.
 */
export const importCollection = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('groups'),
      names: z.record(z.string().max(1000), collectionName).default({}),
    })
    .strict(),
  z.object({ kind: z.literal('named'), name: collectionName }).strict(),
  z.object({ kind: z.literal('existing'), id }).strict(),
  z.object({ kind: z.literal('none') }).strict(),
]);

/** What a book is called and by whom (BookInfo); every field may be left empty. */
const bookText = (key: BookKey): z.ZodString => z.string().max(bookField(key).max);
export const bookInfo = z
  .object({
    title: bookText('title'),
    author: bookText('author'),
    publisher: bookText('publisher'),
    year: bookText('year'),
    isbn: bookText('isbn'),
    notes: bookText('notes'),
  } satisfies Record<BookKey, z.ZodString>)
  .strict();

/** What the application menu (and the shell's keys) can ask of the app. */
export const MENU_COMMANDS = [
  'import',
  'new-puzzle',
  'read-photo',
  'read-book',
  'generate',
  'export',
  'print',
  'undo',
  'redo',
  'select-all',
  'zoom-in',
  'zoom-out',
  'zoom-fit',
  'show-library',
  'settings',
  'help',
  'hint',
  'guess',
  'pause',
  'restart',
  'reveal',
] as const;

export type MenuCommand = (typeof MENU_COMMANDS)[number];

/** What the desktop app's menu shows: which items can be used now, and which toggles are on. */
export interface MenuState {
  readonly available: ReadonlySet<MenuCommand>;
  /** Commands that toggle something now on (Pause while the puzzle is paused): shown ticked. */
  readonly checked: ReadonlySet<MenuCommand>;
}

export const methodSchemas = {
  'app.info': z.object({}).strict(),
  'app.openFolder': z.object({ folder: z.enum(['data', 'backups']) }).strict(),
  /** The menu commands the screen shown can take now; the desktop app greys out the others. */
  'app.menuState': z
    .object({
      commands: z.array(z.enum(MENU_COMMANDS)).max(MENU_COMMANDS.length),
      checked: z.array(z.enum(MENU_COMMANDS)).max(MENU_COMMANDS.length).optional(),
    })
    .strict(),
  'library.list': listQuery,
  /** The ids of every puzzle the filters take, in the list's order: a select-all of any size. */
  'library.ids': listQuery.omit({ offset: true, limit: true }),
  'library.get': z.object({ id }).strict(),
  /** Several puzzles' details at once (a printout of a selection), in the order asked. */
  'library.details': z.object({ ids: z.array(id).min(1).max(1000) }).strict(),
  'library.thumbnails': z.object({ ids: z.array(id).max(1000) }).strict(),
  'library.sources': z.object({}).strict(),
  'library.update': z.object({ id, meta: puzzleMetaSchema }).strict(),
  'library.delete': z.object({ ids: z.array(id).min(1).max(100_000) }).strict(),
  'library.restore': z.object({ ids: z.array(id).min(1).max(100_000) }).strict(),
  'library.import': z
    .object({
      jobId,
      files: z.array(importFile).min(1).max(100_000),
      collection: importCollection.default({ kind: 'none' }),
    })
    .strict(),
  /** Writes the file in the backend, with progress (`job.progress`, kind `export`) and a cancel. */
  'library.export': z
    .object({ jobId, ids: z.array(id).min(1).max(100_000), format: z.string().min(1).max(20) })
    .strict(),
  'library.generate': generateSettings
    .extend({
      jobId,
      collectionId: id.optional(),
      /** Puzzle n (from 0) gets seed + n, so a run can be made again; random when left out. */
      seed: z.number().int().min(1).max(0x7fff_ffff).optional(),
    })
    .strict(),
  'collections.list': z.object({}).strict(),
  'collections.get': z.object({ id }).strict(),
  /** Marks a collection as a book with these details, or (null) as an ordinary collection again. */
  'collections.setBook': z.object({ id, book: bookInfo.nullable() }).strict(),
  /** The first puzzle in the collection's own order that was never solved nor revealed ("Continue"). */
  'collections.continue': z.object({ id }).strict(),
  'collections.create': z.object({ name: z.string().trim().min(1).max(200) }).strict(),
  'collections.rename': z.object({ id, name: z.string().trim().min(1).max(200) }).strict(),
  'collections.delete': z.object({ id }).strict(),
  'collections.add': z.object({ id, puzzleIds: z.array(id).min(1).max(100_000) }).strict(),
  'collections.remove': z.object({ id, puzzleIds: z.array(id).min(1).max(100_000) }).strict(),
  'solver.solve': z
    .object({
      jobId,
      puzzleId: id,
      strategy: z.enum(['full', 'rules', 'dfs']).default('full'),
      timeLimitMs: z.number().int().min(100).max(3_600_000).default(120_000),
    })
    .strict(),
  'solver.explain': z.object({ jobId, puzzleId: id }).strict(),
  'solver.rate': z.object({ jobId, puzzleId: id }).strict(),
  'jobs.cancel': z.object({ jobId }).strict(),
  'checks.status': z.object({}).strict(),
  'checks.setPaused': z.object({ paused: z.boolean() }).strict(),
  'settings.get': z.object({}).strict(),
  'settings.set': z
    .object({
      theme: z.enum(['system', 'light', 'dark']),
      librarySort: z.string().max(50),
      exportFormat: writableFormat,
      print: printSettings,
      generate: generateSettings,
      entryPicture: z.boolean(),
      welcomed: z.boolean(),
    })
    .partial()
    .strict(),
  ...playMethodSchemas,
  ...entryMethodSchemas,
  ...backupMethodSchemas,
  ...photoMethodSchemas,
  ...bookReadMethodSchemas,
} as const;

export interface MethodResults
  extends
    PlayMethodResults,
    EntryMethodResults,
    BackupMethodResults,
    PhotoMethodResults,
    BookReadMethodResults {
  'app.info': AppInfo;
  'app.openFolder': { readonly path: string };
  /** Whether a menu showed it (the desktop app); browser mode has none. */
  'app.menuState': { readonly applied: boolean };
  'library.list': PuzzlePage;
  'library.ids': { readonly ids: readonly number[] };
  'library.get': PuzzleDetail;
  /** Missing or deleted puzzles are left out. */
  'library.details': readonly PuzzleDetail[];
  'library.thumbnails': readonly Thumbnail[];
  'library.sources': readonly string[];
  'library.update': PuzzleDetail;
  'library.delete': { readonly deleted: number };
  'library.restore': { readonly restored: number };
  'library.import': ImportResult;
  'library.export': ExportedFile;
  'library.generate': GenerateSummary;
  'collections.list': readonly Collection[];
  'collections.get': Collection;
  'collections.setBook': Collection;
  /** null when every puzzle in it is solved (or revealed). */
  'collections.continue': { readonly puzzleId: number | null };
  'collections.create': Collection;
  'collections.rename': Collection;
  'collections.delete': { readonly deleted: boolean };
  'collections.add': Collection;
  'collections.remove': Collection;
  'solver.solve': SolveReport;
  'solver.explain': Walkthrough;
  'solver.rate': DifficultyDto;
  'jobs.cancel': { readonly cancelled: boolean };
  'checks.status': CheckStatus;
  'checks.setPaused': CheckStatus;
  'settings.get': Settings;
  'settings.set': Settings;
}

export type MethodName = keyof typeof methodSchemas & keyof MethodResults;
/** What the caller writes (defaults may be left out). */
export type MethodArgs<M extends MethodName> = z.input<(typeof methodSchemas)[M]>;
/** What a handler receives after validation (defaults filled in). */
export type ParsedArgs<M extends MethodName> = z.output<(typeof methodSchemas)[M]>;

export type Handlers = { [M in MethodName]: (args: ParsedArgs<M>) => Promise<MethodResults[M]> };

export interface EventPayloads
  extends
    PlayEventPayloads,
    EntryEventPayloads,
    BackupEventPayloads,
    PhotoEventPayloads,
    BookReadEventPayloads {
  'job.progress': JobProgress;
  /** The library changed (import, delete, solve verdict...): lists should reload. */
  'library.changed': { readonly ids: readonly number[] };
  /** The library's background check started, went on, paused or finished. */
  'checks.status': CheckStatus;
  /** A command from the application menu or a keyboard accelerator handled by the shell. */
  'menu.command': { readonly command: MenuCommand };
  /** Puzzle files given on the command line or dropped on the window, already imported. */
  'files.imported': ImportSummaryEvent;
  /** Something went wrong out of sight (a daily backup that could not be made): the window says so. */
  'app.notice': { readonly message: string };
}

export interface ImportSummaryEvent {
  readonly summary: ImportSummary;
}

export type EventName = keyof EventPayloads;

export const METHOD_NAMES = Object.keys(methodSchemas) as MethodName[];

export function isMethodName(name: string): name is MethodName {
  return Object.hasOwn(methodSchemas, name);
}
