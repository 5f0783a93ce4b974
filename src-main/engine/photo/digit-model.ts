/**
 * The digit classifier: a small neural network (one hidden layer) that reads a glyph patch
 * (digit-patch.ts) as one of the digits 0 to 9, or as not a digit at all (a stray mark, a piece
 * of a line). Trained at development time by scripts/train-digits.ts on digits rendered in many
 * fonts and spoilt as photos spoil them; its weights are in digit-weights.ts, stored as 8-bit
 * integers with one scale per layer.
 */
import { PATCH_INPUTS } from './digit-patch.ts';

/** Classes 0-9 are the digits; class 10 is "not a digit". */
export const NOT_A_DIGIT = 10;
export const CLASSES = 11;

export interface DigitWeights {
  readonly inputs: number;
  readonly hidden: number;
  readonly classes: number;
  /** Input-to-hidden weights, hidden-major (inputs per hidden unit), as base64 signed bytes. */
  readonly w1: string;
  readonly w1Scale: number;
  readonly b1: readonly number[];
  /** Hidden-to-class weights, class-major, as base64 signed bytes. */
  readonly w2: string;
  readonly w2Scale: number;
  readonly b2: readonly number[];
}

export class DigitModel {
  readonly hidden: number;
  private readonly w1: Float32Array;
  private readonly b1: Float32Array;
  private readonly w2: Float32Array;
  private readonly b2: Float32Array;

  constructor(weights: DigitWeights) {
    if (weights.inputs !== PATCH_INPUTS || weights.classes !== CLASSES) {
      throw new Error(`The digit weights are for ${weights.inputs} inputs and ${weights.classes} classes.`);
    }
    this.hidden = weights.hidden;
    this.w1 = dequantise(weights.w1, weights.w1Scale, weights.inputs * weights.hidden);
    this.b1 = Float32Array.from(weights.b1);
    this.w2 = dequantise(weights.w2, weights.w2Scale, weights.hidden * CLASSES);
    this.b2 = Float32Array.from(weights.b2);
  }

  /** Probabilities of the eleven classes for one patch. */
  classify(patch: Float32Array): Float32Array {
    const { hidden, w1, b1, w2, b2 } = this;
    const h = new Float32Array(hidden);
    for (let j = 0; j < hidden; j++) {
      let sum = b1[j]!;
      const row = j * PATCH_INPUTS;
      for (let i = 0; i < PATCH_INPUTS; i++) sum += w1[row + i]! * patch[i]!;
      h[j] = sum > 0 ? sum : 0;
    }
    const out = new Float32Array(CLASSES);
    let max = -Infinity;
    for (let k = 0; k < CLASSES; k++) {
      let sum = b2[k]!;
      const row = k * hidden;
      for (let j = 0; j < hidden; j++) sum += w2[row + j]! * h[j]!;
      out[k] = sum;
      if (sum > max) max = sum;
    }
    let total = 0;
    for (let k = 0; k < CLASSES; k++) {
      out[k] = Math.exp(out[k]! - max);
      total += out[k]!;
    }
    for (let k = 0; k < CLASSES; k++) out[k]! /= total;
    return out;
  }
}

/** Signed bytes in base64, times the layer's scale. */
function dequantise(base64: string, scale: number, count: number): Float32Array {
  const bytes = decodeBase64(base64);
  if (bytes.length !== count) throw new Error(`The digit weights hold ${bytes.length} values, not ${count}.`);
  const out = new Float32Array(count);
  for (let i = 0; i < count; i++) out[i] = ((bytes[i]! << 24) >> 24) * scale;
  return out;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Base64 to bytes without Node's Buffer or the DOM's atob, which the engine may not use. */
export function decodeBase64(text: string): Uint8Array {
  const clean = text.replace(/=+$/, '');
  const out = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let bits = 0;
  let value = 0;
  let o = 0;
  for (let i = 0; i < clean.length; i++) {
    const d = ALPHABET.indexOf(clean[i]!);
    if (d < 0) throw new Error('The digit weights are not valid base64.');
    value = (value << 6) | d;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (value >> bits) & 255;
    }
  }
  return out;
}
