/**
 * The cancel flag shared by the solver process's two threads: one Int32 in a SharedArrayBuffer.
 * The main thread sets it when the host cancels the running job; the engine, busy on the worker
 * thread, reads it through an ordinary CancelSignal at its next check.
 */
import type { CancelSignal } from '../engine/solver/types.ts';

export class CancelFlag {
  readonly buffer: SharedArrayBuffer;
  private readonly cells: Int32Array;

  constructor(buffer = new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT)) {
    this.buffer = buffer;
    this.cells = new Int32Array(buffer);
  }

  raise(): void {
    Atomics.store(this.cells, 0, 1);
  }

  lower(): void {
    Atomics.store(this.cells, 0, 0);
  }

  /** A signal for the engine that reads this flag. */
  signal(): CancelSignal {
    const cells = this.cells;
    return {
      get aborted() {
        return Atomics.load(cells, 0) !== 0;
      },
    };
  }
}
