/**
 * The cancel flag an engine thread of the solver process shares with the main thread: one Int32 in
 * a SharedArrayBuffer holding the ticket of the job that may run. The main thread gives each job it
 * posts a new ticket and opens the flag for it; a cancel closes the flag. The engine, busy on its
 * thread, reads it through an ordinary CancelSignal at its next check: its job is cancelled as soon
 * as the flag holds another ticket. So a job the main thread has given up on (cancelled, or beaten
 * by the other engine thread) stops at its next check even when the next job is posted at once.
 */
import type { CancelSignal } from '../engine/solver/types.ts';

/** The flag's value when no job may run. Tickets start at 1. */
const CLOSED = 0;

export class CancelFlag {
  readonly buffer: SharedArrayBuffer;
  private readonly cells: Int32Array;
  private lastTicket = CLOSED;

  constructor(buffer = new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT)) {
    this.buffer = buffer;
    this.cells = new Int32Array(buffer);
  }

  /** Main thread: a new ticket, which the flag now holds; the job posted with it may run. */
  open(): number {
    this.lastTicket = this.lastTicket >= 0x7fff_ffff ? 1 : this.lastTicket + 1;
    Atomics.store(this.cells, 0, this.lastTicket);
    return this.lastTicket;
  }

  /** Main thread: cancels whatever job runs. */
  close(): void {
    Atomics.store(this.cells, 0, CLOSED);
  }

  /** Engine thread: the signal of the job that holds `ticket`. */
  signal(ticket: number): CancelSignal {
    const cells = this.cells;
    return {
      get aborted() {
        return Atomics.load(cells, 0) !== ticket;
      },
    };
  }
}
