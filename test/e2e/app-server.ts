/**
 * Starts browser mode as a user would (`node --import tsx src-main/web/serve.ts`) on a fresh data
 * folder and a free port, reads the URL from the line it prints, and stops it again: politely
 * first, then for good. A test can also kill it outright and start it again on the same folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const PROJECT_ROOT = resolve(import.meta.dirname, '..', '..');

const URL_PATTERN = /(http:\/\/127\.0\.0\.1:\d+\/\?token=\S+)/;
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 5_000;

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
  let child: ChildProcess;
  let url: string;
  try {
    ({ child, url } = await launch(dataDir));
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    get url() {
      return url;
    },
    dataDir,
    kill: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((done) => child.once('exit', () => done()));
      child.kill('SIGKILL');
      await exited;
    },
    restart: async () => {
      if (child.exitCode === null && child.signalCode === null)
        throw new Error('The server is still running.');
      ({ child, url } = await launch(dataDir));
    },
    close: () => stop(child, dataDir),
  };
}

async function launch(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src-main/web/serve.ts', '--data-dir', dataDir, '--port', '0'],
    { cwd: PROJECT_ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_ENV: 'test' } },
  );
  try {
    return { child, url: await readyUrl(child) };
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
}

function readyUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolveUrl, reject) => {
    let output = '';
    const timer = setTimeout(() => fail(`no URL within ${START_TIMEOUT_MS / 1000} s`), START_TIMEOUT_MS);
    const fail = (why: string): void => {
      clearTimeout(timer);
      reject(new Error(`Browser mode did not start (${why}). Its output:\n${output}`));
    };
    const read = (chunk: Buffer): void => {
      output += chunk.toString();
      const match = URL_PATTERN.exec(output);
      if (match) {
        clearTimeout(timer);
        resolveUrl(match[1]!);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => fail(`it exited with code ${code}`));
  });
}

async function stop(child: ChildProcess, dataDir: string): Promise<void> {
  await stopProcess(child);
  await rm(dataDir, { recursive: true, force: true });
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  }
}
