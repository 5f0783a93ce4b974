/**
 * Runs browser mode as its own process, as `npm run serve` does, and times it: how long until the
 * URL line is printed, how long until the first page arrives, how long a SIGTERM takes to close
 * everything. The benchmark times the built bundle; the tests run the source through tsx
 * (app-server.ts starts it for the end-to-end tests).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { READY_LINE_PREFIX } from '../web/server.ts';

const SOURCE_ENTRY = resolve(import.meta.dirname, '../web/serve.ts');
/** What `npm run build` produces (vite.electron.config.ts). */
export const BUILT_ENTRY = resolve(import.meta.dirname, '../../out/electron/serve.mjs');
const URL_PATTERN = /http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]+/;

export interface LaunchedServe {
  readonly url: string;
  /** From spawning the process to reading the URL line. */
  readonly readyMs: number;
  /** Everything the process printed on stdout so far. */
  readonly stdout: () => string;
  readonly child: ChildProcess;
  /** Sends SIGTERM and resolves with the exit code and how long the process took to end. */
  stop(): Promise<{ code: number | null; ms: number }>;
}

export interface LaunchOptions {
  /** Run out/electron/serve.mjs rather than the TypeScript source. */
  readonly built?: boolean;
  readonly timeoutMs?: number;
  /** Variables added to this process's environment. */
  readonly env?: Readonly<Record<string, string>>;
}

/** After a SIGTERM, how long the server has to close before it is killed. */
const STOP_TIMEOUT_MS = 5_000;

export function launchServe(args: readonly string[], options: LaunchOptions = {}): Promise<LaunchedServe> {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const entry = options.built ? [BUILT_ENTRY] : ['--import', 'tsx', SOURCE_ENTRY];
  const started = performance.now();
  const child = spawn(process.execPath, [...entry, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...options.env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  const stop = async (): Promise<{ code: number | null; ms: number }> => {
    const from = performance.now();
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    const code = await exited;
    clearTimeout(killer);
    return { code, ms: performance.now() - from };
  };
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`serve printed no URL within ${timeoutMs} ms. stderr: ${stderr}`));
    }, timeoutMs);
    const onData = (): void => {
      const line = stdout.split('\n').find((text) => text.startsWith(READY_LINE_PREFIX));
      const url = line === undefined ? undefined : URL_PATTERN.exec(line)?.[0];
      if (url === undefined) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      resolvePromise({ url, readyMs: performance.now() - started, stdout: () => stdout, child, stop });
    };
    child.stdout.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`serve exited (code ${code}) before it was ready. stderr: ${stderr}`));
    });
  });
}

export interface ServeStartupTiming {
  readonly readyMs: number;
  readonly firstPageMs: number;
  readonly stopMs: number;
}

/**
 * Starts and stops the built browser mode `runs` times, each on a fresh data folder; one timing
 * per run. Needs `npm run build` first.
 */
export async function measureServeStartup(
  options: { readonly rendererDir?: string; readonly runs?: number } = {},
): Promise<ServeStartupTiming[]> {
  if (!existsSync(BUILT_ENTRY)) throw new Error(`${BUILT_ENTRY} is missing: run npm run build first.`);
  const timings: ServeStartupTiming[] = [];
  for (let run = 0; run < (options.runs ?? 3); run++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'nonogram-serve-bench-'));
    try {
      const rendererArgs = options.rendererDir === undefined ? [] : ['--renderer-dir', options.rendererDir];
      const serve = await launchServe(['--data-dir', dataDir, ...rendererArgs], { built: true });
      const before = performance.now();
      const page = await fetch(serve.url);
      await page.text();
      const firstPageMs = serve.readyMs + performance.now() - before;
      const stopped = await serve.stop();
      timings.push({ readyMs: serve.readyMs, firstPageMs, stopMs: stopped.ms });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return timings;
}
