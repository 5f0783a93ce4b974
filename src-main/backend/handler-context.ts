/**
 * What every domain's handlers share: the open library, the solver host, the jobs run here, the
 * library's background check, the attempts being played, the file worker and the event sink.
 */
import type { BackgroundChecks } from './background-checks.ts';
import type { MenuState } from '../contract/methods.ts';
import type { AppInfo } from '../contract/dto.ts';
import type { EventSink } from '../contract/bridge.ts';
import type { Db } from '../library/sql.ts';
import type { SolverHost } from '../solver-host/host.ts';
import type { FileWorker } from './file-worker/file-worker.ts';
import type { ExportFiles } from './exports/export-files.ts';
import type { LocalJobs } from './local-jobs.ts';
import type { PlaySessions } from './play-sessions.ts';

export interface HandlerContext {
  readonly db: Db;
  readonly solver: SolverHost;
  readonly localJobs: LocalJobs;
  readonly checks: BackgroundChecks;
  /** The attempts being played, held in memory (a restore of the library must forget them). */
  readonly playSessions: PlaySessions;
  /** Reads puzzle files and examines library files off the main thread. */
  readonly files: FileWorker;
  /** Exports written and waiting to be downloaded. */
  readonly exports: ExportFiles;
  readonly emit: EventSink;
  readonly info: AppInfo;
  /** Shows a folder in the file manager (the desktop app only); resolves to an error message or ''. */
  readonly openFolder?: (path: string) => Promise<string>;
  /**
   * Greys out the menu items whose commands the screen cannot take now, and ticks the toggles
   * that are on (the desktop app only).
   */
  readonly setMenuState?: (state: MenuState) => void;
}
