import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EntryDraft } from '../../src-main/contract/methods-entry.ts';
import { dispatch } from '../../src-main/backend/dispatch.ts';
import { readPuzzleFile } from '../../src-main/engine/formats/index.ts';
import { readNin } from '../../src-main/engine/formats/nin.ts';
import { encodeGrid } from '../../src-main/engine/grid-codec.ts';
import { puzzleFromGrid, type Puzzle } from '../../src-main/engine/puzzle.ts';
import { entryPuzzle } from './entry-puzzle.ts';
import { useTestBackend } from './test-backend.ts';
import { noisePicture } from '../../src-main/bench/noise-picture.ts';
import { MAX_ENTRY_SIDE } from '../../src-renderer/views/entry/entry-lines.ts';
import { ENTRY_MAX_SIDE } from '../../src-main/contract/methods-entry.ts';
import { FIXTURES } from '../fixture-path.ts';

const benchPuzzle = (path: string): Puzzle => readNin(readFileSync(join(FIXTURES, path), 'utf8'));

const api = useTestBackend('entry');
const { events, call, failure } = api;

describe('library.create', () => {
  it('adds a typed-in puzzle with its metadata and tells listeners', async () => {
    events.length = 0;
    const dancer = benchPuzzle('formats/dancer.nin');
    const meta = { title: 'Dancer', author: 'Jan Wolter', source: 'webpbn', page: '12', number: '1' };
    const created = await call('library.create', { puzzle: entryPuzzle(dancer, meta) });
    expect(created.duplicateOf).toBeUndefined();
    const detail = await call('library.get', { id: created.id });
    expect(detail).toMatchObject({ ...meta, width: dancer.width, height: dancer.height, colors: 1 });
    expect(detail.rows).toEqual(dancer.rows);
    expect(detail.columns).toEqual(dancer.columns);
    expect(events).toContainEqual({ event: 'library.changed', payload: { ids: [created.id] } });
  });

  it('finds the same clues typed again, whatever the palette and title, and adds nothing', async () => {
    const puzzle = benchPuzzle('edge-cases/multi-02-6x6.nin');
    const first = await call('library.create', { puzzle: entryPuzzle(puzzle, { title: 'First' }) });
    const blue = {
      ...entryPuzzle(puzzle, { title: 'Again' }),
      palette: [
        { name: 'white', char: '.', rgb: '#ffffff' },
        { name: 'blue', char: 'b', rgb: '#0000ff' },
      ],
    };
    const again = await call('library.create', { puzzle: blue });
    expect(again).toEqual({ id: first.id, duplicateOf: first.id });
    expect((await call('library.get', { id: first.id })).title).toBe('First');
  });

  it('puts the puzzle in the chosen collection, also when it was already there', async () => {
    const collection = await call('collections.create', { name: 'From the blue book' });
    const puzzle = entryPuzzle(benchPuzzle('edge-cases/multi-03-6x6.nin'));
    const created = await call('library.create', { puzzle, collectionId: collection.id });
    expect((await call('library.get', { id: created.id })).collectionIds).toEqual([collection.id]);
    const other = await call('collections.create', { name: 'Favourites' });
    await call('library.create', { puzzle, collectionId: other.id });
    expect((await call('library.get', { id: created.id })).collectionIds.toSorted()).toEqual(
      [collection.id, other.id].toSorted(),
    );
  });

  it('refuses a collection that does not exist, adding nothing', async () => {
    const puzzle = entryPuzzle(benchPuzzle('edge-cases/multi-04-5x5.nin'));
    expect(await failure('library.create', { puzzle, collectionId: 9999 })).toMatchObject({
      code: 'not-found',
    });
    const page = await call('library.list', { search: '' });
    expect(page.items.some((item) => item.width === 5 && item.height === 5)).toBe(false);
  });

  it('refuses a puzzle whose shape is wrong, saying where', async () => {
    const good = entryPuzzle(benchPuzzle('edge-cases/multi-04-5x5.nin'));
    const cases: [string, unknown, RegExp][] = [
      [
        'a missing row clue',
        { ...good, rows: good.rows.slice(1) },
        /rows: the puzzle is 5 high but has 4 row clues/,
      ],
      [
        'a colour not in the palette',
        { ...good, columns: [[{ length: 1, color: 2 }], ...good.columns.slice(1)] },
        /columns\.0\.0\.color/,
      ],
      ['a side over the entry limit', { ...good, width: 201 }, /width/],
      [
        'a block of length 0',
        { ...good, rows: [[{ length: 0, color: 1 }], ...good.rows.slice(1)] },
        /rows\.0\.0\.length/,
      ],
      [
        'a palette of 33 entries',
        { ...good, palette: Array.from({ length: 33 }, () => good.palette[1]) },
        /palette/,
      ],
    ];
    for (const [what, puzzle, message] of cases) {
      const error = await failure('library.create', { puzzle });
      expect(error.code, what).toBe('invalid-arguments');
      expect(error.message, what).toMatch(message);
    }
  });

  it('keeps the entry limit in step with the entry screen', () => {
    expect(MAX_ENTRY_SIDE).toBe(ENTRY_MAX_SIDE);
  });
});

describe('entry.check', () => {
  it('proves a typed puzzle unique and returns its picture', async () => {
    const dancer = benchPuzzle('formats/dancer.nin');
    const check = await call('entry.check', { jobId: 'check-unique', puzzle: entryPuzzle(dancer) });
    expect(check.verdict).toBe('unique');
    expect(check.solutions).toHaveLength(1);
    expect(check.partial).toHaveLength(dancer.width * dancer.height);
    expect(check.problems).toEqual([]);
  });

  it('says when clues allow several pictures and where two of them differ', async () => {
    const check = await call('entry.check', {
      jobId: 'check-multiple',
      puzzle: entryPuzzle(benchPuzzle('edge-cases/multi-02-6x6.nin')),
    });
    expect(check.verdict).toBe('multiple');
    expect(check.differing.length).toBeGreaterThan(0);
  });

  it('says when no picture fits, also when the totals agree', async () => {
    const check = await call('entry.check', {
      jobId: 'check-none',
      puzzle: entryPuzzle(benchPuzzle('edge-cases/none-01-7x7.nin')),
    });
    expect(check.verdict).toBe('none');
  });

  it('names a clue too long for its line', async () => {
    const puzzle = entryPuzzle(benchPuzzle('edge-cases/multi-04-5x5.nin'));
    puzzle.rows[2] = [
      { length: 3, color: 1 },
      { length: 3, color: 1 },
    ];
    const check = await call('entry.check', { jobId: 'check-long', puzzle });
    expect(check.verdict).toBe('none');
    expect(check.problems).toContainEqual(
      expect.objectContaining({ code: 'line-too-long', line: { axis: 'row', index: 2 } }),
    );
  });

  it('cancels the previous check of the same window, not that of another window', async () => {
    const puzzle = entryPuzzle(benchPuzzle('formats/dancer.nin'));
    const older = dispatch(api.backend().handlers, 'entry.check', {
      jobId: 'w1-a',
      puzzle,
      scope: 'window-1',
    });
    const other = dispatch(api.backend().handlers, 'entry.check', {
      jobId: 'w2-a',
      puzzle,
      scope: 'window-2',
    });
    const newer = dispatch(api.backend().handlers, 'entry.check', {
      jobId: 'w1-b',
      puzzle,
      scope: 'window-1',
    });
    const [a, b, c] = await Promise.all([older, other, newer]);
    expect(a).toMatchObject({ ok: false, error: { code: 'cancelled' } });
    expect(b).toMatchObject({ ok: true, value: { verdict: 'unique' } });
    expect(c).toMatchObject({ ok: true, value: { verdict: 'unique' } });
  });

  it('starts from the drawing when the editor sends one', async () => {
    const drawing = noisePicture(40, 5);
    const check = await call('entry.check', {
      jobId: 'check-drawing',
      puzzle: entryPuzzle(puzzleFromGrid(drawing)),
      picture: encodeGrid(drawing),
    });
    expect(check.verdict).toBe('multiple');
    expect(check.solutions[0]).toBe(encodeGrid(drawing));
    expect(check.differing.length).toBeGreaterThan(0);
  });

  it('says what is wrong with a drawing that does not fit the puzzle', async () => {
    const puzzle = entryPuzzle(benchPuzzle('formats/dancer.nin'));
    const result = await dispatch(api.backend().handlers, 'entry.check', {
      jobId: 'check-bad-drawing',
      puzzle,
      picture: '0101',
    });
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'invalid-arguments', message: expect.stringContaining('needs 50 cells, not 4') },
    });
  });

  it('proves a colour puzzle unique, with colours in its picture', async () => {
    const text = readFileSync(join(FIXTURES, 'pynogram/uk.txt'), 'utf8');
    const [read] = readPuzzleFile('uk.txt', text).puzzles;
    expect(read!.puzzle.palette.length).toBeGreaterThan(2);
    const check = await call('entry.check', { jobId: 'check-colour', puzzle: entryPuzzle(read!.puzzle) });
    expect(check.verdict).toBe('unique');
    expect(check.partial.some((domain) => domain > 2)).toBe(true);
  });
});

describe('entry.findMistakes', () => {
  it('finds a mistyped number among its best fixes', async () => {
    const typed = entryPuzzle(benchPuzzle('survey/webpbn-00006.nin'));
    const original = typed.rows[3]!;
    typed.rows[3] = original.map((block, i) => (i === 0 ? { ...block, length: block.length + 1 } : block));
    const result = await call('entry.findMistakes', { jobId: 'find-1', puzzle: typed, timeLimitMs: 15_000 });
    expect(result.verdictBefore).toBe('none');
    // Other single edits may balance the extra cell too; the true fix must be among the best.
    const fix = result.suggestions.find((s) => s.axis === 'row' && s.index === 3);
    expect(fix).toMatchObject({ verdictAfter: 'unique', after: original });
  });

  it("reports its progress under the caller's job id, and stops at the time limit", async () => {
    events.length = 0;
    const typed = entryPuzzle(benchPuzzle('survey/webpbn-00803.nin'));
    typed.columns[12] = typed.columns[12]!.map((block, i) =>
      i === 0 ? { ...block, length: block.length + 1 } : block,
    );
    const result = await call('entry.findMistakes', {
      jobId: 'find-progress',
      puzzle: typed,
      timeLimitMs: 1500,
    });
    const progress = events.flatMap((e) =>
      e.event === 'job.progress' && (e.payload as { jobId: string }).jobId === 'find-progress'
        ? [e.payload]
        : [],
    );
    expect(progress.length).toBeGreaterThan(0);
    expect(progress[0]).toMatchObject({ kind: 'find-mistakes' });
    // The time limit stopped it: an unlimited search of this puzzle tries far more candidates.
    expect(result.complete).toBe(false);
  });

  it('stops when cancelled', async () => {
    const puzzle = entryPuzzle(benchPuzzle('edge-cases/none-03-8x8.nin'));
    const search = dispatch(api.backend().handlers, 'entry.findMistakes', { jobId: 'find-cancel', puzzle });
    await call('jobs.cancel', { jobId: 'find-cancel' });
    const result = await search;
    // A cancel that arrives before the end stops the search; one that arrives after finds it done.
    if (!result.ok) expect(result.error.code).toBe('cancelled');
    else expect(result.value).toHaveProperty('suggestions');
  });
});

describe('entry drafts', () => {
  const draft: EntryDraft = {
    width: 2,
    height: 3,
    palette: [
      { name: 'white', char: '.', rgb: '#ffffff' },
      { name: 'black', char: 'b', rgb: '#000000' },
    ],
    rows: ['1', '2', ''],
    columns: ['1 1', 'x'],
    meta: { title: 'Half typed' },
    collectionId: null,
    cursor: { axis: 'row', index: 2 },
    order: 'rows-first',
    updatedAt: '2030-01-01T00:00:00.000Z',
  };

  it('keeps the draft as typed, unreadable lines included, until it is cleared', async () => {
    expect(await call('entry.draft.get', {})).toBeNull();
    await call('entry.draft.save', { draft });
    expect(await call('entry.draft.get', {})).toEqual(draft);
    expect(await call('entry.draft.clear', {})).toEqual({ cleared: true });
    expect(await call('entry.draft.get', {})).toBeNull();
    expect(await call('entry.draft.clear', {})).toEqual({ cleared: false });
  });

  it('refuses a draft whose lines do not fit its size limits', async () => {
    const error = await failure('entry.draft.save', { draft: { ...draft, width: 0 } });
    expect(error).toMatchObject({ code: 'invalid-arguments' });
  });
});
