/**
 * Whether the typing screen draws the picture the typed clues make. It starts hidden: a collector
 * typing a puzzle in from a book means to solve it later, and the solved picture in the middle of
 * the screen would spoil it. The choice is a setting, so the Settings screen and the toggle beside
 * the board are one switch, remembered between starts.
 */
import type { ApiClient } from '../../lib/api/client.ts';
import { messageOf } from '../../lib/api/errors.ts';

export class PictureChoice {
  shown = $state(false);
  /** Whether the stored choice has been read; until then the switch waits. */
  loaded = $state(false);
  error = $state<string | null>(null);
  readonly #api: ApiClient;

  constructor(api: ApiClient) {
    this.#api = api;
  }

  async load(): Promise<void> {
    try {
      this.shown = (await this.#api.call('settings.get', {})).entryPicture;
    } catch (error) {
      // Unknown is treated as hidden, the choice that spoils nothing.
      this.error = messageOf(error);
    } finally {
      this.loaded = true;
    }
  }

  async set(shown: boolean): Promise<void> {
    const before = this.shown;
    this.shown = shown;
    try {
      this.shown = (await this.#api.call('settings.set', { entryPicture: shown })).entryPicture;
      this.error = null;
    } catch (error) {
      this.shown = before;
      this.error = messageOf(error);
    }
  }
}
