/**
 * An import under way is noted in the settings table, under its job id, and how many puzzles it
 * has stored is updated in the same transaction as each batch (import.ts). A finished, cancelled
 * or failed import removes its note; one still there at the next start was cut off (the app was
 * killed, the power went), and the app says how far it got: its batches are all or nothing, so
 * the count is exactly what the library kept.
 */
import { readSetting, writeSetting } from './settings.ts';
import { isoTime, prepared, type Db } from './sql.ts';

const PREFIX = 'import.unfinished.';

interface Marker {
  readonly files: number;
  readonly added: number;
  readonly startedAt: string;
}

export function markImportStarted(db: Db, jobId: string, files: number, now: Date = new Date()): void {
  writeSetting(db, PREFIX + jobId, { files, added: 0, startedAt: isoTime(now) } satisfies Marker);
}

/** Inside the transaction of the batch that brought the import's count to `added`. */
export function markImportProgress(db: Db, jobId: string, added: number): void {
  const marker = readMarker(db, PREFIX + jobId);
  if (marker) writeSetting(db, PREFIX + jobId, { ...marker, added } satisfies Marker);
}

export function markImportFinished(db: Db, jobId: string): void {
  prepared(db, 'DELETE FROM settings WHERE key = ?').run(PREFIX + jobId);
}

/** A sentence about each import the last run did not finish; their notes are removed. */
export function takeUnfinishedImports(db: Db): string[] {
  const keys = prepared(db, `SELECT key FROM settings WHERE substr(key, 1, ?) = ? ORDER BY key`)
    .pluck()
    .all(PREFIX.length, PREFIX) as string[];
  const sentences = keys.flatMap((key) => {
    const marker = readMarker(db, key);
    return marker ? [sentence(marker)] : [];
  });
  for (const key of keys) prepared(db, 'DELETE FROM settings WHERE key = ?').run(key);
  return sentences;
}

function sentence(marker: Marker): string {
  const files = marker.files === 1 ? 'one file' : `${marker.files} files`;
  const when = new Date(marker.startedAt);
  const started = Number.isNaN(when.getTime()) ? '' : ` (started ${when.toLocaleString('en-GB')})`;
  const kept =
    marker.added === 0
      ? 'before it had stored any puzzle'
      : `after it had stored ${marker.added === 1 ? 'one puzzle' : `${marker.added} puzzles`}, which are in the library`;
  return (
    `The import of ${files}${started} was cut off when the app stopped, ${kept}. ` +
    'Import the files again to bring in the rest; puzzles already there are skipped.'
  );
}

function readMarker(db: Db, key: string): Marker | null {
  const value = readSetting(db, key);
  if (typeof value !== 'object' || value === null) return null;
  const { files, added, startedAt } = value as Partial<Marker>;
  if (typeof files !== 'number' || typeof added !== 'number' || typeof startedAt !== 'string') return null;
  return { files, added, startedAt };
}
