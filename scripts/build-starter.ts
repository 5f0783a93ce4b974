/**
 * Builds the starter collection the app ships: `npx tsx scripts/build-starter.ts`.
 *
 * Sources, in resources/starter/: pictures.txt (our own pictures drawn as text) and webpbn/ (clue
 * files of the webpbn survey puzzles whose authors allow redistribution with attribution). Every
 * puzzle must have exactly one solution; a picture that has two is refused with the cells where a
 * second solution differs from the drawing, which is where a cell or two should change.
 *
 * Output, committed because the app reads it and never runs this script: puzzles/NN-name.json in
 * the app's own JSON format, collection.json (the files in playing order, with credits and
 * ratings) and CREDITS.md. The order is a progression by difficulty: the rating's score, then the
 * number of cells, so the first puzzles are small and need only line logic.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { canonicalClues } from '../src-main/engine/clue-hash.ts';
import { rateDifficulty, type DifficultyReport } from '../src-main/engine/difficulty.ts';
import { readPuzzleFile, writePuzzleFile } from '../src-main/engine/formats/index.ts';
import { readNin } from '../src-main/engine/formats/nin.ts';
import { BACKGROUND, puzzleFromGrid, type PaletteColor, type Puzzle } from '../src-main/engine/puzzle.ts';
import { solve } from '../src-main/engine/solver/solve.ts';

const STARTER = join(import.meta.dirname, '..', 'resources', 'starter');
const PUZZLES = 'puzzles';
/** Generous: the hardest survey puzzle needs about 20 s on a busy two-core machine. */
const TIME_LIMIT_MS = 300_000;

const OUR_AUTHOR = 'Nonogram Studio';
const OUR_LICENCE = "MIT (the app's licence)";
const WEBPBN_LICENCE = 'redistributable with attribution';

/** The webpbn survey puzzles whose authors allow redistribution, credited as webpbn.com credits them. */
const WEBPBN: readonly { readonly number: number; readonly title: string; readonly author: string }[] = [
  { number: 1, title: 'Dancer', author: 'Jan Wolter' },
  { number: 6, title: 'Cat', author: 'Jan Wolter' },
  { number: 16, title: 'Knot', author: 'Jan Wolter' },
  { number: 21, title: 'Skid', author: 'Jan Wolter' },
  { number: 23, title: 'Edge', author: 'Jan Wolter' },
  { number: 27, title: 'Bucks', author: 'Jan Wolter' },
  { number: 65, title: 'Mum', author: 'Jan Wolter' },
  { number: 436, title: 'Petro', author: 'Jan Wolter' },
  { number: 529, title: 'Swing', author: 'Jan Wolter' },
  { number: 803, title: 'Light', author: 'Robert Kummerfeldt' },
  { number: 1611, title: 'Merka', author: 'Nancy Snyder' },
  { number: 6574, title: 'Forever', author: 'Gator' },
];

interface Picture {
  readonly title: string;
  readonly line: number;
  readonly palette: readonly PaletteColor[];
  readonly rows: readonly string[];
}

interface Entry {
  readonly puzzle: Puzzle;
  readonly licence: string;
  /** The drawing, for pictures: compared with a second solution when there is one. */
  readonly picture?: Uint8Array;
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** pictures.txt: `[Title]`, then `c name #rrggbb` per colour, then the rows; `;` starts a comment. */
function parsePictures(text: string): Picture[] {
  const pictures: { title: string; line: number; palette: PaletteColor[]; rows: string[] }[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    const at = `pictures.txt line ${i + 1}`;
    if (line === '' || line.startsWith(';')) return;
    const title = /^\[(.+)\]$/.exec(line);
    if (title) {
      pictures.push({ title: title[1]!.trim(), line: i + 1, palette: [BACKGROUND], rows: [] });
      return;
    }
    const current = pictures.at(-1);
    if (!current) fail(`${at}: expected [Title] before anything else`);
    const color = /^(\S)\s+(\S+)\s+(#[0-9a-fA-F]{6})$/.exec(line);
    if (color) {
      const char = color[1]!;
      const name = color[2]!;
      const rgb = color[3]!;
      if (current.rows.length > 0) fail(`${at}: colours come before the rows of the picture`);
      if (current.palette.some((c) => c.char === char || c.name === name)) {
        fail(`${at}: the colour "${char}" or the name "${name}" is already in the palette`);
      }
      current.palette.push({ name, char, rgb: rgb.toLowerCase() });
      return;
    }
    if (/\s/.test(line)) fail(`${at}: expected a colour ("r red #d7263d") or a row of the picture`);
    const width = current.rows[0]?.length ?? line.length;
    if (line.length !== width) fail(`${at}: the row has ${line.length} cells, the first row ${width}`);
    current.rows.push(line);
  });
  for (const p of pictures) {
    if (p.rows.length === 0) fail(`pictures.txt line ${p.line}: "${p.title}" has no rows`);
    if (p.palette.length < 2) fail(`pictures.txt line ${p.line}: "${p.title}" lists no colour`);
  }
  return pictures;
}

function pictureEntry(picture: Picture): Entry {
  const width = picture.rows[0]!.length;
  const height = picture.rows.length;
  const cells = new Uint8Array(width * height);
  picture.rows.forEach((row, y) => {
    [...row].forEach((char, x) => {
      const index = picture.palette.findIndex((c) => c.char === char);
      if (index < 0)
        fail(`pictures.txt: "${picture.title}" row ${y + 1} uses "${char}", which is not in its palette`);
      cells[y * width + x] = index;
    });
  });
  const meta = {
    title: picture.title,
    author: OUR_AUTHOR,
    copyright: 'Nonogram Studio contributors, MIT licence',
    source: 'Nonogram Studio starter collection',
  };
  const puzzle = puzzleFromGrid({ width, height, cells }, picture.palette, meta);
  return { puzzle, licence: OUR_LICENCE, picture: cells };
}

function webpbnEntry(credit: (typeof WEBPBN)[number]): Entry {
  const file = `webpbn-${String(credit.number).padStart(5, '0')}.nin`;
  const clues = readNin(readFileSync(join(STARTER, 'webpbn', file), 'utf8'));
  const meta = {
    title: credit.title,
    author: credit.author,
    copyright: `${credit.author}, ${WEBPBN_LICENCE}`,
    source: `webpbn.com #${credit.number}`,
  };
  return { puzzle: { ...clues, meta }, licence: WEBPBN_LICENCE };
}

/** Where a second solution differs from the drawing, as (column, row) from 1, for the error message. */
function secondSolutionCells(entry: Entry): string {
  if (!entry.picture) return '';
  const result = solve(entry.puzzle, { maxSolutions: 2, timeLimitMs: TIME_LIMIT_MS });
  const other = result.solutions.find((s) => s.cells.some((c, i) => c !== entry.picture![i]));
  if (!other) return '';
  const cells: string[] = [];
  other.cells.forEach((c, i) => {
    if (c !== entry.picture![i]) cells.push(`(${(i % other.width) + 1},${Math.floor(i / other.width) + 1})`);
  });
  return `; another solution differs at (column,row) ${cells.join(' ')}`;
}

function slug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

async function prettierJson(text: string, file: string): Promise<string> {
  const options = (await resolveConfig(file)) ?? {};
  return format(text, { ...options, filepath: file });
}

async function main(): Promise<void> {
  const pictures = parsePictures(readFileSync(join(STARTER, 'pictures.txt'), 'utf8'));
  const entries = [...pictures.map(pictureEntry), ...WEBPBN.map(webpbnEntry)];

  const seen = new Map<string, string>();
  for (const { puzzle } of entries) {
    const key = canonicalClues(puzzle);
    const other = seen.get(key);
    if (other !== undefined) fail(`"${puzzle.meta.title}" has the same clues as "${other}"`);
    seen.set(key, puzzle.meta.title!);
  }

  const rated: { entry: Entry; rating: DifficultyReport }[] = [];
  for (const entry of entries) {
    const rating = rateDifficulty(entry.puzzle, { timeLimitMs: TIME_LIMIT_MS });
    if (rating.status !== 'unique') {
      fail(
        `"${entry.puzzle.meta.title}": the solver's verdict is ${rating.status}, not unique${secondSolutionCells(entry)}`,
      );
    }
    rated.push({ entry, rating });
  }
  const cellsOf = (p: Puzzle): number => p.width * p.height;
  rated.sort(
    (a, b) =>
      a.rating.score - b.rating.score ||
      cellsOf(a.entry.puzzle) - cellsOf(b.entry.puzzle) ||
      a.entry.puzzle.meta.title!.localeCompare(b.entry.puzzle.meta.title!),
  );

  const outDir = join(STARTER, PUZZLES);
  mkdirSync(outDir, { recursive: true });
  for (const old of readdirSync(outDir).filter((f) => f.endsWith('.json'))) rmSync(join(outDir, old));

  const listed = [];
  for (const [i, { entry, rating }] of rated.entries()) {
    const { puzzle } = entry;
    const file = `${PUZZLES}/${String(i + 1).padStart(2, '0')}-${slug(puzzle.meta.title!)}.json`;
    const path = join(STARTER, file);
    const text = await prettierJson(writePuzzleFile('json', [puzzle]), path);
    const back = readPuzzleFile(path, text).puzzles[0]!.puzzle;
    if (canonicalClues(back) !== canonicalClues(puzzle)) fail(`${file} does not read back as written`);
    writeFileSync(path, text);
    listed.push({
      file,
      title: puzzle.meta.title!,
      author: puzzle.meta.author!,
      source: puzzle.meta.source!,
      licence: entry.licence,
      width: puzzle.width,
      height: puzzle.height,
      colors: puzzle.palette.length - 1,
      difficulty: rating.score,
      label: rating.label,
    });
    console.log(
      `${file.padEnd(32)} ${`${puzzle.width}x${puzzle.height}`.padEnd(6)} colours ${puzzle.palette.length - 1}` +
        `  ${rating.score.toFixed(1).padStart(4)} ${rating.label.padEnd(6)} ${rating.method.padEnd(7)} ${Math.round(rating.solveMs)} ms`,
    );
  }

  const collection = { format: 'nonogram-starter', version: 1, title: 'Starter puzzles', puzzles: listed };
  const collectionPath = join(STARTER, 'collection.json');
  writeFileSync(collectionPath, await prettierJson(JSON.stringify(collection), collectionPath));
  writeFileSync(join(STARTER, 'CREDITS.md'), credits(listed));
  console.log(`${listed.length} puzzles written to ${STARTER}`);
}

function credits(
  listed: readonly {
    file: string;
    title: string;
    author: string;
    source: string;
    licence: string;
    width: number;
    height: number;
  }[],
): string {
  const rows = listed.map(
    (p, i) => `| ${i + 1} | ${p.title} | ${p.width}x${p.height} | ${p.author} | ${p.source} | ${p.licence} |`,
  );
  return `# Credits of the starter collection

A new library starts with these puzzles. This file, collection.json and puzzles/ are written by
\`scripts/build-starter.ts\`; change pictures.txt or the script and run it again rather than
editing them.

- The pictures in \`pictures.txt\` were drawn for the app. Author: ${OUR_AUTHOR}; licence: the app's
  (MIT).
- The webpbn puzzles come from Jan Wolter's webpbn.com, as collected for his survey of nonogram
  solvers; their authors allow redistribution with attribution, which this file and each
  puzzle's author, copyright and source fields give. Their clue files are in \`webpbn/\`. Authors:
  Dancer #1, Cat #6, Knot #16, Skid #21, Edge #23, Bucks #27, Mum #65, Petro #436, Swing #529
  (Jan Wolter); Light #803 (Robert Kummerfeldt); Merka #1611 (Nancy Snyder); Forever #6574 (Gator).

| # | Puzzle | Size | Author | Source | Licence |
| --- | --- | --- | --- | --- | --- |
${rows.join('\n')}
`;
}

await main();
