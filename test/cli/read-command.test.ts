import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nestedSaves } from '../solver-host/crafted-pdfs.ts';
import { tempFolder } from '../temp-folder.ts';
import { runCli } from './run-cli.ts';

const fixtures = join(import.meta.dirname, '../fixtures/photo');
const clues = JSON.parse(readFileSync(join(fixtures, 'clues.json'), 'utf8')) as Record<
  string,
  {
    width: number;
    height: number;
    rows: number[][];
    columns: number[][];
    fixed?: { rows: number[][]; columns: number[][] };
  }
>;

describe('nonogram read', () => {
  it('prints one JSON object per picture: the clues read, their confidence, how far they can be trusted and the verdict', async () => {
    const run = await runCli(
      'read',
      '--json',
      join(fixtures, 'scan-10x10.png'),
      join(fixtures, 'no-puzzle.jpg'),
    );
    const [scan, none] = run.stdout.split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    const truth = clues['scan-10x10.png']!;
    expect(scan).toMatchObject({
      width: 10,
      height: 10,
      rows: truth.rows,
      columns: truth.columns,
      verdict: 'unique',
    });
    expect(Object.keys(scan!)).toEqual([
      'file',
      'width',
      'height',
      'rows',
      'columns',
      'confidence',
      'quality',
      'verdict',
      'ms',
    ]);
    expect(scan!.quality).toMatchObject({ lines: 20, overfullLines: 0, totalsAgree: true });
    expect(scan!.confidence).toHaveLength(20);
    expect((scan!.confidence as number[]).every((c) => c > 0 && c <= 1)).toBe(true);
    expect(none).toMatchObject({ verdict: 'error', width: null });
    expect(none!.message).toContain('No puzzle grid was found');
    // A picture that could not be read makes the run fail.
    expect(run.code).toBe(1);
  });

  it('keeps to --timeout while a PDF page is opened, and says the time ran out', async () => {
    const file = join(tempFolder(), 'nested.pdf');
    writeFileSync(file, nestedSaves(100_000));
    const run = await runCli('read', '--json', '--timeout', '1', file);
    const line = JSON.parse(run.stdout) as { verdict: string; message: string };
    expect(line).toEqual(
      expect.objectContaining({
        verdict: 'error',
        message: '"nested.pdf" took longer to open than the time allowed.',
      }),
    );
    expect(run.code).toBe(1);
  });

  it("gives the clues after the finder's first fix when the page reads with no single solution", async () => {
    // The page has a misprint no reader can tell: column 7's 5 printed as its look-alike 6.
    const run = await runCli('read', '--json', join(fixtures, 'misprint-10x10.png'));
    const line = JSON.parse(run.stdout) as { verdict: string; columns: number[][]; fixed?: unknown };
    const printed = clues['misprint-10x10.png']!;
    expect(line.columns).toEqual(printed.columns);
    expect(line.verdict).toBe('invalid');
    expect(line.fixed).toEqual({ rows: printed.fixed!.rows, columns: printed.fixed!.columns });
    expect(run.code).toBe(0);
  });

  it('says how many lines are in doubt and marks each of them, as the typing screen does', async () => {
    // Row 3's 6 is half lost on this page: it reads as a doubtful 5.
    const run = await runCli('read', join(fixtures, 'smudged-10x10.png'));
    expect(run.stdout).toContain('1 of 20 lines to check against the page (marked ?).');
    expect(run.stdout.split('\n').filter((l) => l.endsWith(' ?'))).toEqual(['    3  5 ?']);
  });

  it('refuses a damaged file and a PDF with no pages, each with its reason', async () => {
    const folder = tempFolder('read-damaged');
    const cut = join(folder, 'cut.jpg');
    const whole = readFileSync(join(fixtures, 'photo-15x15.jpg'));
    writeFileSync(cut, whole.subarray(0, whole.length >> 1));
    const run = await runCli('read', cut, join(fixtures, 'no-pages.pdf'));
    expect(run.stdout).toContain('"cut.jpg" could not be decoded');
    expect(run.stdout).toContain('The PDF has no pages.');
    expect(run.code).toBe(1);
  });

  it('needs at least one picture', async () => {
    expect((await runCli('read')).code).toBe(2);
  });
});
