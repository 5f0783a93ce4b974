/**
 * The zoom of a board that fits its space until zoomed (the solve, typing and editor boards): the
 * space's size, the cell size that fits it, and the size the person zoomed to, if any.
 */
export class BoardZoom {
  /** The scrolling viewport the board sits in, and the room inside its padding. */
  viewport = $state<HTMLElement | undefined>();
  viewWidth = $state(0);
  viewHeight = $state(0);
  /** Cell size in CSS pixels chosen by zooming; null fits the board to the space. */
  zoom = $state<number | null>(null);
  /** The viewport keeps 16px of padding on each side. */
  readonly fitted = $derived.by(() => this.#fit(this.viewWidth - 32, this.viewHeight - 32));
  readonly cell = $derived(this.zoom ?? this.fitted);

  readonly #fit: (width: number, height: number) => number;
  readonly #step: (cell: number, direction: 1 | -1) => number;

  /** `fit` gives the cell size at which the board fills a space; `step` the next size in or out. */
  constructor(
    fit: (width: number, height: number) => number,
    step: (cell: number, direction: 1 | -1) => number,
  ) {
    this.#fit = fit;
    this.#step = step;
  }

  zoomIn(): void {
    this.zoom = this.#step(this.cell, 1);
  }

  zoomOut(): void {
    this.zoom = this.#step(this.cell, -1);
  }

  zoomToFit(): void {
    this.zoom = null;
    this.viewport?.scrollTo({ left: 0, top: 0 });
  }
}
