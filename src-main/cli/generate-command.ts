/**
 * `nonogram generate [--size WxH] [--colors N] [--level easy|medium|hard] [--count N] [--seed N]
 * [--to FORMAT] [--out FILE] [--timeout SECONDS]`: new puzzles with exactly one solution, written
 * in a puzzle format (with their solutions where the format holds them). A line per puzzle on
 * stderr says what was made, so the puzzles themselves can be piped.
 */
import { writeFile } from 'node:fs/promises';
import { FORMATS, writeProblem, writePuzzleFile } from '../engine/formats/index.ts';
import { generatePuzzle } from '../engine/generator/generate.ts';
import {
  GENERATE_LEVELS,
  MAX_GENERATED_COLORS,
  MAX_GENERATED_COUNT,
  MAX_GENERATED_SIDE,
  MIN_GENERATED_SIDE,
  type GenerateLevel,
} from '../engine/generator/generate-limits.ts';
import { generatedMeta } from '../engine/generator/generated-meta.ts';
import type { Grid, Puzzle } from '../engine/puzzle.ts';
import { integerOption, numberOption, parseArgs, UsageError } from './args.ts';
import type { Output } from './output.ts';
import { CommandError } from './pick-puzzle.ts';

const DEFAULT_FORMAT = 'webpbn';

export async function generateCommand(argv: readonly string[], out: Output): Promise<number> {
  const args = parseArgs(argv, [
    { name: 'size', value: true },
    { name: 'colors', value: true },
    { name: 'level', value: true },
    { name: 'count', value: true },
    { name: 'seed', value: true },
    { name: 'to', value: true },
    { name: 'out', value: true },
    { name: 'timeout', value: true },
  ]);
  if (args.positional.length > 0) throw new UsageError('generate takes no files, only options');
  const [width, height] = parseSize(args.options.get('size') ?? '15x15');
  const colors = integerOption(args, 'colors', 1, 1, MAX_GENERATED_COLORS);
  const count = integerOption(args, 'count', 1, 1, MAX_GENERATED_COUNT);
  const timeoutMs = numberOption(args, 'timeout', 120, 1, 3600) * 1000;
  const level = parseLevel(args.options.get('level') ?? 'easy');
  const firstSeed = args.options.has('seed')
    ? integerOption(args, 'seed', 1, 1, 0x7fff_ffff)
    : 1 + Math.floor(Math.random() * 0x7fff_fffe);
  const to = args.options.get('to') ?? DEFAULT_FORMAT;
  const format = FORMATS.find((f) => f.canWrite && f.id === to);
  if (!format) {
    const writable = FORMATS.filter((f) => f.canWrite).map((f) => f.id);
    throw new UsageError(`--to must be one of ${writable.join(', ')}, not "${to}"`);
  }
  if (!format.multiPuzzle && count > 1) {
    throw new UsageError(`${format.name} holds one puzzle; ask for --count 1 or another --to`);
  }
  if (!format.colors && colors > 1) {
    throw new UsageError(`${format.name} holds only black-and-white puzzles; leave out --colors`);
  }

  const puzzles: Puzzle[] = [];
  const solutions: Grid[] = [];
  for (let n = 0; n < count; n++) {
    const seed = firstSeed + n;
    const started = Date.now();
    const outcome = generatePuzzle({ width, height, colors, level, seed, timeLimitMs: timeoutMs });
    if (outcome.status !== 'done') {
      throw new CommandError(
        `no ${level} ${width}x${height} puzzle came out within ${timeoutMs / 1000} s (seed ${seed}); a smaller size or an easier level is quicker`,
      );
    }
    const meta = generatedMeta(width, height, level, seed);
    puzzles.push({ ...outcome.puzzle, meta });
    solutions.push(outcome.solution);
    const rated = `${outcome.difficulty.label} ${outcome.difficulty.score}`;
    const off = outcome.onTarget ? '' : ` (asked ${level})`;
    out.error(`${meta.title}: ${rated}${off}, seed ${seed}, ${Date.now() - started} ms`);
  }
  const problem = writeProblem(format.id, puzzles);
  if (problem) throw new CommandError(problem);
  const text = writePuzzleFile(format.id, puzzles, solutions);
  const target = args.options.get('out');
  if (target) await writeFile(target, text, 'utf8');
  else out.line(text.replace(/\n$/, ''));
  return 0;
}

function parseSize(text: string): [number, number] {
  const match = /^(\d+)x(\d+)$/i.exec(text.trim());
  const sides = match ? [Number(match[1]), Number(match[2])] : [];
  const [width, height] = sides;
  const fits = (n: number | undefined): n is number =>
    n !== undefined && n >= MIN_GENERATED_SIDE && n <= MAX_GENERATED_SIDE;
  if (!fits(width) || !fits(height)) {
    throw new UsageError(
      `--size must be WIDTHxHEIGHT with sides from ${MIN_GENERATED_SIDE} to ${MAX_GENERATED_SIDE}, not "${text}"`,
    );
  }
  return [width, height];
}

function parseLevel(text: string): GenerateLevel {
  const level = GENERATE_LEVELS.find((known) => known === text);
  if (!level) throw new UsageError(`--level must be one of ${GENERATE_LEVELS.join(', ')}, not "${text}"`);
  return level;
}
