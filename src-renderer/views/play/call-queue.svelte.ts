/**
 * The calls of one attempt, sent one after another. Each call builds on the one before (a move
 * names the marks it replaces, an undo takes back the last move stored), so they must reach the
 * backend in the order they were made even though the transport may deliver requests in any
 * order. `pending` says whether anything is still on its way: the screen shows it, and tests wait
 * for it before they reload or stop the app.
 */
export class CallQueue {
  pending = $state(0);
  #tail: Promise<unknown> = Promise.resolve();

  /** Runs `call` after every call queued before it has settled; resolves or rejects as it does. */
  enqueue<T>(call: () => Promise<T>): Promise<T> {
    this.pending += 1;
    const result = this.#tail.then(call, call);
    this.#tail = result.then(
      () => this.#settle(),
      () => this.#settle(),
    );
    return result;
  }

  /** Resolves once everything queued so far has settled. */
  async drained(): Promise<void> {
    while (this.pending > 0) await this.#tail;
  }

  #settle(): void {
    this.pending -= 1;
  }
}
