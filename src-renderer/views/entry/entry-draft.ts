/**
 * The draft of the entry screen as a value: size, palette, the text of every line, metadata.
 * Every change makes a new draft, so saving it, comparing it and restoring it are plain.
 */
import type { EntryDraft } from '../../../src-main/contract/methods-entry.ts';
import { BACKGROUND, BLACK_AND_WHITE, type PaletteColor } from '../../../src-main/engine/puzzle.ts';
import type { Axis, LineRef } from './entry-lines.ts';

export type { EntryDraft };
export type TypingOrder = EntryDraft['order'];
export type DraftMeta = EntryDraft['meta'];

export interface ColorChoice {
  readonly name: string;
  readonly rgb: string;
}

/** Colours offered for a colour puzzle, in the order books use them most. */
export const COLOR_CHOICES: readonly ColorChoice[] = [
  { name: 'black', rgb: '#000000' },
  { name: 'red', rgb: '#e02020' },
  { name: 'green', rgb: '#2f9e44' },
  { name: 'blue', rgb: '#1c5fd4' },
  { name: 'yellow', rgb: '#f5c400' },
  { name: 'orange', rgb: '#f07c12' },
  { name: 'brown', rgb: '#8b5a2b' },
  { name: 'grey', rgb: '#8a8f98' },
  { name: 'pink', rgb: '#f06aa8' },
  { name: 'purple', rgb: '#7b3fc4' },
  { name: 'cyan', rgb: '#19b5c9' },
  { name: 'lime', rgb: '#8fd13a' },
  { name: 'navy', rgb: '#1b2a6b' },
  { name: 'beige', rgb: '#e3cfa4' },
  { name: 'dark green', rgb: '#1d5c2e' },
  { name: 'dark red', rgb: '#8e1616' },
];

export const MAX_CLUE_COLORS = 31;

/**
 * The palette for a list of colours: the background first, then each colour with a one-letter
 * character that becomes its key when typing (the first letter of its name not taken yet).
 */
export function makePalette(colors: readonly ColorChoice[]): PaletteColor[] {
  if (colors.length === 1 && colors[0]!.name === 'black' && colors[0]!.rgb === '#000000') {
    return [...BLACK_AND_WHITE];
  }
  const taken = new Set<string>();
  const palette: PaletteColor[] = [BACKGROUND];
  for (const color of colors.slice(0, MAX_CLUE_COLORS)) {
    const letters = [...color.name.toLowerCase()].filter((c) => /[a-z]/.test(c));
    const char =
      letters.find((c) => !taken.has(c)) ??
      [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].find((c) => !taken.has(c)) ??
      '?';
    taken.add(char);
    palette.push({ name: color.name, char, rgb: color.rgb });
  }
  return palette;
}

export function paletteColors(palette: readonly PaletteColor[]): ColorChoice[] {
  return palette.slice(1).map(({ name, rgb }) => ({ name, rgb }));
}

export function newDraft(
  width: number,
  height: number,
  palette: readonly PaletteColor[],
  order: TypingOrder,
): EntryDraft {
  return {
    width,
    height,
    palette: [...palette],
    rows: new Array<string>(height).fill(''),
    columns: new Array<string>(width).fill(''),
    meta: {},
    collectionId: null,
    cursor: { axis: order === 'rows-first' ? 'row' : 'column', index: 0 },
    order,
    updatedAt: '',
  };
}

/** Lines typed so far on both sides. */
export function typedCount(draft: Pick<EntryDraft, 'rows' | 'columns'>): number {
  return [...draft.rows, ...draft.columns].filter((text) => text.trim() !== '').length;
}

/** Typed lines a resize to `width` x `height` would drop. */
export function linesLostByResize(draft: EntryDraft, width: number, height: number): number {
  const lost = (lines: readonly string[], keep: number): number =>
    lines.slice(keep).filter((text) => text.trim() !== '').length;
  return lost(draft.rows, height) + lost(draft.columns, width);
}

/** The same draft at another size: typed lines stay where they were, new lines are blank. */
export function resizeDraft(draft: EntryDraft, width: number, height: number): EntryDraft {
  const fit = (lines: readonly string[], length: number): string[] =>
    Array.from({ length }, (_, i) => lines[i] ?? '');
  const cursor =
    draft.cursor && draft.cursor.index < (draft.cursor.axis === 'row' ? height : width) ? draft.cursor : null;
  return {
    ...draft,
    width,
    height,
    rows: fit(draft.rows, height),
    columns: fit(draft.columns, width),
    cursor,
  };
}

/** Every line in the order the user types them. */
export function typingOrder(draft: Pick<EntryDraft, 'width' | 'height' | 'order'>): LineRef[] {
  const rows = Array.from({ length: draft.height }, (_, index) => ({ axis: 'row' as const, index }));
  const columns = Array.from({ length: draft.width }, (_, index) => ({ axis: 'column' as const, index }));
  return draft.order === 'rows-first' ? [...rows, ...columns] : [...columns, ...rows];
}

export function positionOf(order: readonly LineRef[], line: LineRef): number {
  return order.findIndex((each) => each.axis === line.axis && each.index === line.index);
}

export function withLine(draft: EntryDraft, axis: Axis, index: number, text: string): EntryDraft {
  const key = axis === 'row' ? 'rows' : 'columns';
  if (draft[key][index] === text) return draft;
  const lines = [...draft[key]];
  lines[index] = text;
  return { ...draft, [key]: lines };
}

/** A draft's `updatedAt`: ISO time, which sorts in time order. */
export function draftTime(): string {
  return new Date().toISOString();
}

/** The newer of two copies of the draft (the library's and the window's own), or the one there is. */
export function newerDraft(a: EntryDraft | null, b: EntryDraft | null): EntryDraft | null {
  if (!a || !b) return a ?? b;
  return b.updatedAt > a.updatedAt ? b : a;
}
