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
import { newJobId, type ApiClient } from '../../lib/api/client.ts';
import { isCancelled, messageOf } from '../../lib/api/errors.ts';

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
  suggestStatus = $state<StageStatus>('idle');
  suggestion = $state.raw<FixSuggestion | null>(null);
  suggestFraction = $state(0);
  rateStatus = $state<StageStatus>('idle');
  rating = $state.raw<DifficultyDto | null>(null);
  error = $state<string | null>(null);
  /** The key of the drawing the answers above belong to. */
  resultKey = $state<string | null>(null);
  /** Increases with every verdict shown, so tests can wait for the next one. */
  answers = $state(0);

  readonly #api: ApiClient;
  #wanted: CheckRequest | null = null;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #suggestJob: string | null = null;
  #rateJob: string | null = null;
  #stopProgress: (() => void) | null = null;

  constructor(api: ApiClient) {
    this.#api = api;
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
    let result: EntryCheckResult;
    try {
      result = await this.#api.call('entry.check', {
        jobId: newJobId('editor-check'),
        puzzle: request.puzzle,
        scope: WINDOW_SCOPE,
        // The drawing solves its own clues: the solver counts it and looks near it for another.
        picture: request.picture,
      });
    } catch (error) {
      if (this.#wanted !== request || isCancelled(error)) return;
      this.checkStatus = 'failed';
      this.error = messageOf(error);
      return;
    }
    if (this.#wanted !== request) return;
    this.result = result;
    this.resultKey = request.key;
    this.error = null;
    this.checkStatus = 'done';
    this.suggestion = null;
    this.suggestStatus = 'idle';
    this.rating = null;
    this.rateStatus = 'idle';
    this.answers += 1;
    await this.#followUps(request, result);
  }

  /** The suggestion (for several solutions) and the rating, unless they are there already. */
  async #followUps(request: CheckRequest, result: EntryCheckResult): Promise<void> {
    if (result.verdict === 'multiple' && this.suggestStatus !== 'done') await this.#suggest(request, result);
    if (this.#wanted !== request || this.rateStatus === 'done') return;
    if (result.verdict === 'unique' || result.verdict === 'multiple' || result.verdict === 'timeout') {
      await this.#rate(request);
    }
  }

  async #suggest(request: CheckRequest, result: EntryCheckResult): Promise<void> {
    if (result.differing.length === 0) return;
    const jobId = newJobId('editor-suggest');
    this.#suggestJob = jobId;
    this.suggestStatus = 'running';
    this.suggestFraction = 0;
    this.#stopProgress = this.#api.on('job.progress', (progress) => {
      if (progress.jobId === jobId) this.suggestFraction = progress.fraction;
    });
    try {
      const suggestion = await this.#api.call('editor.suggest', {
        jobId,
        puzzle: request.puzzle,
        picture: request.picture,
        differing: [...result.differing],
      });
      if (this.#suggestJob !== jobId) return;
      this.suggestion = suggestion;
      this.suggestStatus = 'done';
    } catch (error) {
      if (this.#suggestJob !== jobId || isCancelled(error)) return;
      this.suggestStatus = 'failed';
    } finally {
      if (this.#suggestJob === jobId) {
        this.#suggestJob = null;
        this.#stopProgress?.();
        this.#stopProgress = null;
      }
    }
  }

  async #rate(request: CheckRequest): Promise<void> {
    const jobId = newJobId('editor-rate');
    this.#rateJob = jobId;
    this.rateStatus = 'running';
    try {
      const rating = await this.#api.call('editor.rate', {
        jobId,
        puzzle: request.puzzle,
        scope: WINDOW_SCOPE,
      });
      if (this.#rateJob !== jobId) return;
      this.rating = rating;
      this.rateStatus = 'done';
    } catch (error) {
      if (this.#rateJob !== jobId || isCancelled(error)) return;
      this.rateStatus = 'failed';
    } finally {
      if (this.#rateJob === jobId) this.#rateJob = null;
    }
  }

  #cancelFollowUps(): void {
    this.#stopProgress?.();
    this.#stopProgress = null;
    for (const jobId of [this.#suggestJob, this.#rateJob]) {
      if (jobId !== null) void this.#api.call('jobs.cancel', { jobId }).catch(() => undefined);
    }
    if (this.#suggestJob !== null && this.suggestStatus === 'running') this.suggestStatus = 'idle';
    if (this.#rateJob !== null && this.rateStatus === 'running') this.rateStatus = 'idle';
    this.#suggestJob = null;
    this.#rateJob = null;
  }

  #clear(): void {
    this.checkStatus = 'idle';
    this.result = null;
    this.resultKey = null;
    this.suggestion = null;
    this.suggestStatus = 'idle';
    this.rating = null;
    this.rateStatus = 'idle';
    this.error = null;
  }
}
