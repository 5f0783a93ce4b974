/** Good puzzle files of every format the readers take, which the fuzzer mutates. */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FormatId } from '../../src-main/engine/formats/index.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const BENCH = process.env['NONOGRAM_BENCH_DIR'] ?? join(ROOT, '..', 'shared', 'bench');
const GOOD = join(ROOT, 'test', 'fixtures', 'formats', 'good');

export interface Seed {
  readonly format: FormatId;
  readonly name: string;
  readonly text: string;
}

const SOURCES: readonly (readonly [FormatId, string])[] = [
  ['json', join(GOOD, 'flag-colors.json')],
  ['json', join(BENCH, 'formats/dancer.nonogram-solver.json')],
  ['webpbn', join(GOOD, 'flag-colors.xml')],
  ['webpbn', join(GOOD, 'goal-only.xml')],
  ['webpbn', join(BENCH, 'formats/dancer-webpbn-1.xml')],
  ['non', join(GOOD, 'flag-colors.non')],
  ['non', join(GOOD, 'bundle.nonpack')],
  ['non', join(GOOD, 'blank-lines.non')],
  ['olsak-g', join(GOOD, 'flag-colors.g')],
  ['olsak-g', join(BENCH, 'olsak/rose.g')],
  ['olsak-mk', join(BENCH, 'olsak/bird.mk')],
  ['olsak-mk', join(BENCH, 'olsak/test.mk')],
  ['nin', join(BENCH, 'formats/dancer.nin')],
  ['nin', join(BENCH, 'jwilk/data010.nin')],
  ['taai', join(BENCH, 'formats/dancer.taai-style.txt')],
  ['taai', join(GOOD, 'empty-line.taai.txt')],
  ['tatham', join(BENCH, 'formats/dancer.sgt-pattern-id.txt')],
  ['tatham', join(GOOD, 'two-ids.sgt.txt')],
  ['pynogram', join(BENCH, 'pynogram/hello.txt')],
  ['pynogram', join(GOOD, 'flag-colors.txt')],
  ['nonogrid', join(GOOD, 'flag-colors.toml')],
  ['nonogrid', join(BENCH, 'nonogrid/hello.toml')],
];

export function seedFiles(): Seed[] {
  return SOURCES.map(([format, path]) => ({
    format,
    name: path.split(/[\\/]/).pop()!,
    text: readFileSync(path, 'utf8'),
  }));
}

/** A file name that leads the reader to the format, as the import and the CLI would see it. */
export function fileNameFor(seed: Seed, n: number): string {
  const extension: Record<FormatId, string> = {
    json: 'json',
    webpbn: 'xml',
    non: 'non',
    'olsak-g': 'g',
    'olsak-mk': 'mk',
    nin: 'nin',
    taai: 'taai',
    tatham: 'txt',
    pynogram: 'txt',
    nonogrid: 'toml',
  };
  return `mutant-${n}.${extension[seed.format]}`;
}
