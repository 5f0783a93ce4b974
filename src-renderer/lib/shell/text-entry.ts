import type { MenuCommand } from '../../../src-main/contract/methods.ts';

/** Whether a key press belongs to a text field, whose own undo and shortcuts come first. */
export function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  return (
    target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'range'].includes(target.type)
  );
}

/** The commands a focused text field takes for itself, as its own keys would in a browser. */
export const TEXT_FIELD_COMMANDS: readonly MenuCommand[] = ['undo', 'redo', 'select-all'];

/**
 * Undo, Redo and Select All from the application menu while a text field has focus: the field
 * takes them, as the key press would in a browser. In Electron the menu's shortcuts reach the page
 * as commands, not as key presses, so the page hands them on itself. Whether it did.
 */
export function passToTextField(command: MenuCommand, doc: Document = document): boolean {
  if (!TEXT_FIELD_COMMANDS.includes(command)) return false;
  if (!isTextEntry(doc.activeElement)) return false;
  // execCommand is the only door to a field's native undo history; it is deprecated but kept.
  doc.execCommand(command === 'select-all' ? 'selectAll' : command);
  return true;
}
