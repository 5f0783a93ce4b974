/**
 * The page reader's test set: puzzles from the public benchmark sets and the starter collection,
 * printed in several layouts and fonts (page-svg.ts), then scanned or photographed in software
 * (photograph.ts). The set is drawn from a seed and written to a cache folder (never committed:
 * a full set is a few hundred megabytes), with a manifest that holds each page's true clues.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Puzzle } from '../../engine/puzzle.ts';
import { randomIndex, seededRandom, type Random } from '../../engine/seeded-random.ts';
import { readStarterCollection } from '../../library/starter-collection.ts';
import { loadBenchFolder, type BenchPuzzle } from '../bench-files.ts';
import { PAGE_LAYOUTS, pageSvg, type PageLayout, type PageStyle } from './page-svg.ts';
import { photograph, type PhotoParams } from './photograph.ts';

/** Fonts the digit classifier was trained on (scripts/train-digits.ts) and fonts it never saw. */
export const SEEN_FONTS = ['DejaVu Sans', 'Liberation Serif', 'Roboto', 'URW Gothic', 'C059', 'Lato'];
export const UNSEEN_FONTS = ['P052', 'Nimbus Roman', 'FreeSans', 'Open Sans', 'Cantarell', 'Caladea'];

export interface PageTruth {
  readonly width: number;
  readonly height: number;
  readonly rows: readonly (readonly number[])[];
  readonly columns: readonly (readonly number[])[];
  /** Palette index of each number, for colour puzzles. */
  readonly rowColors?: readonly (readonly number[])[];
  readonly columnColors?: readonly (readonly number[])[];
  readonly colors: number;
}

export interface PageEntry {
  readonly file: string;
  readonly puzzle: string;
  readonly kind: 'scan' | 'photo';
  readonly layout: PageLayout;
  readonly font: string;
  readonly seenFont: boolean;
  readonly megapixels: number;
  readonly notes: string;
  readonly truth: PageTruth;
}

interface PageSpec {
  readonly entry: Omit<PageEntry, 'megapixels'>;
  readonly puzzle: Puzzle;
  readonly style: PageStyle;
  /** Scans: dots per inch; photos: the photo. */
  readonly dpi: number;
  readonly photo: (PhotoParams & { readonly blur: number; readonly quality: number }) | null;
}

/** Bumped whenever the pages drawn from a seed change, so an old cache is not reused. */
const SET_VERSION = 3;

export function pageSetFolder(seed: number, count: number): string {
  return join(tmpdir(), 'nonogram-photo-pages', `v${SET_VERSION}-seed${seed}-n${count}`);
}

/** Writes the pages not in the cache yet; returns the manifest. `onPage` tells how far it has come. */
export async function ensurePageSet(
  seed: number,
  count: number,
  onPage: (done: number, total: number) => void = () => {},
): Promise<{ folder: string; pages: PageEntry[] }> {
  const folder = pageSetFolder(seed, count);
  const manifest = join(folder, 'manifest.json');
  if (existsSync(manifest)) {
    return { folder, pages: JSON.parse(readFileSync(manifest, 'utf8')) as PageEntry[] };
  }
  mkdirSync(folder, { recursive: true });
  const specs = drawPages(seed, count);
  const pages: PageEntry[] = [];
  for (const [i, spec] of specs.entries()) {
    pages.push(await renderPage(folder, spec));
    onPage(i + 1, specs.length);
  }
  writeFileSync(manifest, JSON.stringify(pages, null, 1));
  return { folder, pages };
}

/** The puzzles pages are made of: 10 to 50 cells a side. */
export function pagePuzzles(): BenchPuzzle[] {
  const fits = (p: Puzzle): boolean => p.width >= 10 && p.height >= 10 && p.width <= 50 && p.height <= 50;
  const sets = [
    ...loadBenchFolder('jwilk', (f) => f.endsWith('.nin')).map((e) => ({ ...e, name: `jwilk/${e.name}` })),
    ...loadBenchFolder('survey', (f) => f.endsWith('.nin')).map((e) => ({ ...e, name: `survey/${e.name}` })),
    ...loadBenchFolder(
      'olsak',
      (f) => /\.(g|mk)$/.test(f),
      () => {},
    ).map((e) => ({
      ...e,
      name: `olsak/${e.name}`,
    })),
    ...readStarterCollection().map((s) => ({ name: `starter/${s.file}`, puzzle: s.puzzle })),
  ];
  return sets.filter((e) => fits(e.puzzle));
}

/** The pages drawn from a seed: the first two are the timing cases, a 15x15 scan and a 45x45 photo. */
export function drawPages(seed: number, count: number): PageSpec[] {
  const random = seededRandom(seed);
  const pool = pagePuzzles();
  const bw = pool.filter((e) => e.puzzle.palette.length === 2);
  const colour = pool.filter((e) => e.puzzle.palette.length > 2);
  const specs: PageSpec[] = [];
  const scan15 = bw.find((e) => e.puzzle.width === 15 && e.puzzle.height === 15);
  const photo45 = pool.find((e) => e.puzzle.width === 45 && e.puzzle.height === 45);
  if (scan15) specs.push(spec(specs.length, scan15, 'book', 'DejaVu Sans', 'scan', random, { dpi: 300 }));
  if (photo45) specs.push(spec(specs.length, photo45, 'app', 'Roboto', 'photo', random, { megapixels: 12 }));
  while (specs.length < count) {
    const i = specs.length;
    const useColour = colour.length > 0 && random() < 0.15;
    const from = useColour ? colour : bw;
    const chosen = from[randomIndex(random, from.length)]!;
    const layout = PAGE_LAYOUTS[i % PAGE_LAYOUTS.length]!;
    const fonts = random() < 0.5 ? SEEN_FONTS : UNSEEN_FONTS;
    const font = fonts[randomIndex(random, fonts.length)]!;
    specs.push(spec(i, chosen, layout, font, random() < 0.3 ? 'scan' : 'photo', random, {}));
  }
  return specs;
}

function spec(
  index: number,
  chosen: BenchPuzzle,
  layout: PageLayout,
  font: string,
  kind: 'scan' | 'photo',
  random: Random,
  fixed: { dpi?: number; megapixels?: number },
): PageSpec {
  const { puzzle } = chosen;
  const style: PageStyle = {
    layout,
    font,
    bold: random() < 0.4,
    // Books print a light colour (yellow) as a cell behind the number, not as pale digits.
    colourOnCells: layout === 'app' || random() < 0.3 || hasLightColour(puzzle),
    title: `Puzzle ${index + 1}`,
    footer: 'Shade the cells so that each row and column has the blocks its clues give, in order.',
  };
  const name = `${String(index + 1).padStart(3, '0')}-${kind}-${layout}`;
  const between = (a: number, b: number): number => a + random() * (b - a);
  const megapixels = fixed.megapixels ?? Math.round(between(1, 12) * 10) / 10;
  const landscape = puzzle.width > puzzle.height * 1.2;
  const long = Math.sqrt((megapixels * 1e6 * 4) / 3);
  const photo =
    kind === 'photo'
      ? {
          width: Math.round(landscape ? long : (long * 3) / 4),
          height: Math.round(landscape ? (long * 3) / 4 : long),
          rotation: between(-10, 10),
          perspective: between(0, 0.06),
          curl: random() < 0.5 ? between(0.002, 0.015) : 0,
          spineLeft: random() < 0.5,
          gradient: between(0, 0.45),
          shadow: random() < 0.3 ? between(0.15, 0.4) : 0,
          coverage: between(0.82, 0.97),
          noise: between(1, 6),
          blur: random() < 0.5 ? between(0.3, 1.4) : 0,
          quality: Math.round(between(35, 85)),
        }
      : null;
  const dpi = fixed.dpi ?? (kind === 'scan' ? (random() < 0.5 ? 200 : 300) : 300);
  const notes =
    kind === 'scan'
      ? `${dpi} dpi`
      : `rot ${photo!.rotation.toFixed(1)}, persp ${photo!.perspective.toFixed(2)}, curl ${photo!.curl.toFixed(3)}, ` +
        `blur ${photo!.blur.toFixed(1)}, q ${photo!.quality}`;
  return {
    entry: {
      file: `${name}.${kind === 'scan' ? 'png' : 'jpg'}`,
      puzzle: chosen.name,
      kind,
      layout,
      font,
      seenFont: SEEN_FONTS.includes(font),
      notes,
      truth: truthOf(puzzle),
    },
    puzzle,
    style,
    dpi,
    photo,
  };
}

function hasLightColour(puzzle: Puzzle): boolean {
  return puzzle.palette.slice(1).some(({ rgb }) => {
    const n = Number.parseInt(rgb.slice(1), 16);
    return (0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) / 255 > 0.6;
  });
}

function truthOf(puzzle: Puzzle): PageTruth {
  const numbers = (clues: Puzzle['rows']): number[][] => clues.map((clue) => clue.map((b) => b.length));
  const colours = (clues: Puzzle['rows']): number[][] => clues.map((clue) => clue.map((b) => b.color));
  const colourful = puzzle.palette.length > 2;
  return {
    width: puzzle.width,
    height: puzzle.height,
    rows: numbers(puzzle.rows),
    columns: numbers(puzzle.columns),
    ...(colourful ? { rowColors: colours(puzzle.rows), columnColors: colours(puzzle.columns) } : {}),
    colors: puzzle.palette.length - 1,
  };
}

async function renderPage(folder: string, spec: PageSpec): Promise<PageEntry> {
  const random = seededRandom(hash(spec.entry.file));
  const pxPerMm = spec.dpi / 25.4;
  const { svg } = pageSvg(spec.puzzle, spec.style, pxPerMm);
  const rendered = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const page = {
    width: rendered.info.width,
    height: rendered.info.height,
    data: new Uint8Array(rendered.data),
  };
  const path = join(folder, spec.entry.file);
  if (!spec.photo) {
    const turned = sharp(Buffer.from(page.data), {
      raw: { width: page.width, height: page.height, channels: 3 },
    }).rotate((random() - 0.5) * 1.5, { background: '#ffffff' });
    await turned.png().toFile(path);
    return { ...spec.entry, megapixels: round1((page.width * page.height) / 1e6) };
  }
  const photo = photograph(page, spec.photo, random);
  let image = sharp(Buffer.from(photo.data), {
    raw: { width: photo.width, height: photo.height, channels: 3 },
  });
  if (spec.photo.blur > 0.3) image = image.blur(spec.photo.blur);
  await image.jpeg({ quality: spec.photo.quality }).toFile(path);
  return { ...spec.entry, megapixels: round1((photo.width * photo.height) / 1e6) };
}

function round1(x: number): number {
  return Math.round(x * 10) / 10;
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
