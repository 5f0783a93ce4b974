/**
 * Keyboard shortcuts. In Electron the application menu owns the commands' keys and sends
 * 'menu.command' events instead, so the shell binds those only when no menu does; the keys that
 * go to a screen (Ctrl+1 to Ctrl+7) are not in the menu and work in both.
 */
import type { MenuCommand } from '../../../src-main/contract/methods.ts';

export interface KeyPress {
  readonly key: string;
  /** Ctrl, or Cmd on macOS. */
  readonly command: boolean;
  readonly shift: boolean;
  readonly alt: boolean;
}

export type Shortcut = { readonly command: MenuCommand } | { readonly view: number };

export function shortcutFor(press: KeyPress): Shortcut | null {
  if (press.key === 'F1' && !press.command && !press.alt && !press.shift) return { command: 'help' };
  if (!press.command || press.alt) return null;
  const key = press.key.toLowerCase();
  if (/^[1-9]$/.test(key) && !press.shift) return { view: Number(key) - 1 };
  if (key === 'o') return { command: press.shift ? 'read-photo' : 'import' };
  if (key === 'b' && press.shift) return { command: 'read-book' };
  if (key === 'n' && !press.shift) return { command: 'new-puzzle' };
  if (key === 'e' && !press.shift) return { command: 'export' };
  if (key === 'g' && !press.shift) return { command: 'generate' };
  if (key === 'p' && !press.shift) return { command: 'print' };
  if (key === ',' && !press.shift) return { command: 'settings' };
  if (key === 'z') return { command: press.shift ? 'redo' : 'undo' };
  if (key === 'y' && !press.shift) return { command: 'redo' };
  if (key === 'a' && !press.shift) return { command: 'select-all' };
  if (key === '=' || key === '+') return { command: 'zoom-in' };
  if (key === '-') return { command: 'zoom-out' };
  if (key === '0' && !press.shift) return { command: 'zoom-fit' };
  return null;
}
