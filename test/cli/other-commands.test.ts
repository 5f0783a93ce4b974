import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readNin } from '../../src-main/engine/formats/nin.ts';
import { readPuzzleFile } from '../../src-main/engine/formats/index.ts';
import { tempFolder } from '../temp-folder.ts';
import { main } from '../../src-main/cli/main.ts';
import { runCli, runEntry } from './run-cli.ts';
import { FIXTURES } from '../fixture-path.ts';

describe('nonogram explain', () => {
  it('numbers each logical step and ends with the solved picture', async () => {
    const run = await runCli('explain', join(FIXTURES, 'formats/dancer.nin'));
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^ {3}1\. \S/m);
    expect(run.stdout).toMatch(/^Solved by line logic alone in \d+ steps\.$/m);
  });

  it('writes out a trial of one cell link by link where line logic is stuck', async () => {
    const run = await runCli('explain', join(FIXTURES, 'survey/webpbn-00027.nin'));
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /^ *\d+\. Suppose row \d+, column \d+ is (filled|empty)\.\n( {8}- (row|column) \d+ .+\n)+ {8}So row \d+, column \d+ must be (empty|filled)\.$/m,
    );
    expect(run.stdout).toMatch(/^Solved in \d+ steps: \d+ by lines alone and 1 by trying one cell\.$/m);
  });

  it('says when a puzzle has several solutions, naming cells where two differ', async () => {
    const run = await runCli('explain', join(FIXTURES, 'edge-cases/multi-01-6x6.nin'));
    expect(run.stdout).toMatch(
      /This puzzle has more than one solution.* Two of its solutions differ at row \d+, column \d+/,
    );
  });
});

describe('nonogram rate', () => {
  it('rates an easy puzzle below a hard one', async () => {
    const run = await runCli(
      'rate',
      '--json',
      join(FIXTURES, 'formats/dancer.nin'),
      join(FIXTURES, 'survey/webpbn-06574.nin'),
    );
    const [easy, hard] = run.stdout
      .split('\n')
      .map((l) => JSON.parse(l) as { score: number; lineSolvable: boolean });
    expect(easy!.lineSolvable).toBe(true);
    expect(easy!.score).toBeLessThan(hard!.score);
  });
});

describe('nonogram convert', () => {
  it('writes a puzzle in another format that reads back to the same clues', async () => {
    const source = join(FIXTURES, 'formats/dancer.nin');
    const out = join(tempFolder('nonogram-convert-'), 'dancer.xml');
    const run = await runCli('convert', source, '--to', 'webpbn', '--out', out);
    expect(run.code).toBe(0);
    const back = readPuzzleFile('dancer.xml', readFileSync(out, 'utf8')).puzzles[0]!.puzzle;
    const original = readNin(readFileSync(source, 'utf8'));
    expect(back.rows).toEqual(original.rows);
    expect(back.columns).toEqual(original.columns);
  });

  it('carries a goal image over when the target format holds one', async () => {
    const folder = tempFolder('nonogram-convert-goal-');
    const source = join(folder, 'two.non');
    const goal = '010100001';
    writeFileSync(source, `width 3\nheight 3\nrows\n1\n1\n1\ncolumns\n1\n1\n1\ngoal "${goal}"\n`);
    const out = join(folder, 'two.xml');
    expect((await runCli('convert', source, '--to', 'webpbn', '--out', out)).code).toBe(0);
    const [read] = readPuzzleFile('two.xml', readFileSync(out, 'utf8')).puzzles;
    expect(Array.from(read!.goal!.cells).join('')).toBe(goal);
  });

  it('asks for --index when a one-puzzle format gets a multi-puzzle file', async () => {
    const run = await runCli('convert', join(FIXTURES, 'tournament/tournament.txt'), '--to', 'nin');
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--index/);
  });

  it('names the formats it can write when --to is wrong', async () => {
    const run = await runCli('convert', join(FIXTURES, 'formats/dancer.nin'), '--to', 'bmp');
    expect(run.stderr).toMatch(/--to must be one of .*nin/);
  });

  it('refuses a colour puzzle for a black-and-white format with a sentence and exit code 1', async () => {
    for (const to of ['nin', 'olsak-mk', 'taai', 'tatham']) {
      const run = await runCli('convert', join(FIXTURES, 'olsak/rose.g'), '--to', to);
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/rose\.g: .*colour.*black-and-white.*json, webpbn, non, olsak-g/);
      expect(run.stderr).not.toMatch(/\bat \S+ \(/);
    }
  });

  it('says why the converted file could not be written, with exit code 1', async () => {
    const out = join(tempFolder(), 'missing-folder', 'dancer.non');
    const run = await runCli('convert', join(FIXTURES, 'formats/dancer.nin'), '--to', 'non', '--out', out);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/could not be written.*missing-folder/);
  });
});

describe('nonogram', () => {
  it('prints usage for help and fails on an unknown command', async () => {
    expect((await runCli('help')).stdout).toMatch(/Usage: nonogram/);
    const run = await runCli('frobnicate');
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/unknown command "frobnicate"/);
  });

  it('takes names of object properties for unknown commands, not for code to run', async () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      const run = await runCli(name);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(`unknown command "${name}"`);
    }
  });

  it('turns a failure no command expected into one line and exit code 1, not a stack trace', async () => {
    const failing = async (): Promise<number> => {
      throw new TypeError('Cannot read properties of null');
    };
    const run = await runEntry((argv, out) => main(argv, out, { broken: failing }), ['broken']);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('nonogram broken: Cannot read properties of null');
  });
});

describe('nonogram generate', () => {
  it('writes puzzles with one solution each, which read back with their solutions', async () => {
    const dir = tempFolder('nonogram-generate-');
    const file = join(dir, 'made.xml');
    const made = await runCli(
      'generate',
      '--size',
      '12x9',
      '--colors',
      '3',
      '--count',
      '3',
      '--seed',
      '77',
      '--out',
      file,
    );
    expect(made.code).toBe(0);
    expect(made.stderr.split('\n')).toHaveLength(3);
    expect(made.stderr).toMatch(/^Random 12x9 #25: easy [\d.]+, seed 77, \d+ ms$/m);

    const read = readPuzzleFile(file, readFileSync(file, 'utf8'));
    expect(read.puzzles).toHaveLength(3);
    for (const { puzzle, goal } of read.puzzles) {
      expect(puzzle).toMatchObject({ width: 12, height: 9 });
      expect(puzzle.palette).toHaveLength(4);
      expect(goal).toBeDefined();
    }
    const solved = await runCli('solve', '--json', file);
    const statuses = solved.stdout.split('\n').map((line) => (JSON.parse(line) as { status: string }).status);
    expect(statuses).toEqual(['unique', 'unique', 'unique']);
  });

  it('makes the same puzzles from the same seed', async () => {
    const once = await runCli('generate', '--size', '10x10', '--level', 'hard', '--seed', '5', '--to', 'nin');
    const twice = await runCli(
      'generate',
      '--size',
      '10x10',
      '--level',
      'hard',
      '--seed',
      '5',
      '--to',
      'nin',
    );
    expect(once.code).toBe(0);
    expect(twice.stdout).toBe(once.stdout);
    const other = await runCli(
      'generate',
      '--size',
      '10x10',
      '--level',
      'hard',
      '--seed',
      '6',
      '--to',
      'nin',
    );
    expect(other.stdout).not.toBe(once.stdout);
  });

  it('explains options it cannot take', async () => {
    const cases: [string[], RegExp][] = [
      [['--size', '4x10'], /--size must be WIDTHxHEIGHT with sides from 5 to 100, not "4x10"/],
      [['--size', 'big'], /not "big"/],
      [['--level', 'fiendish'], /--level must be one of easy, medium, hard/],
      [['--count', '2', '--to', 'nin'], /holds one puzzle/],
      [['--colors', '2', '--to', 'taai'], /only black-and-white/],
      [['--count', '1.5'], /whole number/],
    ];
    for (const [options, message] of cases) {
      const run = await runCli('generate', ...options);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(message);
    }
  });
});
