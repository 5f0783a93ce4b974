/**
 * The drawing on the editor survives a reload or a crash: it is written to the window's local
 * storage a moment after each change (a stroke is many changes, one write), and read back when the
 * editor opens. What is read is checked, so a damaged or outdated entry starts a blank picture
 * instead of breaking the screen.
 */
import { decodeGrid, encodeGrid } from '../../../src-main/engine/grid-codec.ts';
import { MAX_COLORS, type PaletteColor } from '../../../src-main/engine/puzzle.ts';
import { MAX_EDITOR_SIDE, type Drawing, type EditorMeta } from './drawing.ts';

const KEY = 'nonogram-studio.editor-draft';
const SAVE_DELAY_MS = 300;

interface StoredDraft {
  readonly version: 1;
  readonly width: number;
  readonly height: number;
  readonly cells: string;
  readonly palette: readonly PaletteColor[];
  readonly meta: EditorMeta;
}

let timer: ReturnType<typeof setTimeout> | undefined;
let pending: { drawing: Drawing; meta: EditorMeta } | null = null;
let listening = false;

export function saveDraft(drawing: Drawing, meta: EditorMeta): void {
  pending = { drawing, meta };
  clearTimeout(timer);
  timer = setTimeout(flushDraft, SAVE_DELAY_MS);
  if (!listening) {
    // A reload inside the delay still keeps the last change.
    window.addEventListener('pagehide', flushDraft);
    listening = true;
  }
}

export function flushDraft(): void {
  clearTimeout(timer);
  if (pending) writeNow(pending.drawing, pending.meta);
  pending = null;
}

function writeNow(drawing: Drawing, meta: EditorMeta): void {
  const stored: StoredDraft = {
    version: 1,
    width: drawing.grid.width,
    height: drawing.grid.height,
    cells: encodeGrid(drawing.grid),
    palette: drawing.palette,
    meta: { ...meta },
  };
  try {
    localStorage.setItem(KEY, JSON.stringify(stored));
  } catch {
    // Storage full or disabled: the drawing stays on screen, only a reload would lose it.
  }
}

export function loadDraft(): { drawing: Drawing; meta: EditorMeta } | null {
  try {
    const text = localStorage.getItem(KEY);
    if (!text) return null;
    return fromStored(JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

function isColor(value: unknown): value is PaletteColor {
  if (typeof value !== 'object' || value === null) return false;
  const color = value as Partial<Record<keyof PaletteColor, unknown>>;
  return (
    typeof color.name === 'string' &&
    typeof color.char === 'string' &&
    color.char.length === 1 &&
    typeof color.rgb === 'string' &&
    /^#[0-9a-f]{6}$/i.test(color.rgb)
  );
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.slice(0, 10_000) : '';
}

function fromStored(value: unknown): { drawing: Drawing; meta: EditorMeta } | null {
  if (typeof value !== 'object' || value === null) return null;
  const stored = value as Partial<Record<keyof StoredDraft, unknown>>;
  const { width, height, cells, palette } = stored;
  if (stored.version !== 1 || typeof width !== 'number' || typeof height !== 'number') return null;
  if (!(width >= 1 && height >= 1 && width <= MAX_EDITOR_SIDE && height <= MAX_EDITOR_SIDE)) return null;
  if (typeof cells !== 'string' || !Array.isArray(palette) || !palette.every(isColor)) return null;
  if (palette.length < 2 || palette.length > MAX_COLORS + 1) return null;
  const grid = decodeGrid(cells, width, height);
  if (grid.cells.some((cell) => cell >= palette.length)) return null;
  const meta = (typeof stored.meta === 'object' && stored.meta !== null ? stored.meta : {}) as Record<
    string,
    unknown
  >;
  return {
    drawing: { grid, palette },
    meta: { title: text(meta['title']), author: text(meta['author']), notes: text(meta['notes']) },
  };
}
