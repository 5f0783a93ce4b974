/**
 * Browser mode in its own process for the probes: the built bundle when there is one
 * (out/electron/serve.mjs, after `npm run build`), else the sources through tsx. Calls go over
 * HTTP with the token, as the page's would; the process's peak memory is read from Linux's
 * /proc (VmHWM), where there is one.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BUILT_ENTRY, launchServe, type LaunchedServe } from '../../src-main/bench/serve-process.ts';
import { TOKEN_HEADER } from '../../src-main/contract/bridge.ts';

const RENDERER = resolve(import.meta.dirname, '../../test/web/fixtures/renderer');

export interface AppServer {
  readonly serve: LaunchedServe;
  readonly pid: number;
  call(method: string, args: unknown): Promise<{ status: number; body: ApiAnswer }>;
  /** Sends a raw body (a string, not JSON-encoded here). */
  post(method: string, body: string): Promise<{ status: number; body: ApiAnswer }>;
  /** The process's peak resident memory so far, in MB; null where /proc is not there. */
  peakMb(): number | null;
  kill(): void;
}

export interface ApiAnswer {
  readonly ok: boolean;
  readonly value?: unknown;
  readonly error?: { readonly code: string; readonly message: string };
}

export function builtServerExists(): boolean {
  return existsSync(BUILT_ENTRY);
}

export async function startAppServer(dataDir: string, options: { heapMb?: number } = {}): Promise<AppServer> {
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
      });
    } catch (error) {
      // The server answers an oversized body at once and closes the connection while the rest
      // of the body is still being sent.
      const reason = error instanceof Error ? String(error.cause ?? error.message) : String(error);
      return { status: 0, body: { ok: false, error: { code: 'connection-closed', message: reason } } };
    }
    const text = await response.text();
    let parsed: ApiAnswer;
    try {
      parsed = JSON.parse(text) as ApiAnswer;
    } catch {
      parsed = { ok: false, error: { code: 'not-json', message: text.slice(0, 200) } };
    }
    return { status: response.status, body: parsed };
  };
  return {
    serve,
    pid,
    post,
    call: (method, args) => post(method, JSON.stringify(args)),
    peakMb() {
      const status = join('/proc', String(pid), 'status');
      if (!existsSync(status)) return null;
      const line = readFileSync(status, 'utf8').match(/^VmHWM:\s+(\d+) kB/m);
      return line ? Number(line[1]) / 1024 : null;
    },
    kill() {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    },
  };
}
