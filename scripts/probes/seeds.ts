/** Good puzzle files of every format the readers take, which the fuzzer mutates. */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FormatId } from '../../src-main/engine/formats/index.ts';

const ROOT = resolve(import.meta.dirname, '../..');
// The samples of the public sets kept with the tests, so the fuzzer runs on a fresh clone.
const FIXTURES = join(ROOT, 'test', 'fixtures');
const GOOD = join(FIXTURES, 'formats', 'good');

export interface Seed {
  readonly format: FormatId;
  readonly name: string;
  readonly text: string;
}

const SOURCES: readonly (readonly [FormatId, string])[] = [
  ['json', join(GOOD, 'flag-colors.json')],
  ['json', join(FIXTURES, 'formats/dancer.nonogram-solver.json')],
  ['webpbn', join(GOOD, 'flag-colors.xml')],
  ['webpbn', join(GOOD, 'goal-only.xml')],
  ['webpbn', join(FIXTURES, 'formats/dancer-webpbn-1.xml')],
  ['non', join(GOOD, 'flag-colors.non')],
  ['non', join(GOOD, 'bundle.nonpack')],
  ['non', join(GOOD, 'blank-lines.non')],
  ['olsak-g', join(GOOD, 'flag-colors.g')],
  ['olsak-g', join(FIXTURES, 'olsak/rose.g')],
  ['olsak-mk', join(FIXTURES, 'olsak/bird.mk')],
  ['olsak-mk', join(FIXTURES, 'olsak/test.mk')],
  ['nin', join(FIXTURES, 'formats/dancer.nin')],
  ['nin', join(FIXTURES, 'jwilk/data010.nin')],
  ['taai', join(FIXTURES, 'formats/dancer.taai-style.txt')],
  ['taai', join(GOOD, 'empty-line.taai.txt')],
  ['tatham', join(FIXTURES, 'formats/dancer.sgt-pattern-id.txt')],
  ['tatham', join(GOOD, 'two-ids.sgt.txt')],
  ['pynogram', join(FIXTURES, 'pynogram/hello.txt')],
  ['pynogram', join(GOOD, 'flag-colors.txt')],
  ['nonogrid', join(GOOD, 'flag-colors.toml')],
  ['nonogrid', join(FIXTURES, 'nonogrid/hello.toml')],
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
