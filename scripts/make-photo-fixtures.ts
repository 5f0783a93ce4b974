/**
 * Writes the page reader's test pictures to test/fixtures/photo/ (`node --import tsx
 * scripts/make-photo-fixtures.ts`): two puzzles of the starter collection and jwilk's set printed
 * as book pages (bench/photo/page-svg.ts), one scanned and one photographed in software, the scan
 * again as a page of a PDF, the scan with a digit half lost, a PDF whose puzzle is on its second page, a scanned book of two puzzle pages, a colour page, and the bad inputs the reader must refuse with a clear message: a page
 * with no puzzle, a picture over 50 megapixels, a PDF without pages. clues.json holds the true
 * clues (run Prettier on it after). Each file is kept under 200 KB.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { pageSvg } from '../src-main/bench/photo/page-svg.ts';
import { photograph } from '../src-main/bench/photo/photograph.ts';
import { readPuzzleFile } from '../src-main/engine/formats/index.ts';
import type { Puzzle } from '../src-main/engine/puzzle.ts';
import { seededRandom } from '../src-main/engine/seeded-random.ts';
import { pdfWithPictures } from './photo-fixtures/tiny-pdf.ts';

const out = new URL('../test/fixtures/photo/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });

function puzzleFrom(path: string): Puzzle {
  return readPuzzleFile(path, readFileSync(path, 'utf8')).puzzles[0]!.puzzle;
}

const style = {
  font: 'DejaVu Sans',
  bold: false,
  colourOnCells: false,
  title: 'Puzzle 7',
  footer: 'Shade the cells so that each row and column has the blocks its clues give.',
};

async function render(
  puzzle: Puzzle,
  layout: 'book' | 'app',
  dpi: number,
): Promise<{ data: Uint8Array; width: number; height: number }> {
  const { svg } = pageSvg(puzzle, { ...style, layout }, dpi / 25.4);
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data), width: info.width, height: info.height };
}

const ten = puzzleFrom(join(import.meta.dirname, '../resources/starter/puzzles/06-house.json'));
const fifteen = puzzleFrom(join(import.meta.dirname, '../test/fixtures/jwilk/data057.nin'));

// A 100 dpi greyscale scan, turned a little as a page on a scanner's glass is.
const scan = await render(ten, 'book', 100);
const scanPng = await sharp(Buffer.from(scan.data), {
  raw: { width: scan.width, height: scan.height, channels: 3 },
})
  .rotate(1.2, { background: '#ffffff' })
  .greyscale()
  .png({ palette: true, colours: 16 })
  .toBuffer();
writeFileSync(join(out, 'scan-10x10.png'), scanPng);

// The same page with a misprint a reader cannot tell from the real thing: column 7's 5 printed
// as a 6, its look-alike. The mistake finder is to put it back.
const misprinted: Puzzle = {
  ...ten,
  columns: ten.columns.map((clue, i) =>
    i === 6 ? clue.map((b, j) => (j === 0 ? { ...b, length: 6 } : b)) : clue,
  ),
};
const misprint = await render(misprinted, 'book', 100);
writeFileSync(
  join(out, 'misprint-10x10.png'),
  await sharp(Buffer.from(misprint.data), {
    raw: { width: misprint.width, height: misprint.height, channels: 3 },
  })
    .greyscale()
    .png({ palette: true, colours: 16 })
    .toBuffer(),
);

// The scan with a speck of paper over the 6 of row 3, where its lower loop closes: the reader
// takes it for a 5, and says it is unsure. The rectangle is where the 100 dpi render puts it.
writeFileSync(
  join(out, 'smudged-10x10.png'),
  await sharp(scanPng)
    .composite([
      {
        input: { create: { width: 5, height: 9, channels: 3, background: '#ffffff' } },
        left: 296,
        top: 555,
      },
    ])
    .png({ palette: true, colours: 16 })
    .toBuffer(),
);

// A colour puzzle as colour books print it, each number on a cell of its colour.
const mushroom = puzzleFrom(join(import.meta.dirname, '../resources/starter/puzzles/08-mushroom.json'));
const colourPage = pageSvg(mushroom, { ...style, layout: 'book', colourOnCells: true }, 100 / 25.4);
writeFileSync(
  join(out, 'colour-10x10.png'),
  await sharp(Buffer.from(colourPage.svg)).removeAlpha().png({ palette: true, colours: 32 }).toBuffer(),
);

// A 1.2 megapixel phone photo: turned, at an angle, unevenly lit, JPEG.
const flat = await render(fifteen, 'app', 150);
const photo = photograph(
  flat,
  {
    width: 960,
    height: 1280,
    rotation: -6,
    perspective: 0.03,
    curl: 0.004,
    spineLeft: true,
    gradient: 0.3,
    shadow: 0,
    coverage: 0.92,
    noise: 3,
  },
  seededRandom(15),
);
const photoJpeg = await sharp(Buffer.from(photo.data), {
  raw: { width: photo.width, height: photo.height, channels: 3 },
})
  .jpeg({ quality: 60 })
  .toBuffer();
writeFileSync(join(out, 'photo-15x15.jpg'), photoJpeg);

// The scan as the one page of a PDF, as a scanner that makes PDFs writes it.
const scanJpeg = await sharp(scanPng).jpeg({ quality: 70 }).toBuffer();
const meta = await sharp(scanJpeg).metadata();
writeFileSync(
  join(out, 'scan-10x10.pdf'),
  pdfWithPictures([{ jpeg: scanJpeg, width: meta.width, height: meta.height }]),
);
writeFileSync(join(out, 'no-pages.pdf'), pdfWithPictures([]));

// A page of words and no grid.
const words = Array.from(
  { length: 14 },
  (_, i) =>
    `<text x="20" y="${60 + i * 40}" font-family="DejaVu Sans" font-size="22">Chapter ${i + 1}: the answers to the puzzles of the previous issue.</text>`,
).join('');
const noPuzzle = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="700"><rect width="100%" height="100%" fill="#fff"/>${words}</svg>`;
writeFileSync(
  join(out, 'no-puzzle.jpg'),
  await sharp(Buffer.from(noPuzzle)).jpeg({ quality: 60 }).toBuffer(),
);

// A scanned chapter of two pages: the words first, the puzzle on the second page.
const wordsJpeg = await sharp(Buffer.from(noPuzzle)).jpeg({ quality: 60 }).toBuffer();
writeFileSync(
  join(out, 'two-pages.pdf'),
  pdfWithPictures([
    { jpeg: wordsJpeg, width: 900, height: 700 },
    { jpeg: scanJpeg, width: meta.width, height: meta.height },
  ]),
);

// A scanned book of two puzzle pages, the house and then the key, for reading a whole book.
const key = puzzleFrom(join(import.meta.dirname, '../resources/starter/puzzles/07-key.json'));
const keyScan = await render(key, 'book', 100);
const keyJpeg = await sharp(Buffer.from(keyScan.data), {
  raw: { width: keyScan.width, height: keyScan.height, channels: 3 },
})
  .greyscale()
  .jpeg({ quality: 70 })
  .toBuffer();
writeFileSync(
  join(out, 'book-two-pages.pdf'),
  pdfWithPictures([
    { jpeg: scanJpeg, width: meta.width, height: meta.height },
    { jpeg: keyJpeg, width: keyScan.width, height: keyScan.height },
  ]),
);

// 8000 x 7000 pixels of white: 56 megapixels, more than the reader takes, in a few kilobytes.
const huge = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#ffffff' } })
  .png({ palette: true, colours: 2, compressionLevel: 9 })
  .toBuffer();
writeFileSync(join(out, 'huge.png'), huge);

const clues = (p: Puzzle) => ({
  width: p.width,
  height: p.height,
  rows: p.rows.map((c) => c.map((b) => b.length)),
  columns: p.columns.map((c) => c.map((b) => b.length)),
});
writeFileSync(
  join(out, 'clues.json'),
  `${JSON.stringify(
    {
      'scan-10x10.png': clues(ten),
      'scan-10x10.pdf': clues(ten),
      'photo-15x15.jpg': clues(fifteen),
      'misprint-10x10.png': { ...clues(misprinted), fixed: clues(ten) },
      'smudged-10x10.png': clues(ten),
      'two-pages.pdf': { page: 2, ...clues(ten) },
      'book-two-pages.pdf': { pages: [clues(ten), clues(key)] },
      'colour-10x10.png': {
        ...clues(mushroom),
        rowColors: mushroom.rows.map((c) => c.map((b) => b.color)),
        columnColors: mushroom.columns.map((c) => c.map((b) => b.color)),
      },
    },
    null,
    1,
  )}\n`,
);
console.log('Wrote the fixtures to', out);
