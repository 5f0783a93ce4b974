/**
 * What the player does to the play board, apart from the board itself (PlayBoard.svelte): the
 * pointer (paint a run, strike a clue number), the keyboard (move the cursor, paint with a held
 * key), and the zoom (buttons, Ctrl+wheel, the size a puzzle opens at and keeps when the window
 * changes). This is UI state in pattern.c's sense: never part of the game, never undone. A run
 * is shown as a preview over the game's marks while it grows, and becomes one move when it ends.
 */
import {
  dragTo,
  keyboardStart,
  moveCursor,
  pressPaintKey,
  pressStrokeKey,
  releasePaintKey,
  releaseStrokeKey,
  startDrag,
  type ClueNumber,
  type Drag,
  type KeyboardState,
  type Tool,
} from '../../../src-main/engine/play/index.ts';
import { MIN_CLUE_CELL } from '../../lib/board/clue-lines.ts';
import {
  cellAt,
  clampCell,
  clueNumberAt,
  fitReadableCell,
  layout,
  openingCell,
  overCells,
  scrollAfterZoom,
  scrollToShow,
  zoomStep,
  type ClueLines,
  type Geometry,
  type Scroll,
} from './board-geometry.ts';
import type { CellPoint, OverlayState } from './board-overlay.ts';
import type { BoardScene } from './board-draw.ts';
import type { BoardRenderer } from './board-renderer.ts';
import { buttonTool, keyAction, paintKeyTool } from '../../lib/keys/input-keys.ts';
import type { BoardChange, PlaySession } from './play-session.svelte.ts';
import { RunPreview } from './run-preview.ts';
import { describeCell } from './session-scene.ts';

/**
 * How long a stroke tapped with Shift or Ctrl and the arrows waits, once the key is up, for the
 * next tap before it becomes a move: the beat between quick taps, short enough that the move is
 * stored (and auto-crossing follows) straight after the last. A slower tap starts a new stroke,
 * which still goes on in the same mode from where this one ended (engine/play/keyboard.ts).
 */
export const STROKE_TAP_GAP_MS = 800;

/** Keys that may begin the next tap of a stroke: they leave a waiting stroke open. */
const STROKE_MODIFIERS: ReadonlySet<string> = new Set(['Shift', 'Control', 'Meta']);

/** What the input reads of the board component, each time it needs it. */
export interface BoardView {
  readonly session: PlaySession;
  /** What the board shows: the game's marks with the run being painted over them. */
  readonly scene: BoardScene;
  readonly renderer: BoardRenderer | null;
  readonly viewport: HTMLElement | undefined;
  readonly geometry: Geometry | null;
  readonly clues: ClueLines;
  readonly viewWidth: number;
  readonly viewHeight: number;
  /** The hint's marks on the board (one object while the hint stays, so the overlay can skip a repaint). */
  readonly hint: OverlayState['hint'];
  /** The viewport scrolled: the canvases follow. */
  scrolled(): void;
}

export class BoardInput {
  /** Cell size in CSS pixels; null until the view's size is known. */
  cell = $state<number | null>(null);
  /** The pointer is over a clue number, which a click strikes out. */
  overNumber = $state(false);
  /** What the cursor's cell holds, for screen readers. */
  announce = $state('');

  readonly #view: BoardView;
  readonly #run = new RunPreview();
  #dragPointer: number | null = null;
  #keyboard: KeyboardState = keyboardStart();
  /** What ends the keyboard's run: a held paint key, or Shift/Ctrl for painting with the arrows. */
  #heldKey: string | null = null;
  /**
   * The tool of a stroke painted with Shift or Ctrl and the arrows, from its first tap until it
   * becomes a move: kept open between taps, so tapping paints one run, as holding does.
   */
  #stroke: Tool | null = null;
  #tapTimer: ReturnType<typeof setTimeout> | undefined;
  #cursorShown = false;
  #hover: CellPoint | null = null;
  /**
   * How the cell size follows the view: the size it opened at, or the whole board after Fit,
   * both taken again when the window changes size; a size the player zoomed to stays as it is.
   */
  #sizing: 'opening' | 'fit' | 'zoomed' = 'opening';
  /** Where to scroll once a new zoom is laid out. */
  #pendingScroll: Scroll | null = null;

  constructor(view: BoardView) {
    this.#view = view;
  }

  get #session(): PlaySession {
    return this.#view.session;
  }

  /** The run being painted, to show over the game's marks (session-scene.ts's withPreview). */
  preview(): ReturnType<RunPreview['shown']> {
    return this.#run.shown();
  }

  // --- Size and zoom

  /** The size to open at, once the view is measured and the puzzle known. */
  open(): void {
    const { viewWidth, viewHeight } = this.#view;
    if (this.cell === null && viewWidth > 0 && viewHeight > 0 && this.#session.detail) {
      this.cell = openingCell(this.#view.clues, viewWidth, viewHeight);
    }
  }

  /** The view changed size: a board the player has not zoomed keeps fitting it. */
  resized(): void {
    const { viewWidth, viewHeight, clues } = this.#view;
    if (viewWidth === 0 || viewHeight === 0 || this.cell === null || this.#sizing === 'zoomed') return;
    this.#zoomTo(
      this.#sizing === 'fit'
        ? fitReadableCell(clues, viewWidth, viewHeight)
        : openingCell(clues, viewWidth, viewHeight),
      null,
    );
  }

  /** The scroll a zoom asked for, to apply once its layout is in place. */
  takePendingScroll(): Scroll | null {
    const scroll = this.#pendingScroll;
    this.#pendingScroll = null;
    return scroll;
  }

  zoomIn(): void {
    this.#sizing = 'zoomed';
    this.#zoomTo(zoomStep(this.#currentCell(), 1), null);
  }

  zoomOut(): void {
    this.#sizing = 'zoomed';
    this.#zoomTo(zoomStep(this.#currentCell(), -1), null);
  }

  zoomToFit(): void {
    this.#sizing = 'fit';
    this.#zoomTo(clampCell(this.#fitted()), null);
  }

  /** Ctrl (or Cmd) and the wheel zoom about the pointer. */
  wheel(event: WheelEvent): void {
    if (!(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    const point = this.#pointAt(event);
    this.#sizing = 'zoomed';
    this.#zoomTo(
      zoomStep(this.#currentCell(), event.deltaY < 0 ? 1 : -1),
      point ? { left: point.x, top: point.y } : null,
    );
  }

  #fitted(): number {
    return fitReadableCell(this.#view.clues, this.#view.viewWidth, this.#view.viewHeight);
  }

  #currentCell(): number {
    return this.cell ?? this.#fitted();
  }

  #zoomTo(next: number, anchor: Scroll | null): void {
    const { geometry, viewport, viewWidth, viewHeight, clues } = this.#view;
    if (!geometry || !viewport || next === this.cell) return;
    const after = layout(clues, next, viewWidth, viewHeight);
    const center = { left: viewWidth / 2, top: viewHeight / 2 };
    this.#pendingScroll = scrollAfterZoom(geometry, after, this.#currentScroll(), anchor ?? center);
    this.cell = next;
  }

  #currentScroll(): Scroll {
    const viewport = this.#view.viewport;
    return { left: viewport?.scrollLeft ?? 0, top: viewport?.scrollTop ?? 0 };
  }

  // --- The pointer

  pointerdown(event: PointerEvent): void {
    const point = this.#pointAt(event);
    const placement = this.#view.renderer?.placement;
    const { geometry, viewport } = this.#view;
    const session = this.#session;
    // A stroke waiting for its next tap ends where the pointer comes in.
    if (this.#stroke !== null && this.#heldKey === null) this.releaseKeys();
    if (!point || !placement || !geometry || !viewport || !this.#canPaint() || this.#run.drag !== null)
      return;
    if (!overCells(geometry, placement, point.x, point.y)) {
      // A click on a clue number strikes it out, or brings it back, as a pencil does on paper.
      const number = event.button === 0 ? this.#numberAt(point) : null;
      if (number) {
        event.preventDefault();
        session.toggleStruck(number);
      }
      return;
    }
    const tool = buttonTool(event.button, session.tool);
    if (tool === null) return;
    event.preventDefault();
    viewport.focus({ preventScroll: true });
    viewport.setPointerCapture(event.pointerId);
    this.#dragPointer = event.pointerId;
    this.#cursorShown = false;
    const at = cellAt(geometry, placement, point.x, point.y);
    this.#keyboard = keyboardStart(at);
    this.#setDrag(startDrag(session.game!, at, tool, session.color, this.#paintOptions()));
  }

  pointermove(event: PointerEvent): void {
    const point = this.#pointAt(event);
    const placement = this.#view.renderer?.placement;
    const geometry = this.#view.geometry;
    if (!point || !placement || !geometry) return;
    const at = cellAt(geometry, placement, point.x, point.y);
    const drag = this.#run.drag;
    if (drag !== null && event.pointerId === this.#dragPointer) {
      const next = dragTo(drag, at);
      if (next !== drag) this.#setDrag(next);
      return;
    }
    const inside = overCells(geometry, placement, point.x, point.y);
    this.overNumber = !inside && this.#canPaint() && this.#numberAt(point) !== null;
    const next = inside ? at : null;
    if (next?.x !== this.#hover?.x || next?.y !== this.#hover?.y || this.#cursorShown) {
      this.#hover = next;
      this.#cursorShown = false;
      this.updateOverlay();
    }
  }

  pointerup(event: PointerEvent): void {
    if (event.pointerId !== this.#dragPointer) return;
    this.#dragPointer = null;
    this.#finishRun();
  }

  pointercancel(event: PointerEvent): void {
    if (event.pointerId !== this.#dragPointer) return;
    this.#dragPointer = null;
    this.#setDrag(null);
  }

  pointerleave(): void {
    this.overNumber = false;
    if (this.#hover === null || this.#run.drag !== null) return;
    this.#hover = null;
    this.updateOverlay();
  }

  #pointAt(event: PointerEvent | WheelEvent): { x: number; y: number } | null {
    const viewport = this.#view.viewport;
    if (!viewport) return null;
    const box = viewport.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  }

  /** The clue number under a point, when the numbers are big enough to be drawn. */
  #numberAt(point: { x: number; y: number }): ClueNumber | null {
    const placement = this.#view.renderer?.placement;
    const geometry = this.#view.geometry;
    if (!placement || !geometry || geometry.cell < MIN_CLUE_CELL) return null;
    return clueNumberAt(geometry, placement, this.#view.clues, point.x, point.y);
  }

  #canPaint(): boolean {
    const session = this.#session;
    return session.playable && !session.paused && !session.revealing && session.game !== null;
  }

  #paintOptions(): { overwrite: boolean } {
    return { overwrite: this.#session.options.dragOverwrite };
  }

  // --- The keyboard

  /** Handles a key for the board; returns whether it did. */
  keydown(event: KeyboardEvent): boolean {
    const session = this.#session;
    const action = keyAction({
      key: event.key,
      shift: event.shiftKey,
      command: event.ctrlKey || event.metaKey,
      alt: event.altKey,
    });
    this.#tappedStrokeMeets(event, action);
    if (!action || !session.game || this.#dragPointer !== null) return false;
    switch (action.kind) {
      case 'move': {
        if (session.paused) return true;
        this.#cursorShown = true;
        if (action.paint && this.#keyboard.drag === null && this.#canPaint()) {
          this.#keyboard = pressStrokeKey(
            session.game,
            this.#keyboard,
            action.paint,
            session.color,
            this.#paintOptions(),
          );
          this.#stroke = action.paint;
        }
        // The stroke's own key ends it when it comes up (Shift for a fill, Ctrl or Cmd for a cross).
        if (action.paint !== null && action.paint === this.#stroke) {
          this.#heldKey = action.paint === 'cross' ? (event.metaKey ? 'Meta' : 'Control') : 'Shift';
        }
        this.#keyboard = moveCursor(this.#keyboard, action.direction, session.game, action.toEdge);
        this.#setDrag(this.#keyboard.drag);
        this.#revealCursor();
        return true;
      }
      case 'paint': {
        if (event.repeat) return true;
        if (this.#keyboard.drag !== null || !this.#canPaint()) return true;
        const tool: Tool = action.tool === 'primary' ? session.tool : action.tool;
        this.#cursorShown = true;
        this.#keyboard = pressPaintKey(
          session.game,
          this.#keyboard,
          tool,
          session.color,
          this.#paintOptions(),
        );
        this.#heldKey = event.key.toLowerCase();
        this.#setDrag(this.#keyboard.drag);
        this.#revealCursor();
        return true;
      }
      default:
        return false;
    }
  }

  /** A released key may end the keyboard's run. */
  keyup(event: KeyboardEvent): void {
    if (this.#heldKey === null) return;
    const key = event.key.toLowerCase();
    const held = this.#heldKey.toLowerCase();
    if (key !== held && !(paintKeyTool(key) !== null && paintKeyTool(key) === paintKeyTool(held))) return;
    if (this.#stroke === null) {
      this.releaseKeys();
      return;
    }
    // Shift or Ctrl came up: the stroke waits a moment for the next tap before it becomes a move.
    this.#heldKey = null;
    clearTimeout(this.#tapTimer);
    this.#tapTimer = setTimeout(() => this.releaseKeys(), STROKE_TAP_GAP_MS);
  }

  /**
   * Ends any keyboard run now, a stroke waiting for its next tap included (a key's release was
   * missed when the window lost focus, another key or the pointer came first, an undo).
   */
  releaseKeys(): void {
    clearTimeout(this.#tapTimer);
    this.#tapTimer = undefined;
    if (this.#heldKey === null && this.#stroke === null) return;
    const stroke = this.#stroke !== null;
    this.#heldKey = null;
    this.#stroke = null;
    this.#keyboard = (stroke ? releaseStrokeKey : releasePaintKey)(this.#keyboard).keyboard;
    this.#finishRun();
  }

  /**
   * A key went down while a tapped stroke waits for its next tap: the same stroke key with an
   * arrow goes on with it; Shift, Ctrl or Cmd alone may be the start of that tap; anything else
   * ends the stroke first, so the key acts on the marks as they will stay.
   */
  #tappedStrokeMeets(event: KeyboardEvent, action: ReturnType<typeof keyAction>): void {
    if (this.#stroke === null || this.#heldKey !== null) return;
    if (STROKE_MODIFIERS.has(event.key)) return;
    if (action?.kind === 'move' && action.paint === this.#stroke) {
      clearTimeout(this.#tapTimer);
      this.#tapTimer = undefined;
      return;
    }
    this.releaseKeys();
  }

  #revealCursor(): void {
    const { geometry, viewport } = this.#view;
    if (!geometry || !viewport) return;
    const { x, y } = this.#keyboard.cursor;
    const scroll = scrollToShow(geometry, this.#currentScroll(), x, y);
    if (scroll) {
      viewport.scrollTo({ left: scroll.left, top: scroll.top });
      this.#view.scrolled();
    }
    this.updateOverlay();
    this.#announceCursor();
  }

  /**
   * The marks changed (a move, the end of a run, undo, redo): a screen reader hears the cursor's
   * cell again when it is among the cells that changed, so what it said last stays true.
   */
  marksChanged(change: BoardChange): void {
    const game = this.#session.game;
    if (this.announce === '' || !game) return;
    const { x, y } = this.#keyboard.cursor;
    if (change.kind === 'all' || change.cells.includes(y * game.width + x)) this.#announceCursor();
  }

  #announceCursor(): void {
    const game = this.#session.game;
    if (!game) return;
    const { x, y } = this.#keyboard.cursor;
    this.announce = describeCell(this.#view.scene, y * game.width + x, x, y);
  }

  // --- The run and the overlay

  /** Shows the focus, the cursor, the hint and the run's length over the board. */
  updateOverlay(): void {
    const finished = this.#session.finished;
    const active = this.#run.drag;
    this.#view.renderer?.setOverlay({
      focus: finished ? null : this.#cursorShown ? this.#keyboard.cursor : this.#hover,
      cursor: this.#cursorShown && !finished ? this.#keyboard.cursor : null,
      hint: this.#view.hint,
      run: active ? { end: active.end, length: active.length } : null,
    });
  }

  /** Shows a new run (or none), repainting only the cells whose preview changed. */
  #setDrag(next: Drag | null): void {
    const changed = this.#run.show(next);
    if (changed.length > 0) this.#view.renderer?.repaintCells(changed);
    this.updateOverlay();
  }

  /** Ends the run: it becomes one move (the session repaints its cells), or nothing. */
  #finishRun(): void {
    const ended = this.#run.finish();
    if (!ended) return;
    if (ended.move) this.#session.commit(ended.move);
    if (ended.left.length > 0) this.#view.renderer?.repaintCells(ended.left);
    this.updateOverlay();
  }
}
