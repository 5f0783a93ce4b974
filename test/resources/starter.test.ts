import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { canonicalClues } from '../../src-main/engine/clue-hash.ts';
import { solve } from '../../src-main/engine/solver/solve.ts';
import {
  DEFAULT_STARTER_DIR,
  readStarterCollection,
  StarterCollectionError,
} from '../../src-main/library/starter-collection.ts';

const starter = readStarterCollection();
const puzzles = starter.map((s) => s.puzzle);
const ours = puzzles.filter((p) => p.meta.author === 'Nonogram Studio');
const isColour = (p: (typeof puzzles)[number]): boolean => p.palette.length > 2;

interface Listed {
  file: string;
  title: string;
  author: string;
  width: number;
  height: number;
  colors: number;
}
const listed = (
  JSON.parse(readFileSync(join(DEFAULT_STARTER_DIR, 'collection.json'), 'utf8')) as { puzzles: Listed[] }
).puzzles;

describe('the starter collection', () => {
  it('holds at least 30 puzzles, each with a title and an author', () => {
    expect(puzzles.length).toBeGreaterThanOrEqual(30);
    for (const p of puzzles) {
      expect(p.meta.title?.trim()).toBeTruthy();
      expect(p.meta.author?.trim()).toBeTruthy();
    }
  });

  it('spans sizes from 5x5 to at least 50x50', () => {
    expect(puzzles.some((p) => p.width === 5 && p.height === 5)).toBe(true);
    expect(puzzles.some((p) => p.width >= 50 && p.height >= 50)).toBe(true);
    expect(puzzles.filter((p) => Math.max(p.width, p.height) >= 40).length).toBeGreaterThanOrEqual(3);
  });

  it('has at least 8 colour puzzles, with 2 to 5 colours', () => {
    const colour = puzzles.filter(isColour);
    expect(colour.length).toBeGreaterThanOrEqual(8);
    for (const p of colour) expect(p.palette.length - 1).toBeLessThanOrEqual(5);
  });

  it('has at least 20 pictures of our own, at least 8 of them in colour', () => {
    expect(ours.length).toBeGreaterThanOrEqual(20);
    expect(ours.filter(isColour).length).toBeGreaterThanOrEqual(8);
  });

  it('starts gently: the first puzzles are small', () => {
    for (const p of puzzles.slice(0, 5)) expect(p.width * p.height).toBeLessThanOrEqual(100);
  });

  it('has no two puzzles with the same clues', () => {
    expect(new Set(puzzles.map(canonicalClues)).size).toBe(puzzles.length);
  });

  it('lists in collection.json the title, author and size each file holds', () => {
    expect(listed.map((l) => l.file)).toEqual(starter.map((s) => s.file));
    listed.forEach((l, i) => {
      const p = puzzles[i]!;
      expect([l.title, l.author, l.width, l.height, l.colors]).toEqual([
        p.meta.title,
        p.meta.author,
        p.width,
        p.height,
        p.palette.length - 1,
      ]);
    });
  });

  it('credits every puzzle and author in CREDITS.md', () => {
    const credits = readFileSync(join(DEFAULT_STARTER_DIR, 'CREDITS.md'), 'utf8');
    for (const p of puzzles) {
      expect(credits).toContain(
        `| ${p.meta.title} | ${p.width}x${p.height} | ${p.meta.author} | ${p.meta.source} |`,
      );
    }
    for (const author of ['Jan Wolter', 'Robert Kummerfeldt', 'Nancy Snyder', 'Gator', 'Nonogram Studio']) {
      expect(credits).toContain(author);
    }
  });

  // Most puzzles take milliseconds; webpbn #6574 (Forever) needs a search of tens of thousands of
  // nodes, 8 to 20 s here depending on the machine's load, hence the generous limit.
  it.each(starter.map((s) => [s.file, s.puzzle] as const))(
    '%s has exactly one solution',
    (_file, puzzle) => {
      const result = solve(puzzle, { maxSolutions: 2, timeLimitMs: 120_000 });
      expect(result.status).toBe('unique');
    },
    150_000,
  );
});

describe('readStarterCollection', () => {
  function tempStarter(): string {
    const dir = mkdtempSync(join(tmpdir(), 'nonogram-starter-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    mkdirSync(join(dir, 'puzzles'));
    return dir;
  }

  function writeIndex(dir: string, files: string[]): void {
    writeFileSync(join(dir, 'collection.json'), JSON.stringify({ puzzles: files.map((file) => ({ file })) }));
  }

  it('reads the puzzles of another folder in the order collection.json gives', () => {
    const dir = tempStarter();
    const [first, second] = starter;
    copyFileSync(join(DEFAULT_STARTER_DIR, first!.file), join(dir, 'puzzles', 'b.json'));
    copyFileSync(join(DEFAULT_STARTER_DIR, second!.file), join(dir, 'puzzles', 'a.json'));
    writeIndex(dir, ['puzzles/b.json', 'puzzles/a.json']);
    const read = readStarterCollection(dir);
    expect(read.map((s) => s.file)).toEqual(['puzzles/b.json', 'puzzles/a.json']);
    expect(read.map((s) => s.puzzle.meta.title)).toEqual([
      first!.puzzle.meta.title,
      second!.puzzle.meta.title,
    ]);
  });

  it('names a listed file that is missing', () => {
    const dir = tempStarter();
    writeIndex(dir, ['puzzles/gone.json']);
    expect(() => readStarterCollection(dir)).toThrow(StarterCollectionError);
    expect(() => readStarterCollection(dir)).toThrow(/gone\.json/);
  });

  it('names a puzzle file that is not a puzzle, with the reason', () => {
    const dir = tempStarter();
    writeFileSync(
      join(dir, 'puzzles', 'broken.json'),
      '{ "format": "nonogram", "version": 1, "rows": [[1]] }',
    );
    writeIndex(dir, ['puzzles/broken.json']);
    expect(() => readStarterCollection(dir)).toThrow(/broken\.json: .*columns/);
  });

  it('says so when the folder has no collection.json', () => {
    const dir = tempStarter();
    expect(() => readStarterCollection(dir)).toThrow(/collection\.json/);
  });
});
