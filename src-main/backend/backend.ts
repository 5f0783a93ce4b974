/**
 * The app's backend, the same in Electron and in browser mode: the puzzle library, the solver host
 * and the handlers of the contract over both, plus a fan-out of events to every subscriber (the
 * window, or each browser tab's event stream). The transports only validate, forward and deliver.
 */
import packageJson from '../../package.json' with { type: 'json' };
import { dailyBackup } from '../library/backup.ts';
import { takeUnfinishedImports } from '../library/import-marker.ts';
import { closeLibrary, libraryPath, openLibrary, type OpenedLibrary } from '../library/open.ts';
import { removeReadCopies } from '../library/photo-upload.ts';
import { lockDataFolder } from '../library/folder-lock.ts';
import { readStarterCollection } from '../library/starter-collection.ts';
import { seedStarterCollection } from '../library/starter-seed.ts';
import { existsSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { processesFor, SolverHost, type SolverHostOptions } from '../solver-host/host.ts';
import { BackgroundChecks } from './background-checks.ts';
import type { SpawnSolver } from '../solver-host/solver-child.ts';
import type { WorkerEntry } from '../solver-host/worker-thread.ts';
import { checkTimeLimitMs, FileWorker } from './file-worker/file-worker.ts';
import type { EventSink } from '../contract/bridge.ts';
import type { Handlers, MenuState } from '../contract/methods.ts';
import type { AppInfo } from '../contract/dto.ts';
import { createHandlers } from './handlers/index.ts';
import { LocalJobs } from './local-jobs.ts';
import { PlaySessions } from './play-sessions.ts';
import { ExportFiles } from './exports/export-files.ts';

export interface BackendOptions {
  readonly dataDir: string;
  readonly mode: AppInfo['mode'];
  readonly spawnSolver: SpawnSolver;
  /**
   * The file worker thread's entry (file-worker/): built, out/electron/file-worker.mjs; from the
   * sources, file-worker/dev-entry.ts's devFileWorker().
   */
  readonly fileWorker: WorkerEntry;
  /** A better-sqlite3 build for this runtime, when not the one in node_modules (Electron in development). */
  readonly nativeBinding?: string;
  /**
   * Where the starter collection lives (default: resources/starter of the app's own files, which
   * the package includes); null starts an empty library, for tests that count what they add.
   */
  readonly starterDir?: string | null;
  /**
   * Shows a folder in the system's file manager, resolving to an error message or '' (Electron's
   * `shell.openPath`). Without it, `app.openFolder` is refused and the app shows paths instead.
   */
  readonly openFolder?: (path: string) => Promise<string>;
  /** Greys out the application menu's items for commands the screen cannot take, ticks toggles that are on (Electron). */
  readonly setMenuState?: (state: MenuState) => void;
  /** Start the solver process this long after opening, so the first job does not wait. Default 1500 ms. */
  readonly solverWarmUpMs?: number | null;
  /**
   * The library's background check (background-checks.ts): when to start after opening (default
   * 2000 ms) and each check's time limit. null leaves it off, for tests that count the solver's
   * jobs or the library's changes.
   */
  readonly backgroundChecks?: { readonly startAfterMs?: number; readonly timeLimitMs?: number } | null;
  /** How many solver processes, and how many of them background checks may use. Default: by the machine (processesFor). */
  readonly solverProcesses?: Pick<SolverHostOptions, 'processes' | 'backgroundProcesses'>;
  /** How long the library file's check at start may take. Default: by its size (checkTimeLimitMs). */
  readonly libraryCheckTimeLimitMs?: number;
}

export interface Backend {
  readonly handlers: Handlers;
  /** Adds a receiver of every event; returns the function that removes it. */
  subscribe(sink: EventSink): () => void;
  /** Exports written and waiting to be downloaded (the transports stream them). */
  readonly exports: ExportFiles;
  /** Sends an event to every subscriber: the shell's own events (menu commands, opened files) go here too. */
  readonly emit: EventSink;
  /** Sentences the user must see at start, such as a damaged library that was set aside. */
  readonly notices: readonly string[];
  /** Stops running jobs, the solver process and the library, in that order. */
  close(): Promise<void>;
}

/** The sentence for a daily backup that failed; a full disk is said in plain words. */
function backupFailure(error: unknown): string {
  const code = error instanceof Error && 'code' in error ? String(error.code) : '';
  const reason =
    code === 'ENOSPC' || code === 'SQLITE_FULL'
      ? 'the disk is full'
      : error instanceof Error
        ? error.message
        : String(error);
  return (
    `Today's backup of the library could not be made (${reason}). Your puzzles are safe in the ` +
    'library itself; free some space or fix the backups folder, then use Back up now under Settings.'
  );
}

/** The library file's size with its write-ahead log, which the check reads too; 0 when there is none. */
function librarySize(path: string): number {
  let bytes = 0;
  for (const file of [path, `${path}-wal`]) {
    try {
      bytes += statSync(file).size;
    } catch {
      // Not there: nothing to read.
    }
  }
  return bytes;
}

export async function openBackend(options: BackendOptions): Promise<Backend> {
  // Before anything is read: a second app on the folder would take the first's work for cut off.
  const lock = lockDataFolder(options.dataDir);
  const files = new FileWorker(options.fileWorker);
  // The library file is the app's own only if nobody changed it since; it is checked off this
  // thread, with a time limit, so a crafted one cannot hold up the start (library/library-check.ts).
  const path = libraryPath(options.dataDir);
  const binding = options.nativeBinding === undefined ? {} : { nativeBinding: options.nativeBinding };
  let library: OpenedLibrary;
  try {
    const checked = existsSync(path)
      ? await files.checkLibrary(
          path,
          options.nativeBinding,
          options.libraryCheckTimeLimitMs ?? checkTimeLimitMs(librarySize(path)),
        )
      : undefined;
    library = openLibrary(options.dataDir, { ...binding, ...(checked ? { checked } : {}) });
  } catch (error) {
    await files.close();
    lock.release();
    throw error;
  }
  const starterDir = options.starterDir;
  if (starterDir !== null) {
    try {
      seedStarterCollection(library.db, () => readStarterCollection(starterDir));
    } catch (error) {
      // A missing starter collection must not keep the user from their own library.
      console.error('The starter collection could not be added:', error);
    }
  }
  // What the user must hear at start: the library's own notices, imports a kill cut short, and
  // (added when it happens) a daily backup that failed. Windows open by then hear it as an event.
  const notices: string[] = [...library.notices, ...takeUnfinishedImports(library.db)];
  const notify = (message: string): void => {
    notices.push(message);
    emit('app.notice', { message });
  };
  // Copies of pages for readings a kill cut short: no reading is under way yet.
  removeReadCopies(options.dataDir);
  // A copy a day in backups/, made in steps so the app keeps answering meanwhile.
  const backup = dailyBackup(library.db, options.dataDir).catch((error: unknown) => {
    console.error('The daily backup of the library failed:', error);
    notify(backupFailure(error));
    return null;
  });
  const solver = new SolverHost(
    options.spawnSolver,
    options.solverProcesses ?? processesFor(availableParallelism()),
  );
  const localJobs = new LocalJobs();
  const exports = new ExportFiles(options.dataDir);
  const sinks = new Set<EventSink>();
  const emit: EventSink = (event, payload) => {
    // Whatever changed the library (an import, a new puzzle, a restore) may have left puzzles to check.
    if (event === 'library.changed') checks.kick();
    for (const sink of sinks) {
      try {
        sink(event, payload);
      } catch (error) {
        console.error(`Delivering ${event} failed:`, error);
      }
    }
  };
  const checkOptions = options.backgroundChecks === undefined ? {} : options.backgroundChecks;
  const checksOn = checkOptions !== null;
  const checks = new BackgroundChecks(library.db, solver, emit, {
    enabled: checksOn,
    ...(checkOptions?.timeLimitMs === undefined ? {} : { timeLimitMs: checkOptions.timeLimitMs }),
  });
  checks.kick(checkOptions?.startAfterMs ?? 2000);
  const info: AppInfo = {
    version: packageJson.version,
    mode: options.mode,
    dataDir: options.dataDir,
    canOpenFolders: options.openFolder !== undefined,
    notices,
  };
  const playSessions = new PlaySessions(library.db);
  // Pictures a killed app did not store are rebuilt from their moves, for the thumbnails.
  playSessions.storeStalePictures();
  const handlers = createHandlers({
    db: library.db,
    solver,
    localJobs,
    checks,
    playSessions,
    files,
    exports,
    emit,
    info,
    ...(options.openFolder ? { openFolder: options.openFolder } : {}),
    ...(options.setMenuState ? { setMenuState: options.setMenuState } : {}),
  });
  const warmUpMs = options.solverWarmUpMs === undefined ? 1500 : options.solverWarmUpMs;
  const warmUp =
    warmUpMs === null
      ? undefined
      : setTimeout(
          () => solver.start().catch((error: unknown) => console.warn('The solver did not start:', error)),
          warmUpMs,
        );
  warmUp?.unref();

  let closing: Promise<void> | undefined;
  return {
    handlers,
    subscribe(sink) {
      sinks.add(sink);
      return () => {
        sinks.delete(sink);
      };
    },
    exports,
    emit,
    notices,
    close() {
      closing ??= (async () => {
        clearTimeout(warmUp);
        sinks.clear();
        await localJobs.stopAll();
        exports.close();
        await files.close();
        await checks.close();
        await solver.dispose();
        await backup;
        try {
          playSessions.forgetAll();
        } catch (error) {
          // The next start rebuilds them from the moves (storeStalePictures).
          console.error('The pictures of the attempts being played could not be stored:', error);
        }
        closeLibrary(library.db);
        lock.release();
      })();
      return closing;
    },
  };
}
