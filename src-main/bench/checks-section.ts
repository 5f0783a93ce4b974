/**
 * The library's background check of an imported book: the time from the import to every puzzle
 * checked (solved and rated), with one check at a time and with checks side by side in more
 * solver processes. A real backend: a SQLite file in a temporary folder and real solver processes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openBackend } from '../backend/backend.ts';
import type { MethodName, MethodResults } from '../contract/methods.ts';
import type { CheckStatus } from '../contract/dto.ts';
import { dispatch } from '../backend/dispatch.ts';
import { writePuzzleFile } from '../engine/formats/index.ts';
import { spawnNodeSolver } from '../solver-host/spawn-node.ts';
import { loadBenchFile } from './bench-files.ts';
import { formatTable, type Cell } from './table.ts';
import { devFileWorker } from '../backend/file-worker/dev-entry.ts';

interface CheckRun {
  readonly ms: number;
  /** Puzzles the check rated. */
  readonly settled: number;
}

export async function checksSection(quick: boolean): Promise<string> {
  const first = 901;
  const count = quick ? 20 : 60;
  const puzzles = loadBenchFile('taai/question/taai2011.txt').slice(first - 1, first - 1 + count);
  const text = writePuzzleFile(
    'taai',
    puzzles.map((entry) => entry.puzzle),
  );
  const cores = availableParallelism();
  const shares = [...new Set([1, 2, Math.min(4, cores - 1)])].filter((share) => share >= 1);
  const runs: [number, CheckRun][] = [];
  for (const share of shares) runs.push([share, await timeChecks(text, share)]);
  const [, alone] = runs[0]!;
  const rows: Cell[][] = runs.map(([share, run]) => [
    share === 1 ? '1 (one at a time)' : String(share),
    run.settled,
    run.ms / 1000,
    share === 1 ? '1.00' : (alone.ms / run.ms).toFixed(2),
  ]);
  return [
    `TAAI 2011 #${first}-${first + count - 1} imported as one book; ${cores} processors here. The app checks ` +
      `${Math.max(1, Math.min(4, cores - 1))} at a time on this machine (one processor is left to the window).`,
    formatTable(['checks side by side', 'puzzles rated', 'import to all checked s', 'speed-up'], rows),
  ].join('\n');
}

async function timeChecks(text: string, share: number): Promise<CheckRun> {
  const dataDir = mkdtempSync(join(tmpdir(), 'nonogram-bench-checks-'));
  const backend = await openBackend({
    dataDir,
    mode: 'browser',
    spawnSolver: () => spawnNodeSolver(),
    fileWorker: devFileWorker(),
    starterDir: null,
    solverWarmUpMs: null,
    // The empty library has nothing to check: the import below starts the round.
    backgroundChecks: { startAfterMs: 0 },
    solverProcesses: { processes: Math.max(2, share), backgroundProcesses: share },
  });
  try {
    let resolveIdle: (status: CheckStatus) => void = () => undefined;
    const idle = new Promise<CheckStatus>((resolve) => (resolveIdle = resolve));
    backend.subscribe((event, payload) => {
      if (event !== 'checks.status') return;
      const status = payload as CheckStatus;
      if (status.state === 'idle' && status.remaining === 0) resolveIdle(status);
    });
    const call = async <M extends MethodName>(method: M, args: unknown): Promise<MethodResults[M]> => {
      const result = await dispatch(backend.handlers, method, args);
      if (!result.ok) throw new Error(`${method}: ${result.error.message}`);
      return result.value as MethodResults[M];
    };
    const started = performance.now();
    const imported = await call('library.import', {
      jobId: 'bench-import',
      files: [{ name: 'taai2011-part.txt', text }],
    });
    await idle;
    const ms = performance.now() - started;
    const unrated = (await call('library.list', { level: 'unrated', limit: 1 })).total;
    return { ms, settled: imported.added - unrated };
  } finally {
    await backend.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
