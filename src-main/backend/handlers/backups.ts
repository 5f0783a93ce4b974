/**
 * `backups.*`: the copies of the library in its backups folder, a new one on demand, and putting
 * one back. A restore first stops everything that could write what the old contents imply: the
 * background check (held until the restore is over), the solver's jobs (their answers are for
 * puzzles that may be gone) and the attempts held in memory (their unsaved pictures are stored
 * first, so the copy taken before the restore has them). An import under way is not stopped
 * behind the user's back: the restore is refused until it ends.
 *
 * A library file the app did not just write (a copy added from a file, one dropped into the
 * backups folder) is examined in the file worker thread, with a time limit, before it is listed,
 * added or restored: see library/copy-check.ts. One that changes after that is never examined
 * here on the main thread: it is listed as not checked until the next look.
 */
import { removeBackupFile, saveBackup } from '../../library/backup.ts';
import {
  arrivedCopy,
  discardPieces,
  keepExaminedCopy,
  receivePiece,
  removeStalePieces,
} from '../../library/backup-add.ts';
import {
  backupFile,
  backupFolder,
  describeBackup,
  libraryTotals,
  listBackups,
  rememberExamined,
  unexaminedBackups,
} from '../../library/backup-list.ts';
import { nativeBindingOf } from '../../library/beside.ts';
import { restoreLibraryPrepared } from '../../library/restore.ts';
import type { Db } from '../../library/sql.ts';
import type { Handlers } from '../../contract/methods.ts';
import { ApiFailure } from '../../contract/result.ts';
import type { HandlerContext } from '../handler-context.ts';
import type { CopyContents } from '../../library/copy-check.ts';
import { statSync } from 'node:fs';
import { checkTimeLimitMs } from '../file-worker/file-worker.ts';

type BackupMethods =
  | 'backups.list'
  | 'backups.create'
  | 'backups.restore'
  | 'backups.delete'
  | 'backups.upload'
  | 'backups.add'
  | 'backups.discard';

export function backupHandlers(context: HandlerContext): Pick<Handlers, BackupMethods> {
  const { db, solver, localJobs, checks, playSessions, emit, files } = context;
  const dataDir = context.info.dataDir;
  let restoring = false;

  const examine = (file: string): Promise<CopyContents> =>
    files.examineCopy(file, nativeBindingOf(db), checkTimeLimitMs(statSync(file).size));

  /** Examines, off the main thread, the copies in the folder not examined yet. */
  const examineNew = async (): Promise<void> => {
    for (const file of unexaminedBackups(dataDir)) {
      try {
        rememberExamined(file, await examine(file));
      } catch {
        // Removed meanwhile: it is simply not listed.
      }
    }
  };

  return {
    'backups.list': async () => {
      removeStalePieces(dataDir);
      await examineNew();
      const backups = listBackups(db, dataDir, 'unchecked');
      return {
        folder: backupFolder(dataDir),
        libraryFile: db.name,
        ...libraryTotals(db),
        backupsBytes: backups.reduce((sum, backup) => sum + backup.bytes, 0),
        backups,
      };
    },
    'backups.create': async () => describeBackup(db, await saveBackup(db, dataDir)),
    'backups.delete': async ({ name }) => {
      removeBackupFile(backupFile(dataDir, name));
      return { deleted: true };
    },
    'backups.upload': async ({ uploadId, offset, data }) => ({
      received: receivePiece(dataDir, uploadId, offset, Buffer.from(data, 'base64')),
    }),
    'backups.add': async (received) => {
      const file = arrivedCopy(dataDir, received);
      return describeBackup(db, keepExaminedCopy(dataDir, received, await examine(file)));
    },
    'backups.discard': async ({ uploadId }) => {
      discardPieces(dataDir, uploadId);
      return { discarded: true };
    },
    'backups.restore': async ({ name }) => {
      const file = backupFile(dataDir, name);
      await examineNew();
      const backup = describeBackup(db, file, 'unchecked');
      if (backup.problem !== null) {
        throw new ApiFailure(
          'invalid-arguments',
          `The backup "${name}" cannot be restored: ${backup.problem}. Nothing was changed.`,
        );
      }
      if (restoring) throw new ApiFailure('invalid-arguments', 'A restore is already under way.');
      if (localJobs.busy) {
        throw new ApiFailure(
          'invalid-arguments',
          'An import is under way. Restore the backup when it has finished, or stop it first.',
        );
      }
      restoring = true;
      const releaseJobs = localJobs.hold(
        'A backup is being restored. Start this again when the restore has finished.',
      );
      let release: (() => void) | undefined;
      try {
        release = await checks.hold();
        solver.cancelAll('The library was replaced by a backup.');
        playSessions.forgetAll();
        // The copy is read, vacuumed and put in place in the file worker thread; the app answers
        // meanwhile, its reads seeing the library as it was until the restore commits.
        const timeLimitMs = checkTimeLimitMs(statSync(file).size);
        const now = new Date();
        const outcome = await restoreLibraryPrepared(
          db,
          file,
          dataDir,
          {
            prepare: (scratch) => files.prepareRestore(file, scratch, nativeBindingOf(db), timeLimitMs),
            replace: (scratch) =>
              withoutWaitingForLocks(db, () =>
                files.replaceLibrary(db.name, scratch, now, nativeBindingOf(db), timeLimitMs),
              ),
          },
          now,
          'unchecked',
        );
        const savedAs = describeBackup(db, outcome.savedAs);
        const result = { restored: backup, savedAs };
        emit('library.replaced', result);
        emit('library.changed', { ids: [] });
        return result;
      } finally {
        restoring = false;
        releaseJobs();
        release?.();
      }
    },
  };
}

/**
 * While the worker holds the library's write lock, a write here (a move, a setting) fails at once
 * as busy, with a sentence, rather than waiting for the lock: a wait would hold this thread, and
 * the window with it, for as long as the restore takes.
 */
async function withoutWaitingForLocks<T>(db: Db, work: () => Promise<T>): Promise<T> {
  const waitMs = db.pragma('busy_timeout', { simple: true }) as number;
  db.pragma('busy_timeout = 0');
  try {
    return await work();
  } finally {
    db.pragma(`busy_timeout = ${waitMs}`);
  }
}
