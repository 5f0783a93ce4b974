/**
 * The export dialog's state, app-wide: what is to be exported (set by whichever view asked), the
 * format chosen (remembered in the settings), and the export itself: a job in which the backend
 * writes the file (with progress and a cancel), then a download of what it wrote (saveDownload).
 */
import type { ExportedFile } from '../../../src-main/contract/dto.ts';
import type { FormatId } from '../../../src-main/engine/formats/index.ts';
import type { ApiClient } from '../api/client.ts';
import { adoptRememberedChoices } from '../remembered-choices.ts';
import { messageOf } from '../api/errors.ts';
import { plural } from '../format.ts';
import type { PuzzleSet } from '../puzzle-set.ts';
import type { Notices } from '../shell/notices.svelte.ts';
import { Job } from '../jobs/job.svelte.ts';
import { logFailure } from '../log/log-failure.ts';
import { saveDownload } from './save-file.ts';

export class ExportState {
  open = $state(false);
  request = $state.raw<PuzzleSet | null>(null);
  format = $state<FormatId>('webpbn');
  /** Asking for the puzzles' ids, then the backend writing the file. */
  busy = $state(false);
  error = $state<string | null>(null);
  readonly job: Job<ExportedFile>;

  readonly #api: ApiClient;
  readonly #notices: Notices;
  readonly #save: typeof saveDownload;

  constructor(api: ApiClient, notices: Notices, save: typeof saveDownload = saveDownload) {
    this.#api = api;
    this.#notices = notices;
    this.#save = save;
    this.job = new Job(api, 'export');
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
      const file = await this.job.run((jobId) =>
        this.#api.call('library.export', { jobId, ids: [...ids], format }),
      );
      if (file === null) {
        // Cancelled says nothing more; a failure says why in the dialog.
        this.error = this.job.error;
        return false;
      }
      this.#save(this.#api.exportUrl(file.exportId), file.fileName);
      this.#api.call('settings.set', { exportFormat: format }).catch((error: unknown) => {
        // The export itself is done; only the format for next time is lost.
        logFailure('The export format could not be remembered', error);
      });
      this.open = false;
      this.#notices.show({
        tone: 'success',
        title: 'Exported',
        message: `${plural(file.count, 'puzzle')} written to ${file.fileName}.`,
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
