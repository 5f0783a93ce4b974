import { describe, expect, it } from 'vitest';
import { PICTURE_INTERVAL_MS, stateToStore, type PlayState } from '../../src-main/backend/play-sessions.ts';
import { newGame } from '../../src-main/engine/play/game.ts';
import { blackAndWhitePuzzle } from '../../src-main/engine/puzzle.ts';

const puzzle = blackAndWhitePuzzle([[1], [1]], [[1], [1]]);

function state(pictureSavedAt: number): PlayState {
  return {
    attemptId: 1,
    puzzleId: 1,
    puzzle,
    game: newGame(puzzle),
    status: 'in-progress',
    elapsedMs: 0,
    hints: 0,
    mistakes: 0,
    startedAt: '2026-01-01T00:00:00.000Z',
    finishedAt: null,
    guessFrom: null,
    struck: new Set(),
    pictureSavedAt,
    pictureStale: false,
    notice: null,
  };
}

describe('what a move stores', () => {
  it('leaves the picture out within the interval after it was last stored, and marks it stale', () => {
    const played = state(10_000);
    const stored = stateToStore(played, false, 10_000 + PICTURE_INTERVAL_MS - 1);
    expect(stored).not.toHaveProperty('marks');
    expect(played.pictureStale).toBe(true);
    expect(played.pictureSavedAt).toBe(10_000);
  });

  it('stores the picture once the interval has passed, or whenever asked, and notes when', () => {
    const later = state(10_000);
    expect(stateToStore(later, false, 10_000 + PICTURE_INTERVAL_MS)).toHaveProperty('marks');
    expect(later).toMatchObject({ pictureSavedAt: 10_000 + PICTURE_INTERVAL_MS, pictureStale: false });
    const asked = state(10_000);
    expect(stateToStore(asked, true, 10_001)).toHaveProperty('marks');
    expect(asked.pictureStale).toBe(false);
  });
});
