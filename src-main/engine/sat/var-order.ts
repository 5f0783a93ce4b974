/**
 * The order in which the SAT solver picks its next decision variable: a binary max-heap keyed by
 * each variable's activity (VSIDS). Variables in conflicts get bumped; all activities decay by
 * raising the bump instead of touching every variable, and are rescaled before they overflow.
 */

const RESCALE_ABOVE = 1e100;

export class VarOrder {
  readonly activity: Float64Array;
  private readonly heap: Int32Array;
  /** Position of each variable in the heap, or -1 when it is not there. */
  private readonly position: Int32Array;
  private size = 0;
  private increment = 1;
  private readonly decay: number;

  constructor(variables: number, decay: number) {
    this.activity = new Float64Array(variables);
    this.heap = new Int32Array(variables);
    this.position = new Int32Array(variables).fill(-1);
    this.decay = decay;
  }

  get empty(): boolean {
    return this.size === 0;
  }

  insert(v: number): void {
    if (this.position[v]! >= 0) return;
    this.heap[this.size] = v;
    this.position[v] = this.size;
    this.up(this.size++);
  }

  /** Removes and returns the most active variable. */
  pop(): number {
    const top = this.heap[0]!;
    const last = this.heap[--this.size]!;
    this.position[top] = -1;
    if (this.size > 0) {
      this.heap[0] = last;
      this.position[last] = 0;
      this.down(0);
    }
    return top;
  }

  bump(v: number): void {
    const activity = this.activity;
    if ((activity[v] = activity[v]! + this.increment) > RESCALE_ABOVE) {
      for (let i = 0; i < activity.length; i++) activity[i] = activity[i]! * 1e-100;
      this.increment *= 1e-100;
    }
    const at = this.position[v]!;
    if (at >= 0) this.up(at);
  }

  /** Makes later bumps weigh more, which ages every earlier one. */
  decayAll(): void {
    this.increment /= this.decay;
  }

  private up(at: number): void {
    const heap = this.heap;
    const activity = this.activity;
    const v = heap[at]!;
    const a = activity[v]!;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      const p = heap[parent]!;
      if (activity[p]! >= a) break;
      heap[at] = p;
      this.position[p] = at;
      at = parent;
    }
    heap[at] = v;
    this.position[v] = at;
  }

  private down(at: number): void {
    const heap = this.heap;
    const activity = this.activity;
    const v = heap[at]!;
    const a = activity[v]!;
    for (;;) {
      let child = 2 * at + 1;
      if (child >= this.size) break;
      if (child + 1 < this.size && activity[heap[child + 1]!]! > activity[heap[child]!]!) child++;
      const c = heap[child]!;
      if (activity[c]! <= a) break;
      heap[at] = c;
      this.position[c] = at;
      at = child;
    }
    heap[at] = v;
    this.position[v] = at;
  }
}
