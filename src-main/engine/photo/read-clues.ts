/**
 * From glyphs to clue numbers: each glyph is classified (digit-model.ts); a glyph too wide for
 * one digit is tried as two or three digits that touch, and one too tall as two stacked, keeping
 * whichever reading the classifier is surer of. Glyphs the classifier takes for no digit (a
 * speck, the end of a line) are dropped. A line printed as a lone 0 is an empty line.
 *
 * Confidence: a digit's is the classifier's probability of its class; a number's the product of
 * its digits' and of how clear the gaps around it were; a line's the least of its numbers'.
 */
import type { ClueSide } from './clue-bands.ts';
import type { LineGlyphs } from './clue-lines.ts';
import { glyphPatch, inkAt, type InkBox } from './digit-patch.ts';
import { NOT_A_DIGIT, type DigitModel } from './digit-model.ts';
import { cutGlyph, glyphInk, type Glyph, type GlyphField } from './glyphs.ts';
import type { Rect } from './raster.ts';

export interface ReadDigit {
  readonly digit: number;
  readonly confidence: number;
  /** The classifier's second choice (another digit, or -1 for "no digit") and its probability. */
  readonly runnerUp: number;
  readonly runnerUpConfidence: number;
  /** In straightened pixels. */
  readonly box: Rect;
}

export interface ReadNumber {
  readonly value: number;
  /** Palette index: 1 until the colours are read (clue-colours.ts). */
  readonly color: number;
  readonly confidence: number;
  readonly digits: readonly ReadDigit[];
  readonly box: Rect;
}

export interface ReadLine {
  readonly axis: 'row' | 'column';
  readonly index: number;
  readonly side: ClueSide;
  /** Empty for an empty line. */
  readonly numbers: readonly ReadNumber[];
  readonly confidence: number;
  readonly strip: Rect;
}

/** The confidence of a 1 read from a bare upright bar: doubtful, so it is checked. */
const BARE_BAR = 0.5;
/** The confidence of a clue strip where nothing at all was read. */
const NOTHING_READ = 0.3;

interface Classified {
  readonly digit: number;
  readonly p: number;
  readonly runnerUp: number;
  readonly runnerUpP: number;
  readonly glyph: Glyph;
}

/** A digit's size on the page: its height, and the width of a wide digit. */
export interface DigitSize {
  readonly height: number;
  readonly width: number;
}

export function readLine(line: LineGlyphs, field: GlyphField, model: DigitModel, size: DigitSize): ReadLine {
  const numbers: ReadNumber[] = [];
  let confidence = line.splitCertainty;
  for (const glyphs of line.numbers) {
    const digits: Classified[] = [];
    for (const glyph of glyphs) {
      for (const c of classifyGlyph(glyph, field, model, size)) {
        if (c.digit !== NOT_A_DIGIT) {
          digits.push(c);
          continue;
        }
        // A mark as tall as a digit is a digit the classifier doubted (a thin 1 looks like the
        // end of a line): it is kept as its likeliest digit, with that digit's low confidence,
        // so the mistake finder looks at it first. A smaller mark is dropped as a speck, which
        // lowers the line's confidence by the doubt.
        const h = c.glyph.y1 - c.glyph.y0;
        if (h >= 0.75 * size.height && c.runnerUp !== NOT_A_DIGIT && c.runnerUpP >= 0.3) {
          digits.push({ ...c, digit: c.runnerUp, p: c.runnerUpP, runnerUp: NOT_A_DIGIT, runnerUpP: c.p });
          continue;
        }
        // A bare upright bar as tall as the digits is a 1 whose flag was lost (to a box's line
        // beside it, or to a faint print): kept as a doubtful 1 for the mistake finder to weigh.
        const w = c.glyph.x1 - c.glyph.x0;
        // Close beside another glyph it is a piece of that one (the stem of a broken 4).
        const apart = glyphs.every(
          (other) =>
            other === glyph ||
            other.x1 + 0.25 * size.height <= c.glyph.x0 ||
            c.glyph.x1 + 0.25 * size.height <= other.x0,
        );
        if (h >= 0.75 * size.height && w <= 0.3 * h && apart && line.boxed) {
          digits.push({ ...c, digit: 1, p: BARE_BAR, runnerUp: NOT_A_DIGIT, runnerUpP: c.p });
          continue;
        }
        confidence = Math.min(confidence, c.p);
      }
    }
    if (digits.length === 0) continue;
    // A number has at most three digits; more is a gap the page did not show.
    const value = Number(digits.map((d) => d.digit).join(''));
    const p = digits.reduce((product, d) => product * d.p, 1) * (digits.length > 3 ? 0.2 : 1);
    numbers.push({
      value,
      color: 1,
      confidence: p * line.splitCertainty,
      digits: digits.map((d) => ({
        digit: d.digit,
        confidence: d.p,
        runnerUp: d.runnerUp === NOT_A_DIGIT ? -1 : d.runnerUp,
        runnerUpConfidence: d.runnerUpP,
        box: boxOf(d.glyph),
      })),
      box: unionBox(digits.map((d) => d.glyph)),
    });
  }
  const clue = numbers.length === 1 && numbers[0]!.value === 0 ? [] : numbers.filter((n) => n.value !== 0);
  // A 0 among other numbers cannot be: it lowers the line's confidence and is left out.
  if (clue.length !== numbers.length && numbers.length > 1) confidence *= 0.3;
  // Books print an empty line's clue as a 0; a strip with nothing in it may be one whose numbers
  // were lost (or a side with no clues at all), so it is never trusted much.
  if (numbers.length === 0) confidence = Math.min(confidence, NOTHING_READ);
  for (const n of numbers) confidence = Math.min(confidence, n.confidence);
  return {
    axis: line.axis,
    index: line.index,
    side: line.side,
    numbers: clue,
    confidence,
    strip: line.strip,
  };
}

function classifyGlyph(glyph: Glyph, field: GlyphField, model: DigitModel, size: DigitSize): Classified[] {
  const glyphHeight = size.height;
  const whole = classify(glyph, field, model);
  const w = glyph.x1 - glyph.x0;
  const h = glyph.y1 - glyph.y0;
  let best: Classified[] = [whole];
  // A glyph far wider than any digit of the page is digits that touch, however sure the
  // classifier is of it as one.
  const wide = w / Math.max(1, size.width);
  let bestScore = score(best) * (wide > 1.6 ? 0.2 : wide > 1.3 ? 0.6 : 1);
  if (w > 0.85 * Math.max(h, glyphHeight)) {
    for (const parts of [2, 3]) {
      if (parts === 3 && w < 1.5 * glyphHeight) continue;
      // Two digits that touch are cut where the classifier reads both best: the column of least
      // ink is often inside a bold digit's thin diagonal rather than where the two meet.
      const cuts = parts === 2 ? twoWayCuts(glyph) : [cutAcross(glyph, field, parts)];
      for (const cut of cuts) {
        const pieces = cut.map((piece) => classify(piece, field, model));
        const s = score(pieces);
        if (s > bestScore && pieces.every((p) => p.digit !== NOT_A_DIGIT)) {
          best = pieces;
          bestScore = s;
        }
      }
    }
  }
  if (h > 1.45 * glyphHeight) {
    const pieces = cutDown(glyph, field).map((piece) => classify(piece, field, model));
    const s = score(pieces);
    if (s > bestScore && pieces.every((p) => p.digit !== NOT_A_DIGIT)) best = pieces;
  }
  return best;
}

/** How good a reading of a glyph as some digits is: the geometric mean of their probabilities. */
function score(parts: readonly Classified[]): number {
  return Math.exp(parts.reduce((s, p) => s + Math.log(Math.max(1e-6, p.p)), 0) / parts.length);
}

/** The classifier's input for a glyph, and the glyph's box shrunk to its ink. */
export function patchOf(field: GlyphField, glyph: Glyph): { patch: Float32Array; tight: Glyph } {
  const ink = glyphInk(field, glyph);
  const tight = tighten(glyph, ink);
  return { patch: glyphPatch(tight, ink), tight };
}

function classify(glyph: Glyph, field: GlyphField, model: DigitModel): Classified {
  const { patch, tight } = patchOf(field, glyph);
  const probabilities = model.classify(patch);
  let first = 0;
  let second = 1;
  for (let k = 0; k < probabilities.length; k++) {
    if (probabilities[k]! > probabilities[first]!) {
      second = first;
      first = k;
    } else if (k !== first && probabilities[k]! > probabilities[second]!) second = k;
  }
  if (second === first) second = first === 0 ? 1 : 0;
  return {
    digit: first,
    p: probabilities[first]!,
    runnerUp: second,
    runnerUpP: probabilities[second]!,
    glyph: tight,
  };
}

/** The glyph's box shrunk to its ink. */
function tighten(glyph: Glyph, ink: InkBox): Glyph {
  let x0 = glyph.x1;
  let y0 = glyph.y1;
  let x1 = glyph.x0;
  let y1 = glyph.y0;
  for (let y = glyph.y0; y < glyph.y1; y++) {
    for (let x = glyph.x0; x < glyph.x1; x++) {
      if (inkAt(ink, x, y) < 70) continue;
      if (x < x0) x0 = x;
      if (x >= x1) x1 = x + 1;
      if (y < y0) y0 = y;
      if (y >= y1) y1 = y + 1;
    }
  }
  return x1 > x0 && y1 > y0 ? cutGlyph(glyph, { x0, y0, x1, y1 }) : glyph;
}

/** Cuts a glyph into `parts` side by side, each cut at the column of least ink near its even place. */
export function cutAcross(glyph: Glyph, field: GlyphField, parts: number): Glyph[] {
  const ink = glyphInk(field, glyph);
  const w = glyph.x1 - glyph.x0;
  const column = (x: number): number => {
    let sum = 0;
    for (let y = glyph.y0; y < glyph.y1; y++) sum += inkAt(ink, x, y);
    return sum;
  };
  const cuts: number[] = [glyph.x0];
  for (let k = 1; k < parts; k++) {
    const centre = glyph.x0 + (k * w) / parts;
    let best = Math.round(centre);
    let bestInk = Infinity;
    for (let x = Math.round(centre - 0.2 * w); x <= Math.round(centre + 0.2 * w); x++) {
      if (x <= cuts[cuts.length - 1]! + 1 || x >= glyph.x1 - 1) continue;
      const v = column(x);
      if (v < bestInk) {
        bestInk = v;
        best = x;
      }
    }
    cuts.push(best);
  }
  cuts.push(glyph.x1);
  return cuts.slice(1).map((x1, k) => cutGlyph(glyph, { x0: cuts[k]!, x1 }));
}

/** A glyph cut in two side by side at each column from a third to two thirds of its width. */
function twoWayCuts(glyph: Glyph): Glyph[][] {
  const w = glyph.x1 - glyph.x0;
  const out: Glyph[][] = [];
  for (
    let x = glyph.x0 + Math.max(2, Math.round(0.3 * w));
    x <= glyph.x1 - Math.max(2, Math.round(0.3 * w));
    x++
  ) {
    out.push([cutGlyph(glyph, { x0: glyph.x0, x1: x }), cutGlyph(glyph, { x0: x, x1: glyph.x1 })]);
  }
  return out;
}

/** Cuts a glyph into two stacked, at the row of least ink near its middle. */
function cutDown(glyph: Glyph, field: GlyphField): Glyph[] {
  const ink = glyphInk(field, glyph);
  const h = glyph.y1 - glyph.y0;
  let best = Math.round(glyph.y0 + h / 2);
  let bestInk = Infinity;
  for (let y = Math.round(glyph.y0 + 0.3 * h); y <= Math.round(glyph.y0 + 0.7 * h); y++) {
    let sum = 0;
    for (let x = glyph.x0; x < glyph.x1; x++) sum += inkAt(ink, x, y);
    if (sum < bestInk) {
      bestInk = sum;
      best = y;
    }
  }
  return [cutGlyph(glyph, { y1: best }), cutGlyph(glyph, { y0: best })];
}

function boxOf(g: Glyph): Rect {
  return { x: g.x0, y: g.y0, width: g.x1 - g.x0, height: g.y1 - g.y0 };
}

function unionBox(glyphs: readonly Glyph[]): Rect {
  const x0 = Math.min(...glyphs.map((g) => g.x0));
  const y0 = Math.min(...glyphs.map((g) => g.y0));
  const x1 = Math.max(...glyphs.map((g) => g.x1));
  const y1 = Math.max(...glyphs.map((g) => g.y1));
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}
