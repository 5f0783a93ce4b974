/**
 * Puzzle files handed to the app by the system: named on the command line, passed on by a second
 * launch, or opened from the macOS Finder. They are imported like any other import, and the window
 * is told with a `files.imported` event. Command lines also hold switches, the app's own path and
 * Chromium's additions, so only existing files with a puzzle extension count.
 */
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, extname, resolve } from 'node:path';
import type { Handlers } from '../contract/methods.ts';
import { NOTHING_IMPORTED, type ImportFailure, type ImportSummary } from '../contract/dto.ts';
import { MAX_PUZZLE_FILE_CHARS } from '../engine/formats/limits.ts';

/** The largest file the import takes (the contract's limit on one file's text). */
const MAX_FILE_BYTES = MAX_PUZZLE_FILE_CHARS;

export function puzzlePathsIn(
  args: readonly string[],
  cwd: string,
  extensions: ReadonlySet<string>,
): string[] {
  const out: string[] = [];
  for (const arg of args) {
    if (arg.startsWith('-') || !extensions.has(extname(arg).toLowerCase())) continue;
    const path = resolve(cwd, arg);
    try {
      if (statSync(path).isFile()) out.push(path);
    } catch {
      // Not a file we can see: one more argument that is not ours.
    }
  }
  return out;
}

let nextJob = 0;

export async function importPaths(handlers: Handlers, paths: readonly string[]): Promise<ImportSummary> {
  const files: { name: string; text: string }[] = [];
  const unreadable: ImportFailure[] = [];
  for (const path of paths) {
    try {
      if (statSync(path).size > MAX_FILE_BYTES) {
        throw new Error(`the file is larger than ${Math.round(MAX_FILE_BYTES / (1024 * 1024))} MB`);
      }
      files.push({ name: basename(path), text: await readFile(path, 'utf8') });
    } catch (error) {
      unreadable.push({ file: basename(path), message: `Cannot read the file: ${(error as Error).message}` });
    }
  }
  const summary =
    files.length === 0
      ? NOTHING_IMPORTED
      : await handlers['library.import']({
          jobId: `open-files-${Date.now()}-${nextJob++}`,
          files,
          // A file of many puzzles becomes a collection named after it, as in the import dialog.
          collection: { kind: 'groups', names: {} },
        });
  return { ...summary, failed: [...unreadable, ...summary.failed] };
}
