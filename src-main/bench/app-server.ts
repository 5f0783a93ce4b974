/**
 * Starts browser mode as a user would (`node --import tsx src-main/web/serve.ts`) on a fresh data
 * folder and a free port, for the end-to-end tests and the benchmarks that drive a browser, and
 * stops it again: politely first, then for good. A test can also kill it outright and start it
 * again on the same folder.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { launchServe, type LaunchedServe } from './serve-process.ts';

export const PROJECT_ROOT = resolve(import.meta.dirname, '..', '..');

const START_TIMEOUT_MS = 60_000;

export interface AppServer {
  /** The printed URL, token included; a restart prints a new one. */
  readonly url: string;
  readonly dataDir: string;
  /** Kills the server at once (SIGKILL), as a crash or a power cut of the app would; the data folder stays. */
  kill(): Promise<void>;
  /** Starts the server again on the same data folder, after `kill`. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export async function startAppServer(): Promise<AppServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'nonogram-e2e-'));
  let serve: LaunchedServe;
  try {
    serve = await launch(dataDir);
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const running = (): boolean => serve.child.exitCode === null && serve.child.signalCode === null;
  return {
    get url() {
      return serve.url;
    },
    dataDir,
    kill: async () => {
      if (!running()) return;
      const exited = new Promise<void>((done) => serve.child.once('exit', () => done()));
      serve.child.kill('SIGKILL');
      await exited;
    },
    restart: async () => {
      if (running()) throw new Error('The server is still running.');
      serve = await launch(dataDir);
    },
    close: async () => {
      await serve.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

function launch(dataDir: string): Promise<LaunchedServe> {
  return launchServe(['--data-dir', dataDir, '--port', '0'], {
    timeoutMs: START_TIMEOUT_MS,
    env: { NODE_ENV: 'test' },
  });
}
