import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../src-main/backend/backend.ts';
import type {
  EventName,
  EventPayloads,
  MethodArgs,
  MethodName,
  MethodResults,
} from '../../src-main/contract/methods.ts';
import { dispatch } from '../../src-main/backend/dispatch.ts';
import type { PlaySession } from '../../src-main/contract/play-dto.ts';
import type { ApiError } from '../../src-main/contract/result.ts';
import { readPuzzleFile } from '../../src-main/engine/formats/index.ts';
import { writeWebpbn } from '../../src-main/engine/formats/webpbn.ts';
import { entryPuzzle } from './entry-puzzle.ts';
import { noisePicture } from '../../src-main/bench/noise-picture.ts';
import { decodeGrid, encodeGrid } from '../../src-main/engine/grid-codec.ts';
import { puzzleFromGrid } from '../../src-main/engine/puzzle.ts';
import { CROSS, type Move } from '../../src-main/engine/play/types.ts';
import { solve } from '../../src-main/engine/solver/solve.ts';
import { openTestBackend, readExport } from './test-backend.ts';
import { GOAL_DOES_NOT_FIT } from '../../src-main/library/import.ts';
import { FIXTURES } from '../fixture-path.ts';

const fixtures = resolve(import.meta.dirname, '../fixtures/play');

let dataDir: string;
let backend: Backend;
const events: { event: EventName; payload: EventPayloads[EventName] }[] = [];

async function start(): Promise<void> {
  backend = await openTestBackend(dataDir);
  backend.subscribe((event, payload) => events.push({ event, payload }));
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'nonogram-api-play-'));
  await start();
});

afterAll(async () => {
  await backend?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

class CallFailed extends Error {
  readonly code: string;
  constructor(method: string, error: ApiError) {
    super(`${method}: ${error.message}`);
    this.code = error.code;
  }
}

async function call<M extends MethodName>(method: M, args: MethodArgs<M>): Promise<MethodResults[M]> {
  const result = await dispatch(backend.handlers, method, args);
  if (!result.ok) throw new CallFailed(method, result.error);
  return result.value as MethodResults[M];
}

let imports = 0;
/** Imports a file (from the play fixtures or the bench) and returns its puzzles' ids. */
async function importFile(path: string): Promise<number[]> {
  imports += 1;
  const summary = await call('library.import', {
    jobId: `import-${imports}`,
    files: [{ name: path.split('/').at(-1)!, text: readFileSync(path, 'utf8') }],
  });
  return [...summary.addedIds];
}

async function newPuzzle(path: string): Promise<number> {
  const [id] = await importFile(path);
  if (id === undefined) throw new Error(`${path} was not imported`);
  return id;
}

/** A fresh attempt at the puzzle of a file, imported now or before. */
async function freshAttempt(path: string): Promise<{ puzzleId: number; attemptId: number }> {
  imports += 1;
  const summary = await call('library.import', {
    jobId: `import-${imports}`,
    files: [{ name: path.split('/').at(-1)!, text: readFileSync(path, 'utf8') }],
  });
  const puzzleId = summary.addedIds[0] ?? summary.duplicateOf[0]?.existingId;
  if (puzzleId === undefined) throw new Error(`${path} was not imported`);
  const { attempt } = await call('play.restart', { puzzleId });
  return { puzzleId, attemptId: attempt.id };
}

/** Solutions of a puzzle file, by the engine, as palette indices per cell. */
function solutionsOf(path: string): Uint8Array[] {
  const { puzzle } = readPuzzleFile(path, readFileSync(path, 'utf8')).puzzles[0]!;
  return solve(puzzle, { maxSolutions: 2 }).solutions.map((grid) => grid.cells);
}

/** One move per filled cell of `picture`, in reading order, from a blank grid. */
function fillMoves(picture: Uint8Array): Move[] {
  const moves: Move[] = [];
  picture.forEach((value, cell) => {
    if (value !== 0) moves.push({ cells: [cell], to: value, from: [0] });
  });
  return moves;
}

describe('playing an attempt', () => {
  it('resumes exactly, grid, history, position and time, after the backend is closed and opened again', async () => {
    const puzzleId = await newPuzzle(join(fixtures, 'diamond-5.nin'));
    const opened = await call('play.open', { puzzleId });
    expect(opened.attempt).toMatchObject({ status: 'new', position: 0, moves: [], elapsedMs: 0 });
    expect(opened.progress.attempts).toBe(0);
    const attemptId = opened.attempt.id;
    const moves: Move[] = [
      { cells: [2], to: 1, from: [0] },
      { cells: [0, 1], to: CROSS, from: [0, 0] },
      { cells: [10, 11, 12, 13, 14], to: 1, from: [0, 0, 0, 0, 0] },
    ];
    for (const [i, move] of moves.entries()) {
      const update = await call('play.move', { attemptId, move, elapsedMs: 1000 * (i + 1) });
      expect(update).toMatchObject({ status: 'in-progress', position: i + 1 });
    }
    expect(await call('play.undo', { attemptId, elapsedMs: 4000 })).toMatchObject({ position: 2 });
    expect(await call('play.tick', { attemptId, elapsedMs: 7000 })).toMatchObject({ elapsedMs: 7000 });

    await backend.close();
    await start();
    const resumed = await call('play.open', { puzzleId });
    expect(resumed.attempt).toMatchObject({
      id: attemptId,
      status: 'in-progress',
      position: 2,
      moves,
      elapsedMs: 7000,
    });
    expect(resumed.attempt.marks).toBe('xx100' + '0'.repeat(20));
    expect(await call('play.redo', { attemptId, elapsedMs: 7500 })).toMatchObject({ position: 3 });
    const library = await call('library.get', { id: puzzleId });
    expect(library).toMatchObject({ status: 'in-progress', timeMs: 7500 });
  });

  it('drops the moves that could be redone when a new move is made after an undo', async () => {
    const puzzleId = await newPuzzle(join(fixtures, 'flower-5.non'));
    const { attempt } = await call('play.open', { puzzleId });
    const attemptId = attempt.id;
    await call('play.move', { attemptId, move: { cells: [1], to: 1, from: [0] }, elapsedMs: 100 });
    await call('play.move', { attemptId, move: { cells: [2], to: 1, from: [0] }, elapsedMs: 200 });
    await call('play.undo', { attemptId, elapsedMs: 300 });
    await call('play.move', { attemptId, move: { cells: [7], to: 2, from: [0] }, elapsedMs: 400 });
    const again = await call('play.open', { puzzleId });
    expect(again.attempt.moves).toEqual([
      { cells: [1], to: 1, from: [0] },
      { cells: [7], to: 2, from: [0] },
    ]);
    expect(again.attempt.position).toBe(2);
    expect(await call('play.redo', { attemptId, elapsedMs: 500 })).toMatchObject({ position: 2 });
  });

  it('stores the picture for the thumbnail with the first move, and with the time whatever moves came since', async () => {
    const puzzleId = await newPuzzle(join(FIXTURES, 'jwilk/data006.nin'));
    const { attempt, puzzle } = await call('play.open', { puzzleId });
    const attemptId = attempt.id;
    const cells = puzzle.width * puzzle.height;
    const picture = async (): Promise<string> =>
      (await call('library.thumbnails', { ids: [puzzleId] }))[0]!.cells;
    await call('play.move', { attemptId, move: { cells: [0], to: 1, from: [0] }, elapsedMs: 100 });
    expect(await picture()).toBe('1' + '0'.repeat(cells - 1));
    await call('play.move', { attemptId, move: { cells: [1], to: 1, from: [0] }, elapsedMs: 200 });
    // Whether this move stored the picture depends on the clock (test/backend/play-sessions.test.ts);
    // the tick stores it either way.
    await call('play.tick', { attemptId, elapsedMs: 300 });
    expect(await picture()).toBe('11' + '0'.repeat(cells - 2));
    expect((await call('play.open', { puzzleId })).attempt).toMatchObject({ position: 2, elapsedMs: 300 });
  });

  it('refuses a move that does not fit the saved grid, or a mark the puzzle does not have', async () => {
    const puzzleId = await newPuzzle(join(FIXTURES, 'jwilk/data000.nin'));
    const { attempt } = await call('play.open', { puzzleId });
    const attemptId = attempt.id;
    await call('play.move', { attemptId, move: { cells: [0], to: 1, from: [0] }, elapsedMs: 10 });
    await expect(
      call('play.move', { attemptId, move: { cells: [0], to: CROSS, from: [0] }, elapsedMs: 20 }),
    ).rejects.toThrow(/does not fit the saved grid/);
    await expect(
      call('play.move', { attemptId, move: { cells: [1], to: 2, from: [0] }, elapsedMs: 20 }),
    ).rejects.toThrow(/not a mark this puzzle has/);
    await expect(
      call('play.move', { attemptId, move: { cells: [100], to: 1, from: [0] }, elapsedMs: 20 }),
    ).rejects.toThrow(/outside the grid/);
    await expect(
      call('play.move', { attemptId, move: { cells: [1, 2], to: 1, from: [0] }, elapsedMs: 20 }),
    ).rejects.toMatchObject({ code: 'invalid-arguments' });
    expect((await call('play.open', { puzzleId })).attempt.moves).toHaveLength(1);
  });

  it('refuses moves and hints on the attempt of a deleted puzzle as not found, as opening it does', async () => {
    const puzzleId = await newPuzzle(join(FIXTURES, 'jwilk/data007.nin'));
    const { attempt } = await call('play.open', { puzzleId });
    const attemptId = attempt.id;
    await call('play.move', { attemptId, move: { cells: [0], to: 1, from: [0] }, elapsedMs: 10 });
    await call('library.delete', { ids: [puzzleId] });
    await expect(call('play.open', { puzzleId })).rejects.toMatchObject({ code: 'not-found' });
    await expect(
      call('play.move', { attemptId, move: { cells: [1], to: 1, from: [0] }, elapsedMs: 20 }),
    ).rejects.toMatchObject({ code: 'not-found' });
    await expect(call('play.hint', { attemptId, elapsedMs: 20 })).rejects.toMatchObject({
      code: 'not-found',
    });
  });
});

describe('finished lines crossed off', () => {
  it('stores a fill with the crosses the saved marks prove, sent as their number: reloaded, undone and redone together', async () => {
    const { puzzleId, attemptId } = await freshAttempt(join(fixtures, 'plus-5.nin'));
    // The top of the plus finishes row 0 (clue 1): its other four cells are proved empty.
    const move = { cells: [2], to: 1, from: [0], crosses: 4 };
    expect(await call('play.move', { attemptId, move, elapsedMs: 100 })).toMatchObject({ position: 1 });
    await backend.close();
    await start();
    const resumed = await call('play.open', { puzzleId });
    const stored: Move = { cells: [2], to: 1, from: [0], crossed: [0, 1, 3, 4] };
    expect(resumed.attempt).toMatchObject({ position: 1, moves: [stored] });
    expect(resumed.attempt.marks.slice(0, 5)).toBe('xx1xx');
    await call('play.undo', { attemptId, elapsedMs: 200 });
    expect((await call('play.open', { puzzleId })).attempt.marks.slice(0, 5)).toBe('00000');
    await call('play.redo', { attemptId, elapsedMs: 300 });
    expect((await call('play.open', { puzzleId })).attempt.marks.slice(0, 5)).toBe('xx1xx');
  });

  it('refuses a move whose number of crosses is not what the saved marks prove, or that crosses without filling', async () => {
    const { puzzleId, attemptId } = await freshAttempt(join(fixtures, 'plus-5.nin'));
    await expect(
      call('play.move', { attemptId, move: { cells: [2], to: 1, from: [0], crosses: 3 }, elapsedMs: 10 }),
    ).rejects.toThrow(
      /it crosses off 4 cells here and 3 cells in the window\.\) The puzzle may have been played in another window/,
    );
    await call('play.move', { attemptId, move: { cells: [2], to: 1, from: [0] }, elapsedMs: 10 });
    const byCross = { cells: [7], to: CROSS, from: [0], crosses: 1 };
    await expect(call('play.move', { attemptId, move: byCross, elapsedMs: 20 })).rejects.toThrow(
      /it crosses off no cells here and 1 cell in the window/,
    );
    expect((await call('play.open', { puzzleId })).attempt.moves).toEqual([{ cells: [2], to: 1, from: [0] }]);
  });

  it('crosses off, as one move, what the saved marks prove empty when the window asks with the same number', async () => {
    const { puzzleId, attemptId } = await freshAttempt(join(fixtures, 'plus-5.nin'));
    await call('play.move', { attemptId, move: { cells: [2], to: 1, from: [0] }, elapsedMs: 10 });
    await expect(call('play.crossProved', { attemptId, elapsedMs: 20, crosses: 5 })).rejects.toThrow(
      /it crosses off 4 cells here and 5 cells in the window/,
    );
    expect(await call('play.crossProved', { attemptId, elapsedMs: 20, crosses: 4 })).toMatchObject({
      position: 2,
    });
    const { moves, marks } = (await call('play.open', { puzzleId })).attempt;
    expect(moves[1]).toEqual({ cells: [0, 1, 3, 4], to: CROSS, from: [0, 0, 0, 0] });
    expect(marks.slice(0, 5)).toBe('xx1xx');
    await expect(call('play.crossProved', { attemptId, elapsedMs: 30, crosses: 1 })).rejects.toThrow(
      /it crosses off no cells here and 1 cell in the window/,
    );
  });

  it('is an option that is off until asked for, and is remembered', async () => {
    expect((await call('play.options', {})).autoCross).toBe(false);
    expect(await call('play.setOptions', { autoCross: true })).toMatchObject({ autoCross: true });
    await backend.close();
    await start();
    expect((await call('play.options', {})).autoCross).toBe(true);
    await call('play.setOptions', { autoCross: false });
  });
});

describe('finishing', () => {
  it('solves with whichever solution the player paints, records the time and ends the attempt', async () => {
    const path = join(FIXTURES, 'edge-cases/multi-04-5x5.nin');
    const puzzleId = await newPuzzle(path);
    const [, second] = solutionsOf(path);
    const { attempt } = await call('play.open', { puzzleId });
    const moves = fillMoves(second!);
    events.length = 0;
    let last;
    for (const [i, move] of moves.entries()) {
      last = await call('play.move', { attemptId: attempt.id, move, elapsedMs: 1000 * (i + 1) });
    }
    const elapsed = 1000 * moves.length;
    expect(last).toMatchObject({ status: 'solved', elapsedMs: elapsed });
    expect(last?.finishedAt).toEqual(expect.any(String));
    expect(last?.progress).toEqual({
      attempts: 1,
      solved: 1,
      revealed: 0,
      bestTimeMs: elapsed,
      totalTimeMs: elapsed,
    });
    expect(events).toContainEqual({ event: 'library.changed', payload: { ids: [puzzleId] } });
    expect(await call('library.get', { id: puzzleId })).toMatchObject({
      status: 'solved',
      bestTimeMs: elapsed,
    });
    await expect(
      call('play.move', { attemptId: attempt.id, move: { cells: [0], to: CROSS, from: [0] }, elapsedMs: 1 }),
    ).rejects.toThrow(/already solved/);
    await expect(call('play.undo', { attemptId: attempt.id, elapsedMs: 1 })).rejects.toThrow(
      /already solved/,
    );
    const [thumbnail] = await call('library.thumbnails', { ids: [puzzleId] });
    expect(thumbnail).toMatchObject({ kind: 'solution', cells: Array.from(second!).join('') });
  });

  it('counts a mistake for each move against the unique solution, only in mistake mode', async () => {
    const puzzleId = await newPuzzle(join(FIXTURES, 'survey/webpbn-00001.nin'));
    expect(await call('solver.solve', { jobId: 'solve-mistakes', puzzleId })).toMatchObject({
      status: 'unique',
    });
    const { solution, width, height } = await call('library.get', { id: puzzleId });
    const picture = decodeGrid(solution!, width, height).cells;
    const wrong = picture.indexOf(0);
    const right = picture.indexOf(1);
    const { attempt } = await call('play.open', { puzzleId });
    const attemptId = attempt.id;
    await call('play.move', { attemptId, move: { cells: [wrong], to: 1, from: [0] }, elapsedMs: 1 });
    expect((await call('play.tick', { attemptId, elapsedMs: 2 })).mistakes).toBe(0);

    expect(await call('play.setOptions', { mistakeMode: true })).toMatchObject({ mistakeMode: true });
    const crossed = await call('play.move', {
      attemptId,
      move: { cells: [right], to: CROSS, from: [0] },
      elapsedMs: 3,
    });
    expect(crossed.mistakes).toBe(1);
    const fine = await call('play.move', {
      attemptId,
      move: { cells: [right], to: 1, from: [CROSS] },
      elapsedMs: 4,
    });
    expect(fine.mistakes).toBe(1);
    await call('play.setOptions', { mistakeMode: false });
    expect((await call('play.open', { puzzleId })).attempt.mistakes).toBe(1);
  });

  it('reveals the solution, finding it with the solver when none is stored, and records the reveal', async () => {
    const path = join(FIXTURES, 'jwilk/data005.nin');
    const puzzleId = await newPuzzle(path);
    expect((await call('library.get', { id: puzzleId })).solution).toBeNull();
    const { attempt } = await call('play.open', { puzzleId });
    await call('play.move', {
      attemptId: attempt.id,
      move: { cells: [0], to: CROSS, from: [0] },
      elapsedMs: 5000,
    });
    const revealed = await call('play.reveal', { attemptId: attempt.id, elapsedMs: 6000, jobId: 'reveal-1' });
    expect(revealed.solution).toBe(Array.from(solutionsOf(path)[0]!).join(''));
    expect(revealed.update).toMatchObject({ status: 'revealed', elapsedMs: 6000 });
    expect(revealed.update.progress).toMatchObject({ attempts: 1, solved: 0, revealed: 1, bestTimeMs: null });
    expect(await call('library.get', { id: puzzleId })).toMatchObject({
      status: 'revealed',
      verdict: 'unique',
    });
    const reopened = await call('play.open', { puzzleId });
    expect(reopened.attempt.status).toBe('revealed');
    expect(reopened.attempt.marks).toBe(revealed.solution);
    await expect(call('play.hint', { attemptId: attempt.id, elapsedMs: 1 })).rejects.toThrow(
      /already revealed/,
    );
  });

  it('starts again with a fresh attempt and keeps the earlier one in the record', async () => {
    const path = join(fixtures, 'diamond-5.nin');
    const puzzleId = (await call('library.list', { search: 'diamond-5' })).items[0]!.id;
    const before = await call('play.open', { puzzleId });
    const restarted: PlaySession = await call('play.restart', { puzzleId });
    expect(restarted.attempt.id).toBeGreaterThan(before.attempt.id);
    expect(restarted.attempt).toMatchObject({ status: 'new', moves: [], position: 0, elapsedMs: 0 });
    expect(restarted.progress.attempts).toBe(1);
    expect(await call('library.get', { id: puzzleId })).toMatchObject({ status: 'new' });
    const [solution] = solutionsOf(path);
    for (const move of fillMoves(solution!)) {
      await call('play.move', { attemptId: restarted.attempt.id, move, elapsedMs: 3000 });
    }
    expect((await call('play.open', { puzzleId })).progress).toMatchObject({ attempts: 2, solved: 1 });
  });
});

describe('hints', () => {
  it('name the most useful line with its sentence and cells, and are counted', async () => {
    const puzzleId = await newPuzzle(join(FIXTURES, 'jwilk/data003.nin'));
    const { attempt, puzzle } = await call('play.open', { puzzleId });
    const { hint, hints } = await call('play.hint', { attemptId: attempt.id, elapsedMs: 100 });
    expect(hints).toBe(1);
    if (hint.kind !== 'step') throw new Error(`expected a step, got ${hint.kind}`);
    expect(hint.sentence).toMatch(/^(Row|Column) \d+/);
    expect(hint.cells.length).toBeGreaterThan(0);
    const { width } = puzzle;
    for (const { cell } of hint.cells) {
      expect(hint.axis === 'row' ? Math.floor(cell / width) : cell % width).toBe(hint.index);
    }
    expect((await call('play.open', { puzzleId })).attempt.hints).toBe(1);
  });

  it('say kindly which line does not fit its clue when the marks are wrong', async () => {
    const puzzleId = (await call('library.list', { search: 'Play Flower' })).items[0]!.id;
    const { attempt } = await call('play.restart', { puzzleId });
    // Row 1 of the flower is 3 red; crossing all of it cannot fit.
    await call('play.move', {
      attemptId: attempt.id,
      move: { cells: [0, 1, 2, 3, 4], to: CROSS, from: [0, 0, 0, 0, 0] },
      elapsedMs: 100,
    });
    const { hint, hints } = await call('play.hint', { attemptId: attempt.id, elapsedMs: 200 });
    expect(hint).toMatchObject({ kind: 'contradiction', axis: 'row', index: 0 });
    if (hint.kind === 'contradiction')
      expect(hint.title).toBe('Row 1 doesn’t fit its clue — check your marks.');
    expect(hints).toBe(1);
  });

  it('are worked out for grids larger than 100x100 too', async () => {
    const puzzleId = await newPuzzle(join(FIXTURES, 'olsak/hl2celybig.mk'));
    const { attempt, puzzle } = await call('play.open', { puzzleId });
    expect(puzzle.width * puzzle.height).toBeGreaterThan(100 * 100);
    const { hint } = await call('play.hint', { attemptId: attempt.id, elapsedMs: 100 });
    expect(hint.kind).toBe('step');
  });
});

describe('statistics', () => {
  it('sum up what was played, with links to the puzzles', async () => {
    const summary = await call('stats.summary', { offsetMinutes: -new Date().getTimezoneOffset() });
    expect(summary.puzzlesSolved).toBe(2);
    expect(summary.solves).toBe(2);
    expect(summary.revealed).toBe(1);
    expect(summary.timePlayedMs).toBeGreaterThan(0);
    expect(summary.weeks).toHaveLength(12);
    expect(summary.weeks.at(-1)).toMatchObject({ solved: 2 });
    expect(summary.weeks.at(-1)!.timeMs).toBe(summary.timePlayedMs);
    expect(summary.streak.current).toBe(1);
    expect(summary.bestTimes.map((record) => `${record.width}x${record.height}`)).toEqual(['5x5']);
    expect(summary.hardest).toMatchObject({ width: 5, height: 5 });
    expect(summary.recent.length).toBeGreaterThanOrEqual(4);
    const ids = (await call('library.list', {})).items.map((item) => item.id);
    for (const play of summary.recent) expect(ids).toContain(play.puzzleId);
  });
});

// Last, as its reveal would change the statistics counted above.
describe('drawn puzzles', () => {
  it('keeps the drawing of a drawn puzzle: reveal shows it, and solving starts from it', async () => {
    // Two pictures fit these clues; the author drew the one the solver does not find first.
    const drawing = { width: 2, height: 2, cells: Uint8Array.from([1, 0, 0, 1]) };
    const { id: puzzleId } = await call('library.create', {
      puzzle: entryPuzzle(puzzleFromGrid(drawing)),
      picture: encodeGrid(drawing),
    });
    expect((await call('library.get', { id: puzzleId })).picture).toBe('1001');
    const { attempt } = await call('play.open', { puzzleId });
    const revealed = await call('play.reveal', {
      attemptId: attempt.id,
      elapsedMs: 1000,
      jobId: 'reveal-drawn',
    });
    expect(revealed.solution).toBe('1001');

    const noise = noisePicture(60, 7);
    const { id: noiseId } = await call('library.create', {
      puzzle: entryPuzzle(puzzleFromGrid(noise)),
      picture: encodeGrid(noise),
    });
    const report = await call('solver.solve', {
      jobId: 'solve-drawn',
      puzzleId: noiseId,
      timeLimitMs: 60_000,
    });
    expect(report.status).toBe('multiple');
    expect(report.solutions[0]).toBe(encodeGrid(noise));
    expect(await call('library.get', { id: noiseId })).toMatchObject({ verdict: 'multiple' });
  });

  it('keeps the goal image of an imported webpbn file: reveal shows it', async () => {
    const goal = { width: 3, height: 3, cells: Uint8Array.from([1, 0, 0, 0, 1, 0, 0, 0, 0]) };
    const text = writeWebpbn([puzzleFromGrid(goal, undefined, { title: 'Goal diagonal' })]).replace(
      '</puzzle>',
      '<solution type="goal"><image>|X..|\n|.X.|\n|...|</image></solution></puzzle>',
    );
    const summary = await call('library.import', {
      jobId: 'import-goal',
      files: [{ name: 'goal.xml', text }],
    });
    const [puzzleId] = summary.addedIds;
    expect((await call('library.get', { id: puzzleId! })).picture).toBe('100010000');
    const { attempt } = await call('play.open', { puzzleId: puzzleId! });
    const revealed = await call('play.reveal', {
      attemptId: attempt.id,
      elapsedMs: 1000,
      jobId: 'reveal-goal',
    });
    expect(revealed.solution).toBe('100010000');
  });

  it('carries a drawing through export and import in every format that has room for it', async () => {
    // Every 3x3 permutation matrix has these clues: only the stored picture says which was drawn.
    const drawing = { width: 3, height: 3, cells: Uint8Array.from([0, 1, 0, 1, 0, 0, 0, 0, 1]) };
    const created = await call('library.create', {
      puzzle: { ...entryPuzzle(puzzleFromGrid(drawing)), meta: { title: 'Six ways' } },
      picture: '010100001',
    });
    expect(created.duplicateOf).toBeUndefined();
    let id = created.id;
    for (const format of ['webpbn', 'non', 'json'] as const) {
      const exported = await call('library.export', { jobId: `export-${format}`, ids: [id], format });
      await call('library.delete', { ids: [id] });
      const summary = await call('library.import', {
        jobId: `import-${format}`,
        files: [{ name: exported.fileName, text: readExport(backend, exported.exportId) }],
      });
      expect(summary, format).toMatchObject({ added: 1, failed: [], notes: [] });
      id = summary.addedIds[0]!;
      expect((await call('library.get', { id })).picture, format).toBe('010100001');
    }
  });

  it("notes a goal image that does not fit its puzzle's clues, and keeps the clues", async () => {
    const puzzle = puzzleFromGrid({ width: 2, height: 2, cells: Uint8Array.from([1, 1, 0, 1]) });
    const text = writeWebpbn([puzzle], [{ width: 2, height: 2, cells: Uint8Array.from([1, 1, 1, 0]) }]);
    const summary = await call('library.import', {
      jobId: 'import-misfit',
      files: [{ name: 'misfit.xml', text }],
    });
    expect(summary).toMatchObject({ added: 1, failed: [] });
    expect(summary.notes).toEqual([{ file: 'misfit.xml', message: GOAL_DOES_NOT_FIT }]);
    expect((await call('library.get', { id: summary.addedIds[0]! })).picture).toBeNull();
  });

  it('refuses a drawing that does not fit the clues, and saves nothing', async () => {
    const drawing = { width: 2, height: 2, cells: Uint8Array.from([0, 1, 1, 0]) };
    const result = await dispatch(backend.handlers, 'library.create', {
      puzzle: { ...entryPuzzle(puzzleFromGrid(drawing)), meta: { title: 'Misdrawn' } },
      picture: '1100',
    });
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'invalid-arguments', message: 'The picture does not fit the clues.' },
    });
    const page = await call('library.list', { search: 'Misdrawn' });
    expect(page.total).toBe(0);
  });
});
