/**
 * The two canvases of the play board and what they show: the cells and clues below, the
 * highlights above. It keeps the geometry, scroll position and colours, and repaints as little as
 * each change needs: a move its cells and the clues of their lines, a pointer move only the
 * highlights, a scroll or a zoom everything visible.
 */
import type { LineRef } from '../../../src-main/engine/play/index.ts';
import { readBoardColors, type BoardColors } from '../../lib/board/board-colors.ts';
import { paintAll, paintCells, paintClue, type BoardScene } from './board-draw.ts';
import { place, type Geometry, type Placement, type Scroll } from './board-geometry.ts';
import { EMPTY_OVERLAY, paintOverlay, type OverlayState } from './board-overlay.ts';

export class BoardRenderer {
  readonly #base: HTMLCanvasElement;
  readonly #top: HTMLCanvasElement;
  readonly #scene: BoardScene;
  #geometry: Geometry | null = null;
  #scroll: Scroll = { left: 0, top: 0 };
  #placement: Placement | null = null;
  #colors: BoardColors;
  #overlay: OverlayState = EMPTY_OVERLAY;
  #ratio = 1;

  constructor(base: HTMLCanvasElement, top: HTMLCanvasElement, scene: BoardScene) {
    this.#base = base;
    this.#top = top;
    this.#scene = scene;
    this.#colors = readBoardColors(base);
  }

  get geometry(): Geometry | null {
    return this.#geometry;
  }

  get placement(): Placement | null {
    return this.#placement;
  }

  /** New size, zoom or scroll: the canvases follow the view and everything is repainted. */
  layout(geometry: Geometry, scroll: Scroll): void {
    const ratio = window.devicePixelRatio || 1;
    const resized =
      !this.#geometry ||
      this.#geometry.viewWidth !== geometry.viewWidth ||
      this.#geometry.viewHeight !== geometry.viewHeight ||
      ratio !== this.#ratio;
    this.#geometry = geometry;
    this.#ratio = ratio;
    if (resized) {
      for (const canvas of [this.#base, this.#top]) {
        canvas.width = Math.max(1, Math.round(geometry.viewWidth * ratio));
        canvas.height = Math.max(1, Math.round(geometry.viewHeight * ratio));
        canvas.style.width = `${geometry.viewWidth}px`;
        canvas.style.height = `${geometry.viewHeight}px`;
      }
    }
    this.scrollTo(scroll);
  }

  scrollTo(scroll: Scroll): void {
    this.#scroll = { left: Math.round(scroll.left), top: Math.round(scroll.top) };
    if (!this.#geometry) return;
    this.#placement = place(this.#geometry, this.#scroll);
    this.repaint();
  }

  /** The theme changed: read the colours again and repaint. */
  restyle(): void {
    this.#colors = readBoardColors(this.#base);
    this.repaint();
  }

  repaint(): void {
    const context = this.#context(this.#base);
    if (!context || !this.#geometry || !this.#placement) return;
    paintAll(context, this.#scene, this.#geometry, this.#placement, this.#colors);
    this.#paintOverlay();
  }

  /** Cells whose marks changed (and the lines whose clue feedback may have). */
  repaintCells(cells: Iterable<number>, lines: readonly LineRef[] = []): void {
    const context = this.#context(this.#base);
    if (!context || !this.#geometry || !this.#placement) return;
    paintCells(context, this.#scene, this.#geometry, this.#placement, cells, this.#colors);
    for (const line of lines) {
      paintClue(context, this.#scene, this.#geometry, this.#placement, line.axis, line.index, this.#colors);
    }
  }

  setOverlay(state: OverlayState): void {
    if (sameOverlay(state, this.#overlay)) return;
    this.#overlay = state;
    this.#paintOverlay();
  }

  #paintOverlay(): void {
    const context = this.#context(this.#top);
    if (!context || !this.#geometry || !this.#placement) return;
    paintOverlay(context, this.#geometry, this.#placement, this.#overlay, this.#scene.palette, this.#colors);
  }

  #context(canvas: HTMLCanvasElement): CanvasRenderingContext2D | null {
    const context = canvas.getContext('2d');
    context?.setTransform(this.#ratio, 0, 0, this.#ratio, 0, 0);
    return context;
  }
}

function sameOverlay(a: OverlayState, b: OverlayState): boolean {
  const samePoint = (p: OverlayState['focus'], q: OverlayState['focus']): boolean =>
    p === q || (p !== null && q !== null && p.x === q.x && p.y === q.y);
  return (
    samePoint(a.focus, b.focus) &&
    samePoint(a.cursor, b.cursor) &&
    a.hint === b.hint &&
    (a.run === b.run ||
      (a.run !== null && b.run !== null && a.run.length === b.run.length && samePoint(a.run.end, b.run.end)))
  );
}
