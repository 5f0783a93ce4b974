/**
 * What the generate and print dialogs have in common: open or closed, the choices their controls
 * bind to, which the settings remember (the remembered ones are taken on opening, unless the
 * person is quicker, and the ones used are stored on each run), and a close that waits while the
 * dialog's work runs.
 */
import type { Settings } from '../../src-main/contract/dto.ts';
import type { MethodArgs } from '../../src-main/contract/methods.ts';
import type { ApiClient } from './api/client.ts';
import { adoptRememberedChoices } from './remembered-choices.ts';
import { logFailure } from './log/log-failure.ts';

/** The dialog's controls bind to these fields. */
export type Editable<T> = { -readonly [K in keyof T]: T[K] };

/** Where the settings keep a dialog's choices. */
export interface RememberedIn<T> {
  read(settings: Settings): T;
  write(choices: T): MethodArgs<'settings.set'>;
}

export abstract class ChoicesDialog<T extends object> {
  open = $state(false);
  settings: Editable<T>;
  /** Whether the dialog's work runs: it cannot close, and the remembered choices wait. */
  abstract readonly busy: boolean;

  protected readonly api: ApiClient;
  readonly #remembered: RememberedIn<T>;

  constructor(api: ApiClient, defaults: T, remembered: RememberedIn<T>) {
    this.api = api;
    this.settings = $state({ ...defaults });
    this.#remembered = remembered;
  }

  close(): void {
    if (!this.busy) this.open = false;
  }

  /** Opens the dialog with the choices it holds; the remembered ones follow (remembered-choices.ts). */
  protected openWithRemembered(): void {
    this.open = true;
    adoptRememberedChoices(
      this.api,
      {
        get: () => this.settings,
        set: (settings) => (this.settings = { ...settings }),
        busy: () => this.busy,
      },
      (settings) => this.#remembered.read(settings),
    );
  }

  /** Stores the choices a run used, for the next time; a failure to store them costs only that. */
  protected remember(choices: T): void {
    this.api.call('settings.set', this.#remembered.write(choices)).catch((error: unknown) => {
      logFailure('The choices could not be remembered for next time', error);
    });
  }
}
