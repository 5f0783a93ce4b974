/**
 * Training sheets for the digit classifier: rows of clue numbers in one font and size, drawn as
 * SVG, rendered, spoilt as a photo spoils them (blur, noise, JPEG, grey ink on grey paper),
 * scaled to the reader's straightened scale, and then cut into glyphs by the reader's own code
 * (engine/photo/glyphs.ts), so every sample is a glyph exactly as the reader would see it.
 */
import sharp from 'sharp';
import { darknessMap } from '../../src-main/engine/photo/darkness.ts';
import { NOT_A_DIGIT } from '../../src-main/engine/photo/digit-model.ts';
import { glyphField, type Glyph, type GlyphField } from '../../src-main/engine/photo/glyphs.ts';
import { cutAcross, patchOf } from '../../src-main/engine/photo/read-clues.ts';
import { clearRuledLines } from '../../src-main/engine/photo/ruled-lines.ts';
import { randomIndex, type Random } from '../../src-main/engine/seeded-random.ts';

export interface Sample {
  readonly patch: Float32Array;
  readonly label: number;
}

/** Cells per side of a sheet. */
const CELLS = 12;

/** A digit drawn on a sheet, at its centre. */
export interface Placed {
  readonly digit: number;
  readonly x: number;
  readonly y: number;
}

export async function sheetSamples(font: string, random: Random): Promise<Sample[]> {
  const between = (a: number, b: number): number => a + random() * (b - a);
  const cell = Math.round(between(10, 46));
  const size = cell * CELLS;
  const fontSize = between(0.48, 0.72) * cell;
  const bold = random() < 0.4;
  const advance = between(0.5, 0.64) * fontSize;
  const ink = Math.round(between(0, 90));
  const paper = Math.round(between(200, 255));
  // Ruled sheets centre each number in its cell, as books that box their clues do.
  const ruled = random() < 0.45;
  const slotted = ruled || random() < 0.2;
  const placed: Placed[] = [];
  let svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="100%" height="100%" fill="rgb(${paper},${paper},${paper})"/>`;
  if (ruled) {
    const grey = Math.round(between(ink, 200));
    const width = between(0.04, 0.12) * cell;
    let d = '';
    for (let k = 0; k <= CELLS; k++) d += `M0 ${k * cell}H${size}M${k * cell} 0V${size}`;
    svg += `<path d="${d}" stroke="rgb(${grey},${grey},${grey})" stroke-width="${width}" fill="none"/>`;
  }
  for (let row = 0; row < CELLS; row++) {
    const y = (row + 0.5) * cell;
    let x = between(0.3, 0.8) * cell;
    while (x < size - cell) {
      const digits = String(numberToDraw(random));
      const start = slotted
        ? Math.floor(x / cell) * cell + cell / 2 - ((digits.length - 1) * advance) / 2
        : x;
      for (const [i, d] of [...digits].entries()) {
        const cx = start + i * advance + between(-0.03, 0.03) * fontSize;
        const cy = y + between(-0.06, 0.06) * cell;
        const turn = between(-2.5, 2.5);
        placed.push({ digit: Number(d), x: cx, y: cy });
        svg +=
          `<text x="${cx.toFixed(2)}" y="${(cy + 0.36 * fontSize).toFixed(2)}" font-family="${font}" ` +
          `font-size="${fontSize.toFixed(2)}" font-weight="${bold ? 700 : 400}" text-anchor="middle" ` +
          `transform="rotate(${turn.toFixed(2)} ${cx.toFixed(2)} ${cy.toFixed(2)})" fill="rgb(${ink},${ink},${ink})">${d}</text>`;
      }
      x = slotted
        ? (Math.floor(x / cell) + 1 + randomIndex(random, 2)) * cell + 0.5
        : start + digits.length * advance + between(0.5, 1.4) * fontSize;
    }
  }
  // Specks and short strokes, to learn what is not a digit.
  for (let k = 0; k < 12; k++) {
    const x = between(0, size);
    const y = between(0, size);
    if (random() < 0.5)
      svg += `<circle cx="${x}" cy="${y}" r="${between(0.02, 0.08) * cell}" fill="rgb(${ink},${ink},${ink})"/>`;
    else {
      const a = between(0, Math.PI);
      const l = between(0.15, 0.6) * cell;
      svg += `<path d="M${x} ${y}l${Math.cos(a) * l} ${Math.sin(a) * l}" stroke="rgb(${ink},${ink},${ink})" stroke-width="${between(0.03, 0.1) * cell}"/>`;
    }
  }
  svg += '</svg>';
  const target = Math.min(48, Math.max(24, cell));
  let image = sharp(Buffer.from(svg)).removeAlpha().greyscale();
  const blur = random() < 0.5 ? between(0.3, 1.3) : 0;
  if (blur > 0) image = image.blur(blur);
  const rendered = await image.raw().toBuffer({ resolveWithObject: true });
  if (rendered.info.channels !== 1)
    throw new Error(`A sheet rendered with ${rendered.info.channels} channels.`);
  const buffer = rendered.data;
  const noise = between(0, 8);
  if (noise > 0) {
    for (let i = 0; i < buffer.length; i++) {
      const v = buffer[i]! + (random() + random() + random() - 1.5) * 2 * noise;
      buffer[i] = v < 0 ? 0 : v > 255 ? 255 : v;
    }
  }
  let stage = sharp(buffer, { raw: { width: size, height: size, channels: 1 } });
  if (random() < 0.7) {
    const jpeg = await stage.jpeg({ quality: Math.round(between(30, 95)) }).toBuffer();
    stage = sharp(jpeg).greyscale();
  }
  const scaled = Math.round(size * (target / cell));
  const { data, info } = await stage
    .resize(scaled, scaled, { kernel: 'linear', fit: 'fill' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const gray = {
    width: info.width,
    height: info.height,
    data: new Uint8Array(data.buffer, data.byteOffset, info.width * info.height),
  };
  if (info.channels !== 1) throw new Error(`A sheet came out with ${info.channels} channels.`);
  if (process.env.SHEET_DUMP)
    await sharp(Buffer.from(gray.data), { raw: { width: gray.width, height: gray.height, channels: 1 } })
      .png()
      .toFile(process.env.SHEET_DUMP);
  const scale = info.width / CELLS;
  const layout = { range: { col0: -CELLS, row0: 0, col1: 0, row1: CELLS }, scale, rows: CELLS, columns: 0 };
  const field = glyphField(darknessMap(gray, Math.round(scale * 2)), scale, (mask, darkness) =>
    clearRuledLines(mask, darkness, [{ side: 'left', depth: CELLS, filled: 1 }], layout),
  );
  const k = info.width / size;
  const centres = placed.map((p) => ({ ...p, x: p.x * k, y: p.y * k }));
  return labelledSamples(field, centres, () => true);
}

/**
 * The classifier's samples from the glyphs the reader cut, each labelled by the digits drawn at
 * its place: none is "not a digit", two or three that touch are cut as the reader cuts them.
 * `keep` passes over glyphs the reader would never classify.
 */
export function labelledSamples(
  field: GlyphField,
  centres: readonly Placed[],
  keep: (glyph: Glyph) => boolean,
): Sample[] {
  const samples: Sample[] = [];
  for (const glyph of field.glyphs) {
    if (!keep(glyph)) continue;
    const inside = centres.filter(
      (c) => c.x >= glyph.x0 - 1 && c.x <= glyph.x1 + 1 && c.y >= glyph.y0 - 1 && c.y <= glyph.y1 + 1,
    );
    if (inside.length === 0) samples.push({ patch: patchOf(field, glyph).patch, label: NOT_A_DIGIT });
    else if (inside.length === 1)
      samples.push({ patch: patchOf(field, glyph).patch, label: inside[0]!.digit });
    else if (inside.length <= 3) {
      // Digits that touch: learn them as the reader cuts them.
      const parts = cutAcross(glyph, field, inside.length).sort((a, b) => a.x0 - b.x0);
      const ordered = [...inside].sort((a, b) => a.x - b.x);
      parts.forEach((part: Glyph, i) =>
        samples.push({ patch: patchOf(field, part).patch, label: ordered[i]!.digit }),
      );
    }
  }
  return samples;
}

/** Clue numbers as books have them: mostly one digit, some two, a few three. */
function numberToDraw(random: Random): number {
  const r = random();
  if (r < 0.62) return randomIndex(random, 10);
  if (r < 0.95) return 10 + randomIndex(random, 90);
  return 100 + randomIndex(random, 900);
}
