import { describe, expect, it } from 'vitest';
import {
  BLACK_AND_WHITE,
  puzzleFromGrid,
  type PaletteColor,
  type Puzzle,
} from '../../src-main/engine/puzzle.ts';
import { saveProgress, startAttempt } from '../../src-main/library/attempts.ts';
import { addToCollection, createCollection } from '../../src-main/library/collections.ts';
import { LIST_ALL, listPuzzles, listSql, type ListQuery } from '../../src-main/library/puzzle-list.ts';
import { setDifficulty, setVerdict, softDeletePuzzles } from '../../src-main/library/puzzles.ts';
import type { Db } from '../../src-main/library/sql.ts';
import { addPuzzle, openTemp } from './temp-library.ts';

const COLOURS: readonly PaletteColor[] = [...BLACK_AND_WHITE, { name: 'red', char: 'r', rgb: '#ff0000' }];

/** A striped picture; `variant` moves the stripes so pictures of one size differ. */
function picture(width: number, height: number, variant: number, colours = 1): Puzzle {
  const cells = Uint8Array.from({ length: width * height }, (_, i) =>
    (i + variant) % 3 === 0 ? 1 + ((i >> 1) % colours) : 0,
  );
  return puzzleFromGrid({ width, height, cells }, colours > 1 ? COLOURS : BLACK_AND_WHITE);
}

interface Library {
  db: Db;
  ids: Record<string, number>;
  favourites: number;
}

/** Eight puzzles, added a minute apart, with a known size, colour, source, status and difficulty each. */
function library(): Library {
  const { db } = openTemp();
  const start = Date.parse('2025-01-01T00:00:00Z');
  const specs: [string, Puzzle, Puzzle['meta'], number | null][] = [
    ['cat', picture(5, 5, 0), { title: 'Cat 10', author: 'Jan Wolter', source: 'Logic Weekly' }, 3],
    ['dog', picture(10, 10, 1), { title: 'cat 9', author: 'Ann Bee', source: 'Logic Weekly' }, 8],
    ['eclair', picture(15, 15, 0, 2), { title: 'Éclair', author: 'Zoë Ölz', source: 'Bakery' }, 5],
    ['owl', picture(20, 12, 2), { title: 'Owl', author: 'Jan Wolter', source: '' }, null],
    ['kite', picture(25, 25, 0), { title: 'Kite', author: 'Ann Bee', source: 'Puzzle Monthly' }, 1],
    ['ship', picture(40, 30, 1, 2), { title: 'Ship', author: 'Cy Dee', source: 'Puzzle Monthly' }, 9],
    ['whale', picture(50, 45, 0), { title: 'Whale', author: 'Cy Dee', source: 'Logic Weekly' }, 6],
    ['gone', picture(6, 6, 2), { title: 'Gone cat', author: 'Jan Wolter', source: 'Logic Weekly' }, 2],
  ];
  const ids: Record<string, number> = {};
  specs.forEach(([key, puzzle, meta, difficulty], i) => {
    ids[key] = addPuzzle(db, puzzle, meta, new Date(start + i * 60_000));
    if (difficulty !== null) setDifficulty(db, ids[key]!, difficulty, null);
  });
  const play = (key: string, status: 'in-progress' | 'solved' | 'revealed', minute: number): void => {
    const attempt = startAttempt(db, ids[key]!, '0');
    const progress = { status, grid: '0', marks: '', elapsedMs: 1000 * minute, hints: 0, mistakes: 0 };
    saveProgress(db, attempt.id, progress, new Date(start + minute * 60_000));
  };
  play('dog', 'solved', 100);
  play('kite', 'in-progress', 300);
  play('ship', 'revealed', 200);
  play('whale', 'solved', 50);
  const favourites = createCollection(db, 'Favourites').id;
  addToCollection(db, favourites, [ids.cat!, ids.owl!, ids.gone!]);
  softDeletePuzzles(db, [ids.gone!]);
  return { db, ids, favourites };
}

function titles(lib: Library, patch: Partial<ListQuery>): string[] {
  return listPuzzles(lib.db, { ...LIST_ALL, ...patch }).items.map((item) => item.title);
}

describe('listPuzzles', () => {
  it('lists the live puzzles oldest first with their total', () => {
    const lib = library();
    const page = listPuzzles(lib.db, LIST_ALL);
    expect(page.total).toBe(7);
    expect(page.items.map((item) => item.title)).toEqual([
      'Cat 10',
      'cat 9',
      'Éclair',
      'Owl',
      'Kite',
      'Ship',
      'Whale',
    ]);
  });

  it('fills in play status, times and collections from attempts and memberships', () => {
    const lib = library();
    const byTitle = new Map(listPuzzles(lib.db, LIST_ALL).items.map((item) => [item.title, item]));
    expect(byTitle.get('cat 9')).toMatchObject({ status: 'solved', bestTimeMs: 100_000, timeMs: 100_000 });
    expect(byTitle.get('cat 9')?.lastPlayedAt).toBe('2025-01-01T01:40:00.000Z');
    expect(byTitle.get('Kite')).toMatchObject({ status: 'in-progress', bestTimeMs: null, timeMs: 300_000 });
    expect(byTitle.get('Owl')).toMatchObject({
      status: 'new',
      lastPlayedAt: null,
      collectionIds: [lib.favourites],
    });
    expect(byTitle.get('Ship')).toMatchObject({ colors: 2, width: 40, height: 30, difficulty: 9 });
  });

  it('pages through the list with offset and limit while the total stays', () => {
    const lib = library();
    const page = listPuzzles(lib.db, { ...LIST_ALL, offset: 2, limit: 3 });
    expect(page.total).toBe(7);
    expect(page.items.map((item) => item.title)).toEqual(['Éclair', 'Owl', 'Kite']);
    expect(listPuzzles(lib.db, { ...LIST_ALL, offset: 7 }).items).toEqual([]);
  });

  it('filters by play status', () => {
    const lib = library();
    expect(titles(lib, { status: 'solved' })).toEqual(['cat 9', 'Whale']);
    expect(titles(lib, { status: 'in-progress' })).toEqual(['Kite']);
    expect(titles(lib, { status: 'revealed' })).toEqual(['Ship']);
    expect(titles(lib, { status: 'new' })).toEqual(['Cat 10', 'Éclair', 'Owl']);
  });

  it('filters by size class of the larger side', () => {
    const lib = library();
    expect(titles(lib, { size: 'small' })).toEqual(['Cat 10', 'cat 9']);
    expect(titles(lib, { size: 'medium' })).toEqual(['Éclair', 'Owl']);
    expect(titles(lib, { size: 'large' })).toEqual(['Kite', 'Ship']);
    expect(titles(lib, { size: 'huge' })).toEqual(['Whale']);
  });

  it('filters black-and-white and colour puzzles', () => {
    const lib = library();
    expect(titles(lib, { color: 'color' })).toEqual(['Éclair', 'Ship']);
    expect(titles(lib, { color: 'bw' })).toHaveLength(5);
  });

  it('filters by difficulty band, with puzzles of several solutions or none apart', () => {
    const lib = library();
    setVerdict(lib.db, lib.ids.dog!, 'multiple', null);
    setVerdict(lib.db, lib.ids.kite!, 'none', null);
    expect(titles(lib, { level: 'easy' })).toEqual(['Cat 10']);
    expect(titles(lib, { level: 'medium' })).toEqual(['Éclair', 'Whale']);
    expect(titles(lib, { level: 'hard' })).toEqual([]);
    expect(titles(lib, { level: 'expert' })).toEqual(['Ship']);
    expect(titles(lib, { level: 'not-unique' })).toEqual(['cat 9']);
    expect(titles(lib, { level: 'no-solution' })).toEqual(['Kite']);
    expect(titles(lib, { level: 'unrated' })).toEqual(['Owl']);
    expect(titles(lib, { level: 'medium', color: 'bw' })).toEqual(['Whale']);
  });

  it('filters by source and by collection, leaving out deleted members', () => {
    const lib = library();
    expect(titles(lib, { source: 'Logic Weekly' })).toEqual(['Cat 10', 'cat 9', 'Whale']);
    expect(titles(lib, { collectionId: lib.favourites })).toEqual(['Cat 10', 'Owl']);
  });

  it('takes a site as a source for its numbered puzzles too: "webpbn.com" finds "webpbn.com #6"', () => {
    const lib = library();
    addPuzzle(lib.db, picture(7, 7, 0), { title: 'Six', source: 'webpbn.com #6' });
    addPuzzle(lib.db, picture(7, 7, 1), { title: 'Sixteen', source: 'webpbn.com #16' });
    addPuzzle(lib.db, picture(7, 7, 2), { title: 'Other site', source: 'webpbn.community #1' });
    expect(titles(lib, { source: 'webpbn.com', sort: 'title' })).toEqual(['Six', 'Sixteen']);
    expect(titles(lib, { source: 'webpbn.com #6' })).toEqual(['Six']);
  });

  it('searches title, author and source by word parts, ignoring case and accents', () => {
    const lib = library();
    expect(titles(lib, { search: 'CAT' })).toEqual(['Cat 10', 'cat 9']);
    expect(titles(lib, { search: 'wolt' })).toEqual(['Cat 10', 'Owl']);
    expect(titles(lib, { search: 'eclair' })).toEqual(['Éclair']);
    expect(titles(lib, { search: 'olz' })).toEqual(['Éclair']);
    expect(titles(lib, { search: 'monthly' })).toEqual(['Kite', 'Ship']);
    expect(titles(lib, { search: 'ann  kite' })).toEqual(['Kite']);
    expect(titles(lib, { search: '100%' })).toEqual([]);
  });

  it('combines filters', () => {
    const lib = library();
    const page = listPuzzles(lib.db, {
      ...LIST_ALL,
      source: 'Logic Weekly',
      status: 'new',
      size: 'small',
      search: 'jan',
    });
    expect(page.items.map((item) => item.title)).toEqual(['Cat 10']);
    expect(page.total).toBe(1);
  });

  it('sorts titles naturally, numbers by value and letters without regard to case or accents', () => {
    const lib = library();
    expect(titles(lib, { sort: 'title' })).toEqual([
      'cat 9',
      'Cat 10',
      'Éclair',
      'Kite',
      'Owl',
      'Ship',
      'Whale',
    ]);
    expect(titles(lib, { sort: 'title', descending: true })[0]).toBe('Whale');
  });

  it('sorts by each key both ways', () => {
    const lib = library();
    expect(titles(lib, { sort: 'created', descending: true })[0]).toBe('Whale');
    expect(titles(lib, { sort: 'size' })).toEqual([
      'Cat 10',
      'cat 9',
      'Éclair',
      'Owl',
      'Kite',
      'Ship',
      'Whale',
    ]);
    expect(titles(lib, { sort: 'difficulty' })).toEqual([
      'Owl',
      'Kite',
      'Cat 10',
      'Éclair',
      'Whale',
      'cat 9',
      'Ship',
    ]);
    expect(titles(lib, { sort: 'played', descending: true }).slice(0, 4)).toEqual([
      'Kite',
      'Ship',
      'cat 9',
      'Whale',
    ]);
    expect(titles(lib, { sort: 'status' })).toEqual([
      'Kite',
      'Cat 10',
      'Éclair',
      'Owl',
      'cat 9',
      'Whale',
      'Ship',
    ]);
    expect(titles(lib, { sort: 'status', descending: true })[0]).toBe('Ship');
  });
});

describe('the list query plan', () => {
  function plan(db: Db, patch: Partial<ListQuery>): string {
    const { sql, params } = listSql({ ...LIST_ALL, ...patch });
    const rows = db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[];
    return rows.map((row) => row.detail).join('\n');
  }

  it('walks an index for every sort, in either direction, with no temporary sort', () => {
    const { db } = openTemp();
    const indexes = {
      title: 'title',
      created: 'created',
      size: 'size',
      difficulty: 'difficulty',
      played: 'played',
    };
    for (const [sort, index] of Object.entries({ ...indexes, status: 'status' })) {
      for (const descending of [false, true]) {
        const text = plan(db, { sort: sort as ListQuery['sort'], descending });
        expect(text).toContain(`USING INDEX puzzles_by_${index}`);
        expect(text).not.toContain('TEMP B-TREE');
      }
    }
  });

  it('searches an index for the status, source and collection filters', () => {
    const { db } = openTemp();
    expect(plan(db, { status: 'solved' })).toContain(
      'SEARCH puzzles USING INDEX puzzles_by_status (status_rank=?)',
    );
    expect(plan(db, { source: 'Logic Weekly' })).toContain(
      'SEARCH puzzles USING INDEX puzzles_by_source (source>? AND source<?)',
    );
    expect(plan(db, { collectionId: 1 })).toContain(
      'SEARCH collection_members USING COVERING INDEX collection_members_in_order (collection_id=?)',
    );
  });
});
