/**
 * Browser mode in its own process for the probes: the built bundle when there is one
 * (out/electron/serve.mjs, after `npm run build`), else the sources through tsx. Calls go over
 * HTTP with the token, as the page's would, each with a time limit: a call the server does not
 * answer in time comes back as `timed-out`, so a hang is reported and the probe goes on. The
 * process's memory is read from Linux's /proc (memory.ts), where there is one. Every server
 * started here is known, so a probe that must stop at once can kill them all (killAllServers).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { BUILT_ENTRY, launchServe, type LaunchedServe } from '../../src-main/bench/serve-process.ts';
import { TOKEN_HEADER } from '../../src-main/contract/bridge.ts';
import { peakResidentMb, residentGrowthMb } from './memory.ts';

const RENDERER = resolve(import.meta.dirname, '../../test/web/fixtures/renderer');

export interface AppServer {
  readonly serve: LaunchedServe;
  readonly pid: number;
  call(method: string, args: unknown): Promise<{ status: number; body: ApiAnswer }>;
  /** Sends a raw body (a string, not JSON-encoded here). */
  post(method: string, body: string): Promise<{ status: number; body: ApiAnswer }>;
  /** The process's peak resident memory so far (or since the last measured step), in MB; null where /proc is not there. */
  peakMb(): number | null;
  /** Runs `work` and measures how much resident memory the server took for it beyond what it held (memory.ts). */
  growth<T>(work: () => Promise<T>): Promise<{ value: T; growthMb: number | null }>;
  kill(): void;
}

/** How long a call may wait for its answer unless told otherwise. */
export const CALL_TIME_LIMIT_MS = 120_000;

const running = new Set<AppServer>();

/** Kills every server started here that still runs (SIGKILL): for a probe past its bound. */
export function killAllServers(): void {
  for (const server of running) server.kill();
}

export interface ApiAnswer {
  readonly ok: boolean;
  readonly value?: unknown;
  readonly error?: { readonly code: string; readonly message: string };
}

export function builtServerExists(): boolean {
  return existsSync(BUILT_ENTRY);
}

export async function startAppServer(
  dataDir: string,
  options: { heapMb?: number; callTimeLimitMs?: number } = {},
): Promise<AppServer> {
  const limitMs = options.callTimeLimitMs ?? CALL_TIME_LIMIT_MS;
  const serve = await launchServe(['--data-dir', dataDir, '--renderer-dir', RENDERER], {
    built: builtServerExists(),
    ...(options.heapMb === undefined
      ? {}
      : { env: { NODE_OPTIONS: `--max-old-space-size=${options.heapMb}` } }),
  });
  const url = new URL(serve.url);
  const token = url.searchParams.get('token')!;
  const pid = serve.child.pid!;
  const post = async (method: string, body: string): Promise<{ status: number; body: ApiAnswer }> => {
    let response: Response;
    try {
      response = await fetch(new URL(`/api/${method}`, url), {
        method: 'POST',
        headers: { 'content-type': 'application/json', [TOKEN_HEADER]: token },
        body,
        signal: AbortSignal.timeout(limitMs),
      });
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError') return timedOut(method, limitMs);
      // The server answers an oversized body at once and closes the connection while the rest
      // of the body is still being sent.
      const reason = error instanceof Error ? String(error.cause ?? error.message) : String(error);
      return { status: 0, body: { ok: false, error: { code: 'connection-closed', message: reason } } };
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError') return timedOut(method, limitMs);
      const reason = error instanceof Error ? error.message : String(error);
      return { status: 0, body: { ok: false, error: { code: 'connection-closed', message: reason } } };
    }
    let parsed: ApiAnswer;
    try {
      parsed = JSON.parse(text) as ApiAnswer;
    } catch {
      parsed = { ok: false, error: { code: 'not-json', message: text.slice(0, 200) } };
    }
    return { status: response.status, body: parsed };
  };
  const server: AppServer = {
    serve,
    pid,
    post,
    call: (method, args) => post(method, JSON.stringify(args)),
    peakMb: () => peakResidentMb(pid),
    growth: (work) => residentGrowthMb(pid, work),
    kill() {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    },
  };
  running.add(server);
  serve.child.once('exit', () => running.delete(server));
  return server;
}

function timedOut(method: string, limitMs: number): { status: number; body: ApiAnswer } {
  const message = `${method} had no answer within ${limitMs / 1000} s`;
  return { status: 0, body: { ok: false, error: { code: 'timed-out', message } } };
}
