/**
 * One app at a time on a data folder. A second app on the same folder (a second browser-mode
 * server, or Electron beside browser mode) would take the first's unfinished-import notes for an
 * import a kill cut off, restore under its feet and write the same attempts; so it refuses to
 * start and names the one that runs.
 *
 * The lock is a file in the folder holding the process id. It is created whole or not at all (its
 * contents are written to a file of this process's own, then linked to the lock's name, which
 * fails if the name is taken), so a reader never meets a half-written lock. A lock whose process
 * has gone (the app was killed, the computer lost power) is taken over. Within one process the
 * lock is shared (the tests open a folder again without closing it, as a kill leaves it): the
 * file goes when the last holder here releases it.
 */
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { LibraryError } from './errors.ts';

export const LOCK_FILE = 'nonogram.lock';

interface Holder {
  readonly pid: number;
  readonly startedAt: string;
}

export interface FolderLock {
  /** Removes the lock, if it is still this process's. */
  release(): void;
}

/** How many holders in this process each lock file has. */
const held = new Map<string, number>();

export function lockDataFolder(dataDir: string, now: Date = new Date()): FolderLock {
  mkdirSync(dataDir, { recursive: true });
  const path = resolve(dataDir, LOCK_FILE);
  const mine: Holder = { pid: process.pid, startedAt: now.toISOString() };
  // Two tries: the second after a stale lock is removed.
  for (let attempt = 0; attempt < 2; attempt++) {
    const holder = create(path, mine) ? mine : readHolder(path);
    // This process's own id: a backend here holds it already (shared), or it is left from an
    // earlier life of the id (a restarted container's); either way it is this process's now.
    if (holder?.pid === process.pid) {
      held.set(path, (held.get(path) ?? 0) + 1);
      return { release: once(() => release(path)) };
    }
    if (holder !== null && isRunning(holder.pid)) {
      throw new LibraryError(
        'invalid-arguments',
        `The data folder ${dataDir} is in use by another Nonogram Studio (process ${holder.pid}, ` +
          `started ${holder.startedAt}). Close that one first, or use another folder. ` +
          `If no such app is running, remove ${path}.`,
      );
    }
    rmSync(path, { force: true });
  }
  throw new LibraryError(
    'invalid-arguments',
    `The data folder ${dataDir} could not be locked for this app: another one is starting on it.`,
  );
}

function once(action: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    action();
  };
}

/** Creates the lock with its contents in one step; false when the name is taken. */
function create(path: string, holder: Holder): boolean {
  const own = `${path}.${holder.pid}`;
  writeFileSync(own, JSON.stringify(holder));
  try {
    linkSync(own, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(own, { force: true });
  }
}

function readHolder(path: string): Holder | null {
  try {
    const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { pid, startedAt } = parsed as Record<string, unknown>;
    if (typeof pid !== 'number' || !Number.isInteger(pid) || pid <= 0) return null;
    return { pid, startedAt: typeof startedAt === 'string' ? startedAt : 'at an unknown time' };
  } catch {
    // Removed meanwhile, or not a lock this app wrote: nobody holds it.
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function release(path: string): void {
  const count = held.get(path) ?? 0;
  if (count > 1) {
    held.set(path, count - 1);
    return;
  }
  held.delete(path);
  if (readHolder(path)?.pid === process.pid) rmSync(path, { force: true });
}
