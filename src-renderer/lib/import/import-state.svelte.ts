/**
 * The import, app-wide (the menu, the library's button and a drop anywhere start it): the files
 * chosen, where their puzzles go (import-destination.ts), then reading them, sending them to
 * library.import in portions under one job id per portion, following the progress events,
 * allowing cancel, and keeping the summary. The dialog opens on the file chooser each time; the
 * last summary stays one click away.
 */
import type { Collection, ImportFailure, ImportResult } from '../../../src-main/contract/dto.ts';
import type { ApiClient } from '../api/client.ts';
import { messageOf } from '../api/errors.ts';
import { Job } from '../jobs/job.svelte.ts';
import { logFailure } from '../log/log-failure.ts';
import type { Gathered, PickedFile } from './gather-files.ts';
import {
  collectionArg,
  defaultDestination,
  plannedGroups,
  type Destination,
  type PlannedGroup,
} from './import-destination.ts';
import {
  addFailures,
  addSummary,
  EMPTY_OUTCOME,
  MAX_FILE_BYTES,
  planPortions,
  type ImportOutcome,
} from './import-plan.ts';

/** choosing: the file chooser; planning: where the files chosen go; then the import and its summary. */
export type ImportPhase = 'choosing' | 'planning' | 'reading' | 'importing' | 'done' | 'failed';

const READ_PARALLEL = 8;

export class ImportState {
  /** Whether the import dialog is shown. */
  open = $state(false);
  phase = $state<ImportPhase>('choosing');
  /** The files chosen, waiting for the person to say where they go. */
  pending = $state.raw<Gathered | null>(null);
  groups = $state.raw<readonly PlannedGroup[]>([]);
  /** The name each group's collection gets, by the group's key. */
  names = $state<Record<string, string>>({});
  destination = $state.raw<Destination>({ kind: 'groups' });
  /** The collections there are, to choose one. */
  collections = $state.raw<readonly Collection[]>([]);
  /** The collection the library shows, where an import goes unless told otherwise. */
  openCollection = $state.raw<Collection | null>(null);
  fraction = $state(0);
  message = $state('');
  outcome = $state.raw<ImportOutcome | null>(null);
  error = $state<string | null>(null);
  /** Counts finished imports, so lists can reload even if no change event arrives. */
  finished = $state(0);
  readonly busy = $derived(this.phase === 'reading' || this.phase === 'importing');

  readonly #api: ApiClient;
  /** The portion being imported: one job per portion. */
  readonly #portion: Job<ImportResult>;
  #cancelled = false;

  constructor(api: ApiClient) {
    this.#api = api;
    this.#portion = new Job(api, 'import');
  }

  /** Opens the dialog on the file chooser (an import running shows its progress instead). */
  show(): void {
    this.open = true;
    if (!this.busy) {
      this.phase = 'choosing';
      this.pending = null;
    }
  }

  /** Shows the summary of the last import again. */
  showLast(): void {
    if (this.outcome && !this.busy) this.phase = this.error === null ? 'done' : 'failed';
  }

  close(): void {
    this.open = false;
    if (!this.busy) {
      this.phase = 'choosing';
      this.pending = null;
    }
  }

  /** Files chosen or dropped: the dialog asks where their puzzles go. */
  plan(gathered: Gathered): void {
    if (this.busy) return;
    this.pending = gathered;
    this.groups = plannedGroups(gathered.files.map((file) => file.name));
    this.names = Object.fromEntries(this.groups.map((group) => [group.key, group.key]));
    this.destination = defaultDestination(this.openCollection?.id ?? null);
    this.phase = 'planning';
    this.open = true;
    // Only for the list to choose from: without it the other choices still work.
    this.#api.call('collections.list', {}).then(
      (list) => (this.collections = list),
      (error: unknown) => logFailure('The collections to import into could not be listed', error),
    );
  }

  /** Imports the files chosen into the place chosen. */
  start(): Promise<ImportOutcome | null> {
    const gathered = this.pending;
    if (!gathered) return Promise.resolve(null);
    this.pending = null;
    return this.importFiles(gathered, collectionArg(this.destination, $state.snapshot(this.names)));
  }

  async importFiles(
    gathered: Gathered,
    collection: ReturnType<typeof collectionArg> = { kind: 'none' },
  ): Promise<ImportOutcome | null> {
    if (this.busy) return null;
    this.open = true;
    this.#cancelled = false;
    this.error = null;
    this.outcome = null;
    this.fraction = 0;
    let outcome: ImportOutcome = { ...EMPTY_OUTCOME, skipped: gathered.skipped };
    if (gathered.files.length === 0) {
      this.phase = 'done';
      this.outcome = outcome;
      return outcome;
    }
    try {
      this.phase = 'reading';
      const { texts, failures } = await this.#readAll(gathered.files);
      outcome = addFailures(outcome, failures);
      this.phase = 'importing';
      const portions = planPortions(texts.map((each) => ({ ...each, size: each.text.length })));
      for (const [number, portion] of portions.entries()) {
        if (this.#cancelled) {
          outcome = { ...outcome, cancelled: true };
          break;
        }
        const files = portion.map(({ name, text }) => ({ name, text }));
        outcome = await this.#importBatch(files, collection, outcome, number, portions.length);
        if (outcome.cancelled) break;
      }
      this.outcome = outcome;
      this.phase = 'done';
      return outcome;
    } catch (error) {
      this.error = messageOf(error);
      this.outcome = outcome;
      this.phase = 'failed';
      return null;
    } finally {
      this.finished += 1;
    }
  }

  async cancel(): Promise<void> {
    this.#cancelled = true;
    this.message = 'Cancelling…';
    // The portion under way stops at the backend; the ones after it are not sent.
    await this.#portion.cancel();
  }

  async #importBatch(
    files: readonly { name: string; text: string }[],
    collection: ReturnType<typeof collectionArg>,
    outcome: ImportOutcome,
    number: number,
    count: number,
  ): Promise<ImportOutcome> {
    const summary = await this.#portion.run(
      (jobId) => this.#api.call('library.import', { jobId, files: [...files], collection }),
      {
        onprogress: (fraction, message) => {
          this.fraction = (number + fraction) / count;
          if (!this.#cancelled) this.message = message;
        },
      },
    );
    if (summary === null) {
      if (this.#portion.status === 'failed') throw new Error(this.#portion.error ?? 'The import failed.');
      return { ...outcome, cancelled: true };
    }
    this.fraction = (number + 1) / count;
    return addSummary(outcome, summary);
  }

  async #readAll(
    files: readonly PickedFile[],
  ): Promise<{ texts: { name: string; text: string }[]; failures: ImportFailure[] }> {
    const texts: { name: string; text: string }[] = [];
    const failures: ImportFailure[] = [];
    let done = 0;
    this.message = `Reading ${files.length} file${files.length === 1 ? '' : 's'}…`;
    for (let start = 0; start < files.length && !this.#cancelled; start += READ_PARALLEL) {
      const portion = files.slice(start, start + READ_PARALLEL);
      const read = await Promise.all(portion.map((picked) => readOne(picked)));
      for (const result of read) {
        if ('text' in result) texts.push(result);
        else failures.push(result);
      }
      done += portion.length;
      this.fraction = done / files.length;
    }
    this.fraction = 0;
    return { texts, failures };
  }
}

async function readOne(picked: PickedFile): Promise<{ name: string; text: string } | ImportFailure> {
  if (picked.file.size > MAX_FILE_BYTES) {
    const mb = Math.round(MAX_FILE_BYTES / (1024 * 1024));
    return { file: picked.name, message: `The file is larger than ${mb} MB, too large for a puzzle file.` };
  }
  try {
    return { name: picked.name, text: await picked.file.text() };
  } catch (error) {
    return { file: picked.name, message: `The file could not be read (${messageOf(error)}).` };
  }
}
