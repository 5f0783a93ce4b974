/**
 * The library file at start is one the app did not just write: it is checked in the file worker
 * thread, with a time limit, before anything reads it. A crafted file is set aside with a reason,
 * and a check that does not finish in its time cannot hold up the start.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';
import { dispatch } from '../../src-main/backend/dispatch.ts';
import { LIBRARY_FILE } from '../../src-main/library/open.ts';
import { devExecArgv } from '../../src-main/solver-host/spawn-node.ts';
import { CRAFTED_LIBRARIES, craftLibrary, type CraftedLibrary } from '../library/crafted-libraries.ts';
import { readNin } from '../../src-main/engine/formats/nin.ts';
import { addPuzzle } from '../library/temp-library.ts';
import { openLibrary } from '../../src-main/library/open.ts';
import { tempFolder } from '../temp-folder.ts';
import { openTestBackend } from './test-backend.ts';

const OPEN_AT_START = fileURLToPath(new URL('./fixtures/open-library-at-start.ts', import.meta.url));
const SILENT_WORKER = fileURLToPath(new URL('./fixtures/silent-file-worker.ts', import.meta.url));
const CHECK_STUCK = fileURLToPath(new URL('./fixtures/check-stuck-in-sqlite.ts', import.meta.url));

interface Started {
  readonly dataDir: string;
  readonly notices: readonly string[];
  readonly answering: boolean;
}

function setAsideFiles(dataDir: string): string[] {
  return readdirSync(dataDir).filter((name) => /^library\.damaged-.+\.sqlite$/.test(name));
}

describe('the library file at start', () => {
  it('is set aside, unread, when crafted to harm the app (each crafted file), and the app starts and answers', () => {
    const kinds = Object.keys(CRAFTED_LIBRARIES) as CraftedLibrary[];
    const dirs = kinds.map((kind) => {
      const dataDir = join(tempFolder(), kind);
      mkdirSync(dataDir);
      craftLibrary(kind, join(dataDir, LIBRARY_FILE));
      return dataDir;
    });
    const crafted = dirs.map((dataDir) => readFileSync(join(dataDir, LIBRARY_FILE)));
    const run = spawnSync(process.execPath, [...devExecArgv(), OPEN_AT_START, ...dirs], {
      encoding: 'utf8',
      timeout: 120_000,
    });
    const started = run.stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Started);
    expect([run.error?.message, run.status, run.stderr]).toEqual([undefined, 0, '']);
    expect(started.map((start) => start.dataDir)).toEqual(dirs);
    kinds.forEach((kind, n) => {
      const start = started[n]!;
      expect([kind, start.answering]).toEqual([kind, true]);
      expect([kind, start.notices]).toEqual([
        kind,
        [
          expect.stringMatching(
            /^The puzzle library could not be read because (it is not a puzzle library of this app \(.+\)|its file is damaged)\. It was kept as "library\.damaged-/,
          ),
        ],
      ]);
      const [aside] = setAsideFiles(start.dataDir);
      expect(readFileSync(join(start.dataDir, aside!))).toEqual(crafted[n]);
    });
  }, 150_000);

  it('is set aside with the reason when its check does not answer within the time limit, and a fresh library opens', async () => {
    const dataDir = tempFolder();
    const { db } = openLibrary(dataDir);
    addPuzzle(db, readNin('1 1\n1\n1\n'));
    db.close();
    const backend = await openTestBackend(dataDir, {
      fileWorker: { entry: SILENT_WORKER, tsx: import.meta.resolve('tsx/esm/api') },
      libraryCheckTimeLimitMs: 200,
    });
    onTestFinished(() => backend.close());
    expect(backend.notices).toEqual([
      expect.stringMatching(
        /^The puzzle library could not be read because it could not be checked: it took longer than 0\.2 seconds\. It was kept as "library\.damaged-.+\.sqlite"/,
      ),
    ]);
    expect(setAsideFiles(dataDir)).toHaveLength(1);
    const listed = await dispatch(backend.handlers, 'library.list', {});
    expect(listed).toMatchObject({ ok: true, value: { total: 0 } });
  });

  it('is given up at its time limit even when the check is stuck inside an SQLite statement, the main thread running meanwhile', () => {
    const dataDir = tempFolder();
    openLibrary(dataDir).db.close();
    // In a child process: a thread inside SQLite cannot be ended, and would keep this one from exiting.
    const run = spawnSync(process.execPath, [...devExecArgv(), CHECK_STUCK, join(dataDir, LIBRARY_FILE)], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.signal).toBe('SIGKILL');
    expect(JSON.parse(run.stdout)).toEqual({
      checked: { kind: 'set-aside', why: 'it could not be checked: it took longer than 0.3 seconds' },
      ticked: true,
    });
  });
});
