/**
 * Dialogs open at once with the choices they hold, and the remembered ones (from the settings)
 * arrive a moment later. They take over only if the person has changed nothing meanwhile and
 * nothing is running, so a quick click is never undone.
 */
import type { Settings } from '../../src-main/contract/dto.ts';
import type { ApiClient } from './api/client.ts';
import { logFailure } from './log/log-failure.ts';

export interface Choices<T> {
  get(): T;
  set(value: T): void;
  busy(): boolean;
}

export function adoptRememberedChoices<T>(
  api: ApiClient,
  choices: Choices<T>,
  remembered: (settings: Settings) => T,
): void {
  // The choices are plain data, so their JSON tells whether anything changed.
  const shown = JSON.stringify(choices.get());
  void api
    .call('settings.get', {})
    .then((settings) => {
      if (!choices.busy() && JSON.stringify(choices.get()) === shown) choices.set(remembered(settings));
    })
    .catch((error: unknown) => {
      // The dialog keeps its defaults, which work as well.
      logFailure('The remembered choices could not be read', error);
    });
}
