/**
 * A one-hidden-layer network trained by minibatch gradient descent with Adam on cross-entropy:
 * just enough to train the digit classifier at development time, with no library.
 */
import type { Random } from '../../src-main/engine/seeded-random.ts';
import type { Sample } from './sheets.ts';

export interface Network {
  readonly inputs: number;
  readonly hidden: number;
  readonly classes: number;
  readonly w1: Float32Array;
  readonly b1: Float32Array;
  readonly w2: Float32Array;
  readonly b2: Float32Array;
}

export function newNetwork(inputs: number, hidden: number, classes: number, random: Random): Network {
  const gauss = (): number => Math.sqrt(-2 * Math.log(random() + 1e-12)) * Math.cos(2 * Math.PI * random());
  const w1 = new Float32Array(inputs * hidden).map(() => gauss() * Math.sqrt(2 / inputs));
  const w2 = new Float32Array(hidden * classes).map(() => gauss() * Math.sqrt(2 / hidden));
  return { inputs, hidden, classes, w1, b1: new Float32Array(hidden), w2, b2: new Float32Array(classes) };
}

/** The inputs that are not zero: most of a glyph's patch is paper, which adds nothing. */
export function nonZero(x: Float32Array): Uint16Array {
  const out: number[] = [];
  for (let i = 0; i < x.length; i++) if (x[i] !== 0) out.push(i);
  return Uint16Array.from(out);
}

/** Probabilities of each class (`h` receives the hidden layer); `nz`: the inputs not zero, if known. */
export function forward(
  net: Network,
  x: Float32Array,
  h: Float32Array,
  out: Float32Array,
  nz: Uint16Array = nonZero(x),
): void {
  const { inputs, hidden, classes, w1, b1, w2, b2 } = net;
  for (let j = 0; j < hidden; j++) {
    let s = b1[j]!;
    const row = j * inputs;
    for (let k = 0; k < nz.length; k++) {
      const i = nz[k]!;
      s += w1[row + i]! * x[i]!;
    }
    h[j] = s > 0 ? s : 0;
  }
  let max = -Infinity;
  for (let k = 0; k < classes; k++) {
    let s = b2[k]!;
    const row = k * hidden;
    for (let j = 0; j < hidden; j++) s += w2[row + j]! * h[j]!;
    out[k] = s;
    if (s > max) max = s;
  }
  let total = 0;
  for (let k = 0; k < classes; k++) {
    out[k] = Math.exp(out[k]! - max);
    total += out[k]!;
  }
  for (let k = 0; k < classes; k++) out[k]! /= total;
}

export interface TrainOptions {
  readonly epochs: number;
  readonly batch: number;
  readonly rate: number;
  readonly decay: number;
  readonly onEpoch?: (epoch: number, loss: number) => void;
}

export function train(net: Network, samples: readonly Sample[], options: TrainOptions, random: Random): void {
  const params = [net.w1, net.b1, net.w2, net.b2];
  const grads = params.map((p) => new Float32Array(p.length));
  const m = params.map((p) => new Float32Array(p.length));
  const v = params.map((p) => new Float32Array(p.length));
  const { inputs, hidden, classes } = net;
  const h = new Float32Array(hidden);
  const out = new Float32Array(classes);
  const dh = new Float32Array(hidden);
  const order = samples.map((_, i) => i);
  const sparse = samples.map((sample) => nonZero(sample.patch));
  let step = 0;
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    const rate = options.rate * (epoch < options.epochs - 3 ? 1 : 0.3);
    let loss = 0;
    for (let start = 0; start < order.length; start += options.batch) {
      for (const g of grads) g.fill(0);
      const end = Math.min(order.length, start + options.batch);
      for (let b = start; b < end; b++) {
        const sample = samples[order[b]!]!;
        const x = sample.patch;
        const nz = sparse[order[b]!]!;
        forward(net, x, h, out, nz);
        loss -= Math.log(Math.max(1e-9, out[sample.label]!));
        // Output gradient: p - onehot.
        dh.fill(0);
        for (let k = 0; k < classes; k++) {
          const d = out[k]! - (k === sample.label ? 1 : 0);
          grads[3]![k]! += d;
          const row = k * hidden;
          for (let j = 0; j < hidden; j++) {
            grads[2]![row + j]! += d * h[j]!;
            dh[j]! += d * net.w2[row + j]!;
          }
        }
        for (let j = 0; j < hidden; j++) {
          if (h[j]! <= 0) continue;
          const d = dh[j]!;
          grads[1]![j]! += d;
          const row = j * inputs;
          const g1 = grads[0]!;
          for (let k = 0; k < nz.length; k++) {
            const i = nz[k]!;
            g1[row + i]! += d * x[i]!;
          }
        }
      }
      step++;
      const n = end - start;
      const b1c = 1 - 0.9 ** step;
      const b2c = 1 - 0.999 ** step;
      params.forEach((p, k) => {
        const g = grads[k]!;
        const mk = m[k]!;
        const vk = v[k]!;
        const decay = k % 2 === 0 ? options.decay : 0;
        for (let i = 0; i < p.length; i++) {
          const gi = g[i]! / n + decay * p[i]!;
          mk[i] = 0.9 * mk[i]! + 0.1 * gi;
          vk[i] = 0.999 * vk[i]! + 0.001 * gi * gi;
          p[i]! -= (rate * (mk[i]! / b1c)) / (Math.sqrt(vk[i]! / b2c) + 1e-8);
        }
      });
    }
    options.onEpoch?.(epoch, loss / order.length);
  }
}

export function accuracy(
  net: Network,
  samples: readonly Sample[],
): { correct: number; confusions: Map<string, number> } {
  const h = new Float32Array(net.hidden);
  const out = new Float32Array(net.classes);
  let correct = 0;
  const confusions = new Map<string, number>();
  for (const s of samples) {
    forward(net, s.patch, h, out);
    let best = 0;
    for (let k = 1; k < net.classes; k++) if (out[k]! > out[best]!) best = k;
    if (best === s.label) correct++;
    else {
      const key = `${s.label}->${best}`;
      confusions.set(key, (confusions.get(key) ?? 0) + 1);
    }
  }
  return { correct, confusions };
}
