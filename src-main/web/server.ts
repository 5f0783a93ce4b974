/**
 * Browser mode: the renderer and the app's API served over loopback HTTP by plain Node, so the
 * whole app runs (and is tested end to end) where no Electron runtime is available.
 *
 * Routes: `POST /api/<method>` takes JSON arguments and answers an ApiResult; `GET /api/events`
 * streams backend events; `GET /api/exports/<id>` streams a finished export; everything else is a static file of the built renderer. Every request
 * must name us in its Host header; API requests must carry the secret token from the printed URL.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openBackend, type Backend } from '../backend/backend.ts';
import {
  HTTP_API_PREFIX,
  HTTP_EVENTS_PATH,
  HTTP_EXPORTS_PATH,
  TOKEN_HEADER,
  TOKEN_QUERY,
} from '../contract/bridge.ts';
import { exportDownload } from '../backend/exports/export-download.ts';
import { pipeline } from 'node:stream/promises';
import { dispatch } from '../backend/dispatch.ts';
import type { ApiResult } from '../contract/result.ts';
import type { SpawnSolver } from '../solver-host/solver-child.ts';
import type { WorkerEntry } from '../solver-host/worker-thread.ts';
import { devFileWorker } from '../backend/file-worker/dev-entry.ts';
import { spawnNodeSolver } from '../solver-host/spawn-node.ts';
import { SECURITY_HEADERS } from '../backend/content-security-policy.ts';
import { EventStreams } from './event-stream.ts';
import { bodyLimitFor, MAX_BODY_DEPTH, valueLimitFor } from './body-limits.ts';
import { BodyError, readJsonBody } from './json-body.ts';
import { allowedHosts, hostIsAllowed, newToken, tokenMatches } from './request-guard.ts';
import { serveStatic } from '../backend/static-files.ts';

/** The one line `npm run serve` prints; the end-to-end tests read the URL from it. */
export const READY_LINE_PREFIX = 'Nonogram Studio is running in browser mode at ';

/** How long a connection may stay open without sending a request before it is closed. */
const IDLE_CONNECTION_MS = 30_000;

export interface ServerOptions {
  readonly dataDir: string;
  /** 0 or absent: a free port chosen by the system. */
  readonly port?: number;
  /** The built renderer (out/renderer). */
  readonly rendererDir: string;
  /** How to start the solver process. Default: from source, through tsx. */
  readonly spawnSolver?: SpawnSolver;
  /** The file worker thread's entry. Default: from source, through tsx. */
  readonly fileWorker?: WorkerEntry;
  /** How long a connection may send nothing before it is closed. Default 30 s. */
  readonly idleConnectionMs?: number;
}

export interface RunningServer {
  /** `http://127.0.0.1:PORT/?token=TOKEN`: what the user opens. */
  readonly url: string;
  readonly port: number;
  /** Notices from opening the library (such as a damaged file set aside). */
  readonly notices: readonly string[];
  close(): Promise<void>;
}

interface Routing {
  readonly backend: Backend;
  readonly streams: EventStreams;
  readonly rendererDir: string;
  readonly token: string;
  hosts: ReadonlySet<string>;
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const backend = await openBackend({
    dataDir: options.dataDir,
    mode: 'browser',
    spawnSolver: options.spawnSolver ?? (() => spawnNodeSolver()),
    fileWorker: options.fileWorker ?? devFileWorker(),
  });
  const streams = new EventStreams();
  const unsubscribe = backend.subscribe((event, payload) => streams.send(event, payload));
  const routing: Routing = {
    backend,
    streams,
    rendererDir: options.rendererDir,
    token: newToken(),
    hosts: new Set(),
  };
  const server = createServer((request, response) => {
    handle(routing, request, response).catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) sendJson(response, 500, failure('internal', 'The server failed to answer.'));
      else response.destroy();
    });
  });
  // A client that sends its headers slowly must not hold a socket for ever. (Event streams are
  // responses, which no server timeout limits.)
  server.headersTimeout = 10_000;
  // Nor one that connects and sends nothing at all, which no timeout of Node's covers: the
  // socket's own timeout runs until its first request arrives (keepAliveTimeout covers the gaps after).
  const idleMs = options.idleConnectionMs ?? IDLE_CONNECTION_MS;
  server.on('connection', (socket) => {
    socket.setTimeout(idleMs, () => socket.destroy());
  });
  server.on('request', (request: IncomingMessage) => request.socket.setTimeout(0));
  let port: number;
  try {
    port = await listen(server, options.port ?? 0);
  } catch (error) {
    unsubscribe();
    streams.close();
    await backend.close();
    throw error;
  }
  routing.hosts = allowedHosts(port);
  let closing: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}/?${TOKEN_QUERY}=${routing.token}`,
    port,
    notices: backend.notices,
    close: () => {
      closing ??= (async () => {
        unsubscribe();
        streams.close();
        await new Promise<void>((done) => {
          server.close(() => done());
          server.closeAllConnections();
        });
        await backend.close();
      })();
      return closing;
    },
  };
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolvePort, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolvePort((server.address() as AddressInfo).port);
    });
  });
}

async function handle(routing: Routing, request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (!hostIsAllowed(request.headers.host, routing.hosts)) {
    sendJson(
      response,
      403,
      failure('forbidden', 'This server only answers requests addressed to 127.0.0.1.'),
    );
    return;
  }
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const path = url.pathname;
  if (path === HTTP_EVENTS_PATH) {
    if (request.method !== 'GET') return methodNotAllowed(response, 'GET');
    if (!tokenMatches(url.searchParams.get(TOKEN_QUERY), routing.token)) return unauthorized(response);
    routing.streams.open(response, SECURITY_HEADERS);
    return;
  }
  if (path.startsWith(HTTP_EXPORTS_PATH)) {
    if (request.method !== 'GET') return methodNotAllowed(response, 'GET');
    if (!tokenMatches(url.searchParams.get(TOKEN_QUERY), routing.token)) return unauthorized(response);
    await sendExport(routing.backend, path.slice(HTTP_EXPORTS_PATH.length), response);
    return;
  }
  if (path.startsWith(HTTP_API_PREFIX)) {
    if (request.method !== 'POST') return methodNotAllowed(response, 'POST');
    if (!tokenMatches(headerValue(request, TOKEN_HEADER), routing.token)) return unauthorized(response);
    if (!originIsAllowed(request.headers.origin, routing.hosts)) {
      sendJson(response, 403, failure('forbidden', 'Calls from other web sites are refused.'));
      return;
    }
    await answerCall(routing.backend, request, response, path.slice(HTTP_API_PREFIX.length));
    return;
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed(response, 'GET, HEAD');
  await serveStatic(request, response, routing.rendererDir, path, SECURITY_HEADERS);
}

async function answerCall(
  backend: Backend,
  request: IncomingMessage,
  response: ServerResponse,
  method: string,
): Promise<void> {
  let args: unknown;
  try {
    args = await readJsonBody(request, {
      bytes: bodyLimitFor(method),
      depth: MAX_BODY_DEPTH,
      values: valueLimitFor(method),
    });
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    response.setHeader('Connection', 'close');
    sendJson(response, error.status, failure('invalid-arguments', error.message));
    return;
  }
  sendJson(response, 200, await dispatch(backend.handlers, method, args));
}

async function sendExport(backend: Backend, exportId: string, response: ServerResponse): Promise<void> {
  const download = exportDownload(backend.exports, exportId);
  if (!download.found) {
    response.writeHead(404, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' });
    response.end(download.message);
    return;
  }
  response.writeHead(200, { ...SECURITY_HEADERS, ...download.headers });
  try {
    await pipeline(download.open(), response);
  } catch (error) {
    // The tab went away mid-download: the file is gone with it; the person can export again.
    console.error('An export download was cut off:', error);
  }
}

function headerValue(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Browsers send Origin on cross-site POSTs; ours is the page's own origin, or none at all. */
function originIsAllowed(origin: string | undefined, hosts: ReadonlySet<string>): boolean {
  if (origin === undefined) return true;
  return [...hosts].some((host) => origin === `http://${host}`);
}

function failure(code: 'forbidden' | 'internal' | 'invalid-arguments', message: string): ApiResult<never> {
  return { ok: false, error: { code, message } };
}

function unauthorized(response: ServerResponse): void {
  sendJson(
    response,
    401,
    failure('forbidden', 'The secret token is missing or wrong: open the URL the server printed.'),
  );
}

function methodNotAllowed(response: ServerResponse, allow: string): void {
  response.setHeader('Allow', allow);
  sendJson(response, 405, failure('forbidden', `Use ${allow} here.`));
}

function sendJson(response: ServerResponse, status: number, body: ApiResult<unknown>): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    ...SECURITY_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    'Cache-Control': 'no-store',
  });
  response.end(text);
}
