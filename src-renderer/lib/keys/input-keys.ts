/**
 * What the keyboard does on the play screen, as data: arrows move the cursor (Home/End to the
 * ends of the row, PageUp/PageDown of the column), Shift+arrow fills and Ctrl+arrow crosses while
 * moving, a paint key held while moving paints the run (Space or F fills, X crosses, C, Delete or
 * Backspace clears), number keys pick a colour, H asks for a hint, P pauses, G starts a guess. Ctrl+Z and Ctrl+Y
 * are the shell's undo and redo; zoom is the shell's Ctrl+plus and Ctrl+minus.
 */
import type { Direction, Tool } from '../../../src-main/engine/play/index.ts';

export interface KeyInput {
  readonly key: string;
  readonly shift: boolean;
  /** Ctrl, or Cmd on macOS. */
  readonly command: boolean;
  readonly alt: boolean;
}

export type KeyAction =
  | {
      readonly kind: 'move';
      readonly direction: Direction;
      readonly toEdge: boolean;
      /** Paint while moving: Shift fills, Ctrl crosses. */
      readonly paint: Tool | null;
    }
  | { readonly kind: 'paint'; readonly tool: Tool | 'primary' }
  | { readonly kind: 'color'; readonly color: number }
  | { readonly kind: 'cycle-color'; readonly step: 1 | -1 }
  | { readonly kind: 'hint' }
  | { readonly kind: 'pause' }
  | { readonly kind: 'guess' };

const ARROWS: Readonly<Record<string, Direction>> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

const EDGES: Readonly<Record<string, Direction>> = {
  Home: 'left',
  End: 'right',
  PageUp: 'up',
  PageDown: 'down',
};

export function keyAction(input: KeyInput): KeyAction | null {
  if (input.alt) return null;
  const arrow = ARROWS[input.key];
  if (arrow) {
    return {
      kind: 'move',
      direction: arrow,
      toEdge: false,
      paint: input.command ? 'cross' : input.shift ? 'fill' : null,
    };
  }
  const edge = EDGES[input.key];
  if (edge && !input.command) return { kind: 'move', direction: edge, toEdge: true, paint: null };
  if (input.command) return null;
  const tool = paintKeyTool(input.key);
  if (tool) return { kind: 'paint', tool };
  if (/^[0-9]$/.test(input.key)) return { kind: 'color', color: input.key === '0' ? 10 : Number(input.key) };
  if (input.key === ']') return { kind: 'cycle-color', step: 1 };
  if (input.key === '[') return { kind: 'cycle-color', step: -1 };
  const lower = input.key.toLowerCase();
  if (lower === 'h') return { kind: 'hint' };
  if (lower === 'p') return { kind: 'pause' };
  if (lower === 'g') return { kind: 'guess' };
  return null;
}

/** The tool a held paint key paints with; Space and Enter use the selected tool. */
export function paintKeyTool(key: string): Tool | 'primary' | null {
  switch (key.toLowerCase()) {
    case ' ':
    case 'enter':
      return 'primary';
    case 'f':
      return 'fill';
    case 'x':
    case '.':
      return 'cross';
    case 'c':
    case 'delete':
    case 'backspace':
      return 'clear';
    default:
      return null;
  }
}

/** Which mouse button does what: the primary the selected tool, the secondary crosses (or fills when crossing is selected), the middle clears. */
export function buttonTool(button: number, selected: Tool): Tool | null {
  if (button === 0) return selected;
  if (button === 2) return selected === 'cross' ? 'fill' : 'cross';
  if (button === 1) return 'clear';
  return null;
}
