/**
 * Which files an import sends and in what portions. Files picked one by one are all sent (the
 * backend says why one is not a puzzle); files found inside a folder are sent only when their name
 * looks like a puzzle format, so a folder of scans and notes imports cleanly. Large imports go in
 * portions that keep each request well below the API's limits.
 */
import {
  NOTHING_IMPORTED_RESULT,
  type ImportedCollection,
  type ImportFailure,
  type ImportResult,
  type ImportSummary,
} from '../../../src-main/contract/dto.ts';
import { importOrder } from '../../../src-main/contract/import-groups.ts';
import { FORMATS } from '../../../src-main/engine/formats/index.ts';
import { MAX_PUZZLE_FILE_CHARS } from '../../../src-main/engine/formats/limits.ts';
import { plural } from '../format.ts';

/** Endings of the formats the engine reads, lower-case and without the dot. */
export const PUZZLE_EXTENSIONS: readonly string[] = [
  ...new Set(FORMATS.flatMap((format) => format.extensions)),
];

/** The API accepts files up to this many characters; reading bigger ones would only fail later. */
export const MAX_FILE_BYTES = MAX_PUZZLE_FILE_CHARS;
const MAX_BATCH_BYTES = 8_000_000;
const MAX_BATCH_FILES = 500;

export function extensionOf(path: string): string {
  const name = path.split('/').at(-1) ?? path;
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Whether a file found while walking a folder should be imported. */
export function looksLikePuzzleFile(path: string): boolean {
  const name = path.split('/').at(-1) ?? path;
  if (name.startsWith('.')) return false;
  return PUZZLE_EXTENSIONS.includes(extensionOf(name));
}

/**
 * The files of an import in the order they are sent, cut into portions: each folder's files
 * together in natural order (data2 before data10) before the cut, so a folder cut into several
 * portions still arrives, and fills its collection, in that order.
 */
export function planPortions<F extends { readonly name: string; readonly size: number }>(
  files: readonly F[],
): F[][] {
  const ordered = importOrder(files);
  return planBatches(ordered.map((file) => file.size)).map((batch) => batch.map((index) => ordered[index]!));
}

/** Splits files (given by size) into portions; each portion lists indices into the input. */
export function planBatches(sizes: readonly number[]): number[][] {
  const batches: number[][] = [];
  let current: number[] = [];
  let bytes = 0;
  sizes.forEach((size, index) => {
    if (current.length > 0 && (bytes + size > MAX_BATCH_BYTES || current.length >= MAX_BATCH_FILES)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(index);
    bytes += size;
  });
  if (current.length > 0) batches.push(current);
  return batches;
}

/** What an import did, over all its portions, plus what the renderer itself left out. */
export interface ImportOutcome extends ImportResult {
  /** Files in folders that were not puzzle files. */
  readonly skipped: number;
}

export const EMPTY_OUTCOME: ImportOutcome = { ...NOTHING_IMPORTED_RESULT, skipped: 0 };

/**
 * One portion's answer added to the import's so far. A collection reached by several portions is
 * listed once, with its puzzles added up, and counts as made by the import if a portion made it.
 */
export function addSummary(outcome: ImportOutcome, summary: ImportResult): ImportOutcome {
  return {
    added: outcome.added + summary.added,
    duplicates: outcome.duplicates + summary.duplicates,
    failed: [...outcome.failed, ...summary.failed],
    notes: [...outcome.notes, ...summary.notes],
    cancelled: outcome.cancelled || summary.cancelled,
    addedIds: [...outcome.addedIds, ...summary.addedIds],
    duplicateOf: [...outcome.duplicateOf, ...summary.duplicateOf],
    collections: mergeCollections(outcome.collections, summary.collections),
    skipped: outcome.skipped,
  };
}

function mergeCollections(
  before: readonly ImportedCollection[],
  more: readonly ImportedCollection[],
): ImportedCollection[] {
  const merged = [...before];
  for (const collection of more) {
    const at = merged.findIndex((each) => each.id === collection.id);
    const earlier = merged[at];
    if (earlier === undefined) merged.push(collection);
    else
      merged[at] = {
        ...collection,
        created: earlier.created || collection.created,
        added: earlier.added + collection.added,
      };
  }
  return merged;
}

export function addFailures(outcome: ImportOutcome, failures: readonly ImportFailure[]): ImportOutcome {
  return { ...outcome, failed: [...outcome.failed, ...failures] };
}

/** One line for a toast: "12 puzzles added, 3 already in the library, 1 failure." */
export function outcomeSentence(outcome: ImportSummary): string {
  const parts = [plural(outcome.added, 'puzzle') + ' added'];
  if (outcome.duplicates > 0) parts.push(`${outcome.duplicates.toLocaleString('en')} already in the library`);
  if (outcome.failed.length > 0) parts.push(`${plural(outcome.failed.length, 'failure')}`);
  const sentence = parts.join(', ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}${outcome.cancelled ? ' before the import was cancelled' : ''}.`;
}

/** The summary's note on files a folder held that were not read: "1 file … was left out". */
export function skippedNote(skipped: number): string {
  const verb = skipped === 1 ? 'was' : 'were';
  const look = skipped === 1 ? 'did not look like a puzzle file' : 'did not look like puzzle files';
  return `${plural(skipped, 'file')} in the folders ${look} and ${verb} left out.`;
}
