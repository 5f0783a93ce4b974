/**
 * The print dialog's state, app-wide: which puzzles (set by whichever view asked), the choices
 * (remembered in the settings), the preparation with its progress and cancel, and the printout
 * the print sheets draw while the system's print dialog is open.
 */
import { tick } from 'svelte';
import { DEFAULT_PRINT_SETTINGS, type PrintSettings } from '../../../src-main/contract/dto.ts';
import type { ApiClient } from '../api/client.ts';
import { messageOf } from '../api/errors.ts';
import { ChoicesDialog } from '../choices-dialog.svelte.ts';
import type { PuzzleSet } from '../puzzle-set.ts';
import {
  idsOfPart,
  PrintCancel,
  PrintCancelled,
  preparePrintout,
  printParts,
  type PrintProgress,
  type Printout,
} from './printout.ts';

export class PrintState extends ChoicesDialog<PrintSettings> {
  request = $state.raw<PuzzleSet | null>(null);
  busy = $state(false);
  progress = $state.raw<PrintProgress | null>(null);
  error = $state<string | null>(null);
  /** Whether to print the player's marks, when the puzzle comes from the play screen with some. */
  includeMarks = $state(true);
  /** What the print sheets draw; kept until the system's print dialog closes. */
  printout = $state.raw<Printout | null>(null);
  /**
   * Which part of a set larger than one printout takes (printout.ts MAX_PRINTED_PUZZLES) is
   * printed next: a printout of thousands of pages would keep the system's print preview busy
   * for minutes, so a large set prints in parts, one after the other.
   */
  part = $state(0);
  readonly parts = $derived(printParts(this.request?.count ?? 0));

  readonly #print: () => void;
  #stop: PrintCancel | null = null;

  constructor(api: ApiClient, print: () => void = () => window.print()) {
    super(api, DEFAULT_PRINT_SETTINGS, {
      read: (settings) => settings.print,
      write: (print) => ({ print }),
    });
    this.#print = print;
  }

  show(request: PuzzleSet): void {
    this.request = request;
    this.part = 0;
    this.error = null;
    this.progress = null;
    this.includeMarks = true;
    this.openWithRemembered();
  }

  cancel(): void {
    this.#stop?.cancel();
  }

  async run(): Promise<boolean> {
    const request = this.request;
    if (!request || this.busy) return false;
    const settings = $state.snapshot(this.settings);
    const stop = new PrintCancel(this.api);
    this.#stop = stop;
    this.busy = true;
    this.error = null;
    this.progress = { fraction: 0, message: 'Finding the puzzles' };
    try {
      const part = this.part;
      const ids = idsOfPart(await request.ids(), part);
      const [only] = ids;
      const marks =
        this.includeMarks && request.marks !== undefined && only !== undefined && ids.length === 1
          ? { id: only, text: request.marks }
          : null;
      const printout = await preparePrintout(
        this.api,
        ids,
        settings,
        (progress) => (this.progress = progress),
        stop,
        marks,
      );
      this.remember(settings);
      // The next opening offers the part after this one.
      if (part + 1 < this.parts.length) this.part = part + 1;
      this.open = false;
      this.printout = printout;
      // The sheets must be in the page before the system's dialog takes its snapshot of it.
      await tick();
      this.#print();
      return true;
    } catch (error) {
      if (!(error instanceof PrintCancelled)) this.error = messageOf(error);
      return false;
    } finally {
      this.busy = false;
      this.progress = null;
      this.#stop = null;
    }
  }

  /** The system's print dialog has closed: the sheets are no longer needed. */
  printed(): void {
    this.printout = null;
  }
}
