/**
 * Menu commands and shortcuts reach whichever part of the app can handle them: the shell registers
 * defaults, a view registers its own while it is shown (zoom on the board, undo in the library), and
 * the latest registration wins.
 */
import type { MenuCommand } from '../../../src-main/api/contract.ts';

export class CommandBus {
  readonly #handlers = new Map<MenuCommand, (() => void)[]>();

  /** Returns the function that removes the handler again (call it when the view goes away). */
  handle(command: MenuCommand, handler: () => void): () => void {
    const list = this.#handlers.get(command) ?? [];
    list.push(handler);
    this.#handlers.set(command, list);
    return () => {
      const current = this.#handlers.get(command) ?? [];
      this.#handlers.set(
        command,
        current.filter((each) => each !== handler),
      );
    };
  }

  /** Whether some handler took the command. */
  run(command: MenuCommand): boolean {
    const handler = this.#handlers.get(command)?.at(-1);
    if (!handler) return false;
    handler();
    return true;
  }
}
