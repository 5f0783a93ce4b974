/**
 * Menu commands and shortcuts reach whichever part of the app can handle them: the shell registers
 * defaults, a view registers its own while it is shown (zoom on the board, undo in the library), and
 * the latest registration wins. What can be handled at all is also what the desktop app's menu
 * enables, so a view registers a command only while it can act on it.
 */
import type { MenuCommand } from '../../../src-main/contract/methods.ts';

export class CommandBus {
  readonly #handlers = new Map<MenuCommand, (() => void)[]>();
  readonly #checked = new Set<MenuCommand>();
  #listeners: ((available: readonly MenuCommand[]) => void)[] = [];

  /** Returns the function that removes the handler again (call it when the view goes away). */
  handle(command: MenuCommand, handler: () => void): () => void {
    const list = this.#handlers.get(command) ?? [];
    list.push(handler);
    this.#handlers.set(command, list);
    if (list.length === 1) this.#changed();
    return () => {
      const current = this.#handlers.get(command) ?? [];
      const left = current.filter((each) => each !== handler);
      this.#handlers.set(command, left);
      if (current.length > 0 && left.length === 0) this.#changed();
    };
  }

  /** Whether some handler took the command. */
  run(command: MenuCommand): boolean {
    const handler = this.#handlers.get(command)?.at(-1);
    if (!handler) return false;
    handler();
    return true;
  }

  /** The commands some handler would take now, sorted. */
  available(): MenuCommand[] {
    return [...this.#handlers].flatMap(([command, list]) => (list.length > 0 ? [command] : [])).sort();
  }

  /**
   * Says whether a toggle command is on now (Pause while paused), for the desktop menu to tick.
   * The view that handles the command sets it, and clears it when it goes away.
   */
  setChecked(command: MenuCommand, on: boolean): void {
    if (this.#checked.has(command) === on) return;
    if (on) this.#checked.add(command);
    else this.#checked.delete(command);
    this.#changed();
  }

  /** The toggle commands that are on now, sorted. */
  checked(): MenuCommand[] {
    return [...this.#checked].sort();
  }

  /**
   * Calls `listener` whenever a command becomes available or stops being, or a toggle turns on
   * or off; returns the unsubscribe.
   */
  onChange(listener: (available: readonly MenuCommand[]) => void): () => void {
    this.#listeners = [...this.#listeners, listener];
    return () => {
      this.#listeners = this.#listeners.filter((each) => each !== listener);
    };
  }

  #changed(): void {
    if (this.#listeners.length === 0) return;
    const available = this.available();
    for (const listener of this.#listeners) listener(available);
  }
}
