/**
 * Undo and redo for the editor, over whole states. A state is a value the editor never mutates
 * (a grid, a palette), so keeping the previous ones costs only their memory: a 100x100 picture is
 * 10 kB, and the list is capped. A new change after some undos drops the states that were undone.
 */

export const DEFAULT_HISTORY_LIMIT = 200;

export class EditHistory<T> {
  readonly #limit: number;
  #past: T[] = [];
  #future: T[] = [];
  #present: T;

  constructor(initial: T, limit = DEFAULT_HISTORY_LIMIT) {
    this.#present = initial;
    this.#limit = Math.max(1, limit);
  }

  get present(): T {
    return this.#present;
  }

  get canUndo(): boolean {
    return this.#past.length > 0;
  }

  get canRedo(): boolean {
    return this.#future.length > 0;
  }

  /** Makes `state` the present; the old present can be undone back to. */
  push(state: T): T {
    this.#past.push(this.#present);
    if (this.#past.length > this.#limit) this.#past.splice(0, this.#past.length - this.#limit);
    this.#future = [];
    this.#present = state;
    return state;
  }

  /** Replaces the present without a new undo step (e.g. the cells a stroke adds as it goes on). */
  replace(state: T): T {
    this.#present = state;
    return state;
  }

  /** Goes back to the previous state and forgets the present (a stroke cancelled half-way). */
  discard(): T {
    const previous = this.#past.pop();
    if (previous === undefined) return this.#present;
    this.#present = previous;
    return previous;
  }

  undo(): T {
    const previous = this.#past.pop();
    if (previous === undefined) return this.#present;
    this.#future.push(this.#present);
    this.#present = previous;
    return previous;
  }

  redo(): T {
    const next = this.#future.pop();
    if (next === undefined) return this.#present;
    this.#past.push(this.#present);
    this.#present = next;
    return next;
  }

  /** Starts over from `state` with nothing to undo. */
  reset(state: T): T {
    this.#past = [];
    this.#future = [];
    this.#present = state;
    return state;
  }
}
