/**
 * A real backend for an API test file: a fresh data folder and a real solver process, opened
 * before the file's tests and closed after them, with every event it pushes recorded.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { openBackend, type Backend, type BackendOptions } from '../../src-main/backend/backend.ts';
import type { EventName, EventPayloads, MethodName, MethodResults } from '../../src-main/contract/methods.ts';
import { dispatch } from '../../src-main/backend/dispatch.ts';
import type { ApiError } from '../../src-main/contract/result.ts';
import { spawnNodeSolver } from '../../src-main/solver-host/spawn-node.ts';
import { devFileWorker } from '../../src-main/backend/file-worker/dev-entry.ts';

export interface RecordedEvent {
  readonly event: EventName;
  readonly payload: EventPayloads[EventName];
}

export interface TestBackend {
  /** Every event since the file started; tests may empty it. */
  readonly events: RecordedEvent[];
  readonly backend: () => Backend;
  /** Calls a method and returns its value; a failure throws with its code and message. */
  call<M extends MethodName>(method: M, args: unknown): Promise<MethodResults[M]>;
  /** Calls a method that must fail, and returns its error. */
  failure(method: MethodName, args: unknown): Promise<ApiError>;
}

/** The text of a file `library.export` wrote, fetched as a download would be (once). */
export function readExport(backend: Backend, exportId: string): string {
  const file = backend.exports.take(exportId);
  if (!file) throw new Error(`The export ${exportId} is not waiting to be fetched.`);
  try {
    return readFileSync(file.path, 'utf8');
  } finally {
    file.remove();
  }
}

/**
 * A backend on `dataDir` as the API tests use it: the Node solver process, no warm-up, no starter
 * collection and no background check, unless `extra` says otherwise.
 */
export function openTestBackend(dataDir: string, extra: Partial<BackendOptions> = {}): Promise<Backend> {
  return openBackend({
    dataDir,
    mode: 'browser',
    spawnSolver: () => spawnNodeSolver(),
    fileWorker: devFileWorker(),
    solverWarmUpMs: null,
    starterDir: null,
    backgroundChecks: null,
    ...extra,
  });
}

/**
 * `checks`: the library's background check, off unless a test is about it, so the others can count
 * the solver's jobs and the library's changes.
 */
export function useTestBackend(name: string, checks: BackendOptions['backgroundChecks'] = null): TestBackend {
  let backend: Backend | undefined;
  let dataDir = '';
  const events: RecordedEvent[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), `nonogram-api-${name}-`));
    backend = await openTestBackend(dataDir, { backgroundChecks: checks });
    backend.subscribe((event, payload) => events.push({ event, payload }));
  });

  afterAll(async () => {
    await backend?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const opened = (): Backend => {
    if (!backend) throw new Error('The test backend is not open yet.');
    return backend;
  };

  return {
    events,
    backend: opened,
    async call<M extends MethodName>(method: M, args: unknown): Promise<MethodResults[M]> {
      const result = await dispatch(opened().handlers, method, args);
      if (!result.ok) throw new Error(`${method}: ${result.error.code}: ${result.error.message}`);
      return result.value as MethodResults[M];
    },
    async failure(method: MethodName, args: unknown): Promise<ApiError> {
      const result = await dispatch(opened().handlers, method, args, () => undefined);
      if (result.ok) throw new Error(`${method} succeeded but should have failed`);
      return result.error;
    },
  };
}
