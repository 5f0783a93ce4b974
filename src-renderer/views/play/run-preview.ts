/**
 * The run being painted, shown over the game's marks while it grows: which cells it shows, which
 * of them change as it grows, shrinks or ends (only those are repainted), and the one move it
 * makes at its end. Plain data, not reactive: the board repaints the cells it is told about.
 */
import { finishDrag, type Drag, type Move } from '../../../src-main/engine/play/index.ts';

export class RunPreview {
  #drag: Drag | null = null;
  #cells: ReadonlySet<number> = new Set();

  get drag(): Drag | null {
    return this.#drag;
  }

  /** What the board shows over the game's marks, or null between runs. */
  shown(): { readonly to: number; readonly cells: ReadonlySet<number> } | null {
    return this.#drag === null ? null : { to: this.#drag.to, cells: this.#cells };
  }

  /** Shows `next` (or no run); returns the cells whose preview changed. */
  show(next: Drag | null): number[] {
    const cells = new Set(next?.changes ?? []);
    const changed: number[] = [];
    for (const index of this.#cells) if (!cells.has(index)) changed.push(index);
    for (const index of cells) if (!this.#cells.has(index)) changed.push(index);
    this.#drag = next;
    this.#cells = cells;
    return changed;
  }

  /**
   * Ends the run: the move it makes (null when it changed nothing), and the cells it showed that
   * the move does not cover, which go back to the game's marks. Null when no run was going.
   */
  finish(): { readonly move: Move | null; readonly left: number[] } | null {
    const drag = this.#drag;
    if (!drag) return null;
    const move = finishDrag(drag);
    const shown = [...this.#cells];
    this.#drag = null;
    this.#cells = new Set();
    return { move, left: move ? shown.filter((index) => !move.cells.includes(index)) : shown };
  }
}
