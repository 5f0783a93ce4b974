/**
 * The export dialog's state, app-wide: what is to be exported (set by whichever view asked), the
 * format chosen (remembered in the settings), and the export itself, which asks the backend for
 * the file's text and hands it to saveTextFile.
 */
import type { FormatId } from '../../../src-main/engine/formats/index.ts';
import type { ApiClient } from '../api/client.ts';
import { adoptRememberedChoices } from '../remembered-choices.ts';
import { messageOf } from '../api/errors.ts';
import { plural } from '../format.ts';
import type { PuzzleSet } from '../puzzle-set.ts';
import type { Notices } from '../shell/notices.svelte.ts';
import { saveTextFile } from './save-file.ts';
import { logFailure } from '../log/log-failure.ts';

export class ExportState {
  open = $state(false);
  request = $state.raw<PuzzleSet | null>(null);
  format = $state<FormatId>('webpbn');
  busy = $state(false);
  error = $state<string | null>(null);

  readonly #api: ApiClient;
  readonly #notices: Notices;
  readonly #save: typeof saveTextFile;

  constructor(api: ApiClient, notices: Notices, save: typeof saveTextFile = saveTextFile) {
    this.#api = api;
    this.#notices = notices;
    this.#save = save;
  }

  show(request: PuzzleSet): void {
    this.request = request;
    this.error = null;
    this.open = true;
    adoptRememberedChoices(
      this.#api,
      { get: () => this.format, set: (format) => (this.format = format), busy: () => this.busy },
      (settings) => settings.exportFormat,
    );
  }

  close(): void {
    if (!this.busy) this.open = false;
  }

  async run(): Promise<boolean> {
    const request = this.request;
    if (!request || this.busy) return false;
    this.busy = true;
    this.error = null;
    const format = this.format;
    try {
      const ids = await request.ids();
      if (ids.length === 0) throw new Error('There is no puzzle to export.');
      const file = await this.#api.call('library.export', { ids: [...ids], format });
      this.#save(file.fileName, file.text);
      this.#api.call('settings.set', { exportFormat: format }).catch((error: unknown) => {
        // The export itself is done; only the format for next time is lost.
        logFailure('The export format could not be remembered', error);
      });
      this.open = false;
      this.#notices.show({
        tone: 'success',
        title: 'Exported',
        message: `${plural(ids.length, 'puzzle')} written to ${file.fileName}.`,
      });
      return true;
    } catch (error) {
      this.error = messageOf(error);
      return false;
    } finally {
      this.busy = false;
    }
  }
}
