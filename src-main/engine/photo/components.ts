/**
 * Connected pieces of a mask, found in two passes with a union-find over provisional labels: a
 * digit, a stray mark, or the whole lattice of a puzzle grid (ink, 8-connected), or the empty
 * inside of one grid cell (paper, 4-connected, so that paper does not leak diagonally between two
 * ink pixels that touch at a corner). Each comes with its bounding box, pixel count and centre of
 * mass; `labels` says which piece each pixel belongs to.
 */

export interface Component {
  /** 1-based; the value of its pixels in `labels`. */
  readonly label: number;
  readonly minX: number;
  readonly minY: number;
  /** Inclusive. */
  readonly maxX: number;
  readonly maxY: number;
  readonly pixels: number;
  readonly cx: number;
  readonly cy: number;
}

export interface Components {
  readonly width: number;
  readonly height: number;
  /** 0 for background, else the component's label. */
  readonly labels: Int32Array;
  /** Index label - 1. */
  readonly list: readonly Component[];
}

/**
 * The pieces of the pixels where `mask` equals `value` (1: ink; 0: paper); `diagonal` joins
 * pixels that touch at a corner.
 */
export function connectedComponents(
  mask: Uint8Array,
  width: number,
  height: number,
  value: 0 | 1 = 1,
  diagonal = value === 1,
): Components {
  const labels = new Int32Array(width * height);
  const parent: number[] = [0];
  const find = (a: number): number => {
    let root = a;
    while (parent[root] !== root) root = parent[root]!;
    while (parent[a] !== root) {
      const next = parent[a]!;
      parent[a] = root;
      a = next;
    }
    return root;
  };
  const union = (a: number, b: number): number => {
    const ra = find(a);
    const rb = find(b);
    if (ra === rb) return ra;
    if (ra < rb) {
      parent[rb] = ra;
      return ra;
    }
    parent[ra] = rb;
    return rb;
  };
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const i = row + x;
      if (mask[i] !== value) continue;
      // Neighbours already visited: left, above, and (diagonally) the two corners above.
      let label = x > 0 ? labels[i - 1]! : 0;
      if (y > 0) {
        const up = labels[i - width]!;
        if (up !== 0) label = label === 0 ? up : union(label, up);
        if (diagonal) {
          const upLeft = x > 0 ? labels[i - width - 1]! : 0;
          if (upLeft !== 0) label = label === 0 ? upLeft : union(label, upLeft);
          const upRight = x + 1 < width ? labels[i - width + 1]! : 0;
          if (upRight !== 0) label = label === 0 ? upRight : union(label, upRight);
        }
      }
      if (label === 0) {
        label = parent.length;
        parent.push(label);
      }
      labels[i] = label;
    }
  }
  // Second pass: final labels 1..n in order of first appearance, with the statistics.
  const final = new Int32Array(parent.length);
  const minX: number[] = [];
  const minY: number[] = [];
  const maxX: number[] = [];
  const maxY: number[] = [];
  const count: number[] = [];
  const sumX: number[] = [];
  const sumY: number[] = [];
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const i = row + x;
      const provisional = labels[i]!;
      if (provisional === 0) continue;
      const root = find(provisional);
      let label = final[root]!;
      if (label === 0) {
        label = minX.length + 1;
        final[root] = label;
        minX.push(x);
        minY.push(y);
        maxX.push(x);
        maxY.push(y);
        count.push(0);
        sumX.push(0);
        sumY.push(0);
      }
      labels[i] = label;
      const k = label - 1;
      if (x < minX[k]!) minX[k] = x;
      if (x > maxX[k]!) maxX[k] = x;
      maxY[k] = y;
      count[k]!++;
      sumX[k]! += x;
      sumY[k]! += y;
    }
  }
  const list: Component[] = minX.map((_, k) => ({
    label: k + 1,
    minX: minX[k]!,
    minY: minY[k]!,
    maxX: maxX[k]!,
    maxY: maxY[k]!,
    pixels: count[k]!,
    cx: sumX[k]! / count[k]! + 0.5,
    cy: sumY[k]! / count[k]! + 0.5,
  }));
  return { width, height, labels, list };
}
