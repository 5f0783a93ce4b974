/**
 * The generate dialog's state, app-wide: the choices (remembered in the settings), the collection
 * new puzzles go into when the dialog was opened from one, and the running job with its progress,
 * cancel and summary.
 */
import {
  DEFAULT_GENERATE_SETTINGS,
  type GenerateSettings,
  type GenerateSummary,
} from '../../../src-main/contract/dto.ts';
import type { ApiClient } from '../api/client.ts';
import { ChoicesDialog } from '../choices-dialog.svelte.ts';
import { Job } from '../jobs/job.svelte.ts';

export interface TargetCollection {
  readonly id: number;
  readonly name: string;
}

export class GenerateState extends ChoicesDialog<GenerateSettings> {
  collection = $state.raw<TargetCollection | null>(null);
  /** Whether new puzzles go into `collection`. */
  intoCollection = $state(true);
  /** The level of the last run, which its summary compares the ratings with. */
  asked = $state<GenerateSettings['level']>('easy');
  readonly job: Job<GenerateSummary>;
  readonly busy = $derived.by(() => this.job.running);

  constructor(api: ApiClient) {
    super(api, DEFAULT_GENERATE_SETTINGS, {
      read: (settings) => settings.generate,
      write: (generate) => ({ generate }),
    });
    this.job = new Job<GenerateSummary>(api, 'generate');
  }

  show(collection: TargetCollection | null = null): void {
    if (this.busy) {
      this.open = true;
      return;
    }
    this.job.reset();
    this.collection = collection;
    this.intoCollection = true;
    this.openWithRemembered();
  }

  /** Back from a summary to the choices, to make more. */
  again(): void {
    if (!this.busy) this.job.reset();
  }

  async run(): Promise<GenerateSummary | null> {
    if (this.busy) return null;
    const settings = $state.snapshot(this.settings);
    this.asked = settings.level;
    const collectionId = this.intoCollection ? this.collection?.id : undefined;
    this.remember(settings);
    return this.job.run((jobId) =>
      this.api.call('library.generate', {
        jobId,
        ...settings,
        ...(collectionId === undefined ? {} : { collectionId }),
      }),
    );
  }

  cancel(): void {
    void this.job.cancel();
  }
}
