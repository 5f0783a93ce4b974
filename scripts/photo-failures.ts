/**
 * Where the page reader goes wrong on its benchmark set: every page of a seed's set is read as
 * the app reads it, and each line read wrong is put in a class of failure
 * (bench/photo/line-failures.ts); the counts per class, the digits misread as which, and the
 * lines of each page that failed are printed.
 *
 *   node --import tsx scripts/photo-failures.ts [--seed 2026] [--count 48] [--pages 3,17] [--lines]
 *
 * `--pages` reads only those pages (numbers as in the file names), `--lines` prints each failing
 * line with its numbers true and read, and each digit's confidence; `--dump DIR` writes each
 * failing line's strip of the straightened page there as a PNG.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { lineVerdict, type LineFailure } from '../src-main/bench/photo/line-failures.ts';
import { nearestColour } from '../src-main/bench/photo/measure-page.ts';
import { ensurePageSet, pagePuzzles, type PageEntry } from '../src-main/bench/photo/page-set.ts';
import { DigitModel } from '../src-main/engine/photo/digit-model.ts';
import { DIGIT_WEIGHTS } from '../src-main/engine/photo/digit-weights.ts';
import { toInkGray } from '../src-main/engine/photo/raster.ts';
import type { ReadLine } from '../src-main/engine/photo/read-clues.ts';
import { readPage, type PageReading } from '../src-main/engine/photo/read-page.ts';
import { decodePage } from '../src-main/solver-host/photo/decode-page.ts';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: '2026' },
    count: { type: 'string', default: '48' },
    pages: { type: 'string' },
    lines: { type: 'boolean', default: false },
    dump: { type: 'string' },
  },
});
const { folder, pages } = await ensurePageSet(Number(values.seed), Number(values.count), (done, total) =>
  process.stderr.write(`\r  page set: ${done} of ${total}`),
);
const wanted = values.pages ? new Set(values.pages.split(',').map(Number)) : null;
const model = new DigitModel(DIGIT_WEIGHTS);
const palettes = new Map(pagePuzzles().map((e) => [e.name, e.puzzle.palette]));

type PageFailure = 'no-grid' | 'wrong-size' | 'error';
const classes = new Map<LineFailure | PageFailure, number>();
const confusions = new Map<string, number>();
const count = <K>(map: Map<K, number>, key: K, n = 1): void => {
  map.set(key, (map.get(key) ?? 0) + n);
};
let lines = 0;
let exact = 0;

for (const page of pages) {
  const number = Number(page.file.slice(0, 3));
  if (wanted && !wanted.has(number)) continue;
  const truth = page.truth;
  lines += truth.width + truth.height;
  const label = `${page.file} (${page.puzzle}, ${truth.width}x${truth.height}, ${page.font}${page.seenFont ? '' : ' unseen'}, ${page.megapixels} MP, ${page.notes})`;
  let reading: PageReading;
  try {
    reading = await read(page);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const kind: PageFailure = /No puzzle grid/.test(message) ? 'no-grid' : 'error';
    count(classes, kind, truth.width + truth.height);
    console.log(`${label}: ${kind}: ${message}`);
    continue;
  }
  if (reading.width !== truth.width || reading.height !== truth.height) {
    count(classes, 'wrong-size', truth.width + truth.height);
    console.log(`${label}: read as ${reading.width}x${reading.height}`);
    continue;
  }
  const pairs: [string, ReadLine, readonly number[], readonly number[] | undefined][] = [
    ...reading.rows.map((line, i): [string, ReadLine, readonly number[], readonly number[] | undefined] => [
      `row ${i + 1}`,
      line,
      truth.rows[i]!,
      truth.rowColors?.[i],
    ]),
    ...reading.columns.map(
      (line, i): [string, ReadLine, readonly number[], readonly number[] | undefined] => [
        `column ${i + 1}`,
        line,
        truth.columns[i]!,
        truth.columnColors?.[i],
      ],
    ),
  ];
  // Colours read are named by the reading's palette: each is matched to the true palette's nearest.
  const palette = palettes.get(page.puzzle) ?? [];
  const toTruth = reading.palette.map((c, i) => (i === 0 ? 0 : nearestColour(c.rgb, palette)));
  if (values.lines && truth.colors > 1) {
    console.log(
      `    palette true ${palette.map((c) => c.rgb).join(' ')}; read ${reading.palette.map((c) => c.rgb).join(' ')}`,
    );
  }
  const pageClasses = new Map<string, number>();
  const details: string[] = [];
  for (const [name, line, numbers, colours] of pairs) {
    const read = line.numbers.map((n) => n.value);
    const colourOk = !colours || line.numbers.every((n, i) => (toTruth[n.color] ?? n.color) === colours[i]);
    const verdict = lineVerdict(numbers, read, colourOk);
    if (!verdict.failure) {
      exact++;
      continue;
    }
    count(classes, verdict.failure);
    count(pageClasses, verdict.failure);
    for (const m of verdict.misreads) count(confusions, m);
    if (values.dump) await dumpStrip(reading, line, `${page.file.slice(0, 3)}-${name.replace(' ', '')}`);
    if (values.lines) {
      const digits = line.numbers
        .map((n) => n.digits.map((d) => `${d.digit}:${d.confidence.toFixed(2)}/${d.runnerUp}`).join(' '))
        .join(' | ');
      details.push(
        `    ${name} (${line.side}): ${verdict.failure} true [${numbers.join(' ')}] read [${read.join(' ')}] conf ${line.confidence.toFixed(2)}  ${digits}` +
          (colours
            ? `  colours true ${colours.join(' ')} read ${line.numbers.map((n) => toTruth[n.color] ?? n.color).join(' ')}`
            : ''),
      );
    }
  }
  const summary = [...pageClasses].map(([k, n]) => `${k} ${n}`).join(', ');
  console.log(`${label}: ${summary || 'all exact'}`);
  for (const d of details) console.log(d);
}

console.log(`\nlines exact: ${exact} of ${lines} (${((100 * exact) / Math.max(1, lines)).toFixed(1)} %)`);
console.log('lines failed by class:');
for (const [k, n] of [...classes].sort((a, b) => b[1] - a[1])) console.log(`  ${k}: ${n}`);
console.log('digits misread (true->read):');
console.log(
  `  ${[...confusions]
    .sort((a, b) => b[1] - a[1])
    .map(([k, n]) => `${k} x${n}`)
    .join(', ')}`,
);

async function read(page: PageEntry): Promise<PageReading> {
  const bytes = readFileSync(join(folder, page.file));
  const decoded = await decodePage(bytes, page.file);
  return readPage(toInkGray(decoded.working), model, { rgb: decoded.working });
}

async function dumpStrip(reading: PageReading, line: ReadLine, name: string): Promise<void> {
  const dir = values.dump!;
  mkdirSync(dir, { recursive: true });
  const { image } = reading.straightened;
  const { strip } = line;
  const left = Math.max(0, Math.floor(strip.x));
  const top = Math.max(0, Math.floor(strip.y));
  const width = Math.min(image.width - left, Math.ceil(strip.width));
  const height = Math.min(image.height - top, Math.ceil(strip.height));
  await sharp(Buffer.from(image.data), { raw: { width: image.width, height: image.height, channels: 1 } })
    .extract({ left, top, width, height })
    .png()
    .toFile(join(dir, `${name}.png`));
}
