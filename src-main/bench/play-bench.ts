/**
 * Play benchmark (`nonogram bench --only play`).
 *
 * On a 100x100 puzzle (test/e2e/fixtures/fixture-shapes-100.nin) it measures:
 * - saving a move: the `play.move` handler in this process (validation, the game state, one write
 *   transaction), N moves;
 * - opening: `play.open` with a saved history of N moves (library read and replay), and in
 *   Chromium the play screen from the route change to the board drawn;
 * - pointer to paint: in Chromium against browser mode, from a pointerdown's timestamp to the end
 *   of the frame that shows the painted cell (the next animation frame, then a task queued from
 *   it, which runs once that frame is done), and to the end of the app's own handler.
 * `benchPlay` returns the figures for the project's bench command.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openBackend } from '../backend/backend.ts';
import type { MethodArgs, MethodName, MethodResults } from '../contract/methods.ts';
import { dispatch } from '../backend/dispatch.ts';
import { CROSS, type Move } from '../engine/play/types.ts';
import { spawnNodeSolver } from '../solver-host/spawn-node.ts';
import { startAppServer } from './app-server.ts';
import { launchBenchBrowser, openAppPage } from './bench-browser.ts';
import { callHttp } from './http-api.ts';
import { devFileWorker } from '../backend/file-worker/dev-entry.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const PUZZLE = join(ROOT, 'test', 'e2e', 'fixtures', 'fixture-shapes-100.nin');

export interface Figures {
  readonly median: number;
  readonly p95: number;
  readonly max: number;
  readonly count: number;
}

export interface PlayBench {
  readonly saveMoveMs: Figures;
  readonly openHandlerMs: Figures;
  readonly openScreenMs: Figures;
  readonly pointerToFrameMs: Figures;
  readonly pointerHandlerMs: Figures;
  readonly historyMoves: number;
}

export function figures(samples: readonly number[]): Figures {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { median: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? 0, count: sorted.length };
}

/** `count` moves on distinct cells of a 100x100 grid: fills and crosses, some drags of a few cells. */
export function benchMoves(count: number): Move[] {
  const moves: Move[] = [];
  for (let i = 0; i < count; i++) {
    const start = (i * 2) % 10_000;
    const cells = i % 10 === 9 && start % 100 < 98 ? [start, start + 1] : [start];
    moves.push({ cells, to: i % 3 === 0 ? CROSS : 1, from: cells.map(() => 0) });
  }
  return moves;
}

async function inProcess(historyMoves: number): Promise<Pick<PlayBench, 'saveMoveMs' | 'openHandlerMs'>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'nonogram-bench-play-'));
  const start = () =>
    openBackend({
      dataDir,
      mode: 'browser',
      spawnSolver: () => spawnNodeSolver(),
      fileWorker: devFileWorker(),
      solverWarmUpMs: null,
      starterDir: null,
      backgroundChecks: null,
    });
  let backend = await start();
  const call = async <M extends MethodName>(method: M, args: MethodArgs<M>): Promise<MethodResults[M]> => {
    const result = await dispatch(backend.handlers, method, args);
    if (!result.ok) throw new Error(`${method}: ${result.error.message}`);
    return result.value as MethodResults[M];
  };
  try {
    const summary = await call('library.import', {
      jobId: 'bench',
      files: [{ name: 'shapes-100.nin', text: readFileSync(PUZZLE, 'utf8') }],
    });
    const puzzleId = summary.addedIds[0]!;
    const { attempt } = await call('play.open', { puzzleId });
    const saves: number[] = [];
    for (const [i, move] of benchMoves(historyMoves).entries()) {
      const t = performance.now();
      await call('play.move', { attemptId: attempt.id, move, elapsedMs: i * 500 });
      saves.push(performance.now() - t);
    }
    await backend.close();
    backend = await start();
    const opens: number[] = [];
    for (let i = 0; i < 7; i++) {
      const t = performance.now();
      const opened = await call('play.open', { puzzleId });
      opens.push(performance.now() - t);
      if (opened.attempt.moves.length !== historyMoves)
        throw new Error('the history did not come back whole');
    }
    return { saveMoveMs: figures(saves), openHandlerMs: figures(opens) };
  } finally {
    await backend.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Opens the play screen by its route and resolves, in ms, once the board is drawn. */
const OPEN_TIMER = `new Promise((done) => {
  const t0 = performance.now();
  const check = () => {
    if (document.querySelector('[data-testid="play-board"][data-cell]')) {
      requestAnimationFrame(() => done(performance.now() - t0));
    } else requestAnimationFrame(check);
  };
  location.hash = '#/play/PUZZLE_ID';
  check();
})`;

/**
 * Records, for every pointerdown, the time from its timestamp to the end of the next frame (a
 * message posted from the frame's callback arrives after the frame is drawn) and to the end of
 * the app's handlers (a bubbling listener on the window runs after the board's own).
 */
const POINTER_PROBE = `(() => {
  const samples = { frame: [], handler: [] };
  window.playBenchSamples = samples;
  window.addEventListener('pointerdown', (event) => {
    const start = event.timeStamp;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => samples.frame.push(performance.now() - start);
      channel.port2.postMessage(null);
    });
  }, { capture: true });
  window.addEventListener('pointerdown', (event) => samples.handler.push(performance.now() - event.timeStamp));
})()`;

async function inBrowser(
  historyMoves: number,
  clicks: number,
): Promise<Pick<PlayBench, 'openScreenMs' | 'pointerToFrameMs' | 'pointerHandlerMs'>> {
  const server = await startAppServer();
  const browser = await launchBenchBrowser();
  try {
    const api = <M extends MethodName>(method: M, args: MethodArgs<M>) => callHttp(server.url, method, args);
    const summary = await api('library.import', {
      jobId: 'bench',
      files: [{ name: 'shapes-100.nin', text: readFileSync(PUZZLE, 'utf8') }],
    });
    const puzzleId = summary.addedIds[0]!;
    const { attempt } = await api('play.open', { puzzleId });
    for (const [i, move] of benchMoves(historyMoves).entries()) {
      await api('play.move', { attemptId: attempt.id, move, elapsedMs: i * 500 });
    }
    const page = await openAppPage(browser, server.url);

    // Opening: route change to the board drawn, with the history replayed. The page's code is
    // given as text: it runs in the browser, and this script is type-checked without the DOM.
    const opens: number[] = [];
    for (let i = 0; i < 5; i++) {
      await page.evaluate("location.hash = '#/library'");
      await page.getByTestId('library').waitFor();
      opens.push(Number(await page.evaluate(OPEN_TIMER.replace('PUZZLE_ID', String(puzzleId)))));
    }

    // Pointer to paint: the app paints in its pointerdown handler; the frame after it shows the cell.
    await page.evaluate(POINTER_PROBE);
    const board = page.getByTestId('play-board');
    const box = (await board.boundingBox())!;
    const read = async (name: string): Promise<number> => Number(await board.getAttribute(name));
    const [left, top, cell] = [
      await read('data-grid-left'),
      await read('data-grid-top'),
      await read('data-cell'),
    ];
    for (let i = 0; i < clicks; i++) {
      // Cells of the odd columns, which the stored history left blank, within the visible area.
      const x = 1 + 2 * (i % 12);
      const y = Math.floor(i / 12) % 25;
      const px = box.x + left + (x + 0.5) * cell;
      const py = box.y + top + (y + 0.5) * cell;
      await page.mouse.move(px, py);
      // A person's click falls anywhere within a frame; a click right after a frame would always wait a whole one.
      await page.waitForTimeout(Math.random() * 17);
      await page.mouse.down({ button: i % 2 === 0 ? 'left' : 'right' });
      await page.mouse.up({ button: i % 2 === 0 ? 'left' : 'right' });
      await page.evaluate('new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)))');
    }
    const samples = (await page.evaluate('window.playBenchSamples')) as {
      frame: number[];
      handler: number[];
    };
    return {
      openScreenMs: figures(opens),
      pointerToFrameMs: figures(samples.frame),
      pointerHandlerMs: figures(samples.handler),
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

export async function benchPlay(
  options: { historyMoves?: number; clicks?: number } = {},
): Promise<PlayBench> {
  const historyMoves = options.historyMoves ?? 2000;
  const clicks = options.clicks ?? 100;
  return { ...(await inProcess(historyMoves)), ...(await inBrowser(historyMoves, clicks)), historyMoves };
}
