/**
 * The print dialog's state, app-wide: which puzzles (set by whichever view asked), the choices
 * (remembered in the settings), the preparation with its progress and cancel, and the printout
 * the print sheets draw while the system's print dialog is open.
 */
import { tick } from 'svelte';
import { DEFAULT_PRINT_SETTINGS, type PrintSettings } from '../../../src-main/contract/dto.ts';
import type { ApiClient } from '../api/client.ts';
import { adoptRememberedChoices } from '../remembered-choices.ts';
import { messageOf } from '../api/errors.ts';
import type { PuzzleSet } from '../puzzle-set.ts';
import {
  PrintCancel,
  PrintCancelled,
  preparePrintout,
  type PrintProgress,
  type Printout,
} from './printout.ts';

/** The dialog's controls bind to these fields. */
type PrintChoices = { -readonly [K in keyof PrintSettings]: PrintSettings[K] };

export class PrintState {
  open = $state(false);
  request = $state.raw<PuzzleSet | null>(null);
  settings = $state<PrintChoices>({ ...DEFAULT_PRINT_SETTINGS });
  busy = $state(false);
  progress = $state.raw<PrintProgress | null>(null);
  error = $state<string | null>(null);
  /** Whether to print the player's marks, when the puzzle comes from the play screen with some. */
  includeMarks = $state(true);
  /** What the print sheets draw; kept until the system's print dialog closes. */
  printout = $state.raw<Printout | null>(null);

  readonly #api: ApiClient;
  readonly #print: () => void;
  #stop: PrintCancel | null = null;

  constructor(api: ApiClient, print: () => void = () => window.print()) {
    this.#api = api;
    this.#print = print;
  }

  show(request: PuzzleSet): void {
    this.request = request;
    this.error = null;
    this.progress = null;
    this.includeMarks = true;
    this.open = true;
    adoptRememberedChoices(
      this.#api,
      {
        get: () => this.settings,
        set: (settings) => (this.settings = { ...settings }),
        busy: () => this.busy,
      },
      (settings) => settings.print,
    );
  }

  close(): void {
    if (!this.busy) this.open = false;
  }

  cancel(): void {
    this.#stop?.cancel();
  }

  async run(): Promise<boolean> {
    const request = this.request;
    if (!request || this.busy) return false;
    const settings = $state.snapshot(this.settings);
    const stop = new PrintCancel(this.#api);
    this.#stop = stop;
    this.busy = true;
    this.error = null;
    this.progress = { fraction: 0, message: 'Finding the puzzles' };
    try {
      const ids = await request.ids();
      const [only] = ids;
      const marks =
        this.includeMarks && request.marks !== undefined && only !== undefined && ids.length === 1
          ? { id: only, text: request.marks }
          : null;
      const printout = await preparePrintout(
        this.#api,
        ids,
        settings,
        (progress) => (this.progress = progress),
        stop,
        marks,
      );
      void this.#api.call('settings.set', { print: settings }).catch(() => undefined);
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
