/**
 * Small dense linear algebra for fitting: the normal equations of a least-squares problem,
 * solved by Gaussian elimination with partial pivoting. Sizes here are tiny (8 unknowns).
 */

/** Solves A x = b for a square A (row-major, n x n); null when A is singular. */
export function solveLinear(a: Float64Array, b: Float64Array, n: number): Float64Array | null {
  const m = Float64Array.from(a);
  const x = Float64Array.from(b);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++) {
      if (Math.abs(m[row * n + col]!) > Math.abs(m[pivot * n + col]!)) pivot = row;
    }
    const p = m[pivot * n + col]!;
    if (Math.abs(p) < 1e-12) return null;
    if (pivot !== col) {
      for (let k = 0; k < n; k++) {
        const t = m[col * n + k]!;
        m[col * n + k] = m[pivot * n + k]!;
        m[pivot * n + k] = t;
      }
      const t = x[col]!;
      x[col] = x[pivot]!;
      x[pivot] = t;
    }
    for (let row = col + 1; row < n; row++) {
      const f = m[row * n + col]! / p;
      if (f === 0) continue;
      for (let k = col; k < n; k++) m[row * n + k]! -= f * m[col * n + k]!;
      x[row]! -= f * x[col]!;
    }
  }
  for (let row = n - 1; row >= 0; row--) {
    let sum = x[row]!;
    for (let k = row + 1; k < n; k++) sum -= m[row * n + k]! * x[k]!;
    x[row] = sum / m[row * n + row]!;
  }
  return x;
}

/** Accumulates the normal equations (AᵀA, Aᵀb) of an overdetermined system, one row at a time. */
export class NormalEquations {
  readonly n: number;
  private readonly ata: Float64Array;
  private readonly atb: Float64Array;

  constructor(n: number) {
    this.n = n;
    this.ata = new Float64Array(n * n);
    this.atb = new Float64Array(n);
  }

  add(row: readonly number[], rhs: number, weight = 1): void {
    const { n } = this;
    for (let i = 0; i < n; i++) {
      const ri = row[i]! * weight;
      if (ri === 0) continue;
      for (let j = 0; j < n; j++) this.ata[i * n + j]! += ri * row[j]!;
      this.atb[i]! += ri * rhs;
    }
  }

  solve(): Float64Array | null {
    return solveLinear(this.ata, this.atb, this.n);
  }
}
