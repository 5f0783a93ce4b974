/**
 * The file worker thread: puzzle files are read there, so a file that takes much memory or time
 * fails alone and the backend's main thread keeps answering meanwhile.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { dispatch } from '../../src-main/backend/dispatch.ts';
import { devFileWorker } from '../../src-main/backend/file-worker/dev-entry.ts';
import { FileWorker, FileWorkerError } from '../../src-main/backend/file-worker/file-worker.ts';
import { FormatError } from '../../src-main/engine/formats/index.ts';
import { writeWebpbn } from '../../src-main/engine/formats/webpbn.ts';
import { readPuzzleFile } from '../../src-main/engine/formats/index.ts';
import { LibraryError } from '../../src-main/library/errors.ts';
import { craftLibrary } from '../library/crafted-libraries.ts';
import { addPuzzle, jwilk, openTemp } from '../library/temp-library.ts';
import { saveBackup } from '../../src-main/library/backup.ts';
import { tempFolder } from '../temp-folder.ts';
import Database from 'better-sqlite3';
import { openTestBackend } from './test-backend.ts';
import { FIXTURES } from '../fixture-path.ts';

const dancerXml = readFileSync(join(FIXTURES, 'formats/dancer-webpbn-1.xml'), 'utf8');
const dancer = readPuzzleFile('dancer.xml', dancerXml).puzzles[0]!.puzzle;
/** About 2 MB of webpbn XML: Dancer 3,000 times. */
const largeSet = writeWebpbn(Array.from({ length: 3000 }, () => dancer));

function worker(heapMb?: number): FileWorker {
  const files = new FileWorker(devFileWorker(), heapMb);
  onTestFinished(() => files.close());
  return files;
}

async function failureOf(run: Promise<unknown>): Promise<Error> {
  try {
    await run;
  } catch (error) {
    if (error instanceof Error) return error;
  }
  throw new Error('it did not fail');
}

describe('the file worker', () => {
  it("makes a restore's scratch copy in the thread, and passes a refusal back as the library's own sentence", async () => {
    const files = worker();
    const { db, dir } = openTemp();
    addPuzzle(db, jwilk(1), { title: 'Copied' });
    const saved = await saveBackup(db, dir);
    const scratch = join(tempFolder(), 'scratch.sqlite');
    await files.prepareRestore(saved, scratch, undefined, 30_000);
    const copy = new Database(scratch, { readonly: true });
    onTestFinished(() => {
      copy.close();
    });
    expect(copy.prepare('SELECT title FROM puzzles').pluck().all()).toEqual(['Copied']);

    const foreign = join(tempFolder(), 'foreign.sqlite');
    craftLibrary('extra-trigger', foreign);
    const refusal = await failureOf(files.prepareRestore(foreign, `${scratch}-2`, undefined, 30_000));
    expect(refusal).toBeInstanceOf(LibraryError);
    expect(refusal.message).toMatch(
      /^The backup "foreign\.sqlite" cannot be restored: it is not a puzzle library of this app \(it has a trigger "spread" .*\)\. Nothing was changed\.$/,
    );
  });

  it('reads a puzzle file as the readers do, and gives their FormatError with its line', async () => {
    const files = worker();
    const read = await files.read('dancer.xml', dancerXml);
    expect(read.puzzles[0]!.puzzle).toMatchObject({
      width: dancer.width,
      height: dancer.height,
      rows: dancer.rows,
    });
    const error = await failureOf(files.read('bad.xml', '<puzzleset>\n<puzzle>\n</puzzleset>'));
    expect(error).toBeInstanceOf(FormatError);
    expect((error as FormatError).line).toBe(3);
  });

  it('fails a file that needs more memory than its limit, alone: the next file is read', async () => {
    const files = worker(12);
    const error = await failureOf(files.read('large.xml', largeSet));
    expect(error).toBeInstanceOf(FileWorkerError);
    expect(error.message).toMatch(/needs more than the 12 MB of memory a file may take/);
    expect((await files.read('dancer.xml', dancerXml)).puzzles).toHaveLength(1);
  });

  it('stops a file that takes longer than its time limit, and reads the next', async () => {
    const files = worker();
    const error = await failureOf(files.read('large.xml', largeSet, 50));
    expect(error.message).toMatch(/took longer than/);
    expect((await files.read('dancer.xml', dancerXml)).puzzles).toHaveLength(1);
  });
});

describe('an import of a large file', () => {
  it('lets other calls through while the file is read', async () => {
    const backend = await openTestBackend(tempFolder());
    onTestFinished(() => backend.close());
    const order: string[] = [];
    const importing = dispatch(backend.handlers, 'library.import', {
      jobId: 'large',
      files: [{ name: 'large.xml', text: largeSet }],
    }).then((result) => {
      order.push('import');
      return result;
    });
    await dispatch(backend.handlers, 'library.list', {}).then(() => order.push('list'));
    const imported = await importing;
    expect(order).toEqual(['list', 'import']);
    expect(imported).toMatchObject({ ok: true, value: { added: 1, duplicates: 2999 } });
  });
});
