/**
 * The library's background check on a real backend: a real SQLite file in a fresh data folder,
 * a real solver process, reopened where the test is about what survives a restart.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openBackend, type Backend, type BackendOptions } from '../../src-main/backend/backend.ts';
import type { MethodName, MethodResults } from '../../src-main/contract/methods.ts';
import { dispatch } from '../../src-main/backend/dispatch.ts';
import type { CheckStatus, PuzzleDetail } from '../../src-main/contract/dto.ts';
import { decodeGrid } from '../../src-main/engine/grid-codec.ts';
import { readPuzzleFile } from '../../src-main/engine/formats/index.ts';
import { satisfies } from '../../src-main/engine/puzzle.ts';
import { spawnNodeSolver } from '../../src-main/solver-host/spawn-node.ts';
import { devFileWorker } from '../../src-main/backend/file-worker/dev-entry.ts';
import { FIXTURES } from '../fixture-path.ts';

const read = (path: string): string => readFileSync(join(FIXTURES, path), 'utf8');

interface Opened {
  readonly backend: Backend;
  readonly statuses: CheckStatus[];
  readonly changed: number[];
  call<M extends MethodName>(method: M, args: unknown): Promise<MethodResults[M]>;
  /** Resolves with the first status after now that `done` accepts. */
  until(done: (status: CheckStatus) => boolean): Promise<CheckStatus>;
}

let dataDir = '';
const open: Backend[] = [];

afterEach(async () => {
  for (const backend of open.splice(0)) await backend.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(
  checks: BackendOptions['backgroundChecks'],
  solverProcesses: BackendOptions['solverProcesses'] = { processes: 2, backgroundProcesses: 1 },
): Promise<Opened> {
  const backend = await openBackend({
    dataDir,
    mode: 'browser',
    spawnSolver: () => spawnNodeSolver(),
    fileWorker: devFileWorker(),
    solverWarmUpMs: null,
    starterDir: null,
    backgroundChecks: checks,
    solverProcesses,
  });
  open.push(backend);
  const statuses: CheckStatus[] = [];
  const changed: number[] = [];
  const waiting = new Set<() => void>();
  backend.subscribe((event, payload) => {
    if (event === 'checks.status') statuses.push(payload as CheckStatus);
    if (event === 'library.changed') changed.push(...(payload as { ids: number[] }).ids);
    for (const wake of waiting) wake();
  });
  const call = async <M extends MethodName>(method: M, args: unknown): Promise<MethodResults[M]> => {
    const result = await dispatch(backend.handlers, method, args);
    if (!result.ok) throw new Error(`${method}: ${result.error.code}: ${result.error.message}`);
    return result.value as MethodResults[M];
  };
  const until = (done: (status: CheckStatus) => boolean): Promise<CheckStatus> => {
    const from = statuses.length;
    return new Promise((resolveStatus) => {
      const wake = (): void => {
        const found = statuses.slice(from).find(done);
        if (!found) return;
        waiting.delete(wake);
        resolveStatus(found);
      };
      waiting.add(wake);
    });
  };
  return { backend, statuses, changed, call, until };
}

async function importFiles(app: Opened, names: readonly string[]): Promise<number[]> {
  const summary = await app.call('library.import', {
    jobId: 'import',
    files: names.map((name) => ({ name: name.split('/').pop(), text: read(name) })),
  });
  expect(summary.added).toBe(names.length);
  return [...summary.addedIds];
}

describe('the background check', () => {
  it('solves and rates every new puzzle, storing verdict, solution and difficulty', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'nonogram-checks-'));
    const app = await start({ startAfterMs: 0, timeLimitMs: 1500 });
    const finished = app.until((status) => status.state === 'idle');
    const files = [
      'survey/webpbn-00001.nin',
      'edge-cases/multi-01-6x6.nin',
      'edge-cases/none-01-7x7.nin',
      'survey/faase.nin',
    ];
    const [unique, multiple, none, faase] = await importFiles(app, files);
    expect(await finished).toEqual({ state: 'idle', checked: 0, remaining: 0, paused: false });

    const detail = (id: number | undefined): Promise<PuzzleDetail> => app.call('library.get', { id });
    const solved = await detail(unique);
    expect(solved.verdict).toBe('unique');
    expect(solved.difficulty).toBeGreaterThanOrEqual(1);
    const puzzle = readPuzzleFile('dancer.nin', read(files[0]!)).puzzles[0]!.puzzle;
    expect(satisfies(puzzle, decodeGrid(solved.solution!, puzzle.width, puzzle.height))).toBe(true);

    expect(await detail(multiple)).toMatchObject({ verdict: 'multiple', solution: null });
    expect((await detail(multiple)).difficulty).toBeGreaterThanOrEqual(9);
    expect(await detail(none)).toMatchObject({ verdict: 'none', difficulty: 10, solution: null });
    // Faase is not settled within the check's time limit: nothing is guessed, and it counts as tried.
    expect(await detail(faase)).toMatchObject({ verdict: 'unknown', difficulty: null, solution: null });

    const checking = app.statuses.filter((status) => status.state === 'checking');
    expect(checking[0]).toEqual({ state: 'checking', checked: 0, remaining: 4, paused: false });
    for (const status of checking) expect(status.checked + status.remaining).toBe(4);
    const counts = checking.map((status) => status.checked);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(app.changed).toEqual(expect.arrayContaining([unique, multiple, none, faase]));
  });

  it('checks puzzles side by side where the machine has processors to spare', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'nonogram-checks-'));
    // A limit far beyond the test's: Faase's check is still running when the others are done.
    const app = await start(
      { startAfterMs: 0, timeLimitMs: 600_000 },
      { processes: 2, backgroundProcesses: 2 },
    );
    const othersDone = app.until((status) => status.checked === 3);
    const [faase, ...others] = await importFiles(app, [
      'survey/faase.nin',
      'formats/dancer.nin',
      'edge-cases/multi-01-6x6.nin',
      'edge-cases/none-01-7x7.nin',
    ]);
    // Faase is the oldest, so it was taken first; the other three were checked beside it.
    expect(await othersDone).toEqual({ state: 'checking', checked: 3, remaining: 1, paused: false });
    const verdicts = await Promise.all(
      others.map(async (id) => (await app.call('library.get', { id })).verdict),
    );
    expect(verdicts).toEqual(['unique', 'multiple', 'none']);
    expect((await app.call('library.get', { id: faase })).verdict).toBe('unknown');
    // Pausing stops Faase's check; it is not counted as tried.
    await app.call('checks.setPaused', { paused: true });
    await app.until((status) => status.state === 'paused');
    expect(await app.call('checks.status', {})).toMatchObject({ state: 'paused', remaining: 1 });
  });

  it('lets a solve someone waits for go first, pauses across a restart, and never retries a timeout', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'nonogram-checks-'));
    const first = await start({ startAfterMs: 0, timeLimitMs: 60_000 });
    const checking = first.until((status) => status.state === 'checking');
    const [faase, dancer] = await importFiles(first, ['survey/faase.nin', 'formats/dancer.nin']);
    await checking;

    // Faase's check (a minute) is under way; the solve does not wait for it.
    const report = await first.call('solver.solve', { jobId: 'wanted', puzzleId: dancer });
    expect(report.status).toBe('unique');
    const during = await first.call('checks.status', {});
    expect(during.state).toBe('checking');
    expect((await first.call('library.get', { id: faase })).verdict).toBe('unknown');

    // Dancer has its verdict from the solve, but not its difficulty yet.
    const paused = await first.call('checks.setPaused', { paused: true });
    expect(paused).toMatchObject({ state: 'paused', remaining: 2 });
    await first.until((status) => status.state === 'paused' && status.checked === 0);
    await first.backend.close();

    // The pause is kept: after a restart nothing is checked until it is resumed.
    const second = await start({ startAfterMs: 0, timeLimitMs: 1000 });
    expect(await second.call('checks.status', {})).toEqual({
      state: 'paused',
      checked: 0,
      remaining: 2,
      paused: true,
    });
    const done = second.until((status) => status.state === 'idle');
    expect((await second.call('checks.setPaused', { paused: false })).state).toBe('checking');
    expect(await done).toEqual({ state: 'idle', checked: 0, remaining: 0, paused: false });
    expect(await second.call('library.get', { id: dancer })).toMatchObject({ verdict: 'unique' });
    expect((await second.call('library.get', { id: dancer })).difficulty).toBeLessThan(3.5);
    await second.backend.close();

    // Faase timed out once: a third start finds nothing to check.
    const third = await start({ startAfterMs: 0, timeLimitMs: 1000 });
    expect(await third.call('checks.status', {})).toEqual({
      state: 'idle',
      checked: 0,
      remaining: 0,
      paused: false,
    });
    const detail = await third.call('library.get', { id: faase });
    expect(detail).toMatchObject({ verdict: 'unknown', difficulty: null });
  });

  it('gives way to a restore of the library and then checks the restored one', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'nonogram-checks-'));
    // A limit far beyond the test's: only the restore can end Faase's check.
    const app = await start({ startAfterMs: 0, timeLimitMs: 600_000 });
    const checked = app.until((status) => status.state === 'idle');
    const [dancer] = await importFiles(app, ['survey/webpbn-00001.nin']);
    await checked;
    const saved = await app.call('backups.create', {});

    const checking = app.until((status) => status.state === 'checking');
    const [faase] = await importFiles(app, ['survey/faase.nin']);
    await checking;
    const idle = app.until((status) => status.state === 'idle');
    const restored = await app.call('backups.restore', { name: saved.name });
    expect(restored.savedAs.puzzles).toBe(2);
    expect(await idle).toMatchObject({ remaining: 0 });
    expect((await app.call('library.list', {})).items.map((item) => item.id)).toEqual([dancer]);
    expect(await app.call('library.get', { id: dancer })).toMatchObject({ verdict: 'unique' });

    // Restoring the copy taken just before brings Faase back, unchecked, and the check starts on it.
    const again = app.until((status) => status.state === 'checking' && status.remaining === 1);
    await app.call('backups.restore', { name: restored.savedAs.name });
    await again;
    expect(await app.call('library.get', { id: faase })).toMatchObject({
      verdict: 'unknown',
      difficulty: null,
    });
  });
});
