/**
 * The picture editor's state. The drawing (picture and palette) is a value: every edit makes a new
 * one and the history keeps the old, so undo and redo are exact. A stroke is one undo step: its
 * first cell pushes a new drawing, the cells after it replace that drawing as the pointer moves.
 * Tool, colour and mirror mode are UI state and are not undone. The clues are derived, so they
 * follow every change; the background checks are asked for by the view whenever the drawing changes.
 */
import type { CreatedPuzzle, EntryPuzzle } from '../../../src-main/contract/methods-entry.ts';
import { EditHistory } from '../../../src-main/engine/editor/history.ts';
import { addColor, recolor, removeColor, renameColor } from '../../../src-main/engine/editor/palette.ts';
import type { Point, SymmetryMode } from '../../../src-main/engine/editor/raster.ts';
import { applyFix, type FixCandidate } from '../../../src-main/engine/editor/suggest.ts';
import { applyChanges } from '../../../src-main/engine/editor/unique-fix.ts';
import { strokeColor, strokeTo, type Stroke, type Tool } from '../../../src-main/engine/editor/tools.ts';
import {
  invertGrid,
  mirrorGrid,
  resizeGrid,
  rotateGrid,
  sameGrid,
  shiftGrid,
  type Anchor,
  type MirrorAxis,
} from '../../../src-main/engine/editor/transform.ts';
import { encodeGrid } from '../../../src-main/engine/grid-codec.ts';
import { emptyGrid, puzzleFromGrid, type Puzzle } from '../../../src-main/engine/puzzle.ts';
import type { ApiClient } from '../../lib/api/client.ts';
import { messageOf } from '../../lib/api/errors.ts';
import {
  blankDrawing,
  drawingKey,
  MAX_EDITOR_SIDE,
  toEntryPuzzle,
  type Drawing,
  type EditorMeta,
} from './drawing.ts';
import { loadDraft, saveDraft } from './editor-draft.ts';
import { EditorChecker } from './editor-checker.svelte.ts';
import { UniqueFixer } from './unique-fixer.svelte.ts';

export type { Drawing, Tool };

/** The stroke under way and the last cell the pointer was on. */
interface ActiveStroke {
  readonly stroke: Stroke;
  last: Point;
}

export class EditorSession {
  drawing = $state.raw<Drawing>(blankDrawing());
  meta = $state<EditorMeta>({ title: '', author: '', notes: '' });
  tool = $state<Tool>('pencil');
  symmetry = $state<SymmetryMode>('none');
  /** Palette index painted by the tools (0 paints empty cells). */
  color = $state(1);
  /** Shifting the picture brings what leaves one side back on the other. */
  wrap = $state(true);
  canUndo = $state(false);
  canRedo = $state(false);
  /** Whether a stroke is under way (the board keeps its layout until it ends). */
  drawingNow = $state(false);
  saving = $state(false);
  saveError = $state<string | null>(null);
  /** The last save: the library puzzle and the drawing it was made from. */
  saved = $state.raw<(CreatedPuzzle & { readonly key: string }) | null>(null);

  readonly puzzle: Puzzle;
  readonly key: string;
  readonly filledCells: number;
  readonly checker: EditorChecker;
  /** "Fix until unique": the fewest cells to change, proposed for the drawing on screen. */
  readonly fixer: UniqueFixer;

  readonly #api: ApiClient;
  readonly #history: EditHistory<Drawing>;
  #stroke: ActiveStroke | null = null;
  /** What the last edit was, so a run of the same edit (dragging a colour picker) is one undo step. */
  #lastEdit: string | null = null;

  constructor(api: ApiClient) {
    this.#api = api;
    this.checker = new EditorChecker(api);
    this.fixer = new UniqueFixer(api);
    const draft = loadDraft();
    if (draft) {
      this.drawing = draft.drawing;
      this.meta = draft.meta;
      this.color = Math.min(1, draft.drawing.palette.length - 1);
    }
    this.#history = new EditHistory(this.drawing);
    this.puzzle = $derived(puzzleFromGrid(this.drawing.grid, this.drawing.palette));
    this.key = $derived(drawingKey(this.drawing));
    this.filledCells = $derived(
      this.drawing.grid.cells.reduce((count, cell) => count + (cell === 0 ? 0 : 1), 0),
    );
  }

  get width(): number {
    return this.drawing.grid.width;
  }

  get height(): number {
    return this.drawing.grid.height;
  }

  /** The puzzle as the API takes it, with the title and notes when `withMeta`. */
  entryPuzzle(withMeta: boolean): EntryPuzzle {
    return toEntryPuzzle(this.puzzle, withMeta ? this.meta : null);
  }

  /** Asks for the background checks of the drawing now on screen. */
  requestCheck(): void {
    if (this.filledCells === 0) {
      this.checker.request(null);
      return;
    }
    this.checker.request({
      puzzle: this.entryPuzzle(false),
      picture: encodeGrid(this.drawing.grid),
      key: this.key,
    });
  }

  // Strokes ------------------------------------------------------------------------------------

  /** Starts a stroke at a cell; `erase` (the right button) paints empty cells. */
  begin(point: Point, erase: boolean): void {
    if (this.#stroke) this.end();
    const { grid } = this.drawing;
    if (point.x < 0 || point.y < 0 || point.x >= grid.width || point.y >= grid.height) return;
    const stroke: Stroke = {
      tool: this.tool,
      symmetry: this.symmetry,
      start: point,
      base: grid,
      color: strokeColor(this.tool, grid, point, this.color, erase),
    };
    const next = strokeTo(stroke, grid, point, point);
    if (this.tool === 'fill') {
      if (!sameGrid(next, grid)) this.#commit({ ...this.drawing, grid: next });
      return;
    }
    this.#stroke = { stroke, last: point };
    this.drawingNow = true;
    this.#commit({ ...this.drawing, grid: next }, null, true);
  }

  move(point: Point): void {
    const active = this.#stroke;
    if (!active || (point.x === active.last.x && point.y === active.last.y)) return;
    const grid = strokeTo(active.stroke, this.drawing.grid, active.last, point);
    active.last = point;
    this.drawing = this.#history.replace({ ...this.drawing, grid });
  }

  end(): void {
    if (!this.#stroke) return;
    this.#stroke = null;
    this.drawingNow = false;
    this.#afterEdit();
  }

  /** Takes the stroke under way back (Escape). */
  cancel(): void {
    if (!this.#stroke) return;
    this.#stroke = null;
    this.drawingNow = false;
    this.drawing = this.#history.discard();
    this.#afterEdit();
  }

  // Whole-picture edits ---------------------------------------------------------------------------

  clear(): void {
    this.#commit({ ...this.drawing, grid: emptyGrid(this.width, this.height) });
  }

  invert(): void {
    this.#commit({ ...this.drawing, grid: invertGrid(this.drawing.grid, Math.max(1, this.color)) });
  }

  shift(dx: number, dy: number): void {
    this.#commit({ ...this.drawing, grid: shiftGrid(this.drawing.grid, dx, dy, this.wrap) });
  }

  mirror(axis: MirrorAxis): void {
    this.#commit({ ...this.drawing, grid: mirrorGrid(this.drawing.grid, axis) });
  }

  rotate(direction: 'clockwise' | 'counterclockwise'): void {
    this.#commit({ ...this.drawing, grid: rotateGrid(this.drawing.grid, direction) });
  }

  resize(width: number, height: number, anchor: Anchor): void {
    const w = Math.max(1, Math.min(MAX_EDITOR_SIDE, Math.round(width)));
    const h = Math.max(1, Math.min(MAX_EDITOR_SIDE, Math.round(height)));
    if (w === this.width && h === this.height) return;
    this.#commit({ ...this.drawing, grid: resizeGrid(this.drawing.grid, w, h, anchor) });
  }

  /** Replaces the whole drawing (a new picture, an imported image); undo brings the old one back. */
  replace(drawing: Drawing): void {
    this.#commit(drawing);
    this.color = Math.min(Math.max(1, this.color), drawing.palette.length - 1);
  }

  /** Makes the change a suggestion proposes. */
  applyFix(fix: FixCandidate): void {
    if (!this.#fits(fix)) return;
    this.#commit({ ...this.drawing, grid: applyFix(this.drawing.grid, fix) });
  }

  /**
   * Looks for the fewest cells to change so that the drawing has one solution ("Fix until
   * unique"); the answer is a proposal (`fixer`), shown on the board until applied or dropped.
   */
  findUniqueFix(): void {
    const result = this.checker.isCurrent(this.key) ? this.checker.result : null;
    if (result?.verdict !== 'multiple' || result.differing.length === 0) return;
    void this.fixer.start({
      puzzle: this.entryPuzzle(false),
      picture: encodeGrid(this.drawing.grid),
      key: this.key,
      differing: result.differing,
    });
  }

  /** Applies the proposed fix as one edit, so one undo takes the whole fix back. */
  applyUniqueFix(): void {
    const fix = this.fixer.proposalFor(this.key);
    if (!fix || fix.changes.length === 0 || !fix.changes.every((change) => this.#fits(change))) return;
    this.#commit({ ...this.drawing, grid: applyChanges(this.drawing.grid, fix.changes) });
    this.fixer.discard();
  }

  #fits(fix: FixCandidate): boolean {
    return fix.cell < this.drawing.grid.cells.length && fix.value < this.drawing.palette.length;
  }

  // Palette ---------------------------------------------------------------------------------------

  addColor(rgb: string): void {
    const palette = addColor(this.drawing.palette, rgb);
    if (palette.length === this.drawing.palette.length) return;
    this.#commit({ ...this.drawing, palette });
    this.color = palette.length - 1;
  }

  removeColor(index: number): void {
    const edit = removeColor(this.drawing.palette, this.drawing.grid, index);
    if (edit.palette.length === this.drawing.palette.length) return;
    this.#commit(edit);
    if (this.color >= index) this.color = Math.max(1, this.color - 1);
    this.color = Math.min(this.color, edit.palette.length - 1);
  }

  renameColor(index: number, name: string): void {
    this.#commit(
      { ...this.drawing, palette: renameColor(this.drawing.palette, index, name) },
      `name-${index}`,
    );
  }

  recolor(index: number, rgb: string): void {
    this.#commit({ ...this.drawing, palette: recolor(this.drawing.palette, index, rgb) }, `rgb-${index}`);
  }

  // History ---------------------------------------------------------------------------------------

  undo(): void {
    if (this.#stroke) this.cancel();
    this.drawing = this.#history.undo();
    this.#lastEdit = null;
    this.#afterEdit();
  }

  redo(): void {
    if (this.#stroke) this.end();
    this.drawing = this.#history.redo();
    this.#lastEdit = null;
    this.#afterEdit();
  }

  // Saving ----------------------------------------------------------------------------------------

  /** Adds the puzzle to the library. */
  async save(): Promise<CreatedPuzzle | null> {
    if (this.saving || this.filledCells === 0) return null;
    this.saving = true;
    this.saveError = null;
    const key = this.key;
    try {
      const created = await this.#api.call('library.create', {
        puzzle: this.entryPuzzle(true),
        picture: encodeGrid(this.drawing.grid),
      });
      this.saved = { ...created, key };
      return created;
    } catch (error) {
      this.saveError = messageOf(error);
      return null;
    } finally {
      this.saving = false;
    }
  }

  /** Keeps the title, author and notes with the draft. */
  metaChanged(): void {
    saveDraft(this.drawing, this.meta);
  }

  dispose(): void {
    this.end();
    this.checker.dispose();
    this.fixer.discard();
  }

  /**
   * Makes `drawing` the present. `coalesce` names an edit that merges with an immediately preceding
   * one of the same name; `keepStroke` leaves the stroke bookkeeping to the caller.
   */
  #commit(drawing: Drawing, coalesce: string | null = null, keepStroke = false): void {
    if (drawing === this.drawing) return;
    if (coalesce !== null && coalesce === this.#lastEdit) this.drawing = this.#history.replace(drawing);
    else this.drawing = this.#history.push(drawing);
    this.#lastEdit = coalesce;
    if (!keepStroke) this.#afterEdit();
  }

  #afterEdit(): void {
    this.canUndo = this.#history.canUndo;
    this.canRedo = this.#history.canRedo;
    this.color = Math.min(this.color, this.drawing.palette.length - 1);
    saveDraft(this.drawing, this.meta);
  }
}

let shared: EditorSession | null = null;

/**
 * The window's one editor session: it outlives the screen, so leaving the editor and coming back
 * keeps the drawing and its undo history.
 */
export function editorSession(api: ApiClient): EditorSession {
  shared ??= new EditorSession(api);
  return shared;
}
