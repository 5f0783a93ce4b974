import { describe, expect, it } from 'vitest';
import { FormatError, readPuzzleFile, type ReadResult } from '../../../src-main/engine/formats/index.ts';
import { puzzleProblems } from '../../../src-main/engine/validate.ts';
import { benchFiles, benchText, clueText } from './helpers.ts';

function read(path: string): ReadResult {
  return readPuzzleFile(path.split('/').pop()!, benchText(path));
}

/** Every bench puzzle is meant to be consistent: row and column totals (per colour) agree. */
function expectConsistent(result: ReadResult): void {
  for (const { puzzle, index } of result.puzzles) {
    expect({ index, problems: puzzleProblems(puzzle) }).toEqual({ index, problems: [] });
  }
}

describe('bench files', () => {
  const groups: [string, string, string][] = [
    ['jwilk', '.nin', 'nin'],
    ['survey', '.nin', 'nin'],
    ['edge-cases', '.nin', 'nin'],
    ['pynogram', '.txt', 'pynogram'],
    ['nonogrid', '.toml', 'nonogrid'],
  ];
  for (const [folder, extension, format] of groups) {
    it(`reads every ${folder} file as ${format} with consistent clues`, () => {
      const files = benchFiles(folder, extension);
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) {
        const result = read(file);
        expect(result.format).toBe(format);
        expectConsistent(result);
      }
    });
  }

  it('warns about, but reads, the jwilk file that repeats its puzzle after the clues', () => {
    const result = read('jwilk/data142.nin');
    expect(result.puzzles[0]!.puzzle.width).toBe(25);
    expect(result.warnings).toEqual([
      expect.stringMatching(/^line 47: the text after the 20 row and 25 column clues/),
    ]);
  });

  it('reads the edge cases with the sizes their manifest gives', () => {
    const manifest = benchText('edge-cases/manifest.tsv').trim().split('\n').slice(1);
    for (const row of manifest) {
      const [file, width, height] = row.split('\t');
      const { puzzle } = read(`edge-cases/${file}`).puzzles[0]!;
      expect([file, puzzle.width, puzzle.height]).toEqual([file, Number(width), Number(height)]);
    }
  });

  it('reads the colour samples of pynogram and nonogrid with their colours', () => {
    const uk = read('pynogram/uk.txt').puzzles[0]!.puzzle;
    expect(uk.palette.map((c) => c.rgb)).toEqual(['#ffffff', '#0000ff', '#ff0000']);
    expect(essenceOf(read('nonogrid/UK.toml'))).toEqual(essenceOf(read('pynogram/uk.txt')));
    const apples = read('pynogram/apples.txt').puzzles[0]!.puzzle;
    expect(apples.palette.map((c) => c.name)).toEqual(['white', 'black', 'g', 'red']);
    expect(apples.palette[2]!.rgb).toBe('#00cc00');
  });

  it('reads every Olšák file except triangle and triddler puzzles, which it rejects by name', () => {
    const rejected: Record<string, RegExp> = {
      'alladin.g': /line 16: the colour "black\/orange" is a triangle cell; triangles are not supported/,
      'creature.g': /line 2: triddlers .* are not supported/,
    };
    // The sample kept in test/fixtures/olsak: seven it reads, one triangle and one triddler file.
    const files = [...benchFiles('olsak', '.g'), ...benchFiles('olsak', '.mk')];
    expect(files.length).toBe(9);
    for (const file of files) {
      const name = file.split('/').pop()!;
      const expected = rejected[name];
      if (expected) {
        expect(() => read(file)).toThrow(FormatError);
        expect(() => read(file)).toThrow(expected);
      } else {
        const result = read(file);
        expect(result.format).toBe(name.endsWith('.g') ? 'olsak-g' : 'olsak-mk');
        expectConsistent(result);
      }
    }
  });

  it('reads .mk sizes as height then width', () => {
    const bird = read('olsak/bird.mk').puzzles[0]!.puzzle;
    expect([bird.width, bird.height]).toEqual([60, 50]);
  });

  it('reads Olšák colours, with the default colour first and an empty column kept', () => {
    const rose = read('olsak/rose.g').puzzles[0]!.puzzle;
    expect(rose.palette.map((c) => c.rgb)).toEqual([
      '#ffffff',
      '#9cf200',
      '#62f218',
      '#00ce00',
      '#f6bef6',
      '#f68df6',
      '#ff00ff',
      '#f6008b',
    ]);
    const oko = read('olsak/oko.g').puzzles[0]!.puzzle;
    expect(oko.palette.map((c) => c.name)).toEqual(['white', 'black', 'blue']);
    const cats = read('olsak/dvekocky.g').puzzles[0]!.puzzle;
    expect([cats.width, cats.height, cats.columns[35]]).toEqual([71, 35, []]);
  });

  it('gives the same clues for Dancer in all five formats', () => {
    const files = [
      'formats/dancer-webpbn-1.xml',
      'formats/dancer.nin',
      'formats/dancer.nonogram-solver.json',
      'formats/dancer.sgt-pattern-id.txt',
      'formats/dancer.taai-style.txt',
    ];
    const results = files.map(read);
    expect(results.map((r) => r.format)).toEqual(['webpbn', 'nin', 'json', 'tatham', 'taai']);
    const clues = results.map((r) => clueText(r.puzzles[0]!.puzzle));
    for (const c of clues) expect(c).toEqual(clues[1]);
    expect(clues[1]!.columns).toEqual(['2:1 1:1', '2:1 1:1 3:1', '7:1', '1:1 3:1', '2:1 1:1']);
    expect(results[0]!.puzzles[0]!.puzzle.meta).toMatchObject({
      title: 'Demo Puzzle from Front Page',
      author: 'Jan Wolter',
      copyright: '(c) Copyright 2004 by Jan Wolter',
      source: 'webpbn.com',
      number: '#1 (v.1)',
    });
  });

  it('reads all 100 puzzles of the tournament-style file as consistent 25 x 25 puzzles', () => {
    for (const file of benchFiles('tournament', '.txt')) {
      const result = read(file);
      expect(result.format).toBe('taai');
      expect(result.puzzles.length).toBe(100);
      const [first, last] = [result.puzzles[0]!, result.puzzles[99]!];
      expect([first.label, last.label]).toEqual(['$1', '$100']);
      for (const { puzzle } of [first, last]) expect([puzzle.width, puzzle.height]).toEqual([25, 25]);
      expectConsistent({ ...result, puzzles: [first, last] });
    }
  });

  it('keeps the one empty clue of the tournament-style file (as in TAAI 2017) as an empty line', () => {
    const { puzzles } = read('tournament/tournament.txt');
    const withEmpty = puzzles.filter(({ puzzle }) =>
      [...puzzle.rows, ...puzzle.columns].some((c) => c.length === 0),
    );
    expect(withEmpty.length).toBe(1);
    expect(puzzleProblems(withEmpty[0]!.puzzle)).toEqual([]);
  });
});

function essenceOf(result: ReadResult): object {
  const { puzzle } = result.puzzles[0]!;
  return { ...clueText(puzzle), colors: puzzle.palette.map((c) => c.rgb) };
}
