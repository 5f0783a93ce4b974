/**
 * Training sheets of boxed clues, as magazines print them: a table of boxes at the grid's pitch,
 * each number set flush right (rows) or flush bottom (columns) in its own box, in a condensed or
 * ordinary face tall enough to touch the box, two digits squeezed into one box. Photographed as a
 * phone photographs newsprint: blur, light falling off across the page, grey ink that prints
 * lighter in places, noise and JPEG. The glyphs are cut by the boxed-clue reader's own code
 * (engine/photo/boxed-clues.ts) from the table mapped by its corners, so every sample is a glyph
 * exactly as the reader would see it on such a page.
 */
import sharp from 'sharp';
import { boxedGlyphs } from '../../src-main/engine/photo/boxed-clues.ts';
import { GridMap } from '../../src-main/engine/photo/grid-map.ts';
import { randomIndex, type Random } from '../../src-main/engine/seeded-random.ts';
import { labelledSamples, type Placed, type Sample } from './sheets.ts';

/** Boxes of the table: clue boxes before the rows and above the columns, and the grid. */
const CLUE = 5;
const GRID = 7;
const CELLS = CLUE + GRID;

export async function boxedSheetSamples(font: string, random: Random): Promise<Sample[]> {
  const between = (a: number, b: number): number => a + random() * (b - a);
  const cell = Math.round(between(22, 64));
  const size = cell * CELLS;
  const fontSize = between(0.55, 0.88) * cell;
  const bold = random() < 0.3;
  // Magazines squeeze their digits; a face is narrowed further to fit two in a box.
  const narrow = between(0.72, 1);
  const advance = 0.55 * fontSize * narrow;
  const ink = Math.round(between(0, 110));
  const paper = Math.round(between(170, 255));
  const lineGrey = Math.round(between(0, Math.max(1, ink + 40)));
  const lineWidth = between(0.04, 0.11) * cell;
  const placed: Placed[] = [];
  let svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="100%" height="100%" fill="rgb(${paper},${paper},${paper})"/>`;
  let d = '';
  for (let k = 0; k <= CELLS; k++) {
    // The clue boxes' lattice and the grid's, the corner left open as many pages leave it.
    d += `M${k <= CLUE ? CLUE * cell : 0} ${k * cell}H${size}M${k * cell} ${k <= CLUE ? CLUE * cell : 0}V${size}`;
  }
  svg += `<path d="${d}" stroke="rgb(${lineGrey},${lineGrey},${lineGrey})" stroke-width="${lineWidth.toFixed(2)}" fill="none"/>`;
  const heavy = between(1.6, 3) * lineWidth;
  svg += `<path d="M${CLUE * cell} 0V${size}M0 ${CLUE * cell}H${size}" stroke="rgb(${lineGrey},${lineGrey},${lineGrey})" stroke-width="${heavy.toFixed(2)}"/>`;
  const drawBox = (bx: number, by: number): void => {
    const value = numberToDraw(random);
    const digits = String(value);
    // Set flush against the grid's side of the box, with a little play, squeezed to fit.
    const room = cell - lineWidth - between(0, 0.12) * cell;
    const squeeze = Math.min(1, room / (digits.length * advance));
    const step = advance * squeeze;
    const right = bx + cell - lineWidth / 2 - between(0.02, 0.1) * cell;
    const start = right - digits.length * step + step / 2;
    const baseline = by + cell / 2 + 0.36 * fontSize + between(-0.06, 0.06) * cell;
    for (const [i, ch] of [...digits].entries()) {
      const cx = start + i * step;
      const cy = baseline - 0.36 * fontSize;
      placed.push({ digit: Number(ch), x: cx, y: cy });
      const sx = narrow * squeeze;
      svg +=
        `<text transform="translate(${cx.toFixed(2)} ${baseline.toFixed(2)}) scale(${sx.toFixed(3)} 1) rotate(${between(-1.5, 1.5).toFixed(2)})" ` +
        `font-family="${font}" font-size="${fontSize.toFixed(2)}" font-weight="${bold ? 700 : 400}" text-anchor="middle" ` +
        `fill="rgb(${ink},${ink},${ink})">${ch}</text>`;
    }
  };
  for (let r = CLUE; r < CELLS; r++) {
    for (let c = 0; c < CLUE; c++) if (random() < 0.75) drawBox(c * cell, r * cell);
  }
  for (let c = CLUE; c < CELLS; c++) {
    for (let r = 0; r < CLUE; r++) if (random() < 0.75) drawBox(c * cell, r * cell);
  }
  // Specks and short strokes, to learn what is not a digit.
  for (let k = 0; k < 10; k++) {
    const x = between(0, size);
    const y = between(0, size);
    svg += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(between(0.02, 0.07) * cell).toFixed(2)}" fill="rgb(${ink},${ink},${ink})"/>`;
  }
  svg += '</svg>';
  let image = sharp(Buffer.from(svg)).removeAlpha().greyscale();
  const blur = between(0.3, 0.05 * cell);
  image = image.blur(blur);
  const rendered = await image.raw().toBuffer({ resolveWithObject: true });
  const buffer = rendered.data;
  // Light falling off across the page, and print that comes out lighter in bands.
  const gx = between(-0.35, 0.35);
  const gy = between(-0.35, 0.35);
  const fade = between(0, 0.5);
  const period = between(0.5, 3) * cell;
  const noise = between(0, 10);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = y * size + x;
      const light = 1 + gx * (x / size - 0.5) + gy * (y / size - 0.5);
      const v0 = buffer[i]!;
      // Ink lighter where the band says: the darker a pixel, the more it is lifted.
      const lift = fade * (0.5 + 0.5 * Math.sin((y + 0.7 * x) / period)) * Math.max(0, paper - v0);
      const v = (v0 + lift) * light + (random() + random() + random() - 1.5) * 2 * noise;
      buffer[i] = v < 0 ? 0 : v > 255 ? 255 : v;
    }
  }
  let stage = sharp(buffer, { raw: { width: size, height: size, channels: 1 } });
  const jpeg = await stage.jpeg({ quality: Math.round(between(35, 92)) }).toBuffer();
  stage = sharp(jpeg).greyscale();
  const { data, info } = await stage.raw().toBuffer({ resolveWithObject: true });
  const gray = {
    width: info.width,
    height: info.height,
    data: new Uint8Array(data.buffer, data.byteOffset, info.width * info.height),
  };
  const table = GridMap.fromCorners(
    [
      { x: 0, y: 0 },
      { x: size, y: 0 },
      { x: size, y: size },
      { x: 0, y: size },
    ],
    CELLS,
    CELLS,
  );
  if (!table) return [];
  const layout = {
    grid: table.window(CLUE, CLUE, GRID, GRID),
    clueColumns: CLUE,
    clueRows: CLUE,
    rowShare: 1,
    columnShare: 1,
  };
  const scale = Math.min(48, Math.max(24, cell));
  const { field, range } = boxedGlyphs(gray, layout, scale);
  // Straightened pixels per sheet pixel; the straightened page starts at the table's corner.
  const k = scale / cell;
  const centres = placed.map((p) => ({
    ...p,
    x: p.x * k - (range.col0 + CLUE) * scale,
    y: p.y * k - (range.row0 + CLUE) * scale,
  }));
  // The reader passes on only glyphs a fair share of a box high (boxed-clues.ts).
  const samples = labelledSamples(field, centres, (glyph) => glyph.y1 - glyph.y0 >= 0.25 * scale);
  if (process.env.SHEET_DUMP)
    await sharp(Buffer.from(gray.data), { raw: { width: size, height: size, channels: 1 } })
      .png()
      .toFile(process.env.SHEET_DUMP);
  return samples;
}

/** Clue numbers as magazines have them: one digit or two, rarely three. */
function numberToDraw(random: Random): number {
  const r = random();
  if (r < 0.55) return 1 + randomIndex(random, 9);
  if (r < 0.98) return 10 + randomIndex(random, 40);
  return 100 + randomIndex(random, 50);
}
