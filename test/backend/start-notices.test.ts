/**
 * What the backend says at start about things that went wrong out of sight: a daily backup that
 * could not be written, an import cut off by a kill.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { Backend } from '../../src-main/backend/backend.ts';
import { dispatch } from '../../src-main/backend/dispatch.ts';
import type { AppInfo } from '../../src-main/contract/dto.ts';
import { importPuzzles } from '../../src-main/library/import.ts';
import { markImportStarted } from '../../src-main/library/import-marker.ts';
import { openLibrary } from '../../src-main/library/open.ts';
import { tempFolder } from '../temp-folder.ts';
import { jwilk } from '../library/temp-library.ts';
import { openTestBackend } from './test-backend.ts';

async function open(dataDir: string): Promise<Backend> {
  const backend = await openTestBackend(dataDir);
  onTestFinished(() => backend.close());
  return backend;
}

async function info(backend: Backend): Promise<AppInfo> {
  const result = await dispatch(backend.handlers, 'app.info', {});
  if (!result.ok) throw new Error(result.error.message);
  return result.value as AppInfo;
}

describe('notices at start', () => {
  it('tells the window, not only the log, that the daily backup could not be made', async () => {
    const dataDir = tempFolder();
    // A file where the backups folder should be: the copy cannot be written, as on a full disk.
    writeFileSync(join(dataDir, 'backups'), 'in the way');
    const backend = await open(dataDir);
    await expect
      .poll(async () => (await info(backend)).notices)
      .toEqual([expect.stringMatching(/^Today's backup of the library could not be made \(.+\)\./)]);
  });

  it('says how many puzzles an import cut off by a kill had kept', async () => {
    const dataDir = tempFolder();
    const { db } = openLibrary(dataDir);
    markImportStarted(db, 'job-1', 3);
    const items = [1, 2, 3, 4, 5].map((n) => ({ puzzle: jwilk(n), file: `data${n}.nin`, index: 1 }));
    // Two batches of two are stored; the third never comes, as when the app is killed.
    let batches = 0;
    await expect(
      importPuzzles(db, items, {
        onProgress: () => {
          if (++batches === 2) throw new Error('killed');
        },
        batchSize: 2,
        markedAs: 'job-1',
      }),
    ).rejects.toThrow('killed');
    db.close();

    const backend = await open(dataDir);
    const notices = (await info(backend)).notices;
    expect(notices).toEqual([
      expect.stringMatching(
        /^The import of 3 files \(started .+\) was cut off when the app stopped, after it had stored 4 puzzles, which are in the library\./,
      ),
    ]);
    await backend.close();
    expect((await info(await open(dataDir))).notices).toEqual([]);
  });
});
