/**
 * The editor's background checks, a moment after the drawing stops changing: first whether the
 * picture's clues have one solution (entry.check), then, for several, a cell to change
 * (editor.suggest), then how hard the puzzle is (editor.rate). Each answer is kept with the key of
 * the picture it belongs to; a change of the picture cancels what is still running, so the solver
 * process only ever works on the picture on screen.
 */
import type { EntryCheckResult, EntryPuzzle } from '../../../src-main/contract/methods-entry.ts';
import type { DifficultyDto } from '../../../src-main/contract/dto.ts';
import type { FixSuggestion } from '../../../src-main/engine/editor/suggest.ts';
import type { ApiClient } from '../../lib/api/client.ts';
import { Job } from '../../lib/jobs/job.svelte.ts';

/** Long enough that a stroke is one check, short enough to feel live. */
export const CHECK_DELAY_MS = 350;

export type StageStatus = 'idle' | 'running' | 'done' | 'failed';

/** One scope per window, so two windows drawing do not cancel each other's checks. */
const WINDOW_SCOPE = `editor-${Math.random().toString(36).slice(2, 10)}`;

export interface CheckRequest {
  readonly puzzle: EntryPuzzle;
  /** The drawing as a grid-codec string (what a suggestion changes). */
  readonly picture: string;
  /** Identifies the drawing: equal keys, equal clues. */
  readonly key: string;
}

export class EditorChecker {
  checkStatus = $state<StageStatus>('idle');
  result = $state.raw<EntryCheckResult | null>(null);
  error = $state<string | null>(null);
  /** The key of the drawing the answers above belong to. */
  resultKey = $state<string | null>(null);
  /** Increases with every verdict shown, so tests can wait for the next one. */
  answers = $state(0);

  readonly #api: ApiClient;
  readonly #check: Job<EntryCheckResult>;
  readonly #suggest: Job<FixSuggestion | null>;
  readonly #rate: Job<DifficultyDto>;
  #wanted: CheckRequest | null = null;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(api: ApiClient) {
    this.#api = api;
    this.#check = new Job(api, 'editor-check');
    this.#suggest = new Job(api, 'editor-suggest');
    this.#rate = new Job(api, 'editor-rate');
  }

  get suggestStatus(): StageStatus {
    return stageOf(this.#suggest);
  }

  get suggestion(): FixSuggestion | null {
    return this.#suggest.value;
  }

  get suggestFraction(): number {
    return this.#suggest.fraction;
  }

  get rateStatus(): StageStatus {
    return stageOf(this.#rate);
  }

  get rating(): DifficultyDto | null {
    return this.#rate.value;
  }

  /** Whether the answers on show belong to the drawing with this key. */
  isCurrent(key: string): boolean {
    return this.resultKey === key;
  }

  /** Asks for the checks of a drawing (null: nothing to check, such as an empty picture). */
  request(request: CheckRequest | null): void {
    if (request && this.#wanted?.key === request.key && this.checkStatus !== 'failed') return;
    clearTimeout(this.#timer);
    // A long rating or suggestion for the old drawing would hold up the new check in the queue.
    this.#cancelFollowUps();
    this.#wanted = request;
    if (request === null) {
      this.#clear();
      return;
    }
    if (request.key === this.resultKey && this.result) {
      // Back to the drawing last checked (an undo): its verdict stands; redo what was cut short.
      this.checkStatus = 'done';
      void this.#followUps(request, this.result);
      return;
    }
    this.checkStatus = 'running';
    this.#timer = setTimeout(() => void this.#run(request), CHECK_DELAY_MS);
  }

  dispose(): void {
    clearTimeout(this.#timer);
    this.#cancelFollowUps();
    this.#wanted = null;
  }

  async #run(request: CheckRequest): Promise<void> {
    const result = await this.#check.run((jobId) =>
      this.#api.call('entry.check', {
        jobId,
        puzzle: request.puzzle,
        scope: WINDOW_SCOPE,
        // The drawing solves its own clues: the solver counts it and looks near it for another.
        picture: request.picture,
      }),
    );
    if (this.#wanted !== request) return;
    if (result === null) {
      if (this.#check.status === 'failed') {
        this.checkStatus = 'failed';
        this.error = this.#check.error;
      }
      return;
    }
    this.result = result;
    this.resultKey = request.key;
    this.error = null;
    this.checkStatus = 'done';
    this.#suggest.reset();
    this.#rate.reset();
    this.answers += 1;
    await this.#followUps(request, result);
  }

  /** The suggestion (for several solutions) and the rating, unless they are there already. */
  async #followUps(request: CheckRequest, result: EntryCheckResult): Promise<void> {
    if (result.verdict === 'multiple' && this.suggestStatus !== 'done')
      await this.#suggestFor(request, result);
    if (this.#wanted !== request || this.rateStatus === 'done') return;
    if (result.verdict === 'unique' || result.verdict === 'multiple' || result.verdict === 'timeout') {
      await this.#rate.run((jobId) =>
        this.#api.call('editor.rate', { jobId, puzzle: request.puzzle, scope: WINDOW_SCOPE }),
      );
    }
  }

  async #suggestFor(request: CheckRequest, result: EntryCheckResult): Promise<void> {
    if (result.differing.length === 0) return;
    await this.#suggest.run((jobId) =>
      this.#api.call('editor.suggest', {
        jobId,
        puzzle: request.puzzle,
        picture: request.picture,
        differing: [...result.differing],
      }),
    );
  }

  #cancelFollowUps(): void {
    for (const job of [this.#suggest, this.#rate]) if (job.running) job.reset();
  }

  #clear(): void {
    this.checkStatus = 'idle';
    this.result = null;
    this.resultKey = null;
    this.#suggest.reset();
    this.#rate.reset();
    this.error = null;
  }
}

/** A stage stopped because its drawing changed shows nothing, as if it had not been asked for. */
function stageOf(job: Job<unknown>): StageStatus {
  return job.status === 'cancelled' ? 'idle' : job.status;
}
