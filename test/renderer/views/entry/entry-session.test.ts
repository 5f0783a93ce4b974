import { describe, expect, it, vi } from 'vitest';
import { BLACK_AND_WHITE } from '../../../../src-main/engine/puzzle.ts';
import { EntrySession } from '../../../../src-renderer/views/entry/entry-session.svelte.ts';
import { useRealApi } from '../../real-api.ts';

const api = useRealApi('entry-session');

/** Types a 3x3 puzzle in, line by line: rows "1", "3", "1" and columns "1", "3", "1" (a plus). */
function typePlus(session: EntrySession, middleColumn = '3'): void {
  session.begin(3, 3, BLACK_AND_WHITE, 'rows-first');
  for (const [index, text] of ['1', '3', '1'].entries()) session.setLine('row', index, text);
  for (const [index, text] of ['1', middleColumn, '1'].entries()) session.setLine('column', index, text);
}

describe('EntrySession', () => {
  it('has the typed puzzle checked, and keeps only the answer for the clues on screen', async () => {
    const session = new EntrySession(api.client());
    await session.load();
    typePlus(session, '2');
    typePlus(session);
    // The first check starts the solver process.
    await vi.waitFor(() => expect(session.checker.status).toBe('done'), { timeout: 30_000 });
    expect(session.checker.resultKey).toBe(session.puzzleKey);
    expect(session.checker.result?.verdict).toBe('unique');
    session.dispose();
  });

  it('saves the puzzle to the library and then clears the draft', async () => {
    const session = new EntrySession(api.client());
    await session.load();
    typePlus(session);
    const created = await session.save();
    expect(created?.duplicateOf).toBeUndefined();
    const stored = await api.client().call('library.get', { id: created!.id });
    expect(stored.rows.map((clue) => clue.map((block) => block.length))).toEqual([[1], [3], [1]]);
    expect(session.draft).toBeNull();
    expect(await api.client().call('entry.draft.get', {})).toBeNull();
    session.dispose();
  });
});
