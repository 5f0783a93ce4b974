import { describe, expect, it } from 'vitest';
import { encodeMarks, moveFor, type Move } from '../../../../src-main/engine/play/index.ts';
import { blackAndWhitePuzzle } from '../../../../src-main/engine/puzzle.ts';
import { Notices } from '../../../../src-renderer/lib/shell/notices.svelte.ts';
import { PlaySession } from '../../../../src-renderer/views/play/play-session.svelte.ts';
import { entryPuzzle } from '../../../backend/entry-puzzle.ts';
import { useRealApi } from '../../real-api.ts';

const api = useRealApi('play-session');

/**
 * 4x3:  rows "2 1", "1", "4"; the columns fit the picture
 *   ##.#
 *   .#..
 *   ####
 */
const puzzle = blackAndWhitePuzzle([[2, 1], [1], [4]], [[1, 1], [3], [1], [1, 1]]);

async function openSession(): Promise<PlaySession> {
  const created = await api.client().call('library.create', { puzzle: entryPuzzle(puzzle) });
  // Each test plays a fresh attempt of its own.
  await api.client().call('play.restart', { puzzleId: created.id });
  const session = new PlaySession(api.client(), new Notices(), created.id);
  await session.load();
  return session;
}

function fill(session: PlaySession, cells: number[]): Move {
  const move = moveFor(session.game!.marks, cells, 1);
  if (move === null) throw new Error('the move changes nothing');
  return move;
}

/** The marks the library holds for the puzzle's current attempt. */
async function storedMarks(session: PlaySession): Promise<string> {
  const opened = await api.client().call('play.open', { puzzleId: session.puzzleId });
  return opened.attempt.marks;
}

describe('PlaySession', () => {
  it('shows a move at once and stores it, and the last move of the solution finishes the puzzle here and in the library', async () => {
    const session = await openSession();
    session.commit(fill(session, [0, 1, 3]));
    expect(session.status).toBe('in-progress');
    expect(session.saved).toBe(false);
    await session.queue.drained();
    expect(await storedMarks(session)).toBe(encodeMarks(session.game!.marks));
    session.commit(fill(session, [5, 8, 9, 10, 11]));
    // Finished on screen before the library has answered.
    expect(session.status).toBe('solved');
    expect(session.playable).toBe(false);
    await session.queue.drained();
    expect(session.status).toBe('solved');
    const opened = await api.client().call('play.open', { puzzleId: session.puzzleId });
    expect(opened.attempt.status).toBe('solved');
    session.dispose();
  });

  it('undoing a guess takes back every move made since it began, here and in the library', async () => {
    const session = await openSession();
    session.commit(fill(session, [0]));
    const before = encodeMarks(session.game!.marks);
    session.startGuess();
    session.commit(fill(session, [1]));
    session.commit(fill(session, [2]));
    session.undoGuess();
    expect(encodeMarks(session.game!.marks)).toBe(before);
    expect(session.guess.from).toBeNull();
    await session.queue.drained();
    expect(await storedMarks(session)).toBe(before);
    session.dispose();
  });

  it('with crossing off on, crosses the same cells here as the library does with the move', async () => {
    const session = await openSession();
    await session.setOptions({ autoCross: true });
    session.commit(fill(session, [8, 9, 10, 11]));
    // Row 2 is finished; column 2's "1" and the last "1" of columns 0 and 3 prove cells empty.
    const shown = encodeMarks(session.game!.marks);
    expect(shown).toContain('x');
    await session.queue.drained();
    expect(await storedMarks(session)).toBe(shown);
    expect(session.game!.history.at(-1)?.crossed?.length).toBeGreaterThan(0);
    await session.setOptions({ autoCross: false });
    session.dispose();
  });

  it('undo takes a move back here and in the library, and redo brings it back', async () => {
    const session = await openSession();
    session.commit(fill(session, [0, 1]));
    const after = encodeMarks(session.game!.marks);
    session.undo();
    expect(session.canUndo).toBe(false);
    expect(session.canRedo).toBe(true);
    await session.queue.drained();
    expect(await storedMarks(session)).toBe('0'.repeat(12));
    session.redo();
    await session.queue.drained();
    expect(await storedMarks(session)).toBe(after);
    session.dispose();
  });
});
