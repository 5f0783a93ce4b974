/**
 * Trains the page reader's digit classifier and writes its weights to
 * src-main/engine/photo/digit-weights.ts or boxed-digit-weights.ts:
 * `node --import tsx scripts/train-digits.ts --kind open|boxed [--sheets N] [--boxed N]`.
 *
 * The glyphs come from sheets of clue numbers drawn in the fonts below and spoilt as photos
 * spoil print (scripts/digits/sheets.ts); the same seed gives the same weights. A second set of
 * sheets in fonts the network never sees measures how well it reads an unfamiliar book.
 * Needs the fonts installed (Debian: fonts-dejavu, fonts-liberation, fonts-urw-base35,
 * fonts-roboto, fonts-lato, fonts-noto-core, fonts-freefont-ttf, fonts-crosextra-carlito,
 * fonts-open-sans, fonts-cantarell, fonts-crosextra-caladea).
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { CLASSES } from '../src-main/engine/photo/digit-model.ts';
import { PATCH_INPUTS } from '../src-main/engine/photo/digit-patch.ts';
import { seededRandom } from '../src-main/engine/seeded-random.ts';
import { accuracy, newNetwork, train, type Network } from './digits/mlp.ts';
import { boxedSheetSamples } from './digits/boxed-sheets.ts';
import { sheetSamples, type Sample } from './digits/sheets.ts';

/** The fonts trained on; the page benchmark's "seen" fonts (bench/photo/page-set.ts) are among them. */
export const TRAINING_FONTS = [
  'DejaVu Sans',
  'DejaVu Serif',
  'DejaVu Sans Mono',
  'Liberation Sans',
  'Liberation Serif',
  'Liberation Mono',
  'Liberation Sans Narrow',
  'Nimbus Sans Narrow',
  'Nimbus Mono PS',
  'URW Gothic',
  'URW Bookman',
  'C059',
  'Roboto',
  'Lato',
  'Noto Sans',
  'Noto Serif',
  'Noto Sans Mono',
  'FreeSerif',
  'Carlito',
];
/** Never trained on: the benchmark's "unseen" fonts. */
export const HELD_OUT_FONTS = ['P052', 'Nimbus Roman', 'FreeSans', 'Open Sans', 'Cantarell', 'Caladea'];

const HIDDEN = 128;
const SEED = 26;

const { values } = parseArgs({
  options: {
    kind: { type: 'string', default: 'open' },
    sheets: { type: 'string' },
    boxed: { type: 'string' },
    out: { type: 'string' },
  },
});
/**
 * Two classifiers: `open` for clues printed in the open (digit-weights.ts), `boxed` for clues in
 * boxes of the grid's lattice (boxed-digit-weights.ts), which sees boxed sheets as well as open
 * ones. Each recipe is the one its weights were written with.
 */
const RECIPES = {
  open: { sheets: 1200, boxed: 0, epochs: 14, file: 'digit-weights.ts', name: 'DIGIT_WEIGHTS', what: '' },
  boxed: {
    sheets: 800,
    boxed: 1200,
    epochs: 10,
    file: 'boxed-digit-weights.ts',
    name: 'BOXED_DIGIT_WEIGHTS',
    what: ' boxed-clue',
  },
} as const;
if (values.kind !== 'open' && values.kind !== 'boxed') throw new Error('--kind is open or boxed');
const recipe = RECIPES[values.kind];
const sheets = Number(values.sheets ?? recipe.sheets);
const boxedSheets = Number(values.boxed ?? recipe.boxed);
const out = values.out ?? new URL(`../src-main/engine/photo/${recipe.file}`, import.meta.url).pathname;

async function collect(
  fonts: readonly string[],
  count: number,
  seed: number,
  draw: typeof sheetSamples = sheetSamples,
): Promise<Sample[]> {
  const random = seededRandom(seed);
  const samples: Sample[] = [];
  for (let i = 0; i < count; i++) {
    samples.push(...(await draw(fonts[i % fonts.length]!, random)));
    if ((i + 1) % 100 === 0) console.error(`  ${i + 1} of ${count} sheets, ${samples.length} glyphs`);
  }
  return samples;
}

function report(name: string, net: Network, samples: readonly Sample[]): void {
  const { correct, confusions } = accuracy(net, samples);
  const worst = [...confusions].sort((a, b) => b[1] - a[1]).slice(0, 8);
  console.error(
    `${name}: ${((100 * correct) / samples.length).toFixed(2)} % of ${samples.length} glyphs; ` +
      `commonest mistakes ${worst.map(([k, n]) => `${k} x${n}`).join(', ')}`,
  );
}

function quantise(values: Float32Array): { bytes: string; scale: number } {
  let max = 0;
  for (const v of values) max = Math.max(max, Math.abs(v));
  const scale = max / 127 || 1;
  const bytes = new Uint8Array(values.length);
  for (let i = 0; i < values.length; i++) bytes[i] = Math.round(values[i]! / scale) & 255;
  return { bytes: Buffer.from(bytes).toString('base64'), scale };
}

function dequantised(net: Network, q1: { scale: number }, q2: { scale: number }): Network {
  const round = (v: Float32Array, s: number): Float32Array => v.map((x) => Math.round(x / s) * s);
  return { ...net, w1: round(net.w1, q1.scale), w2: round(net.w2, q2.scale) };
}

console.error(`Drawing ${sheets} training sheets and ${boxedSheets} of boxed clues...`);
const training = [
  ...(await collect(TRAINING_FONTS, sheets, SEED)),
  ...(await collect(TRAINING_FONTS, boxedSheets, SEED + 3, boxedSheetSamples)),
];
console.error(
  `Drawing ${Math.round(sheets / 6)} + ${Math.round(boxedSheets / 6)} sheets in held-out fonts...`,
);
const heldOut = await collect(HELD_OUT_FONTS, Math.round(sheets / 6), SEED + 1);
const heldOutBoxed = await collect(HELD_OUT_FONTS, Math.round(boxedSheets / 6), SEED + 4, boxedSheetSamples);
const random = seededRandom(SEED + 2);
const net = newNetwork(PATCH_INPUTS, HIDDEN, CLASSES, random);
train(
  net,
  training,
  {
    epochs: recipe.epochs,
    batch: 64,
    rate: 0.002,
    decay: 1e-5,
    onEpoch: (epoch, loss) => console.error(`  epoch ${epoch + 1}: loss ${loss.toFixed(4)}`),
  },
  random,
);
const q1 = quantise(net.w1);
const q2 = quantise(net.w2);
const quantised = dequantised(net, q1, q2);
report('training fonts', quantised, training);
report('held-out fonts', quantised, heldOut);
if (heldOutBoxed.length > 0) report('held-out fonts, boxed clues', quantised, heldOutBoxed);
const list = (v: Float32Array): string => `[${[...v].map((x) => Number(x.toFixed(5))).join(', ')}]`;
writeFileSync(
  out,
  `/**
 * Weights of the${recipe.what} digit classifier (digit-model.ts), written by
 * \`scripts/train-digits.ts --kind ${values.kind}\` from ${training.length} glyphs in ${TRAINING_FONTS.length} fonts (seed ${SEED}).
 * Do not edit: train again.
 */
import type { DigitWeights } from './digit-model.ts';

export const ${recipe.name}: DigitWeights = {
  inputs: ${PATCH_INPUTS},
  hidden: ${HIDDEN},
  classes: ${CLASSES},
  w1Scale: ${q1.scale},
  w2Scale: ${q2.scale},
  b1: ${list(net.b1)},
  b2: ${list(net.b2)},
  w1: '${q1.bytes}',
  w2: '${q2.bytes}',
};
`,
);
console.error(`Wrote ${out}`);
