import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readNin } from '../../src-main/engine/formats/nin.ts';
import { clueOfLine, sameClue } from '../../src-main/engine/puzzle.ts';
import { tempFolder } from '../temp-folder.ts';
import { runCli } from './run-cli.ts';
import { readFileSync } from 'node:fs';
import { FIXTURES } from '../fixture-path.ts';

function parseJsonLines(text: string): Record<string, unknown>[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** Checks a solution given as row strings against the clues of a .nin puzzle. */
function rowsMatchClues(rows: string[], file: string): boolean {
  const puzzle = readNin(readFileSync(file, 'utf8'));
  const cells = rows.map((row) => Array.from(row, (ch) => (ch === '#' ? 1 : 0)));
  const rowsOk = puzzle.rows.every((clue, y) => sameClue(clueOfLine(cells[y]!), clue));
  const colsOk = puzzle.columns.every((clue, x) => sameClue(clueOfLine(cells.map((r) => r[x]!)), clue));
  return rowsOk && colsOk;
}

describe('nonogram solve', () => {
  it('prints one JSON line per puzzle with a solution that satisfies the clues', async () => {
    const file = join(FIXTURES, 'formats/dancer.nin');
    const run = await runCli('solve', file, '--json');
    expect(run.code).toBe(0);
    const [line] = parseJsonLines(run.stdout);
    expect(line).toMatchObject({ file, index: 1, width: 5, height: 10, status: 'unique' });
    const solutions = line!.solutions as string[][];
    expect(solutions).toHaveLength(1);
    expect(rowsMatchClues(solutions[0]!, file)).toBe(true);
    expect(typeof line!.ms).toBe('number');
  });

  it('reports two different solutions for a puzzle that has several', async () => {
    const file = join(FIXTURES, 'edge-cases/multi-01-6x6.nin');
    const [line] = parseJsonLines((await runCli('solve', file, '--json')).stdout);
    expect(line!.status).toBe('multiple');
    const solutions = line!.solutions as string[][];
    expect(solutions).toHaveLength(2);
    expect(solutions[0]).not.toEqual(solutions[1]);
    for (const solution of solutions) expect(rowsMatchClues(solution, file)).toBe(true);
  });

  it('says none for a contradictory puzzle and solved when one solution is asked for', async () => {
    const none = parseJsonLines(
      (await runCli('solve', join(FIXTURES, 'edge-cases/none-01-7x7.nin'), '--json')).stdout,
    );
    expect(none[0]!.status).toBe('none');
    const one = parseJsonLines(
      (await runCli('solve', join(FIXTURES, 'formats/dancer.nin'), '--json', '--solutions', '1')).stdout,
    );
    expect(one[0]!.status).toBe('solved');
  });

  it('solves every puzzle of a multi-puzzle file in order', async () => {
    const dir = tempFolder('nonogram-cli-');
    const taai = readFileSync(join(FIXTURES, 'tournament/tournament.txt'), 'utf8');
    const firstThree = taai
      .split(/^(?=\$)/m)
      .slice(0, 3)
      .join('');
    writeFileSync(join(dir, 'three.txt'), firstThree);
    const lines = parseJsonLines(
      (await runCli('solve', join(dir, 'three.txt'), '--json', '--solutions', '1')).stdout,
    );
    expect(lines.map((l) => l.index)).toEqual([1, 2, 3]);
    expect(lines.every((l) => l.status === 'solved' && l.width === 25)).toBe(true);
  });

  it('gives an error line naming the line of a malformed file and exits 1', async () => {
    const dir = tempFolder('nonogram-cli-');
    const bad = join(dir, 'bad.nin');
    writeFileSync(bad, '3 2\n1\n1 x\n1\n1\n1\n');
    const run = await runCli('solve', bad, '--json');
    expect(run.code).toBe(1);
    const [line] = parseJsonLines(run.stdout);
    expect(line).toMatchObject({ file: bad, status: 'error' });
    expect(String(line!.message)).toMatch(/line 3/);
  });

  it('draws the picture without --json', async () => {
    const run = await runCli('solve', join(FIXTURES, 'formats/dancer.nin'));
    expect(run.stdout).toContain('unique solution');
    expect(run.stdout.split('\n').filter((l) => /^[#.]{5}$/.test(l))).toHaveLength(10);
  });

  it('stops at the time limit and says so', async () => {
    const dir = tempFolder('nonogram-cli-');
    const taai = readFileSync(join(FIXTURES, 'tournament/tournament.txt'), 'utf8');
    writeFileSync(
      join(dir, 'hard.txt'),
      taai
        .split(/^(?=\$)/m)
        .slice(-2)
        .join(''),
    );
    const run = await runCli(
      'solve',
      join(dir, 'hard.txt'),
      '--json',
      '--strategy',
      'dfs',
      '--timeout',
      '0.05',
    );
    const lines = parseJsonLines(run.stdout);
    expect(lines.map((l) => l.status)).toEqual(['timeout', 'timeout']);
    expect(lines.every((l) => (l.ms as number) < 5_000)).toBe(true);
  });

  it('rejects unknown options and strategies with usage help', async () => {
    const run = await runCli('solve', 'x.nin', '--fast');
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/unknown option --fast/);
    const strategy = await runCli('solve', 'x.nin', '--strategy', 'magic');
    expect(strategy.stderr).toMatch(/--strategy must be one of full, rules, dfs/);
  });
});
