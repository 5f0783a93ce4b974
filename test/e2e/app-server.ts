/**
 * Starts browser mode as a user would (`node --import tsx src-main/web/serve.ts`) on a fresh data
 * folder and a free port, reads the URL from the line it prints, and stops it again: politely
 * first, then for good.
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
  /** The printed URL, token included. */
  readonly url: string;
  readonly dataDir: string;
  close(): Promise<void>;
}

export async function startAppServer(): Promise<AppServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'nonogram-e2e-'));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src-main/web/serve.ts', '--data-dir', dataDir, '--port', '0'],
    { cwd: PROJECT_ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_ENV: 'test' } },
  );
  try {
    const url = await readyUrl(child);
    return { url, dataDir, close: () => stop(child, dataDir) };
  } catch (error) {
    await stop(child, dataDir);
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
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  }
  await rm(dataDir, { recursive: true, force: true });
}
